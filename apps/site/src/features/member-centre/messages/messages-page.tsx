import { Button } from '@lobbykit/ui/button';
import { ConfirmDialog, WarningDialog } from '@lobbykit/ui/dialog';
import { cn } from '@lobbykit/ui/lib/cn';
import { Pagination } from '@lobbykit/ui/pagination';
import { Spinner } from '@lobbykit/ui/spinner';
import { CheckIcon } from '@lobbykit/ui/icons/check';
import { InboxIcon } from '@lobbykit/ui/icons/inbox';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../../core/member/use-unread-count.ts';
import { describeError } from '../../page-kit/describe-error.ts';
import { EmptyState, LoadError } from '../../page-kit/query-states.tsx';
import { MessageDetail } from './message-detail.tsx';
import { MessageRow, MessageRowsSkeleton } from './message-row.tsx';
import { useInboxActions, useMessagePage, type MessageId, type MessageSummary } from './use-messages.ts';

/** A refused or failed action, told in a warning dialog. */
interface ActionFailure {
  title: string;
  error: unknown;
}

/**
 * Platform messages (spec §2 `messageV2`): the member's inbox, a page at a time, newest first. A
 * message opens in place (on a phone, instead of the list); opening an unread one marks it read.
 * Every change answers the new unread count, which the header and the menu badge show at once.
 */
