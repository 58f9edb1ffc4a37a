import { Badge } from '@lobbykit/ui/badge';
import { cn } from '@lobbykit/ui/lib/cn';
import { Pagination } from '@lobbykit/ui/pagination';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { ChevronDownIcon } from '@lobbykit/ui/icons/chevron-down';
import { InboxIcon } from '@lobbykit/ui/icons/inbox';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../page-kit/format.ts';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { useFeedbackActions, useFeedbackHistory, type FeedbackTicket } from './use-feedback.ts';

const statusBadge = { open: 'outline', replied: 'primary', closed: 'secondary' } as const;

function Time({ time }: { time: number }) {
  return (
    <time dateTime={new Date(time).toISOString()} className="tabular-nums">
      {formatDateTime(time)}
    </time>
  );
}

/**
 * The member's earlier feedback, newest first, a page at a time. A ticket opens in place to show
 * what was sent and the operator's replies; one with a reply not read yet is marked, and opening it
 * marks its replies read on the platform.
 */
export function FeedbackHistory() {
  const { t } = useTranslation(['feedback', 'pages']);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<FeedbackTicket['ticketId'] | null>(null);
  const { data, error, isLoading, mutate } = useFeedbackHistory(page);
  const { markRead } = useFeedbackActions();

  const toggle = (ticket: FeedbackTicket) => {
    const opening = openId !== ticket.ticketId;
    setOpenId(opening ? ticket.ticketId : null);
    // A failed mark leaves the reply marked unread: the next opening tries again.
    if (opening && ticket.replies.some((reply) => !reply.read)) markRead(ticket.ticketId).catch(() => {});
  };

  let content;
  if (isLoading) {
    content = (
      <LoadingRegion label={t('history.loading')} className="grid gap-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 rounded-lg" />
        ))}
      </LoadingRegion>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={() => mutate()} title={t('history.load_failed')} />;
  } else if (data.list.length === 0) {
    content = <EmptyState icon={InboxIcon} title={t('history.empty_title')} description={t('history.empty_text')} />;
  } else {
    content = (
      <>
        <ul aria-label={t('history.list')} className="grid gap-2">
          {data.list.map((ticket) => (
            <li key={ticket.ticketId}>
              <TicketRow ticket={ticket} open={openId === ticket.ticketId} onToggle={() => toggle(ticket)} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={data.totalPages}
          onPageChange={setPage}
          label={t('history.pages')}
          previousLabel={t('shared.previous', { ns: 'pages' })}
          nextLabel={t('shared.next', { ns: 'pages' })}
          pageLabel={(number) => t('history.page', { page: number })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="feedback-history-title" data-slot="feedback-history" className="grid content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="feedback-history-title" className="text-lg font-semibold">
          {t('history.title')}
        </h2>
        {data && data.unread > 0 && <Badge variant="primary">{t('history.unread', { count: data.unread })}</Badge>}
      </div>
      {content}
    </section>
  );
}

function TicketRow({ ticket, open, onToggle }: { ticket: FeedbackTicket; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('feedback');
  const ids = useId();
  const unread = ticket.replies.filter((reply) => !reply.read).length;
  return (
    <article
      data-slot="feedback-ticket"
      data-unread={unread > 0 || undefined}
      className="rounded-lg border border-border bg-card text-card-foreground data-unread:border-primary"
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ids}-detail`}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-start gap-3 rounded-lg px-4 py-3 text-start outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring"
        >
          <span className="grid min-w-0 flex-1 gap-1">
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{t('history.ticket', { id: ticket.ticketId })}</span>
              <span className="text-muted-foreground">{ticket.typeName}</span>
              <Badge variant={statusBadge[ticket.status]}>{t(`history.status.${ticket.status}`)}</Badge>
              {unread > 0 && <Badge variant="destructive">{t('history.new_reply', { count: unread })}</Badge>}
            </span>
            <span className={cn('text-sm', !open && 'line-clamp-2')}>{ticket.content}</span>
            <span className="text-xs text-muted-foreground">
              <Time time={ticket.createTime} />
            </span>
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('mt-1 size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={`${ids}-detail`} hidden={!open} className="grid gap-3 border-t border-border px-4 py-3 text-sm">
        {ticket.remark && (
          <p>
            <span className="font-medium">{t('history.remark')}</span> {ticket.remark}
          </p>
        )}
        {ticket.images > 0 && <p className="text-muted-foreground">{t('history.images', { count: ticket.images })}</p>}
        {ticket.replies.length === 0 ? (
          <p className="text-muted-foreground">{t('history.no_reply')}</p>
        ) : (
          <ol aria-label={t('history.replies')} className="grid gap-2">
            {ticket.replies.map((reply) => (
              <li key={reply.replyId} className="grid gap-1 rounded-md bg-muted px-3 py-2">
                <span className="flex items-center gap-2 text-xs font-medium">
                  {t('history.operator')} · <Time time={reply.createTime} />
                </span>
                <p className="whitespace-pre-line">{reply.content}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}
