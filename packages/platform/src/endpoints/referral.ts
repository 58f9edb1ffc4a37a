import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { count, id, money, none, nonEmpty, pageRequest, text, timestamp } from '../schemas.ts';

/**
 * Invite friends (spec §2 `referral`): the member's own code, the brand's reward rule, and the
 * friends who registered with the code. §7 names no call for it; these are platform-style relay
 * paths (see the sandbox README).
 */

/** Where an invited friend stands: signed up, paid in at least once, or paid in and playing lately. */
export const friendStatuses = ['registered', 'deposited', 'active'] as const;

export type FriendStatus = (typeof friendStatuses)[number];

export const referralRules = z.looseObject({
  /** A friend's credited deposit of at least this much earns the referrer the reward, once. */
  qualifyingDeposit: money,
  /** What the referrer earns per qualifying friend, paid into the main wallet. */
  rewardPerFriend: money,
  /** Days since the last sign-in within which a friend who deposited counts as active. */
  activeDays: count,
});

export type ReferralRules = z.infer<typeof referralRules>;

export const invitedFriend = z.looseObject({
  id,
  /** Masked, e.g. `pl****02`: the referrer sees who, not the whole account name. */
  username: text,
  joinedAt: timestamp,
  status: z.enum(friendStatuses),
  /** What the referrer earned from this friend so far. */
  earned: money,
});

export type InvitedFriend = z.infer<typeof invitedFriend>;

export const referralEndpoints = {
  referralSummary: endpoint({
    name: 'referralSummary',
    path: '/wps/relay/MCSFE_getReferralSummary',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({
      /** Stable per member; the site builds the invitation link on its own domain from it. */
      referralCode: nonEmpty,
      rules: referralRules,
      totals: z.looseObject({ invited: count, deposited: count, active: count, earned: money }),
    }),
  }),
  referralFriends: endpoint({
    name: 'referralFriends',
    path: '/wps/relay/MCSFE_getReferralFriends',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: z.looseObject({ list: z.array(invitedFriend), totalPages: count, total: count }),
  }),
};
