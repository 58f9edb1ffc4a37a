/**
 * The site server's renderer (built with `vite build --ssr`): it draws the page a visitor asked
 * for with the data that page needs, so the first paint and the largest picture do not wait for
 * the JavaScript. The browser then hydrates the same tree (main.tsx).
 *
 * A page is drawn in passes: the first finds which data the visible components ask SWR for, the
 * server fetches it all at once, and the last pass draws with the answers. What fails or is slow
 * is left for the browser to fetch, with its own loading and error states.
 */
import { createPlatformClient } from '@lobbykit/platform';
import { brandProfile } from '@lobbykit/theme/brand-profiles';
import { recordMoneyPatterns } from '@lobbykit/ui/lib/format-money';
import i18next, { type ResourceKey } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { unstable_serialize, type Middleware } from 'swr';
import { Router } from 'wouter';
import { App } from '../app/app.tsx';
import { currentBrand } from '../core/brand.ts';
import { directionOf, initialLanguage, overFallback, type Pack } from '../core/i18n/i18n.ts';
import { defaultLanguage, languages } from '../core/i18n/languages.ts';
import { moneyPatternsKey, serializePrimedData, type PrimedData } from '../core/primed-data.ts';
import { withRenderContext } from '../core/render-context.ts';
import { SiteProviders } from '../app/site-providers.tsx';

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

const packs = import.meta.glob<ResourceKey>('@locales/*/*.json', { eager: true, import: 'default' });

/**
 * Every language's namespaces over EN's, as the browser reads them (`overFallback`), so the page
 * draws the same words its hydration will.
 */
function allResources() {
  const own: Record<string, Record<string, Pack>> = {};
  for (const [path, pack] of Object.entries(packs)) {
    const [, code, namespace] = /\/([a-z]+)\/([a-z-]+)\.json$/.exec(path) ?? [];
    if (!code || !namespace) continue;
    (own[code.toUpperCase()] ??= {})[namespace] = pack as Pack;
  }
  const fallback = own[defaultLanguage] ?? {};
  const resources: Record<string, Record<string, ResourceKey>> = { [defaultLanguage]: fallback };
  for (const code of Object.keys(languages).filter((language) => language !== defaultLanguage)) {
    resources[code] = Object.fromEntries(
      Object.entries(fallback).map(([namespace, pack]) => [
        namespace,
        overFallback(pack, own[code]?.[namespace] ?? {}, directionOf(code)),
      ]),
    );
  }
  return resources;
}

const ready = i18next.use(initReactI18next).init({
  resources: allResources(),
  lng: 'EN',
  fallbackLng: 'EN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The page is sent whole, so every Suspense boundary is written in place. React would otherwise
 * move a boundary over 12.8 KB (the main content) to the end of the document and reveal it from a
 * script, on a later frame and up to 2.3 s after navigation: the screen would paint empty, then
 * jump when its content arrived.
 */
const inlineEveryBoundary = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function renderToString(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, inlineEveryBoundary);
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** Records each SWR key a pass asks for that has no answer yet, with the fetcher that answers it. */
function dataRecorder(tried: Set<string>, wanted: Map<string, () => Promise<unknown>>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    if (serialized && fetcher && !tried.has(serialized) && !wanted.has(serialized)) {
      wanted.set(serialized, () => Promise.resolve(fetcher(key)));
    }
    return useSWRNext(key, fetcher, config);
  };
}

class DataTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new DataTimeout(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

const passes = 3;

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page. Pages are drawn one after another: the brand and language are per page. */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

/** A client for one visitor: no token (the server never sees one), their address forwarded. */
function visitorPlatform(brand: string, platformUrl: string, visitorAddress: string | null) {
  return createPlatformClient({
    baseUrl: platformUrl,
    merchant: brandProfile(brand).merchantCode,
    language: () => i18next.language,
    token: () => null,
    retries: 0,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (visitorAddress) headers.set('X-Forwarded-For', visitorAddress);
      return fetch(input, { ...init, headers });
    },
  });
}

async function renderNow(request: RenderRequest) {
  const { url, host, origin, brand, languageCookie, platformUrl, visitorAddress, dataBudgetMs = 1500 } = request;
  await ready;
  const { pathname, search } = new URL(url, 'http://site');
  const platform = visitorPlatform(brand, platformUrl, visitorAddress);
  return withRenderContext({ brand, host, origin, platform }, async () => {
    const language = initialLanguage(languageCookie, currentBrand().defaultLanguage);
    await i18next.changeLanguage(language);
    const primed: PrimedData = {};
    const draw = (use: Middleware[]) =>
      renderToString(
        <StrictMode>
          <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
            <SiteProviders primed={primed} use={use}>
              <App />
            </SiteProviders>
          </Router>
        </StrictMode>,
      );

    const deadline = Date.now() + dataBudgetMs;
    const tried = new Set<string>();
    const late: string[] = [];
    for (let pass = 0; pass < passes; pass++) {
      const wanted = new Map<string, () => Promise<unknown>>();
      await draw([dataRecorder(tried, wanted)]);
      if (wanted.size === 0) break;
      for (const key of wanted.keys()) tried.add(key);
      const left = deadline - Date.now();
      if (left <= 0) break;
      await Promise.all(
        [...wanted].map(async ([key, fetch]) => {
          try {
            primed[key] = await withTimeout(fetch(), left);
          } catch (error) {
            // Left to the browser, which shows its loading or error state with a retry.
            if (error instanceof DataTimeout) late.push(key);
          }
        }),
      );
    }
    if (late.length > 0)
      console.warn(`[site] ${pathname} drawn without data slower than ${dataBudgetMs} ms: ${late.join(' ')}`);
    // React puts the hints it hoists (the LCP picture's preload) first; they belong in <head>,
    // and the browser's tree starts at the layout.
    // The amounts' formats go with the page, so that hydrating them needs no Intl in the browser.
    const stopRecording = recordMoneyPatterns();
    let drawn: string;
    try {
      drawn = await draw([]);
    } finally {
      const used = stopRecording();
      if (Object.keys(used).length > 0) primed[moneyPatternsKey] = used;
    }
    const [, head = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(drawn) ?? [];
    return {
      html,
      head,
      title: currentBrand().displayName,
      icon: currentBrand().logo.src,
      lang: languages[language].tag,
      dir: languages[language].dir,
      primedJson: serializePrimedData(primed),
    } satisfies RenderedPage;
  });
}
