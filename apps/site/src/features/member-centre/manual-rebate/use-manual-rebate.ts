import type { RebateClaim, RebateSummary } from '@lobbykit/platform/endpoints/rebates';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { balanceKey, useSetBalance } from '../../../core/member/use-balance.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

const summaryKey = (token: string) => ['manualRebate', token] as const;
const claimsKey = (token: string, page: number) => ['manualRebateClaims', token, page] as const;

/** Claims a history page holds. */
export const REBATE_CLAIMS_PAGE_SIZE = 10;

/** The rebate earned since the last claim, per game type, with the brand's minimum. */
export function useRebateSummary() {
  const { token } = useSession();
  return useSWR(token ? summaryKey(token) : null, () => callPlatform('rebates', 'manualRebate', {}));
}

/** One page of past claims, newest first; the page before stays while the next loads. */
export function useRebateClaims(page: number) {
  const { token } = useSession();
  return useSWR(
    token ? claimsKey(token, page) : null,
    () => callPlatform('rebates', 'manualRebateClaims', { pageNo: page, pageSize: REBATE_CLAIMS_PAGE_SIZE }),
    { keepPreviousData: true },
  );
}

/** What the summary reads right after a claim: nothing earned, counted from the claim. */
const emptiedBy =
  (claim: RebateClaim) =>
  (summary: RebateSummary | undefined): RebateSummary | undefined =>
    summary && {
      ...summary,
      countedFrom: claim.claimedAt,
      total: 0,
      gameTypes: summary.gameTypes.map((line) => ({ ...line, turnover: 0, rebate: 0 })),
    };

/**
 * Claims the whole rebate, naming the total the member was shown (the platform refuses another).
 * The answer goes straight into the caches the header and this page read
 * (the balance, the summary), so the balance rises and the rebate empties at once; then the
 * summary, the history and the balance are read again from the platform.
 */
export function useClaimRebate() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const setBalance = useSetBalance();
  return useCallback(
    async (shown: number) => {
      const answer = await callPlatform('rebates', 'claimManualRebate', { amount: shown });
      if (token) {
        await Promise.all([
          setBalance(answer.sumBalance),
          mutate(summaryKey(token), emptiedBy(answer.claim), { revalidate: false }),
        ]);
        void mutate(summaryKey(token));
        void mutate((key) => Array.isArray(key) && key[0] === 'manualRebateClaims' && key[1] === token);
        void mutate(balanceKey(token));
      }
      return answer.claim;
    },
    [mutate, setBalance, token],
  );
}
