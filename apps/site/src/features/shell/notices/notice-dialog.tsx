import { isPlatformError } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@lobbykit/ui/dialog';
import { NoticeList } from '@lobbykit/ui/notice-list';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { closeOverlay, useOverlayOf } from '../../../core/overlays.ts';
import { useAnnouncements } from './use-announcements.ts';

function NoticesBody({ index }: { index: number }) {
  const { t } = useTranslation('shell');
  const { data, error, isValidating, mutate } = useAnnouncements();
  if (data) {
    return (
      <NoticeList
        notices={data.map((notice) => ({ ...notice, time: notice.createTime }))}
        defaultIndex={index}
        emptyMessage={t('notices.empty')}
      />
    );
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-2">
        <p className="text-sm">{t(isPlatformError(error) ? error.i18nKey : 'errors.unknown', { ns: 'common' })}</p>
        <Button variant="outline" size="sm" loading={isValidating} onClick={() => void mutate()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="grid gap-3 py-2">
      <span className="sr-only" role="status">
        {t('notices.loading')}
      </span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The notice popup (spec §2): every announcement in an accordion, the one pressed in the bar open
 * first; one open at a time, HTML content sanitised, times as YYYY-MM-DD HH:mm:ss. Like the
 * product's other modals it closes with its button or Escape, not a click on the backdrop.
 */
export default function NoticeDialog() {
  const { t } = useTranslation('shell');
  const overlay = useOverlayOf('notices');
  return (
    <Dialog open={overlay !== null} onOpenChange={(open) => !open && closeOverlay()}>
      <DialogContent
        data-slot="notice-dialog"
        size="lg"
        closeLabel={t('notices.close')}
        closeOnOverlayClick={false}
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle>{t('notices.title')}</DialogTitle>
        </DialogHeader>
        {overlay && <NoticesBody index={overlay.index} />}
      </DialogContent>
    </Dialog>
  );
}
