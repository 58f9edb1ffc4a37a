import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { TransactionQuery } from '../../member-centre/account-record/use-transactions.ts';

export interface TeamTransactionQuery extends TransactionQuery {
  /** Part of a member's username (the agent's own or a downline's); empty: everyone's. */
  username: string;
}

/** A page of the agent's and the downline's ledger lines, newest first, with the range's totals. */
export function useTeamTransactions({ range, type, username, page }: TeamTransactionQuery) {
  const { token } = useSession();
  return useSWR(
    token ? (['teamTransactions', token, range.from, range.to, type, username, page] as const) : null,
    () =>
      callPlatform('agentReports', 'teamTransactions', {
        from: range.from,
        to: range.to,
        ...(type ? { type } : {}),
        ...(username ? { username } : {}),
        pageNo: page,
      }),
    { keepPreviousData: true },
  );
}
