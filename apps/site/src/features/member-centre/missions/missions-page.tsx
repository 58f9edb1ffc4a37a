import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMissionSummary } from '../../../core/member/use-mission-summary.ts';
import { useMoney } from '../money/use-money.ts';
import { PageNotice } from '../reward-centre/page-notice.tsx';
import { MissionLeaderboard } from './mission-leaderboard.tsx';
import { MissionList } from './mission-list.tsx';

/**
 * Mission activity (spec §2 `missionLeaderboard`): the brand's missions with the member's progress,
 * counted by the platform from their bets, a Claim button on each one reached (the menu badge and
 * the header balance change at once), and each mission's leaderboard.
 */
export default function MissionsPage() {
  const { t } = useTranslation('member-missions');
  const money = useMoney();
  const [notice, setNotice] = useState('');
  const { data } = useMissionSummary();

  return (
    <div data-slot="missions-page" className="@container flex min-w-0 flex-col gap-6">
      <PageNotice message={notice} />
      <section aria-labelledby="missions-heading" className="grid gap-3">
        <h3 id="missions-heading" className="text-base font-semibold">
          {t('missions_heading')}
        </h3>
        <MissionList money={money} onNotice={setNotice} />
      </section>
      {data && data.missions.length > 0 && <MissionLeaderboard missions={data.missions} money={money} />}
    </div>
  );
}
