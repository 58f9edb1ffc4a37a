import { Button } from '@lobbykit/ui/button';
import { CopyButton } from '@lobbykit/ui/copy-button';
import { useTranslation } from 'react-i18next';
import { AppWindowIcon } from '@lobbykit/ui/icons/app-window';
import { DownloadIcon } from '@lobbykit/ui/icons/download';
import type { IconComponent } from '@lobbykit/ui/icons/icon';
import { SmartphoneIcon } from '@lobbykit/ui/icons/smartphone';
import { TabletSmartphoneIcon } from '@lobbykit/ui/icons/tablet-smartphone';
import type { AppDownload, AppKind } from './app-resources.ts';

const icons: Record<AppKind, IconComponent> = {
  ios: SmartphoneIcon,
  android: TabletSmartphoneIcon,
  lite: AppWindowIcon,
};
const stepCount: Record<AppKind, number> = { ios: 4, android: 4, lite: 3 };

/** One way to install: what it is, a QR code to scan from a computer, the link, and the steps. */
export function AppCard({ download }: { download: AppDownload }) {
  const { t } = useTranslation('pages');
  const { kind } = download;
  const Icon = icons[kind];
  const titleId = `app-${kind}-title`;
  return (
    <li
      aria-labelledby={titleId}
      data-slot="app-card"
      data-app={kind}
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground"
        >
          <Icon className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col">
          <h2 id={titleId} className="text-lg font-semibold">
            {t(`download.apps.${kind}.title`)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(`download.apps.${kind}.subtitle`)}</p>
        </div>
      </div>

      {download.qrCodeUrl ? (
        <figure className="flex flex-col items-center gap-2 rounded-lg bg-muted p-4">
          <img
            src={download.qrCodeUrl}
            alt={t('download.qr_alt', { app: t(`download.apps.${kind}.title`) })}
            width={144}
            height={144}
            className="size-36 rounded-md"
          />
          <figcaption className="text-center text-xs text-muted-foreground">{t('download.qr_hint')}</figcaption>
        </figure>
      ) : (
        <div className="flex flex-col gap-2 rounded-lg bg-muted p-4">
          <p className="text-sm">{t('download.open_on_phone')}</p>
          <div className="flex items-center gap-2 rounded-md border border-border bg-background px-3 py-1.5">
            <span className="min-w-0 flex-1 truncate font-mono text-sm">{download.url}</span>
            <CopyButton
              value={download.url}
              label={t('download.copy_link')}
              copiedMessage={t('download.copied')}
              failedMessage={t('download.copy_failed')}
            />
          </div>
        </div>
      )}

      {!download.fromSite && (
        <Button asChild size="lg">
          <a href={download.url} target="_blank" rel="noopener noreferrer">
            <DownloadIcon aria-hidden="true" className="size-4" />
            {t(`download.apps.${kind}.action`)}
          </a>
        </Button>
      )}

      <section
        aria-labelledby={`${titleId}-steps ${titleId}`}
        className="flex flex-col gap-3 border-t border-border pt-4"
      >
        <h3 id={`${titleId}-steps`} className="text-sm font-semibold">
          {t('download.guide_title')}
        </h3>
        <ol className="flex flex-col gap-3">
          {Array.from({ length: stepCount[kind] }, (_, index) => (
            <li key={index} className="flex gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`download.apps.${kind}.steps.${index + 1}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </li>
  );
}
