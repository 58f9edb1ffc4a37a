import { NoticeBar } from '@lobbykit/ui/notice-bar';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { preloadOverlay } from '../../../core/overlays.ts';
import { openOverlay } from '../../../core/overlays.ts';
import { useAnnouncements } from './use-announcements.ts';

/**
 * The scrolling announcement titles (spec §2): they hold still under the pointer, and pressing one
 * opens the notice popup at that announcement. Nothing shows when there are none or they failed to
 * load; the popup itself offers the retry.
 */
export function NoticeTicker() {
  const { t } = useTranslation('shell');
  const { data, error } = useAnnouncements();
  if (error && !data) return null;
  return (
    <div
      data-slot="notice-ticker"
      className="mx-auto w-full max-w-7xl px-3 pt-3 sm:px-6"
      onPointerEnter={() => preloadOverlay('notices')}
      onFocusCapture={() => preloadOverlay('notices')}
    >
      {data ? (
        <NoticeBar
          notices={data}
          label={t('notices.label')}
          onSelect={(index) => openOverlay({ kind: 'notices', index })}
        />
      ) : (
        <Skeleton className="h-10 w-full rounded-full" />
      )}
    </div>
  );
}
