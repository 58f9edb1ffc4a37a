import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** The member's referral code, the brand's rule and the totals. */
export function useReferralSummary() {
  const { token } = useSession();
  return useSWR(token ? (['referralSummary', token] as const) : null, () =>
    callPlatform('member', 'referralSummary', {}),
  );
}

/** One page of the friends the code brought, newest first. */
export function useReferralFriends(page: number) {
  const { token } = useSession();
  return useSWR(
    token ? (['referralFriends', token, page] as const) : null,
    () => callPlatform('member', 'referralFriends', { pageNo: page, pageSize: FRIENDS_PER_PAGE }),
    { keepPreviousData: true },
  );
}

export const FRIENDS_PER_PAGE = 10;
