import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { amount, id, money, none, nonEmpty, pageRequest, paged, text, timestamp } from '../schemas.ts';

export const withdrawalConfirmations = ['received', 'partly-received', 'not-received'] as const;

export const withdrawal = z.looseObject({
  withdrawalId: id,
  amount: money,
  /** processing → paid → received / partly-received / not-received / forced (spec §4). */
  status: text,
  appliedAt: timestamp,
  paidAt: z.nullish(timestamp),
  /** After this time an unconfirmed payout counts as received. */
  confirmBefore: z.nullish(timestamp),
  amountReceived: z.nullish(money),
  remainingAmount: z.nullish(money),
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
  deposit: endpoint({
    name: 'deposit',
    path: '/wps/v2/wallets/deposit',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ amount, channel: nonEmpty }),
    response: z.looseObject({ depositId: id, status: text, ...balanceAfter }),
  }),
  withdraw: endpoint({
    name: 'withdraw',
    path: '/wps/v2/wallets/withdrawal',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ amount, paymentPassword: z.optional(text) }),
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
      amountReceived: z.optional(z.number().check(z.nonnegative())),
      /** Data URLs of png/jpg proof images, at most 3. */
      proofImages: z._default(z.array(text).check(z.maxLength(3)), []),
    }),
    response: withdrawal,
  }),
};
