import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { paymentPasswordPattern } from './account.ts';
import {
  amount,
  count,
  id,
  money,
  none,
  nonEmpty,
  pageRequest,
  paged,
  requiredPlatformUrl,
  text,
  timestamp,
} from '../schemas.ts';

const paymentPassword = z.string().check(z.regex(paymentPasswordPattern));

/**
 * The account record's types, each a group of what the ledger writes: money paid in and out,
 * transfers between members, moves between the member's own wallets, bonuses (rewards, points
 * converted, trial credit), and the opening balance the sandbox seeds.
 */
export const ledgerTypes = ['deposit', 'withdrawal', 'transfer', 'game-wallet', 'game', 'bonus', 'opening'] as const;

export const ledgerEntry = z.looseObject({
  id,
  type: z.enum(ledgerTypes),
  /** What exactly happened within the type, e.g. `transfer-out`, `wallet-in`, `reward`. */
  kind: text,
  /** `MAIN` or a game vendor's wallet code. */
  wallet: text,
  /** Signed: money in is positive, money out negative. */
  amount: z.number(),
  balanceAfter: money,
  /** The deposit, withdrawal or member the line is about. */
  reference: z.nullish(text),
  createdAt: timestamp,
});

export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const depositChannelTypes = ['bank', 'e-wallet', 'other'] as const;

/** A way to pay in, as the brand offers it: its limits, its fee and the amounts offered as buttons. */
export const depositChannel = z.looseObject({
  code: nonEmpty,
  type: z.enum(depositChannelTypes),
  name: text,
  min: money,
  max: money,
  /** Charged on top of the amount: the player pays amount + fee, the wallet is credited the amount. */
  fee: money,
  presets: z.array(money),
});

export type DepositChannel = z.infer<typeof depositChannel>;

/** pending until the payment page (or an admin call) settles it; then credited or failed, for good. */
export const depositStatuses = ['pending', 'credited', 'failed'] as const;

export const deposit = z.looseObject({
  depositId: id,
  amount: money,
  fee: money,
  channel: text,
  status: z.enum(depositStatuses),
  createdAt: timestamp,
  settledAt: z.nullish(timestamp),
});

export type Deposit = z.infer<typeof deposit>;

export const payoutTypes = ['bank', 'e-wallet'] as const;

/** Where a withdrawal can be paid: a bank or an e-wallet, with the brand's limits per request. */
export const withdrawalChannel = z.looseObject({
  code: nonEmpty,
  type: z.enum(payoutTypes),
  name: text,
  min: money,
  max: money,
});

export type WithdrawalChannel = z.infer<typeof withdrawalChannel>;

/** A bank card or e-wallet the member is paid to; the number comes back masked. */
export const payoutAccount = z.looseObject({
  accountId: id,
  channel: text,
  type: z.enum(payoutTypes),
  accountNumber: text,
  payeeName: text,
  createdAt: timestamp,
});

export type PayoutAccount = z.infer<typeof payoutAccount>;

export const withdrawalConfirmations = ['received', 'partly-received', 'not-received'] as const;

/**
 * pending → processing → paid (awaiting the player's confirmation) → received, partly-received,
 * not-received (disputed) or forced (no answer in time, spec §4); or rejected before paying, when
 * the amount returns to the balance.
 */
export const withdrawalStatuses = [
  'pending',
  'processing',
  'paid',
  'received',
  'partly-received',
  'not-received',
  'forced',
  'rejected',
] as const;

/** A not-received remark, as spec §9 bounds it. */
export const REMARK_MAX_LENGTH = 140;

export const withdrawal = z.looseObject({
  withdrawalId: id,
  amount: money,
  status: z.enum(withdrawalStatuses),
  appliedAt: timestamp,
  paidAt: z.nullish(timestamp),
  /** After this time an unconfirmed payout counts as received. */
  confirmBefore: z.nullish(timestamp),
  amountReceived: z.nullish(money),
  remainingAmount: z.nullish(money),
  payoutAccount: z.nullish(payoutAccount),
  remark: z.nullish(text),
  /** Ids of the proof images sent with a not-received answer; `withdrawalProof` serves each. */
  proofIds: z._default(z.array(id), []),
});

export type Withdrawal = z.infer<typeof withdrawal>;

const balanceAfter = { sumBalance: money };

