import type { ReactNode } from 'react';
import type { ScreenFrame } from '../../core/screen-frame.ts';
import { SiteBanner } from './banner/site-banner.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { NoticeTicker } from './notices/notice-ticker.tsx';
import { SideBar } from './side-bar/side-bar.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';
import { LazyToaster } from './toasts/lazy-toaster.tsx';
import { useBrandHead } from './use-brand-head.ts';

/**
 * The frame around every screen (spec §2 Layout), by the route's chrome:
 * - `full`: header (top and category bar), banner, notice bar, screen, side bar, footer;
 * - `header`: the header and the screen; `headerWithoutNav`: the same without the category bar;
 * - `bare`: the screen alone.
 * The toast viewport is always there; the app puts the overlay host (modals and panels) beside it.
 */
export function SiteLayout({ route, children }: { route: ScreenFrame; children: ReactNode }) {
  useBrandHead();
  const { chrome } = route;
  const full = chrome === 'full';
  const withHeader = chrome !== 'bare';

  return (
    <div data-slot="site-layout" data-chrome={chrome} className="flex min-h-dvh flex-col">
      {withHeader && <SkipLink />}
      {withHeader && <SiteHeader withNav={chrome !== 'headerWithoutNav'} />}
      {/* The side bar takes a column of its own from md up, so it never covers the page. */}
      <div data-slot="site-body" className="flex flex-1 flex-col md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col">
          {withHeader && route.banner && <SiteBanner key={route.banner} group={route.banner} />}
          {full && <NoticeTicker />}
          <div id={mainContentId} tabIndex={-1} data-slot="site-content" className="flex flex-1 flex-col outline-none">
            {children}
          </div>
        </div>
        {full && <SideBar />}
      </div>
      {full && <SiteFooter />}
      <LazyToaster />
    </div>
  );
}
