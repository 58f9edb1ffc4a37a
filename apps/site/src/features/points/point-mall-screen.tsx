import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lobbykit/ui/tabs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/session.ts';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { SignInPrompt } from '../page-kit/sign-in-prompt.tsx';
import { PointsGuide } from './points-guide.tsx';
import { PointsDetails, RedeemHistory } from './points-history.tsx';
import { PointsRules } from './points-rules.tsx';
import { PointsSummary } from './points-summary.tsx';
import { RewardList } from './reward-list.tsx';

const tabs = ['rewards', 'history', 'details', 'rules'] as const;

/** /pointMall: rewards to redeem with points, the member's history, and the rules and rates. */
export default function PointMallScreen() {
  const { t } = useTranslation('pages');
  const { isSignedIn } = useSession();

  return (
    <ScreenFrame screen="pointMall" title={t('points.title')} description={t('points.lead')}>
      {isSignedIn ? (
        <>
          <PointsSummary />
          <Tabs defaultValue="rewards">
            <TabsList aria-label={t('points.sections')}>
              {tabs.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`points.tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="rewards">
              <RewardList />
            </TabsContent>
            <TabsContent value="history">
              <RedeemHistory />
            </TabsContent>
            <TabsContent value="details">
              <PointsDetails />
            </TabsContent>
            <TabsContent value="rules">
              <PointsRules />
            </TabsContent>
          </Tabs>
        </>
      ) : (
        <>
          <SignInPrompt title={t('points.guest_title')} description={t('points.guest_text')} />
          <PointsGuide />
        </>
      )}
    </ScreenFrame>
  );
}