export const walletEndpoints = {
  balance: endpoint({
    name: 'balance',
    path: '/wps/v2/wallets/balance',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ sumBalance: money, currency: z.optional(text) }),
  }),
  /**
   * Moves money between the player's own wallets (main ↔ a game vendor's) or to another member:
   * the upline, or (for agents) a downline.
   */
  transfer: endpoint({
    name: 'transfer',
    path: '/wps/relay/GCS_walletTransfer',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.union([
      z.looseObject({ amount, fromWallet: nonEmpty, toWallet: nonEmpty }),
      z.looseObject({ amount, toUsername: nonEmpty }),
    ]),
    response: z.looseObject({ transactionId: id, ...balanceAfter }),
  }),
  merchantWallet: endpoint({
    name: 'merchantWallet',
    path: '/wps/relay/GCS_merchantWallet',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ isSingle: z.optional(z.boolean()) }),
    response: z.looseObject({
      isSingle: z.boolean(),
      wallets: z.array(z.looseObject({ wallet: text, name: text, balance: money })),
    }),
  }),
  /** Who the member may transfer to upwards, and whether a payment password is set to do it. */
  upline: endpoint({
    name: 'upline',
    path: '/wps/v2/wallets/transfer/upline',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({
      /** null: the member has no upline, or the brand keeps them from transferring to it. */
      uplineName: z.nullable(text),
      hasPaymentPassword: z.boolean(),
      ...balanceAfter,
    }),
  }),
  /** Transfer to upline: the upline's name as the player confirms it, checked by the server. */
  transferUpline: endpoint({
    name: 'transferUpline',
    path: '/wps/v2/wallets/transfer/upline',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ uplineName: nonEmpty, amount, paymentPassword }),
    response: z.looseObject({ transactionId: id, uplineName: text, ...balanceAfter }),
  }),
  /** The account record: the ledger of every wallet, newest first, with totals for the whole range. */
  transactionHistory: endpoint({
    name: 'transactionHistory',
    path: '/wps/v2/wallets/transactions',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({
      /** Epoch ms, inclusive at both ends; the date presets are the client's. */
      from: timestamp,
      to: timestamp,
      type: z.optional(z.enum(ledgerTypes)),
      ...pageRequest,
    }),
    response: z.looseObject({
      list: z.array(ledgerEntry),
      totalPages: count,
      total: count,
      totals: z.looseObject({ in: money, out: money, net: z.number() }),
    }),
  }),
  depositChannels: endpoint({
    name: 'depositChannels',
    path: '/wps/v2/wallets/deposit/channels',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ channels: z.array(depositChannel) }),
  }),
  /**
   * Opens a deposit: nothing is credited yet. The player pays on `paymentUrl`, which sends them
   * back to `returnUrl` (a path on the site, or an address on the brand's own domains).
   */
  deposit: endpoint({
    name: 'deposit',
    path: '/wps/v2/wallets/deposit',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ amount, channel: nonEmpty, returnUrl: nonEmpty }),
    response: z.looseObject({ deposit, paymentUrl: requiredPlatformUrl, ...balanceAfter }),
  }),
  deposits: endpoint({
    name: 'deposits',
    path: '/wps/v2/wallets/deposit',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ status: z.optional(z.enum(depositStatuses)), ...pageRequest }),
    response: paged(deposit),
  }),
  payoutAccounts: endpoint({
    name: 'payoutAccounts',
    path: '/wps/v2/wallets/payout-accounts',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ accounts: z.array(payoutAccount), channels: z.array(withdrawalChannel) }),
  }),
  /** The payee name follows the brand's register rule for payeeName (JADE: two words). */
  addPayoutAccount: endpoint({
    name: 'addPayoutAccount',
    path: '/wps/v2/wallets/payout-accounts',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ channel: nonEmpty, accountNumber: nonEmpty, payeeName: nonEmpty }),
    response: payoutAccount,
  }),
  removePayoutAccount: endpoint({
    name: 'removePayoutAccount',
    path: '/wps/v2/wallets/payout-accounts/removal',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ accountId: id }),
    response: z.looseObject({ removed: id }),
  }),
  /** What stands between the member and a withdrawal: turnover still to play, today's quota, set-up. */
  withdrawalRequirements: endpoint({
    name: 'withdrawalRequirements',
    path: '/wps/v2/wallets/withdrawal/requirements',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({
      turnoverRequired: money,
      turnoverDone: money,
      turnoverRemaining: money,
      hasPaymentPassword: z.boolean(),
      requestsLeftToday: count,
      confirmMinutes: count,
      ...balanceAfter,
    }),
  }),
  withdraw: endpoint({
    name: 'withdraw',
    path: '/wps/v2/wallets/withdrawal',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ amount, payoutAccountId: id, paymentPassword }),
    response: z.looseObject({ withdrawal, ...balanceAfter }),
  }),
  withdrawals: endpoint({
    name: 'withdrawals',
    path: '/wps/v2/wallets/withdrawal',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: paged(withdrawal),
  }),
  /** A proof image the member sent, to the member only, as a data URL. */
  withdrawalProof: endpoint({
    name: 'withdrawalProof',
    path: '/wps/v2/wallets/withdrawal/proof',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ proofId: id }),
    response: z.looseObject({ proofId: id, image: nonEmpty }),
  }),
  /** The player says whether a payout arrived: received, partly received (how much), or not (with proof). */
  confirmWithdrawal: endpoint({
    name: 'confirmWithdrawal',
    path: '/wps/v2/wallets/withdrawal/confirmation',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({
      withdrawalId: id,
      result: z.enum(withdrawalConfirmations),
      /** With partly-received: how much arrived, more than nothing and less than the amount. */
      amountReceived: z.optional(amount),
      /** With not-received: what happened, at most 140 characters (code points, as a person counts them). */
      remark: z.optional(
        z.string().check(z.refine((value) => [...value].length <= REMARK_MAX_LENGTH, 'at most 140 characters')),
      ),
      /** With not-received: data URLs of png/jpg proof images, 5 MB each at most, 1 to 3. */
      proofImages: z._default(z.array(text).check(z.maxLength(3)), []),
    }),
    response: withdrawal,
  }),
};
