import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentBrand } from '../../core/brand.ts';
import { ArrowLeftIcon } from '@lobbykit/ui/icons/arrow-left';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { HelpTopics } from './help-topics.tsx';

/**
 * /helpmc: the help centre on its own, for the apps' web views and guests of invitation-only
 * brands (chrome 'bare'), so it brings a small header of its own: the brand and a way home.
 */
export default function HelpCentreScreen() {
  const { t } = useTranslation('pages');
  const brand = currentBrand();
  return (
    <div className="flex min-h-dvh flex-col">
      <header data-slot="help-centre-header" className="border-b border-border bg-card text-card-foreground">
        <div className="mx-auto flex h-14 w-full max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href="/"
            className="flex min-w-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-3 focus-visible:ring-ring"
          >
            <img src={brand.logo.src} alt="" className="size-8 shrink-0" />
            <span className="truncate">{brand.displayName}</span>
            <span className="sr-only">{t('help_centre.home_label')}</span>
          </Link>
          <Link
            href="/"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('shared.back_home')}
          </Link>
        </div>
      </header>
      <ScreenFrame screen="helpCentre" width="narrow" title={t('help.title')} description={t('help.lead')}>
        <HelpTopics />
      </ScreenFrame>
    </div>
  );
}
