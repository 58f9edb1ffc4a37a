import { useTranslation } from 'react-i18next';
import { ConstructionIcon } from '@lobbykit/ui/icons/construction';

/** A centre page that is not built yet: its title and a friendly word that it is on its way. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <div data-slot="coming-soon" className="flex min-h-72 flex-col items-center justify-center gap-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ConstructionIcon className="size-8" />
      </span>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t('centres.coming_soon')}</p>
    </div>
  );
}
