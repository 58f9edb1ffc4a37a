import type { MemberInfo } from '@lobbykit/platform';
import { Badge } from '@lobbykit/ui/badge';
import { copyText } from '@lobbykit/ui/copy-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lobbykit/ui/dropdown-menu';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openOverlay } from '../../../core/overlays.ts';
import { preloadCentre } from '../../centres/centre-host.tsx';
import { useCentreNavigation } from '../../centres/centre-url.ts';
import { CheckIcon } from '@lobbykit/ui/icons/check';
import { CopyIcon } from '@lobbykit/ui/icons/copy';
import { CrownIcon } from '@lobbykit/ui/icons/crown';
import { LayoutDashboardIcon } from '@lobbykit/ui/icons/layout-dashboard';
import { LogOutIcon } from '@lobbykit/ui/icons/log-out';
import { MailIcon } from '@lobbykit/ui/icons/mail';
import { MegaphoneIcon } from '@lobbykit/ui/icons/megaphone';
import { UsersIcon } from '@lobbykit/ui/icons/users';
import { accountMenuActions, type AccountMenuAction } from './account-menu-actions.ts';
import { reportCopy, useCopyFeedback } from './copy-feedback.ts';

export interface AccountMenuProps {
  /** The header's account button; it becomes the menu's trigger. */
  trigger: ReactElement;
  defaultOpen: boolean;
  info: MemberInfo | undefined;
  nickname: string;
  accountType: number | null;
  unread: number;
}

/**
 * The account drop menu (spec §2 Header top): member ID to copy, VIP label, member centre,
 * platform messages, feedback and complaints, agent centre (agents only) and sign out. Its own chunk: Radix's menu is
 * fetched on first use, never with the page.
 */
export default function AccountMenu({ trigger, defaultOpen, info, nickname, accountType, unread }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const copyOutcome = useCopyFeedback();
  const centres = useCentreNavigation();
  const [, navigate] = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set when an entry opened something: the menu goes without its closing animation (it would
  // otherwise still hold Escape meant for what opened) and leaves focus where that put it.
  const [handedOver, setHandedOver] = useState(false);
  const memberId = info ? String(info.id) : '';
  const isAgent = accountType !== null && accountMenuActions(accountType).includes('agentCentre');

  // The menu open says where the member is heading: the centres' code is fetched while they choose.
  useEffect(() => {
    preloadCentre('member');
    preloadCentre('member', 'messageV2');
    if (isAgent) preloadCentre('agent');
  }, [isAgent]);

  const actions: Record<AccountMenuAction, { label: string; icon: ReactElement; run: () => void; badge?: number }> = {
    memberCentre: {
      label: t('account.member_centre'),
      icon: <LayoutDashboardIcon />,
      run: () => centres.open('member'),
    },
    messages: {
      label: t('account.platform_messages'),
      icon: <MailIcon />,
      run: () => centres.open('member', 'messageV2'),
      badge: unread,
    },
    feedback: { label: t('account.feedback'), icon: <MegaphoneIcon />, run: () => navigate('/feedback') },
    agentCentre: { label: t('account.agent_centre'), icon: <UsersIcon />, run: () => centres.open('agent') },
    signOut: { label: t('account.sign_out'), icon: <LogOutIcon />, run: () => openOverlay({ kind: 'logout' }) },
  };

  async function copyMemberId() {
    reportCopy((await copyText(memberId)) ? 'copied' : 'failed');
  }

  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology (aria-hidden)
    // while its links stay focusable, which axe rightly reports; a menu needs no such trap.
    <DropdownMenu defaultOpen={defaultOpen} modal={false} onOpenChange={(open) => open && setHandedOver(false)}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="account-menu"
        align="end"
        className="w-72"
        style={handedOver ? { animation: 'none' } : undefined}
        onCloseAutoFocus={(event) => {
          if (handedOver) event.preventDefault();
        }}
      >
        <DropdownMenuLabel className="flex items-center justify-between gap-3 text-sm text-popover-foreground">
          <span className="truncate">{nickname}</span>
          {info?.clubLabel && (
            <span
              data-slot="account-vip"
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground"
            >
              <CrownIcon className="size-3.5" />
              {t('account.vip', { label: info.clubLabel.labelName })}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuItem
          data-slot="account-member-id"
          disabled={!memberId}
          // Copying keeps the menu open so the confirmation can be seen.
          onSelect={(event) => {
            event.preventDefault();
            void copyMemberId();
          }}
          className="justify-between"
        >
          <span className="flex min-w-0 flex-col">
            <span className="text-xs text-muted-foreground">{t('account.member_id')}</span>
            <span className="truncate font-mono text-sm">{memberId}</span>
          </span>
          <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-primary">
            {copyOutcome === 'copied' ? <CheckIcon /> : <CopyIcon />}
            {copyOutcome === 'copied' ? t('account.copied') : t('account.copy')}
          </span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {accountMenuActions(accountType).map((key) => {
          const action = actions[key];
          const item = (
            <DropdownMenuItem
              key={key}
              data-action={key}
              variant={key === 'signOut' ? 'destructive' : 'default'}
              onSelect={() => {
                // At once, not after the menu's closing animation: focus goes back to the menu's
                // button first, so the dialog this opens returns it there when it closes.
                triggerRef.current?.focus();
                setHandedOver(true);
                action.run();
              }}
            >
              {action.icon}
              <span className="flex-1">{action.label}</span>
              {action.badge !== undefined && (
                <Badge count={action.badge} size="sm" accessibleLabel={t('account.unread', { count: action.badge })} />
              )}
            </DropdownMenuItem>
          );
          if (key !== 'signOut') return item;
          return [<DropdownMenuSeparator key="before-sign-out" />, item];
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
