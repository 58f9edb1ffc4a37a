import { Button } from '@lobbykit/ui/button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGated } from '../../../core/action-gate.ts';
import { ErrorBoundary } from '../../../core/error-boundary.tsx';
import { lazyComponent } from '../../../core/lazy-parts.tsx';
import { useMemberInfo } from '../../../core/member/member-info.ts';
import { useSession } from '../../../core/session.ts';
import { preloadCentre } from '../../centres/centre-host.tsx';
import { useCentreNavigation } from '../../centres/centre-url.ts';
import { ArrowDownToLineIcon } from '@lobbykit/ui/icons/arrow-down-to-line';
import { AccountTriggerButton, type AccountSummary } from './account-trigger-button.tsx';
import { useCopyFeedback } from './copy-feedback.ts';
import { useAvatar } from '../../../core/member/use-avatar.ts';
import { useUnclaimedCount } from '../../../core/member/use-unclaimed-count.ts';
import { useUnreadCount } from '../../../core/member/use-unread-count.ts';
import { WalletBalance } from './wallet-balance.tsx';

const AccountMenu = lazyComponent(() => import('./account-menu.tsx'));

/** Read out after copying the member ID; outside the menu, so it is heard even as the menu closes. */
function CopyAnnouncement() {
  const { t } = useTranslation('shell');
  const outcome = useCopyFeedback();
  return (
    <span role="status" data-slot="copy-announcement" className="sr-only">
      {outcome === 'copied' && t('account.member_id_copied')}
      {outcome === 'failed' && t('account.copy_failed')}
    </span>
  );
}

/**
 * The signed-in half of the header top (spec §2): deposit, wallet balance, and the account button
 * with avatar, nickname and unclaimed count that opens the account menu. A chunk of its own: a
 * guest never downloads the calls and components behind it.
 */
export default function MemberArea() {
  const { t } = useTranslation('shell');
  const { username, accountType } = useSession();
  const { data: info } = useMemberInfo();
  const { data: avatar } = useAvatar();
  const { data: unread } = useUnreadCount();
  const unclaimed = useUnclaimedCount();
  const centres = useCentreNavigation();
  // The menu's code loads on first hover or focus; the first press mounts it already open.
  const [menuMounted, setMenuMounted] = useState(false);

  const nickname = info?.nickname || info?.account || username || '';
  const summary: AccountSummary = { nickname, avatarUrl: avatar?.avatarUrl, unclaimed };
  const plainTrigger = (
    <AccountTriggerButton
      summary={summary}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={AccountMenu.preload}
      onFocus={AccountMenu.preload}
      onClick={() => setMenuMounted(true)}
    />
  );

  return (
    <div data-slot="member-area" className="flex items-center justify-end gap-2">
      <Button
        size="sm"
        data-slot="deposit-button"
        onPointerEnter={() => preloadCentre('member', 'depositv2')}
        onFocus={() => preloadCentre('member', 'depositv2')}
        onClick={() => runGated(() => centres.open('member', 'depositv2'))}
      >
        <ArrowDownToLineIcon />
        <span className="max-[400px]:sr-only">{t('account.deposit')}</span>
      </Button>
      <WalletBalance />
      {menuMounted ? (
        <ErrorBoundary variant="inline" onRetry={AccountMenu.reset}>
          <Suspense fallback={plainTrigger}>
            <AccountMenu
              defaultOpen
              trigger={<AccountTriggerButton summary={summary} />}
              info={info}
              nickname={nickname}
              accountType={accountType}
              unread={unread ?? 0}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        plainTrigger
      )}
      <CopyAnnouncement />
    </div>
  );
}
