import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import { friendColumns, friendStatus, maskUsername, referralCodeOf, type FriendRow } from '../services/referrals.ts';
import { fromCents } from '../services/wallet.ts';

/** Invite friends: the member's code, the brand's rule, and the friends the code brought (theirs only). */
export function referralRoutes(router: Router) {
  router.member(endpoints.referralSummary, (_input, { ctx, member, merchant, now }) => {
    const rules = merchant.settings.referral;
    const friends = ctx.db.prepare(friendColumns).all(member.id) as FriendRow[];
    const statuses = friends.map((friend) => friendStatus(friend, rules.activeDays, now));
    return {
      referralCode: referralCodeOf(ctx.db, member),
      rules,
      totals: {
        invited: friends.length,
        // Active friends have deposited too.
        deposited: statuses.filter((status) => status !== 'registered').length,
        active: statuses.filter((status) => status === 'active').length,
        earned: fromCents(friends.reduce((sum, friend) => sum + friend.reward_cents, 0)),
      },
    };
  });

  router.member(endpoints.referralFriends, (input, { ctx, member, merchant, now }) => {
    const { n: total } = ctx.db.prepare('SELECT COUNT(*) AS n FROM referrals WHERE referrer_id = ?').get(member.id) as {
      n: number;
    };
    const rows = ctx.db
      .prepare(`${friendColumns} ORDER BY r.created_at DESC, f.id DESC LIMIT ? OFFSET ?`)
      .all(member.id, input.pageSize, (input.pageNo - 1) * input.pageSize) as FriendRow[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        username: maskUsername(row.username),
        joinedAt: row.joined_at,
        status: friendStatus(row, merchant.settings.referral.activeDays, now),
        earned: fromCents(row.reward_cents),
      })),
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  });
}
