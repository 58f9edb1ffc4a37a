import { MegaphoneIcon } from '@lobbykit/ui/icons/megaphone';
import { NoticeList } from '@lobbykit/ui/notice-list';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { useAgentNotices } from './use-agent-notices.ts';

/**
 * Announcement (spec §2 agent centre): the operator's notices for its agents, newest first, as
 * the notice popup shows notices (one open at a time, sanitised HTML, year-month-day times). An
 * unread notice is marked and counted; opening it marks it read for this agent.
 */
export default function AnnouncementPage() {
  const { t } = useTranslation('agent-reports');
  const { data, error, isLoading, mutate, markRead } = useAgentNotices();

  let content;
  if (isLoading) {
    content = (
      <LoadingRegion label={t('announcement.loading')} className="grid gap-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-14 w-full rounded-lg" />
        ))}
      </LoadingRegion>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={() => mutate()} title={t('announcement.load_failed')} />;
  } else if (data.list.length === 0) {
    content = (
      <EmptyState
        icon={MegaphoneIcon}
        title={t('announcement.empty_title')}
        description={t('announcement.empty_description')}
      />
    );
  } else {
    content = (
      <>
        <p role="status" className="text-sm text-muted-foreground">
          {t('announcement.unread', { count: data.unread })}
        </p>
        <NoticeList
          notices={data.list.map((notice) => ({
            id: notice.id,
            title: notice.title,
            content: notice.content,
            time: notice.publishedAt,
            unread: !notice.read,
          }))}
          emptyMessage={t('announcement.empty_title')}
          unreadLabel={t('announcement.new')}
          onOpenNotice={(notice) => markRead(notice.id)}
          className="rounded-xl border border-border bg-card px-4 text-card-foreground"
        />
      </>
    );
  }
  return (
    <div data-slot="agent-announcement" className="grid min-w-0 gap-3">
      {content}
    </div>
  );
}
