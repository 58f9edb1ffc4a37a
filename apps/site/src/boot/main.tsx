import { seedMoneyPatterns } from '@lobbykit/ui/lib/money-patterns';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../app/app.tsx';
import { currentBrand } from '../core/brand.ts';
import { initI18n } from '../core/i18n/i18n.ts';
import { moneyPatternsKey, readPrimedData } from '../core/primed-data.ts';
import { yieldToPage } from './page-scheduling.ts';
import { routeFor } from '../app/routes.tsx';
import { SiteProviders } from '../app/site-providers.tsx';
import { holdServerState } from '../core/store.ts';
import '../styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Evaluating the code, reading the server's data, starting the translations and hydrating each take
 * a task of their own: together they would block a phone for a few hundred milliseconds. A press
 * made meanwhile is kept by the early-press script and made once the page is live.
 */
async function start(root: HTMLElement) {
  await yieldToPage();
  // The screen's code is asked for first, in a task of its own: it is on its way while the rest
  // starts, so hydration does not wait for it, and asking for its chunks (a few milliseconds each
  // on a phone) does not lengthen the task that hydrates.
  routeFor(window.location.pathname).section.preload();
  await yieldToPage();
  const primed = readPrimedData();
  seedMoneyPatterns(primed[moneyPatternsKey]);
  await initI18n(currentBrand().defaultLanguage);
  await yieldToPage();
  const site = (
    <StrictMode>
      <SiteProviders primed={primed}>
        <App />
      </SiteProviders>
    </StrictMode>
  );
  // A transition lets React hydrate (or render) the first screen in small slices instead of one
  // long task.
  startTransition(() => {
    if (root.hasChildNodes()) {
      holdServerState();
      hydrateRoot(root, site);
    } else createRoot(root).render(site);
  });
}

void start(root);
