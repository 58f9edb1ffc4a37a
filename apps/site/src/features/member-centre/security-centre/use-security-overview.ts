import type { MemberInfo, SecurityOverview } from '@lobbykit/platform';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { memberInfoKey } from '../../../core/member/member-info.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** SWR key of the member's account overview; null (no fetch) for a guest. */
export const securityOverviewKey = (token: string | null) => (token ? (['securityOverview', token] as const) : null);

/** What is bound, verified and set on the member's account: the page's one read. */
export function useSecurityOverview() {
  const { token } = useSession();
  return useSWR(securityOverviewKey(token), () => callPlatform('account', 'securityOverview', {}));
}

/** The overview's lines a change can move (member info carries the same ones, for the header). */
export type SecurityChange = Partial<SecurityOverview> & Partial<Pick<MemberInfo, 'nickname'>>;

/**
 * Puts the platform's answer to a change into the page's overview and into member info at once, so
 * the page and the header agree without a reload or another read.
 */
export function useApplySecurityChange() {
  const { token } = useSession();
  // The mutate of the cache the page reads from (Storybook and tests give each story its own).
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: SecurityChange) => {
      const overview: Partial<SecurityOverview> = { ...change };
      delete (overview as SecurityChange).nickname;
      if (Object.keys(overview).length > 0) {
        await mutate(
          securityOverviewKey(token),
          (current?: SecurityOverview) => current && { ...current, ...overview },
          { revalidate: false },
        );
      }
      await mutate(memberInfoKey(token), (current?: MemberInfo) => current && { ...current, ...change }, {
        revalidate: false,
      });
    },
    [mutate, token],
  );
}

/** The overview's line for a password changed just now (the platform's own time comes with the next read). */
export function passwordChangedNow(): SecurityChange {
  return { passwordChangedAt: Date.now() };
}
