import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchWithCentre } from '../../centres/centre-url.ts';

/** What the payment page adds to the return address (apps/sandbox/README.md, deposit). */
const depositParam = 'deposit';
const statusParam = 'status';

/** The address the payment page sends the player back to: this screen, the centre open here. */
export function returnPath(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(depositParam);
  params.delete(statusParam);
  return `${path}${searchWithCentre(params.toString(), { centre: 'member', page: 'depositv2' })}`;
}

/** The deposit a return address names, or null when the page was opened some other way. */
export function returnedDeposit(search: string): string | null {
  return new URLSearchParams(search).get(depositParam) || null;
}

/**
 * The deposit the player came back from paying, read once when the page opens. The payment
 * page's parameters are then taken out of the address (replaced, not a new step back), so a
 * reload or a shared link does not tell the story again. The status it sent is not trusted: the
 * page shows what the platform's record says.
 */
export function usePaymentReturn(): string | null {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [depositId] = useState(() => returnedDeposit(search));

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(depositParam) && !params.has(statusParam)) return;
    params.delete(depositParam);
    params.delete(statusParam);
    const rest = params.toString();
    // The centre's own mark on the history entry stays (see centre-url.ts: closing is Back).
    navigate(`${path}${rest ? `?${rest}` : ''}`, { replace: true, state: history.state as unknown });
  }, [search, path, navigate]);

  return depositId;
}
