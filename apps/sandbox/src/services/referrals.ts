import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { MerchantSettings } from '../merchants.ts';
import { recordBonus } from './bonuses.ts';
import type { MemberRow } from './members.ts';
import { applyMoves, MAIN_WALLET, toCents } from './wallet.ts';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Eight characters: within every brand's affiliate-code rule (letters and digits, 4–12). */
const CODE_LENGTH = 8;

export const REFERRAL_BONUS_KIND = 'referral-bonus';

/**
 * The member's code, derived from who they are (the same after every reseed, so recorded fixtures
 * hold still); `attempt` moves on past a code that is taken. Codes are shared openly, so they need
 * not be secret, only distinct.
 */
function codeFor(member: Pick<MemberRow, 'id' | 'merchant'>, attempt: number): string {
  const digest = createHash('sha256').update(`${member.merchant}/${member.id}/${attempt}`).digest();
  return Array.from(digest.subarray(0, CODE_LENGTH), (byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

/**
 * The member's referral code, given out the first time it is asked for and kept from then on. It
 * never matches an agent's affiliate code of the brand, so a code names one person.
 */
export function referralCodeOf(db: Db, member: Pick<MemberRow, 'id' | 'merchant'>): string {
  const row = db.prepare('SELECT referral_code FROM members WHERE id = ?').get(member.id) as {
    referral_code: string | null;
  };
  if (row.referral_code) return row.referral_code;
  const taken = db.prepare(
    'SELECT 1 FROM members WHERE merchant = @merchant AND (referral_code = @code OR affiliate_code = @code)',
  );
  let attempt = 0;
  let code = codeFor(member, attempt);
  while (taken.get({ merchant: member.merchant, code })) code = codeFor(member, ++attempt);
  db.prepare('UPDATE members SET referral_code = ? WHERE id = ? AND referral_code IS NULL').run(code, member.id);
  return referralCodeOf(db, member);
}

/** The member whose referral code this is, on this brand. */
export function findReferrer(db: Db, merchant: string, code: string | undefined): MemberRow | undefined {
  const trimmed = code?.trim();
  if (!trimmed) return undefined;
  return db.prepare('SELECT * FROM members WHERE merchant = ? AND referral_code = ?').get(merchant, trimmed) as
    MemberRow | undefined;
}

export function recordReferral(db: Db, referrerId: number, friendId: number, now: number) {
  db.prepare('INSERT INTO referrals (friend_id, referrer_id, created_at) VALUES (?, ?, ?)').run(
    friendId,
    referrerId,
    now,
  );
}

/**
 * Pays the referrer when a referred friend's credited deposit reaches the brand's qualifying amount:
 * once per friend, in the deposit's own transaction (called from settleDeposit).
 */
export function rewardReferrer(db: Db, friendId: number, depositCents: number, now: number) {
  const referral = db
    .prepare(
      `SELECT r.referrer_id, json_extract(m.settings, '$.referral') AS rule
       FROM referrals r JOIN members f ON f.id = r.friend_id JOIN merchants m ON m.code = f.merchant
       WHERE r.friend_id = ? AND r.rewarded_at IS NULL`,
    )
    .get(friendId) as { referrer_id: number; rule: string | null } | undefined;
  if (!referral?.rule) return;
  const rule = JSON.parse(referral.rule) as MerchantSettings['referral'];
  if (depositCents < toCents(rule.qualifyingDeposit)) return;
  const rewardCents = toCents(rule.rewardPerFriend);
  db.prepare('UPDATE referrals SET reward_cents = ?, rewarded_at = ? WHERE friend_id = ?').run(
    rewardCents,
    now,
    friendId,
  );
  recordBonus(
    db,
    {
      memberId: referral.referrer_id,
      source: 'referral',
      titleEn: 'Invite-a-friend reward',
      titleTy: 'Gantimpala sa pag-imbita ng kaibigan',
      amountCents: rewardCents,
      reference: `F${friendId}`,
    },
    now,
  );
  applyMoves(
    db,
    [
      {
        memberId: referral.referrer_id,
        wallet: MAIN_WALLET,
        deltaCents: rewardCents,
        kind: REFERRAL_BONUS_KIND,
        reference: `F${friendId}`,
      },
    ],
    now,
  );
}

export interface FriendRow {
  id: number;
  username: string;
  joined_at: number;
  reward_cents: number;
  deposited: number;
  last_login_at: number | null;
}

/** The referrer's friends, newest first; `status` follows the brand's rule. */
export const friendColumns = `
  SELECT f.id, f.username, r.created_at AS joined_at, r.reward_cents, f.last_login_at,
    EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = f.id AND d.status = 'credited') AS deposited
  FROM referrals r JOIN members f ON f.id = r.friend_id
  WHERE r.referrer_id = ?`;

export function friendStatus(row: FriendRow, activeDays: number, now: number) {
  if (!row.deposited) return 'registered' as const;
  const activeSince = now - activeDays * 86_400_000;
  return row.last_login_at !== null && row.last_login_at >= activeSince ? ('active' as const) : ('deposited' as const);
}

/** `player02` → `pl****02`: enough for the referrer to know who, not the whole account name. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}****`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}
