import { Badge } from '@lobbykit/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { claimableCount, useRewardList } from '../../../core/member/use-reward-list.ts';
import { centreItemParam } from '../../centres/centre-url.ts';
import { useMoney } from '../money/use-money.ts';
import { ActivityList } from './activity-list.tsx';
import { ClaimableRewards } from './claimable-rewards.tsx';
import { PageNotice } from './page-notice.tsx';
import { RedEnvelopes } from './red-envelopes.tsx';
import { RewardHistory } from './reward-history.tsx';

const sections = ['rewards', 'activities', 'envelopes', 'history'] as const;
type Section = (typeof sections)[number];

/**
 * The reward centre (spec §2 `rewardCenter`): rewards to claim, the activity centre, red envelopes
 * and the history, as tabs on every screen size. A promotion's Apply button opens it on the
 * activities with that promotion's form open (`item=<promotion id>` in the centre's URL).
 */
export default function RewardCentrePage() {
  const { t } = useTranslation(['member-rewards', 'pages']);
  const money = useMoney();
  const selected = new URLSearchParams(useSearch()).get(centreItemParam);
  const [section, setSection] = useState<Section>(selected ? 'activities' : 'rewards');
  const [notice, setNotice] = useState('');
  const { data: rewards } = useRewardList();
  const waiting = claimableCount(rewards);

  return (
    <div data-slot="reward-centre-page" className="flex min-w-0 flex-col gap-4">
      <PageNotice message={notice} />
      <Tabs
        value={section}
        onValueChange={(value) => {
          setSection(value as Section);
          setNotice('');
        }}
      >
        <TabsList aria-label={t('sections')}>
          {sections.map((value) => (
            <TabsTrigger key={value} value={value} data-slot="reward-centre-tab">
              {t(`tabs.${value}`)}
              {value === 'rewards' && <Badge count={waiting} size="sm" />}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="rewards">
          <ClaimableRewards money={money} onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="activities">
          <ActivityList selected={selected} onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="envelopes">
          <RedEnvelopes money={money} onNotice={setNotice} />
        </TabsContent>
        <TabsContent value="history">
          <RewardHistory money={money} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
