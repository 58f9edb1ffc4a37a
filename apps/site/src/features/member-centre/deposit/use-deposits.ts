import type { Deposit } from '@lobbykit/platform/endpoints/wallet';
import { useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { balanceKey } from '../../../core/member/use-balance.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** The history's page size (spec §9's paged lists: 12). */
export const DEPOSITS_PAGE_SIZE = 12;

/** How often the history is read again while a deposit on it waits for its payment. */
export const PENDING_REFRESH_MS = 5_000;

/** The channels the member's brand takes deposits through, with their limits, fees and presets. */
export function useDepositChannels() {
  const { token } = useSession();
  return useSWR(token ? (['depositChannels', token] as const) : null, () =>
    callPlatform('wallet', 'depositChannels', {}),
  );
}

const hasPending = (data?: { list: Deposit[] }) => data?.list.some((deposit) => deposit.status === 'pending') ?? false;

/**
 * A page of the member's deposits, newest first. While one of them is pending it is read again
 * every few seconds, so a payment settled elsewhere (the payment page in another tab, the
 * operator) shows here without a reload.
 */
export function useDeposits(page: number) {
  const { token } = useSession();
  return useSWR(
    token ? (['deposits', token, page] as const) : null,
    () => callPlatform('wallet', 'deposits', { pageNo: page, pageSize: DEPOSITS_PAGE_SIZE }),
    { keepPreviousData: true, refreshInterval: (data) => (hasPending(data) ? PENDING_REFRESH_MS : 0) },
  );
}

/**
 * Reads the header's balance again when a deposit seen pending comes back credited: the money
 * arrived while the page was open.
 */
export function useBalanceFollowsCredits(list: readonly Deposit[] | undefined) {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const waiting = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!list) return;
    const credited = list.some(
      (deposit) => deposit.status === 'credited' && waiting.current.has(String(deposit.depositId)),
    );
    waiting.current = new Set(
      list.filter((deposit) => deposit.status === 'pending').map((deposit) => String(deposit.depositId)),
    );
    if (credited) void mutate(balanceKey(token));
  }, [list, mutate, token]);
}
