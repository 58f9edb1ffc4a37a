import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CherryIcon } from '@lobbykit/ui/icons/cherry';
import { HeadsetIcon } from '@lobbykit/ui/icons/headset';
import { LockIcon } from '@lobbykit/ui/icons/lock';
import { MonitorSmartphoneIcon } from '@lobbykit/ui/icons/monitor-smartphone';
import { ZapIcon } from '@lobbykit/ui/icons/zap';

/** Spec §1 marketing copy, in the order the product tells it. */
const features: { key: string; icon: ReactElement }[] = [
  { key: 'fast_payments', icon: <ZapIcon /> },
  { key: 'encryption', icon: <LockIcon /> },
  { key: 'slots', icon: <CherryIcon /> },
  { key: 'platforms', icon: <MonitorSmartphoneIcon /> },
  { key: 'support', icon: <HeadsetIcon /> },
];

export function HomeFeatures() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="home-features" data-slot="home-features" className="space-y-4">
      <h2 id="home-features" className="text-xl font-bold tracking-tight">
        {t('home.features_title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {features.map(({ key, icon }) => (
          <li key={key} className="flex gap-3 rounded-xl bg-muted/70 p-4 lg:flex-col">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-xs [&_svg]:size-5">
              {icon}
            </span>
            <span className="space-y-1">
              <span className="block font-semibold">{t(`home.features.${key}.title`)}</span>
              <span className="block text-sm text-muted-foreground">{t(`home.features.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
