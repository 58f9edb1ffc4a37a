import { Button } from '@lobbykit/ui/button';
import { cn } from '@lobbykit/ui/lib/cn';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { ArrowLeftIcon } from '@lobbykit/ui/icons/arrow-left';
import { TrashIcon } from '@lobbykit/ui/icons/trash';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { SafeHtml } from '../../page-kit/safe-html.tsx';
import { MessageTime } from './message-row.tsx';
import { templateIcons, templateTileClass, templateOf } from './message-templates.ts';
import { useMessageDetail, type MessageSummary } from './use-messages.ts';

export interface MessageDetailProps {
  /** The row that was opened: its title, kind and time show at once, before the body arrives. */
  message: MessageSummary;
  id: string;
  onClose: () => void;
  onDelete: () => void;
  /** Marking the message read was refused or failed; it can be tried again from here. */
  markReadError?: unknown;
  onRetryMarkRead: () => void;
}

function BodySkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="flex flex-col gap-2">
      <Skeleton variant="text" />
      <Skeleton variant="text" className="w-11/12" />
      <Skeleton variant="text" className="w-3/5" />
    </LoadingRegion>
  );
}

/**
 * An open message. On a phone it takes the list's place (with a way back); from sm up it opens
 * under its row, which already shows the title, so the heading is there for screen readers only.
 * The body is the back office's HTML, and reaches the page only through the sanitiser.
 */
export function MessageDetail({ message, id, onClose, onDelete, markReadError, onRetryMarkRead }: MessageDetailProps) {
  const { t } = useTranslation('member-messages');
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const { data, error, isLoading, mutate } = useMessageDetail(message.id);
  const template = templateOf(message.template);
  const Icon = templateIcons[template];

  // Opening moves the reader into the message; its title names the region they land on.
  useEffect(() => section.current?.focus(), []);

  return (
    <section
      ref={section}
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-slot="message-detail"
      className={cn(
        'flex flex-col gap-4 py-1 outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset sm:p-4',
        'sm:border-t sm:border-border sm:ps-16',
      )}
    >
      <div className="sm:hidden">
        <Button variant="ghost" size="sm" className="-ms-2" onClick={onClose}>
          <ArrowLeftIcon className="rtl:rotate-180" />
          {t('back')}
        </Button>
      </div>
      <header className="flex items-start gap-3 sm:sr-only">
        <span aria-hidden="true" className={templateTileClass(template, 'md')}>
          <Icon />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs text-muted-foreground">{t(`templates.${template}`)}</p>
          <h3 id={titleId} className="text-lg font-semibold text-balance break-words">
            {data?.title ?? message.title}
          </h3>
          <p className="text-xs text-muted-foreground">
            <MessageTime time={message.createTime} />
          </p>
        </div>
      </header>

      {markReadError !== undefined && markReadError !== null && (
        <div
          role="alert"
          data-slot="mark-read-error"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm text-card-foreground"
        >
          <p className="min-w-0 flex-1">
            <span className="font-medium">{t('mark_read_failed')}</span> {describeError(markReadError, t)}
          </p>
          <Button variant="outline" size="sm" onClick={onRetryMarkRead}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      )}

      {isLoading ? (
        <BodySkeleton label={t('loading_message')} />
      ) : error || !data ? (
        <LoadError error={error} onRetry={() => mutate()} title={t('detail_failed')} className="py-6" />
      ) : (
        <SafeHtml html={data.content} className="text-sm" />
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" className="max-sm:hidden" onClick={onClose}>
          {t('close')}
        </Button>
        <Button variant="outline" size="sm" data-slot="delete-message" onClick={onDelete}>
          <TrashIcon />
          {t('delete')}
        </Button>
      </div>
    </section>
  );
}
