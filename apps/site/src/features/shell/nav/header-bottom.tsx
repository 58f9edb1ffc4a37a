import { cn } from '@lobbykit/ui/lib/cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentScreen } from '../../../core/screen-frame.ts';
import { BrandLink } from '../header/brand-link.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { fallbackNavCategories, navCategories, type NavItemPage } from '../../../core/games/game-categories.ts';
import { navItemClasses } from './nav-link-styles.ts';
import { useVendorLanes } from './use-vendor-lanes.ts';

function NavLink({
  href,
  page,
  currentPage,
  children,
}: {
  href: string;
  page: string;
  currentPage: string;
  children: string;
}) {
  return (
    <Link href={href} aria-current={page === currentPage ? 'page' : undefined} className={navItemClasses}>
      {children}
    </Link>
  );
}

/**
 * Spec §2 Header bottom: logo, Home, one item per game category (with its vendor menu), App
 * download and Promotions. Until the vendor lanes arrive (or if they cannot), every category is a
 * plain link, so the bar is whole from the first paint. Below xl it scrolls sideways. From xl the
 * category panels hang below their items, which a scrolling bar would clip, so a language whose
 * words do not fit one row (Tamil, Russian, Vietnamese at 1280 px) wraps to a second row rather
 * than pushing the page sideways.
 */
export function HeaderBottom() {
  const { t } = useTranslation('shell');
  const currentPage = useCurrentScreen().page;
  const { data: lanes } = useVendorLanes();
  const categories = lanes ? navCategories(lanes) : fallbackNavCategories;
  const [openPage, setOpenPage] = useState<NavItemPage | null>(null);

  return (
    <div data-slot="header-bottom" className="border-b border-border/30 bg-card text-card-foreground shadow-xs">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-3 sm:px-6">
        <BrandLink nameClassName="max-xl:sr-only" />
        <nav aria-label={t('nav.label')} className="min-w-0 flex-1">
          <ul
            className={cn(
              'flex [scrollbar-width:none] items-center gap-0.5 overflow-x-auto py-2 xl:flex-wrap xl:gap-y-1 xl:overflow-visible',
              // Phones: the bar scrolls edge to edge, snapping to items.
              'snap-x snap-proximity scroll-px-3 [&::-webkit-scrollbar]:hidden',
            )}
          >
            <li className="snap-start">
              <NavLink href="/" page="index" currentPage={currentPage}>
                {t('nav.home')}
              </NavLink>
            </li>
            {categories.map((category, index) => (
              <li key={category.page} className="snap-start">
                <CategoryMenu
                  category={category}
                  label={t(`nav.categories.${category.page}`)}
                  current={currentPage === category.page}
                  open={openPage === category.page}
                  onOpenChange={(open) =>
                    setOpenPage((previous) => (open ? category.page : previous === category.page ? null : previous))
                  }
                  align={index < categories.length / 2 ? 'start' : 'end'}
                />
              </li>
            ))}
            <li className="snap-start">
              <NavLink href="/down" page="down" currentPage={currentPage}>
                {t('nav.app_download')}
              </NavLink>
            </li>
            <li className="snap-start">
              <NavLink href="/promotions" page="promotions" currentPage={currentPage}>
                {t('nav.promotions')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
