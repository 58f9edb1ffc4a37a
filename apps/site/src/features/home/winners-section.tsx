import { Skeleton } from '@lobbykit/ui/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function WinnersSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 rounded-lg border border-border/30 bg-card p-3">
          <Skeleton variant="circle" className="size-9" />
          <span className="grid flex-1 gap-1.5">
            <Skeleton variant="text" className="w-2/3" />
            <Skeleton variant="text" className="w-1/3" />
          </span>
          <Skeleton className="h-5 w-20" />
        </li>
      ))}
    </ul>
  );
}

/** The latest winners' region and title, around the list or its loading, empty or error state. */
export function WinnersSection({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <section
      aria-labelledby="home-winners"
      aria-busy={busy || undefined}
      data-slot="latest-winners"
      className="space-y-4"
    >
      <h2 id="home-winners" className="text-xl font-bold tracking-tight">
        {t('home.winners_title')}
      </h2>
      {children}
    </section>
  );
}
