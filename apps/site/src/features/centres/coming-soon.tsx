import { ConstructionIcon } from '@lobbykit/ui/icons/construction';
import { useTranslation } from 'react-i18next';

/** A centre page that is not built yet (the frame shows its title): a friendly word that it is on its way. */
export default function ComingSoon() {
  const { t } = useTranslation('centres');
  return (
    <div data-slot="coming-soon" className="flex min-h-64 flex-col items-center justify-center gap-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ConstructionIcon className="size-8" />
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">{t('coming_soon')}</p>
    </div>
  );
}
