import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { ChevronDownIcon } from '@lobbykit/ui/icons/chevron-down';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../page-kit/format.ts';
import { LoadingRegion } from '../../page-kit/query-states.tsx';
import { templateIcons, templateTileClass, templateOf } from './message-templates.ts';
import type { MessageSummary } from './use-messages.ts';

/** A message's time as the spec writes times (§2: year-month-day hour:minute:second), machine-readable too. */
export function MessageTime({ time, id, className }: { time: number; id?: string; className?: string }) {
  return (
    <time id={id} dateTime={new Date(time).toISOString()} className={cn('tabular-nums', className)}>
      {formatDateTime(time)}
    </time>
  );
}

export interface MessageRowProps {
  message: MessageSummary;
  open: boolean;
  /** The id of the detail this row opens, for aria-controls. */
  detailId: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One message in the inbox: a button that opens it. Its name is the title (with "Unread" first
 * while unread); the kind, the time and the preview are its description. An unread message is
 * marked three ways: a dot, a bold title, and the word for screen readers.
 */
export function MessageRow({ message, open, detailId, onToggle, ref }: MessageRowProps) {
  const { t } = useTranslation('member-messages');
  const ids = useId();
  const template = templateOf(message.template);
  const Icon = templateIcons[template];
  const unread = !message.read;
  return (
    <button
      ref={ref}
      type="button"
      data-slot="message-row"
      data-state={open ? 'open' : 'closed'}
      data-unread={unread || undefined}
      aria-expanded={open}
      aria-controls={open ? detailId : undefined}
      aria-labelledby={unread ? `${ids}-unread ${ids}-title` : `${ids}-title`}
      aria-describedby={`${ids}-kind ${ids}-time ${ids}-preview`}
      onClick={onToggle}
      className={cn(
        'group flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-start transition-colors outline-none',
        'hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset',
        'data-[state=open]:bg-muted',
      )}
    >
      <span aria-hidden="true" className={cn(templateTileClass(template), 'mt-0.5')}>
        <Icon />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
          <span id={`${ids}-kind`} className="truncate">
            {t(`templates.${template}`)}
          </span>
          <MessageTime id={`${ids}-time`} time={message.createTime} className="shrink-0" />
        </span>
        <span className="flex items-center gap-2">
          {unread && (
            <>
              <span data-slot="unread-dot" aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary" />
              <span id={`${ids}-unread`} className="sr-only">
                {t('unread')}
              </span>
            </>
          )}
          <span
            id={`${ids}-title`}
            className={cn('min-w-0 break-words', unread ? 'font-semibold' : 'font-normal text-muted-foreground')}
          >
            {message.title}
          </span>
        </span>
        <span
          id={`${ids}-preview`}
          className={cn('line-clamp-2 text-sm break-words text-muted-foreground', open && 'sm:hidden')}
        >
          {message.preview}
        </span>
      </span>
      <ChevronDownIcon
        aria-hidden="true"
        className="mt-3 hidden size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 sm:block"
      />
    </button>
  );
}

/** Placeholder rows in the shape of the list while a page loads. */
export function MessageRowsSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label} className="divide-y divide-border overflow-hidden rounded-xl border border-border">
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className="flex items-start gap-3 px-4 py-3">
          <Skeleton variant="circle" className="size-9" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="flex justify-between gap-3">
              <Skeleton variant="text" className="h-3 w-24" />
              <Skeleton variant="text" className="h-3 w-32" />
            </span>
            <Skeleton variant="text" className="w-2/3" />
            <Skeleton variant="text" className="h-3 w-full" />
          </span>
        </span>
      ))}
    </LoadingRegion>
  );
}
