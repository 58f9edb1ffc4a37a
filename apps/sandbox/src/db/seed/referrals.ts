import type { MerchantDefinition } from '../../merchants.ts';
import { REFERRAL_BONUS_KIND } from '../../services/referrals.ts';
import { toCents } from '../../services/wallet.ts';
import type { Db } from '../database.ts';
import { day, minute } from './random.ts';

/** The showcase member's referral code on every brand, so the README and tests can name it. */
export const DEMO_REFERRAL_CODE = 'DEMOFRND';
const REFERRER = 'demo';

/**
 * The demo member's invited friends (players whose seeded balance covers the deposit), one of each kind: one who qualified and plays, one who
 * qualified and went quiet, one whose deposit was below the brand's qualifying amount, one who
 * only registered. Amounts are over every brand's qualifying deposit, or under all of them.
 */
const friends: Record<string, { deposit: number | null; quietDays?: number }> = {
  player09: { deposit: 1_000 },
  player10: { deposit: null },
  player11: { deposit: 200 },
  player12: { deposit: 2_000, quietDays: 30 },
};

interface WalletEvent {
  at: number;
  deltaCents: number;
  kind: string;
  reference: string;
}

const qualifies = (merchant: MerchantDefinition, deposit: number | null) =>
  deposit !== null && deposit >= merchant.settings.referral.qualifyingDeposit;

/** A friend's deposit lands the day after they register. */
const depositedAt = (registeredAt: number) => registeredAt + day;

/**
 * The wallet events one account's seed adds for referrals: a friend's credited deposit (its row
 * written here), or the demo member's bonuses for the friends who qualified.
 */
export function referralWalletEvents(
  db: Db,
  merchant: MerchantDefinition,
  account: { username: string; memberId: number; registeredAt: number },
  registeredAtOf: (username: string) => number,
): WalletEvent[] {
  if (account.username === REFERRER) {
    return Object.entries(friends)
      .filter(([, friend]) => qualifies(merchant, friend.deposit))
      .map(([username]) => ({
        at: depositedAt(registeredAtOf(username)),
        deltaCents: toCents(merchant.settings.referral.rewardPerFriend),
        kind: REFERRAL_BONUS_KIND,
        reference: username,
      }));
  }
  const deposit = friends[account.username]?.deposit;
  if (!deposit) return [];
  const at = depositedAt(account.registeredAt);
  const id = db
    .prepare(
      `INSERT INTO deposits (member_id, amount_cents, channel, status, created_at, settled_at) VALUES (?, ?, ?, 'credited', ?, ?)`,
    )
    .run(
      account.memberId,
      toCents(deposit),
      merchant.settings.depositChannels[0]!.code,
      at,
      at + 2 * minute,
    ).lastInsertRowid;
  return [{ at, deltaCents: toCents(deposit), kind: 'deposit', reference: `D${id}` }];
}

/** Records who the demo member invited, once every account of the brand exists. */
export function seedReferrals(db: Db, merchant: MerchantDefinition, ids: ReadonlyMap<string, number>, now: number) {
  const idOf = (username: string) => ids.get(`${merchant.code}/${username}`)!;
  db.prepare('UPDATE members SET referral_code = ? WHERE id = ?').run(DEMO_REFERRAL_CODE, idOf(REFERRER));
  const registered = db.prepare('SELECT registered_at FROM members WHERE id = ?');
  for (const [username, friend] of Object.entries(friends)) {
    const friendId = idOf(username);
    const { registered_at: joinedAt } = registered.get(friendId) as { registered_at: number };
    const rewarded = qualifies(merchant, friend.deposit);
    db.prepare(
      'INSERT INTO referrals (friend_id, referrer_id, created_at, reward_cents, rewarded_at) VALUES (?, ?, ?, ?, ?)',
    ).run(
      friendId,
      idOf(REFERRER),
      joinedAt,
      rewarded ? toCents(merchant.settings.referral.rewardPerFriend) : 0,
      rewarded ? depositedAt(joinedAt) : null,
    );
    if (friend.quietDays) {
      db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(now - friend.quietDays * day, friendId);
    }
  }
}
