import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../core/site-config.ts';
import { InfoIcon } from '@lobbykit/ui/icons/info';
import { LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { AppCard } from './app-card.tsx';
import { appDownloads } from './app-resources.ts';
import { siteOrigin } from '../../core/render-context.ts';

const grid = 'grid gap-4 md:grid-cols-2 lg:grid-cols-3';

function AppSkeletons() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion label={t('download.loading')} className={grid}>
      {[0, 1, 2].map((card) => (
        <span key={card} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
          <span className="flex items-center gap-3">
            <Skeleton className="size-11" />
            <Skeleton variant="text" className="w-32" />
          </span>
          <Skeleton className="h-44 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton variant="text" />
          <Skeleton variant="text" className="w-4/5" />
        </span>
      ))}
    </LoadingRegion>
  );
}

/** /down and /download: the iOS, Android and lite apps, each with a QR code and install steps. */
export default function DownloadScreen() {
  const { t } = useTranslation('pages');
  const { data, error, isLoading, mutate } = useSiteConfig();

  let content;
  if (isLoading) content = <AppSkeletons />;
  else if (error || !data)
    content = <LoadError error={error} onRetry={() => mutate()} title={t('download.load_failed')} />;
  else {
    const downloads = appDownloads(data.resources, `${siteOrigin()}/`);
    const nativeApps = downloads.some((download) => !download.fromSite && download.kind !== 'lite');
    content = (
      <>
        {!nativeApps && (
          <p role="note" className="flex items-start gap-3 rounded-xl bg-muted p-4 text-sm">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {t('download.no_native_apps')}
          </p>
        )}
        <ul className={grid}>
          {downloads.map((download) => (
            <AppCard key={download.kind} download={download} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <ScreenFrame screen="download" title={t('download.title')} description={t('download.lead')}>
      {content}
    </ScreenFrame>
  );
}
