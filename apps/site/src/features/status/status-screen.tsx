import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../core/brand.ts';
import { usePageLive } from '../../core/page-live.ts';
import { useSiteConfig } from '../../core/site-config.ts';
import { GlobeLockIcon } from '@lobbykit/ui/icons/globe-lock';
import { HeadsetIcon } from '@lobbykit/ui/icons/headset';
import { WrenchIcon } from '@lobbykit/ui/icons/wrench';
import { useCustomerService } from '../shell/side-bar/use-customer-service.tsx';
import { useBrandHead } from '../shell/use-brand-head.ts';

const texts = {
  1: { title: 'game_maintenance', body: 'info_maintenance', Icon: WrenchIcon },
  2: { title: 'blockip', body: 'info_ip_block', Icon: GlobeLockIcon },
} as const;

/**
 * Spec §2 global states: maintenance (1) or region blocked (2), instead of the whole site. The
 * region-blocked page shows the visitor's IP as the platform saw it and a way to customer service.
 */
export function StatusScreen({ status, ip }: { status: 1 | 2; ip: string | null }) {
  const { t } = useTranslation('shell');
  useBrandHead();
  usePageLive();
  const brand = currentBrand();
  const { data: config } = useSiteConfig();
  const service = useCustomerService(config?.customerServiceUrl);
  const { title, body, Icon } = texts[status];

  return (
    <main
      data-system-status={status}
      className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-12 text-foreground"
    >
      <div className="flex w-full max-w-md flex-col items-center gap-6 rounded-2xl border border-border/40 bg-card p-8 text-center text-card-foreground shadow-lg">
        <img src={brand.logo.src} alt={brand.logo.alt} width={56} height={56} className="size-14 rounded-xl" />
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-8" />
        </span>
        <div className="space-y-3">
          <h1 className="text-2xl font-bold tracking-tight text-balance">{t(title)}</h1>
          <p className="text-muted-foreground">{t(body)}</p>
        </div>
        {status === 2 && (
          <>
            <p className="rounded-lg bg-muted px-4 py-2 text-sm">
              {t('status.your_ip')}{' '}
              <span data-slot="status-ip" className="font-mono font-semibold">
                {ip ?? t('status.ip_unknown')}
              </span>
            </p>
            {config?.customerServiceUrl && (
              <Button size="lg" onClick={service.open}>
                <HeadsetIcon />
                {t('status.customer_service')}
              </Button>
            )}
          </>
        )}
      </div>
      {service.notice}
    </main>
  );
}
