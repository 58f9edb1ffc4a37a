import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../money/use-money.ts';
import { PayoutAccounts } from './payout-accounts.tsx';
import { RequestSection } from './request-section.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

/**
 * Loaded with the page: its own strings, the amount field's, the password field's show/hide labels
 * (auth), the shared ones (pages) and the register rules' messages for the payee name (account).
 */
const pageNamespaces = ['member-withdrawal', 'member-money', 'auth', 'pages', 'account'];

/**
 * Withdrawal (spec §2 `withdraw`, §4): a request to one of the member's payout accounts, the
 * accounts themselves, and the requests with their progress, where a paid one is confirmed as
 * received, partly received or not received (with proof) before its deadline.
 */
export default function WithdrawalPage() {
  // Every namespace the parts use is loaded here, once, before any of them draws.
  useTranslation(pageNamespaces);
  const money = useMoney();
  const id = useId();
  return (
    <div data-slot="withdrawal" className="grid gap-4">
      <RequestSection money={money} headingId={`${id}-request`} />
      <WithdrawalList money={money} headingId={`${id}-list`} />
      <PayoutAccounts headingId={`${id}-accounts`} />
    </div>
  );
}
