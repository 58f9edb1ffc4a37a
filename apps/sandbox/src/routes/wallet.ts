import { randomUUID } from 'node:crypto';
import { endpoints } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { MemberCall, Router } from '../routing.ts';
import { findMember, isAgent, TRIAL_TYPE, type MemberRow } from '../services/members.ts';
import {
  applyMoves,
  fromCents,
  MAIN_WALLET,
  sumBalanceCents,
  toCents,
  transferBetweenMembers,
  walletBalanceCents,
} from '../services/wallet.ts';

export function requireRealAccount(member: MemberRow) {
  if (member.account_type === TRIAL_TYPE) throw new Refusal('REAL_ACCOUNT_NEEDED', 'real_account_needed');
}

function vendorWallets(db: Db): { code: string; name: string }[] {
  return db
    .prepare(`SELECT code, MIN(name) AS name FROM vendors WHERE has_wallet = 1 GROUP BY code ORDER BY MIN(sort)`)
    .all() as {
    code: string;
    name: string;
  }[];
}

/**
 * An agent paying a direct downline. Money to the upline goes through transferUpline, which asks
 * for the payment password, so this path cannot be used to skip it.
 */
function transferToMember({ ctx, merchant, member, now }: MemberCall, toUsername: string, cents: number) {
  const target = findMember(ctx.db, merchant.code, toUsername.trim());
  const toDownline = target !== undefined && isAgent(member) && target.upline_id === member.id;
  if (!target || !toDownline) throw new Refusal('OPERATION_NOT_ALLOWED', 'transfer_not_allowed');
  transferBetweenMembers(ctx.db, member, target, cents, now);
}

function transferBetweenWallets({ ctx, merchant, member, now }: MemberCall, from: string, to: string, cents: number) {
  if (merchant.settings.singleWallet) throw new Refusal('OPERATION_NOT_ALLOWED', 'feature_disabled');
  const known = new Set([MAIN_WALLET, ...vendorWallets(ctx.db).map((wallet) => wallet.code)]);
  for (const wallet of [from, to])
    if (!known.has(wallet)) throw new Refusal('INVALID_INPUT', 'unknown_wallet', { params: { wallet } });
  if (from === to) throw new Refusal('INVALID_INPUT', 'same_wallet');
  applyMoves(
    ctx.db,
    [
      { memberId: member.id, wallet: from, deltaCents: -cents, kind: 'wallet-out', reference: to },
      { memberId: member.id, wallet: to, deltaCents: cents, kind: 'wallet-in', reference: from },
    ],
    now,
  );
}

export function walletRoutes(router: Router) {
  router.member(endpoints.balance, (_input, { ctx, member, merchant }) => ({
    sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    currency: merchant.settings.currency,
  }));

  router.member(endpoints.transfer, (input, call) => {
    requireRealAccount(call.member);
    const cents = toCents(input.amount);
    if ('toUsername' in input && typeof input.toUsername === 'string') transferToMember(call, input.toUsername, cents);
    else transferBetweenWallets(call, String(input.fromWallet), String(input.toWallet), cents);
    return { transactionId: randomUUID(), sumBalance: fromCents(sumBalanceCents(call.ctx.db, call.member.id)) };
  });

  router.member(endpoints.merchantWallet, (_input, { ctx, member, merchant }) => {
    const wallets = [
      { wallet: MAIN_WALLET, name: 'Main wallet' },
      ...(merchant.settings.singleWallet
        ? []
        : vendorWallets(ctx.db).map(({ code, name }) => ({ wallet: code, name }))),
    ];
    return {
      isSingle: merchant.settings.singleWallet,
      wallets: wallets.map((wallet) => ({
        ...wallet,
        balance: fromCents(walletBalanceCents(ctx.db, member.id, wallet.wallet)),
      })),
    };
  });
}
