import { useEffect } from 'react';
import { useMemberInfo } from '../../core/member/member-info.ts';
import { openOverlay, useOverlayOf } from '../../core/overlays.ts';
import { useSession } from '../../core/session.ts';
import { claimableCount, useRewardList } from '../../core/member/use-reward-list.ts';
import { useUnreadCount } from '../../core/member/use-unread-count.ts';
import { memberCentreAccess } from './centre-access.ts';
import { CentrePanel } from './centre-panel.tsx';
import { memberCentrePages, resolvePage } from './centre-pages.ts';
import { defaultMemberPage } from './open-centre.ts';
import { useMissionSummary } from '../../core/member/use-mission-summary.ts';

function MemberCentre({ page }: { page: string }) {
  const { data: info } = useMemberInfo();
  const { data: unread } = useUnreadCount();
  const { data: rewards } = useRewardList();
  const { data: missions } = useMissionSummary();
  return (
    <CentrePanel
      kind="member"
      pages={memberCentrePages}
      activePage={resolvePage(memberCentrePages, page, defaultMemberPage)}
      onPageChange={(next) => openOverlay({ kind: 'memberCentre', page: next })}
      counts={{ messages: unread, rewards: claimableCount(rewards), missions: missions?.unclaimed }}
      loading={!info}
    />
  );
}

/**
 * The member centre (spec §2 Personal centre) for a signed-in real account. Opened by a guest it
 * hands over to the login popup; by a trial account, to the "real account needed" warning.
 */
export default function MemberCentrePanel() {
  const overlay = useOverlayOf('memberCentre');
  const access = memberCentreAccess(useSession());

  useEffect(() => {
    if (!overlay) return;
    if (access === 'signIn') openOverlay({ kind: 'login' });
    else if (access === 'trial') openOverlay({ kind: 'trialWarning' });
  }, [overlay, access]);

  if (!overlay || access !== 'allowed') return null;
  return <MemberCentre page={overlay.page} />;
}
