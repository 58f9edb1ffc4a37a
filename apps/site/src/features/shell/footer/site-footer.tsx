import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentBrand } from '../../../core/brand.ts';
import { CircleHelpIcon } from '@lobbykit/ui/icons/circle-help';
import { HeadsetIcon } from '@lobbykit/ui/icons/headset';
import { MegaphoneIcon } from '@lobbykit/ui/icons/megaphone';
import { FooterVendors } from './footer-vendors.tsx';
import { LicenceBadges } from './licence-badges.tsx';

/** Spec §1: the copyright line names 2023. */
export const copyrightYear = 2023;

const linkClasses =
  'inline-flex items-center gap-2 rounded-sm text-sm text-foreground/85 underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring';

/** Spec §1/§2 Footer: provider logos, licence badges, the help block and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const brand = currentBrand().displayName;
  return (
    <footer data-slot="site-footer" className="mt-12 border-t border-border/30 bg-muted/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-3 py-8 sm:px-6">
        <FooterVendors />
        <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
          <LicenceBadges />
          <section aria-labelledby="footer-help" data-slot="footer-help" className="space-y-3">
            <h2 id="footer-help" className="text-sm font-semibold">
              {t('footer.help_title')}
            </h2>
            <ul className="grid gap-2">
              <li>
                <Link href="/help" className={linkClasses}>
                  <CircleHelpIcon className="text-muted-foreground" />
                  {t('footer.help')}
                </Link>
              </li>
              <li>
                <Link href="/helpmc" className={linkClasses}>
                  <CircleHelpIcon className="text-muted-foreground" />
                  {t('footer.help_centre')}
                </Link>
              </li>
              <li>
                <Link href="/feedback" className={linkClasses}>
                  <MegaphoneIcon className="text-muted-foreground" />
                  {t('footer.feedback')}
                </Link>
              </li>
              <li className="flex items-center gap-2 text-sm">
                <HeadsetIcon className="text-muted-foreground" />
                {t('footer.support')}
              </li>
            </ul>
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-destructive text-xs font-bold text-destructive"
              >
                18+
              </span>
              {t('footer.age')}
            </p>
          </section>
        </div>
        <p className="border-t border-border/30 pt-6 text-center text-xs text-muted-foreground">
          {t('footer.copyright', { year: copyrightYear, brand })}
        </p>
      </div>
    </footer>
  );
}
