import { merchants } from '../../merchants.ts';
import { BONUS_VALID_MS, turnoverMultipleOf } from '../../services/bonuses.ts';
import type { Db } from '../database.ts';
import { accounts } from './accounts.ts';
import { day } from './random.ts';

/**
 * The showcase member's earlier promotion credits, one of each fate against its seeded bets: a
 * small one long completed, a large one that expired unreached, one under way now. Figures are
 * fixed (no random draws), so nothing else the seed makes moves.
 */
const rewardBonuses = [
  { en: 'First-week bonus', ty: 'Bonus sa unang linggo', cents: 50_00, multiple: 1, daysAgo: 55 },
  { en: 'Weekly reload bonus', ty: 'Lingguhang reload bonus', cents: 2_000_00, multiple: null, daysAgo: 45 },
  { en: 'VIP upgrade bonus', ty: 'Bonus sa pag-angat sa VIP', cents: 500_00, multiple: null, daysAgo: 6 },
] as const;

/**
 * Seeds bonuses after the bets: the showcase member's rewards above, and a bonus for every friend
 * whose referral reward the referrals seed already paid (at the time it paid it).
 */
export function seedBonuses(db: Db, ids: ReadonlyMap<string, number>, now: number) {
  const insert = db.prepare(
    `INSERT INTO bonuses (member_id, source, title_en, title_ty, amount_cents, turnover_multiple, credited_at, expires_at, reference)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { code } of merchants) {
    for (const account of accounts.filter((a) => a.showcase)) {
      const memberId = ids.get(`${code}/${account.username}`)!;
      rewardBonuses.forEach((bonus, index) => {
        const at = now - bonus.daysAgo * day;
        const multiple = bonus.multiple ?? turnoverMultipleOf(code);
        insert.run(
          memberId,
          'reward',
          bonus.en,
          bonus.ty,
          bonus.cents,
          multiple,
          at,
          at + BONUS_VALID_MS,
          `seed-${index}`,
        );
      });
      const paid = db
        .prepare(
          'SELECT friend_id, reward_cents, rewarded_at FROM referrals WHERE referrer_id = ? AND rewarded_at IS NOT NULL',
        )
        .all(memberId) as { friend_id: number; reward_cents: number; rewarded_at: number }[];
      for (const referral of paid) {
        insert.run(
          memberId,
          'referral',
          'Invite-a-friend reward',
          'Gantimpala sa pag-imbita ng kaibigan',
          referral.reward_cents,
          turnoverMultipleOf(code),
          referral.rewarded_at,
          referral.rewarded_at + BONUS_VALID_MS,
          `F${referral.friend_id}`,
        );
      }
    }
  }
}
