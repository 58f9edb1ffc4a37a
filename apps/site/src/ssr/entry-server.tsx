/**
 * The site server's renderer (built with `vite build --ssr`): it draws the page a visitor asked
 * for with the data that page needs, so the first paint and the largest picture do not wait for
 * the JavaScript. The browser then hydrates the same tree (boot/main.tsx). The sequence, and the
 * rules a screen follows to be drawn here, are in docs/first-load.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { brandProfile } from '@lobbykit/theme/brand-profiles';
import { setMoneyPatternCache, type MoneyPatternCache } from '@lobbykit/ui/lib/money-patterns';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type Middleware } from 'swr';
import { Router } from 'wouter';
import { App } from '../app/app.tsx';
import { SiteProviders } from '../app/site-providers.tsx';
import { currentBrand } from '../core/brand.ts';
import { initialLanguage } from '../core/i18n/i18n.ts';
import { languages } from '../core/i18n/languages.ts';
import { recordingCache } from '../core/money-patterns.ts';
import { drawnAddressKey, moneyPatternsKey, serializePrimedData, type PrimedData } from '../core/primed-data.ts';
import { renderContext, setRenderContextStore, withRenderContext, type RenderContext } from '../core/render-context.ts';
import { fetchPageData } from './data-passes.ts';
import { renderToHtml } from './render-to-html.ts';
import { translationsIn, translationsReady } from './translations.ts';
import { visitorPlatform } from './visitor-platform.ts';

export interface RenderRequest {
  /** Path and query, as asked for. */
  url: string;
  host: string;
  /** Scheme and host as the visitor sees them. */
  origin: string;
  brand: string;
  /** The language cookie the browser mirrors from its stored choice, if any. */
  languageCookie: string | null;
  /** Where the platform answers (the site server forwards /wps and /lgw there). */
  platformUrl: string;
  /** Sent as X-Forwarded-For, so the status call sees the visitor's address and region. */
  visitorAddress: string | null;
  /** How long the page's data may take before the page is drawn without it. */
  dataBudgetMs?: number;
  /** Aborts when the visitor has gone (or the server's budget ran out): the render and its calls stop. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  html: string;
  /** Resource hints React hoisted out of the tree (the first banner's preload), for <head>. */
  head: string;
  /** The tab's title and icon: the brand's name and logo. */
  title: string;
  icon: string;
  /** For <html lang dir>. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The fetched data, serialized for <script id="primed-data">. */
  primedJson: string;
}

/**
 * Pages render concurrently (the site server bounds how many): everything one visitor's page reads
 * that is not in its React tree (brand, host, platform client, money formats) follows its render
 * through this store, never a module-level value another render could overwrite.
 */
setRenderContextStore(new AsyncLocalStorage<RenderContext>());

/** Each money format is read from Intl once for every page the server draws. */
const sharedMoneyPatterns: MoneyPatternCache = new Map();
// formatMoney reads one cache; on the server it is the current page's, which records what it used.
setMoneyPatternCache({
  get: (key) => (renderContext()?.moneyPatterns ?? sharedMoneyPatterns).get(key),
  set: (key, pattern) => (renderContext()?.moneyPatterns ?? sharedMoneyPatterns).set(key, pattern),
});

/** Renders one page for one visitor; several may run at once. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const {
    url,
    host,
    origin,
    brand,
    languageCookie,
    platformUrl,
    visitorAddress,
    dataBudgetMs = 1500,
    signal,
  } = request;
  await translationsReady;
  signal?.throwIfAborted();
  const { pathname, search } = new URL(url, 'http://site');
  const language = initialLanguage(languageCookie, brandProfile(brand).defaultLanguage);
  const platform = visitorPlatform(brand, platformUrl, visitorAddress, language, signal);
  const patterns = recordingCache(sharedMoneyPatterns);
  return withRenderContext({ brand, host, origin, platform, moneyPatterns: patterns.cache }, async () => {
    const primed: PrimedData = {};
    // Its own SWR cache: SWR's default one is shared by the whole process.
    const swr = { provider: () => new Map() };
    const draw = (use: Middleware[]) =>
      renderToHtml(
        <StrictMode>
          <I18nextProvider i18n={translationsIn(language)}>
            <SWRConfig value={swr}>
              <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
                <SiteProviders primed={primed} use={use}>
                  <App />
                </SiteProviders>
              </Router>
            </SWRConfig>
          </I18nextProvider>
        </StrictMode>,
        signal,
      );

    const late = await fetchPageData(draw, primed, dataBudgetMs, signal);
    if (late.length > 0)
      console.warn(`[site] ${pathname} drawn without data slower than ${dataBudgetMs} ms: ${late.join(' ')}`);
    const drawn = await draw([]);
    // The amounts' formats go with the page, so that hydrating them needs no Intl in the browser.
    if (Object.keys(patterns.used).length > 0) primed[moneyPatternsKey] = patterns.used;
    primed[drawnAddressKey] = `${pathname}${search}`;
    // React puts the hints it hoists (the LCP picture's preload) first; they belong in <head>,
    // and the browser's tree starts at the layout.
    const [, head = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(drawn) ?? [];
    return {
      html,
      head,
      title: currentBrand().displayName,
      icon: currentBrand().logo.src,
      lang: languages[language].tag,
      dir: languages[language].dir,
      primedJson: serializePrimedData(primed),
    };
  });
}