export default function MessagesPage() {
  // `pages` holds the shared load-error texts: loaded with the page, not when a load first fails.
  const { t } = useTranslation(['member-messages', 'pages']);
  const ids = useId();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<MessageId | null>(null);
  const [markReadFailure, setMarkReadFailure] = useState<{ id: MessageId; error: unknown } | null>(null);
  // Each dialog keeps what it shows while it plays its closing animation.
  const [deleting, setDeleting] = useState<MessageSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [failureShown, setFailureShown] = useState(false);
  const deleted = useRef(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [pageCount, setPageCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  const { data, error, isLoading, mutate } = useMessagePage(page);
  const { data: unread } = useUnreadCount();
  const { markRead, markAllRead, remove } = useInboxActions();

  // The pager stays in place while the next page loads.
  if (data && data.totalPages !== pageCount) setPageCount(data.totalPages);
  // The page emptied (its last message deleted, or the inbox changed elsewhere): show the one before.
  if (data && data.list.length === 0 && page > 1) setPage(Math.max(1, Math.min(page - 1, data.totalPages)));

  const markOpened = (message: MessageSummary) => {
    setMarkReadFailure(null);
    markRead(message.id).catch((failed: unknown) => setMarkReadFailure({ id: message.id, error: failed }));
  };

  const open = (message: MessageSummary) => {
    setOpenId(message.id);
    // Body and mark go out together: reading the body changes nothing on the platform.
    if (!message.read) markOpened(message);
    else setMarkReadFailure(null);
  };

  const close = () => {
    const row = openId === null ? undefined : rows.current.get(String(openId));
    // Focus goes back to the row once it is drawn again (on a phone it was hidden while open).
    flushSync(() => setOpenId(null));
    row?.focus();
  };

  const goToPage = (next: number) => {
    setOpenId(null);
    setPage(next);
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  };

  const fail = (action: ActionFailure) => {
    setFailure(action);
    setFailureShown(true);
  };

  const askToDelete = (message: MessageSummary) => {
    setDeleting(message);
    setConfirming(true);
  };

  const markAll = async () => {
    if (markingAll || unread === 0) return;
    setMarkingAll(true);
    try {
      await markAllRead();
      setAnnouncement(t('marked_all_read'));
    } catch (failed) {
      fail({ title: t('mark_all_failed'), error: failed });
    } finally {
      setMarkingAll(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
    } catch (failed) {
      // The question stays open behind the warning, to try again or cancel.
      fail({ title: t('delete_failed'), error: failed });
      throw failed;
    }
    deleted.current = true;
    if (openId === deleting.id) setOpenId(null);
    setAnnouncement(t('deleted'));
  };

  let content;
  if (isLoading) content = <MessageRowsSkeleton label={t('loading')} />;
  else if (error || !data) content = <LoadError error={error} onRetry={() => mutate()} title={t('list_failed')} />;
  else if (data.list.length === 0)
    content = <EmptyState icon={InboxIcon} title={t('empty_title')} description={t('empty_text')} />;
  else
    content = (
      <ul
        aria-labelledby={`${ids}-heading`}
        data-slot="message-list"
        className={cn(
          'divide-y divide-border overflow-hidden rounded-xl border border-border bg-card text-card-foreground',
          // On a phone an open message is the page: no card around it.
          openId !== null && 'max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent',
        )}
      >
        {data.list.map((message) => {
          const isOpen = message.id === openId;
          const detailId = `${ids}-detail-${message.id}`;
          return (
            <li
              key={message.id}
              data-slot="message-item"
              className={cn(openId !== null && (isOpen ? 'max-sm:border-0!' : 'max-sm:hidden'))}
            >
              <div className={cn(isOpen && 'max-sm:hidden')}>
                <MessageRow
                  ref={(button) => {
                    if (button) rows.current.set(String(message.id), button);
                    else rows.current.delete(String(message.id));
                  }}
                  message={message}
                  open={isOpen}
                  detailId={detailId}
                  onToggle={() => (isOpen ? close() : open(message))}
                />
              </div>
              {isOpen && (
                <MessageDetail
                  id={detailId}
                  message={message}
                  onClose={close}
                  onDelete={() => askToDelete(message)}
                  markReadError={markReadFailure?.id === message.id ? markReadFailure.error : undefined}
                  onRetryMarkRead={() => markOpened(message)}
                />
              )}
            </li>
          );
        })}
      </ul>
    );

  const hasMessages = Boolean(data && data.list.length > 0);
  return (
    <div data-slot="messages-page" className="flex flex-col gap-4">
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-x-4 gap-y-2',
          openId !== null && 'max-sm:hidden',
        )}
      >
        <div className="flex min-w-0 flex-col">
          <h3
            ref={heading}
            id={`${ids}-heading`}
            tabIndex={-1}
            className="rounded-sm text-base font-semibold outline-none focus-visible:ring-3 focus-visible:ring-ring"
          >
            {t('inbox')}
          </h3>
          {unread !== undefined && (
            <p data-slot="unread-summary" className="text-sm text-muted-foreground">
              {unread > 0 ? t('unread_summary', { count: unread }) : t('all_read')}
            </p>
          )}
        </div>
        {hasMessages && (
          <Button
            variant="outline"
            size="sm"
            data-slot="mark-all-read"
            // Not `disabled`: a control that disables itself under the reader's focus drops that focus.
            aria-disabled={unread === 0 || undefined}
            aria-busy={markingAll || undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            onClick={() => void markAll()}
          >
            {markingAll ? <Spinner size="sm" /> : <CheckIcon />}
            {t('mark_all_read')}
          </Button>
        )}
      </div>

      {content}

      <Pagination
        className={cn(openId !== null && 'max-sm:hidden')}
        page={page}
        pageCount={pageCount}
        onPageChange={goToPage}
        label={t('pagination')}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        pageLabel={(number) => t('page', { page: number })}
        // Spec §9's pagination defaults.
        pageRange={3}
        marginPages={1}
      />

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="destructive"
        title={t('delete_title')}
        message={t('delete_text', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete_confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          // The message and its delete button are gone: the reader lands on the inbox's heading.
          deleted.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
      <WarningDialog
        open={failureShown}
        onOpenChange={setFailureShown}
        title={failure?.title ?? ''}
        message={failure ? describeError(failure.error, t) : ''}
        confirmLabel={t('ok')}
      />
    </div>
  );
}
