import { prepareClassMerge } from '@lobbykit/ui/lib/cn';
import { setMoneyPatternCache } from '@lobbykit/ui/lib/money-patterns';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from '../app/app.tsx';
import { routeFor } from '../app/routes.tsx';
import { SiteProviders } from '../app/site-providers.tsx';
import { currentBrand } from '../core/brand.ts';
import { reloadOnMissingChunks } from '../core/chunk-load.ts';
import { initI18n } from '../core/i18n/i18n.ts';
import { pageLiveEvent } from '../core/page-live-event.ts';
import { cacheFromCarriedPatterns } from '../core/money-patterns.ts';
import { drawnAddress, moneyPatternsKey, readPrimedData } from '../core/primed-data.ts';
import { holdServerState, releaseServerState } from '../core/store.ts';
import { releaseMotionWhenSettled } from './held-motion.ts';
import { keepWebFontsForNextPage } from './web-fonts.ts';
import { yieldToPage } from './page-scheduling.ts';

/**
 * The page's start-up, in the order it happens (docs/first-load.md):
 *
 * 1. drawn: the server's HTML paints; the inline scripts in <head> apply the brand and scheme and
 *    keep what the player types and presses early (early-press-script.ts); decorative motion is
 *    held (<html data-motion>);
 * 2. code requested: this module runs after the first frame; the screen's own chunk is asked for
 *    at once, in a task of its own;
 * 3. hydrating: the class merge's map is built, the server's data and money formats are read, the
 *    translations started, and the tree hydrated in a transition, each step a task of its own: together they would block a phone
 *    for a few hundred milliseconds. Components read the stores' server state meanwhile;
 * 4. live: the screen has hydrated (core/page-live.ts): the stores' browser state (the member's
 *    session) is let through; in the next task the early script sets the typed fields again, through
 *    the screen's onChange, and in the task after makes the kept press or submit;
 * 5. motion released: once the browser is next idle; then the brand's web fonts are fetched for
 *    the next page where this browser does not have them yet (web-fonts.ts).
 */
export async function startPage(root: HTMLElement) {
  document.addEventListener(pageLiveEvent, onLive, { once: true });
  reloadOnMissingChunks();
  await yieldToPage();
  const primed = readPrimedData();
  // The player may have gone Back or Forward (to an address of the same page) before the code
  // came: the tree hydrates as drawn, and the router moves on to the shown address straight
  // after. React keeps the server's attributes where hydration differs, so hydrating against the
  // shown address would leave the old one's pressed chips and selected tabs on screen.
  const drawnAt = root.hasChildNodes() ? drawnAddress(primed) : null;
  const drawnPath = drawnAt ? new URL(drawnAt, window.location.origin) : window.location;
  // The screen's chunk is asked for in a task of its own, so hydration does not wait for it; its
  // imports come through the module loader (build/screen-imports.ts).
  routeFor(drawnPath.pathname).section.preload();
  await yieldToPage();
  prepareClassMerge();
  await yieldToPage();
  setMoneyPatternCache(cacheFromCarriedPatterns(primed[moneyPatternsKey]));
  await initI18n(currentBrand().defaultLanguage);
  await yieldToPage();
  const app = (
    <SiteProviders primed={primed}>
      <App />
    </SiteProviders>
  );
  // A transition lets React hydrate (or render) the first screen in small slices instead of one
  // long task.
  startTransition(() => {
    if (!root.hasChildNodes()) {
      createRoot(root).render(<StrictMode>{app}</StrictMode>);
      return;
    }
    holdServerState();
    hydrateRoot(
      root,
      <StrictMode>
        {drawnAt ? (
          <Router ssrPath={drawnPath.pathname} ssrSearch={drawnPath.search.replace(/^\?/, '')}>
            {app}
          </Router>
        ) : (
          app
        )}
      </StrictMode>,
    );
  });
}

function onLive() {
  releaseServerState();
  releaseMotionWhenSettled();
  keepWebFontsForNextPage();
}
