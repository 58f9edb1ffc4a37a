/**
 * What every page story shares: the whole site (`App`, its frame and overlays) at a path, with the
 * site's providers around it and the platform answered from the sandbox's recorded answers.
 *
 *   const meta = {
 *     title: 'Pages/Promotions',
 *     component: PromotionsScreen,
 *     ...pageStoryMeta,
 *     // Whole screens get no docs page (it would mount the whole site once per story). Written
 *     // out in each file: Storybook reads tags from the file itself, not from a spread.
 *     tags: ['!autodocs'],
 *     parameters: { ...pageStoryMeta.parameters, page: { path: '/promotions' } },
 *   } satisfies Meta<typeof PromotionsScreen>;
 *
 * `component` names the screen or overlay the story is about; the story renders the whole site.
 * Importing it in the story file also loads its chunk before the story starts, so the site's lazy
 * import of it resolves at once instead of counting against the story's time.
 *
 * `parameters.page` says where and as whom: `path`, `viewer` (guest, the demo member or an agent),
 * the platform's `status`, and an `overlay` to open (a modal or a centre panel).
 */
import type { Decorator, Meta, StoryContext } from '@storybook/react-vite';
import i18next from 'i18next';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';
import { changeLanguage, initI18n } from '../core/i18n/i18n.ts';
import { isLanguageCode, type LanguageCode } from '../core/i18n/languages.ts';
import { closeOverlay, openOverlay, type Overlay } from '../core/overlays.ts';
import { pseudoLanguage, showPseudoLocale } from './pseudo-locale.ts';
import { endSession, startSession } from '../core/session.ts';
import { SiteProviders } from '../app/site-providers.tsx';
// Chunks most page stories need (the home screen most overlays open over, the signed-in header):
// loaded with the story files, so a story's time goes to its own screen.
import '../features/home/home-screen.tsx';
import '../features/shell/account/member-area.tsx';
import {
  platformFixtures,
  platformHandlers,
  setPlatformStatus,
  storyTokens,
  type PlatformStatus,
} from './platform-handlers.ts';

export type Viewer = 'guest' | 'member' | 'agent';

export interface PageParameters {
  /** The screen's path, as in the route table (a query string may follow). */
  path: string;
  viewer?: Viewer;
  status?: PlatformStatus;
  /** A modal or panel open over the screen. */
  overlay?: Overlay;
}

function pageOf(context: Pick<StoryContext, 'parameters'>): PageParameters {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page?.path) throw new Error('a page story needs parameters.page.path');
  return page;
}

/** A site language, or the stories' pseudo-locale (EN accented and longer). */
type StoryLanguage = LanguageCode | typeof pseudoLanguage;

/** The toolbar's locale as a site language (EN, TY, AR…) or the pseudo-locale; EN for anything else. */
function languageOf(globals: Record<string, unknown>): StoryLanguage {
  if (globals.locale === 'PSEUDO') return pseudoLanguage;
  return isLanguageCode(globals.locale) ? globals.locale : 'EN';
}

const showLanguage = (language: StoryLanguage) =>
  language === pseudoLanguage ? showPseudoLocale() : changeLanguage(language);

let i18nReady: Promise<unknown> | undefined;

/** The site's own i18n set-up (bundled EN, every other pack loaded on demand), once per page. */
function setUpI18n(language: StoryLanguage) {
  i18nReady ??= initI18n('EN');
  return i18nReady.then(() => showLanguage(language));
}

/** Signs the story's viewer in with a token the platform handlers recognise, or signs out. */
function signInAs(viewer: Viewer) {
  if (viewer === 'guest') {
    endSession();
    return;
  }
  const { username, accountType } = platformFixtures.viewers[viewer];
  startSession({ token: storyTokens[viewer], username, accountType });
}

/**
 * Before the screen renders: a clean session store for the viewer, the platform's status, the
 * language, and the overlay. Undone afterwards, so the next story starts from a fresh site.
 */
async function preparePage(context: Pick<StoryContext, 'parameters' | 'globals'>) {
  const page = pageOf(context);
  // Only the site keeps anything in session storage (token, cached vendor lanes): start empty.
  sessionStorage.clear();
  closeOverlay();
  signInAs(page.viewer ?? 'guest');
  setPlatformStatus(page.status ?? 'normal');
  await setUpI18n(languageOf(context.globals));
  if (page.overlay) openOverlay(page.overlay);
  return () => {
    closeOverlay();
    endSession();
    setPlatformStatus('normal');
  };
}

/** The site's providers around the screen: SWR with a cache of its own, and a router in memory. */
function SiteFrame({ path, language, children }: { path: string; language: StoryLanguage; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  // The toolbar's locale may change while the story is open.
  useEffect(() => {
    if (i18next.language !== language) void showLanguage(language);
  }, [language]);
  return (
    <SiteProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Suspense fallback={null}>{children}</Suspense>
        </Router>
      </SWRConfig>
    </SiteProviders>
  );
}

const withSite: Decorator = (Story, context) => (
  // A brand switch in the toolbar starts the site afresh: its answers and cache are the new brand's.
  <SiteFrame
    key={`${context.id}/${String(context.globals.brand)}`}
    path={pageOf(context).path}
    language={languageOf(context.globals)}
  >
    <Story />
  </SiteFrame>
);

/**
 * For stories with a modal or panel open: axe checks the overlay. The page behind it is inert
 * while the overlay is open, and each screen is checked by its own story.
 */
export const overlayA11y = { context: { include: ['[role="dialog"]', '[role="alertdialog"]'] } };

/** Spread into each page story file's meta. */
export const pageStoryMeta = {
  render: () => <App />,
  decorators: [withSite],
  beforeEach: preparePage,
  parameters: { layout: 'fullscreen', msw: platformHandlers },
} satisfies Partial<Meta>;
