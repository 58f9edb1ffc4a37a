import type { ProfitPeriod } from '@lobbykit/platform/endpoints/bets';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import type { DateRange } from '../../page-kit/date-range.ts';

/**
 * The member's settled bets summed per period and per game type. Periods start at the member's
 * own midnight: the platform is told the browser's offset from UTC.
 */
export function useProfitLoss(range: DateRange, period: ProfitPeriod) {
  const { token } = useSession();
  const utcOffsetMinutes = -new Date(range.to).getTimezoneOffset();
  return useSWR(
    token ? (['profitLoss', token, range.from, range.to, period, utcOffsetMinutes] as const) : null,
    () => callPlatform('bets', 'profitLoss', { from: range.from, to: range.to, period, utcOffsetMinutes }),
    { keepPreviousData: true },
  );
}
