import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from '@lobbykit/ui/icons/shield-check';

/** Spec §1: gaming licences from Malta, the British Virgin Islands and the Philippines. */
export const licences = ['malta', 'bvi', 'philippines'] as const;

export function LicenceBadges() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="footer-licences" data-slot="licence-badges" className="space-y-3">
      <h2 id="footer-licences" className="text-sm font-semibold">
        {t('footer.licences')}
      </h2>
      <ul className="grid gap-2 sm:flex sm:flex-wrap">
        {licences.map((licence) => (
          <li
            key={licence}
            className="inline-flex items-center gap-2 rounded-lg border border-border/40 bg-card px-3 py-2 text-card-foreground"
          >
            <span className="flex size-8 items-center justify-center rounded-full bg-success/15 text-success">
              <ShieldCheckIcon className="size-4.5" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-medium">{t(`footer.licence.${licence}`)}</span>
              <span className="text-xs text-muted-foreground">{t('footer.licensed')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
