import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@lobbykit/ui/icons/chevron-down';

export interface AccountSummary {
  nickname: string;
  avatarUrl: string | undefined;
  /** Promotions to claim plus unread messages. */
  unclaimed: number;
}

/**
 * The member's avatar picture, or the nickname's initial while there is none (or it fails to load).
 * Decorative: the nickname beside it says whose it is. `className` sizes it (32 px by default).
 */
export function MemberAvatar({
  nickname,
  src,
  className,
}: {
  nickname: string;
  src: string | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string>();
  const initial = Array.from(nickname.trim())[0]?.toUpperCase() ?? '?';
  if (src && failed !== src) {
    return (
      <img
        data-slot="account-avatar"
        src={src}
        alt=""
        width={32}
        height={32}
        onError={() => setFailed(src)}
        className={cn('size-8 rounded-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <span
      data-slot="account-avatar"
      aria-hidden="true"
      className={cn(
        'flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {initial}
    </span>
  );
}

/**
 * The signed-in member's button: avatar with the unclaimed count, nickname (read out only, on
 * phones) and a chevron. The same element is the plain button before the menu's code has loaded
 * and the menu's trigger after, so nothing moves when it swaps.
 */
export function AccountTriggerButton({
  summary,
  className,
  ...props
}: ComponentPropsWithRef<'button'> & { summary: AccountSummary }) {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      data-slot="account-trigger"
      className={cn(
        'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-border/50 bg-card ps-1 pe-2.5',
        'text-sm font-medium text-card-foreground transition-colors outline-none hover:bg-muted',
        'focus-visible:ring-3 focus-visible:ring-ring data-[state=open]:bg-muted',
        className,
      )}
      {...props}
    >
      <span className="sr-only">{t('account.menu')}</span>
      <span className="relative">
        <MemberAvatar nickname={summary.nickname} src={summary.avatarUrl} />
        <Badge
          data-slot="account-unclaimed"
          count={summary.unclaimed}
          size="sm"
          accessibleLabel={t('account.unclaimed', { count: summary.unclaimed })}
          className="absolute -end-1.5 -top-1 ring-2 ring-card"
        />
      </span>
      <span className="max-w-28 truncate max-sm:sr-only">{summary.nickname}</span>
      <ChevronDownIcon className="text-muted-foreground" />
    </button>
  );
}
