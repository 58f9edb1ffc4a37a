import { NoticeList } from '@lobbykit/ui/notice-list';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { MegaphoneIcon } from '@lobbykit/ui/icons/megaphone';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { useAnnouncements } from '../shell/notices/use-announcements.ts';

function NoticeSkeleton() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion label={t('notices.loading')} className="flex flex-col gap-2">
      {[0, 1, 2, 3, 4].map((row) => (
        <span key={row} className="flex flex-col gap-2 rounded-lg border border-border bg-card px-4 py-4">
          <Skeleton variant="text" className="w-2/3" />
          <Skeleton variant="text" className="h-3 w-36" />
        </span>
      ))}
    </LoadingRegion>
  );
}

/** /noticePage: every announcement, one open at a time; `?id=` opens that one first. */
export default function NoticeScreen() {
  const { t } = useTranslation('pages');
  const { data, error, isLoading, mutate } = useAnnouncements();
  const [params] = useSearchParams();
  const requested = params.get('id');

  let content;
  if (isLoading) content = <NoticeSkeleton />;
  else if (error || !data)
    content = <LoadError error={error} onRetry={() => mutate()} title={t('notices.load_failed')} />;
  else if (data.length === 0)
    content = (
      <EmptyState icon={MegaphoneIcon} title={t('notices.empty_title')} description={t('notices.empty_text')} />
    );
  else {
    const index = data.findIndex((notice) => String(notice.id) === requested);
    content = (
      <NoticeList
        variant="card"
        headingLevel={2}
        defaultIndex={index >= 0 ? index : undefined}
        emptyMessage={t('notices.empty_title')}
        notices={data.map((notice) => ({
          id: notice.id,
          title: notice.title,
          content: notice.content,
          time: notice.createTime,
        }))}
      />
    );
  }

  return (
    <ScreenFrame screen="notices" width="narrow" title={t('notices.title')} description={t('notices.lead')}>
      {content}
    </ScreenFrame>
  );
}
