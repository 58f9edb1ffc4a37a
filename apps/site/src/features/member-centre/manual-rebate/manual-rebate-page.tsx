import { useState } from 'react';
import { useMoney } from '../money/use-money.ts';
import { PageNotice } from '../reward-centre/page-notice.tsx';
import { RebateClaims } from './rebate-claims.tsx';
import { RebateEarned } from './rebate-earned.tsx';

/**
 * Manual rebate (spec §2 `manualRebate`): the share of the member's settled stakes the brand pays
 * back, per game type, since their last claim; one Claim takes it all into the main wallet (the
 * header's balance rises at once), and the claims made so far are listed below.
 */
export default function ManualRebatePage() {
  const money = useMoney();
  const [notice, setNotice] = useState('');
  return (
    <div data-slot="manual-rebate" className="@container grid min-w-0 gap-6">
      <PageNotice message={notice} />
      <RebateEarned money={money} onNotice={setNotice} />
      <RebateClaims money={money} />
    </div>
  );
}
