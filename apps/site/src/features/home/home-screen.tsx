import { isPlatformError } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../app/brand.ts';
import { useSiteConfig } from '../../app/site-config.ts';

const statusText = { 0: 'home.status_online', 1: 'home.status_maintenance', 2: 'home.status_blocked' } as const;

function PlatformStatus() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSiteConfig();

  if (isLoading) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('home.status_checking')}
      </p>
    );
  }
  if (error || !data) {
    const key = isPlatformError(error) ? error.i18nKey : 'errors.unknown';
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-destructive">{t(key)}</p>
        <Button variant="outline" size="sm" onClick={() => void mutate()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  const code = data.systemStatus;
  return (
    <div role="status" data-system-status={code} className="space-y-1">
      <p className="font-medium">{t(statusText[code])}</p>
      {data.ip && <p className="text-sm text-muted-foreground">{t('home.connected_from', { ip: data.ip })}</p>}
    </div>
  );
}

export default function HomeScreen() {
  const { t } = useTranslation();
  const brand = currentBrand();
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-6 p-6">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{brand.displayName}</h1>
      <p className="text-lg text-muted-foreground">{t('home.tagline')}</p>
      <div>
        <Button size="lg">{t('home.play_now')}</Button>
      </div>
      <PlatformStatus />
    </main>
  );
}
