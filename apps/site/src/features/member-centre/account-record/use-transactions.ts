import type { ledgerTypes } from '@lobbykit/platform/endpoints/wallet';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { DateRange } from '../../page-kit/date-range.ts';

export type LedgerType = (typeof ledgerTypes)[number];

export interface TransactionQuery {
  range: DateRange;
  /** null: every type. */
  type: LedgerType | null;
  page: number;
}

/** The account record's page for a range and type, newest first, with the range's totals. */
export function useTransactions({ range, type, page }: TransactionQuery) {
  const { token } = useSession();
  return useSWR(
    token ? (['transactionHistory', token, range.from, range.to, type, page] as const) : null,
    () =>
      callPlatform('wallet', 'transactionHistory', {
        from: range.from,
        to: range.to,
        ...(type ? { type } : {}),
        pageNo: page,
      }),
    { keepPreviousData: true },
  );
}
