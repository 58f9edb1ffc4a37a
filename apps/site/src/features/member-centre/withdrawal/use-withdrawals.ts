import useSWR, { useSWRConfig } from 'swr';
import { balanceKey } from '../../../core/member/use-balance.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** Requests per page of the list (spec §9's page size; the recorded story answers use it too). */
export const WITHDRAWALS_PAGE_SIZE = 12;

export const payoutAccountsKey = (token: string | null) => (token ? (['payoutAccounts', token] as const) : null);
export const requirementsKey = (token: string | null) => (token ? (['withdrawalRequirements', token] as const) : null);

/** The member's payout accounts and the brand's channels (with each one's limits per request). */
export function usePayoutAccounts() {
  const { token } = useSession();
  return useSWR(payoutAccountsKey(token), () => callPlatform('wallet', 'payoutAccounts', {}));
}

/** What stands between the member and a withdrawal: turnover, the payment password, today's quota. */
export function useWithdrawalRequirements() {
  const { token } = useSession();
  return useSWR(requirementsKey(token), () => callPlatform('wallet', 'withdrawalRequirements', {}));
}

/** One page of the member's withdrawal requests, newest first. */
export function useWithdrawals(page: number) {
  const { token } = useSession();
  return useSWR(
    token ? (['withdrawals', token, page] as const) : null,
    () => callPlatform('wallet', 'withdrawals', { pageNo: page, pageSize: WITHDRAWALS_PAGE_SIZE }),
    { keepPreviousData: true },
  );
}

const isWithdrawalsKey = (key: unknown) => Array.isArray(key) && key[0] === 'withdrawals';

/**
 * After money moved or a payout was answered: every page of requests and the requirements are read
 * again, and the balance the platform answered goes where the header reads it.
 */
export function useAfterWithdrawalChange() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  return async (sumBalance?: number) => {
    const withBalance = <Value extends { sumBalance: number }>(current?: Value) =>
      current && sumBalance !== undefined ? { ...current, sumBalance } : current;
    await Promise.all([
      mutate(isWithdrawalsKey),
      sumBalance === undefined
        ? mutate(balanceKey(token))
        : mutate(balanceKey(token), withBalance, { revalidate: false }),
      mutate(requirementsKey(token)),
    ]);
  };
}
