import type { Middleware } from 'swr';
import { unstable_serialize } from 'swr';

/**
 * Server-rendered pages carry the answers the server fetched to render them (the status, banners,
 * notices, vendor lanes…), keyed like SWR's cache, in <script id="primed-data">. The browser
 * starts from them instead of asking again, so hydration shows exactly what the server drew.
 */
export type PrimedData = Record<string, unknown>;

export const primedDataElementId = 'primed-data';

/** Beside the SWR keys: the money formats the server drew the page's amounts with. */
export const moneyPatternsKey = '$moneyPatterns';

/**
 * Beside the SWR keys: the address (path and search) the server drew the page for. The browser
 * hydrates against it even when the player has pressed Back or Forward before the code arrived;
 * the router then moves on to the address shown (see boot/start-page.tsx).
 */
export const drawnAddressKey = '$drawnAt';

/** The address this page was drawn for, or null for a page the browser renders itself. */
export function drawnAddress(primed: PrimedData): string | null {
  const drawn = primed[drawnAddressKey];
  return typeof drawn === 'string' && /^\/(?!\/)/.test(drawn) ? drawn : null;
}

// Sets survive the trip (the site config keeps its whitelabel flags in one).
const setTag = '$set';

export function serializePrimedData(data: PrimedData): string {
  const json = JSON.stringify(data, (_, value: unknown) => (value instanceof Set ? { [setTag]: [...value] } : value));
  // Inside <script>: no "</script>" or "<!--" can end or bend it.
  return json.replace(/</g, '\\u003c');
}

export function parsePrimedData(json: string): PrimedData {
  const parsed: unknown = JSON.parse(json, (_, value: unknown) =>
    value && typeof value === 'object' && setTag in value
      ? new Set((value as Record<string, unknown[]>)[setTag])
      : value,
  );
  return parsed && typeof parsed === 'object' ? (parsed as PrimedData) : {};
}

let pageData: PrimedData | undefined;

/** The data the server put in this page (read once); {} for a page the browser renders itself. */
export function readPrimedData(): PrimedData {
  if (pageData) return pageData;
  const element = typeof document === 'undefined' ? null : document.getElementById(primedDataElementId);
  try {
    pageData = element?.textContent ? parsePrimedData(element.textContent) : {};
  } catch {
    pageData = {};
  }
  return pageData;
}

/**
 * A primed key is shown as the server fetched it and not fetched again on mount; a later change of
 * key (another language, another banner group) fetches as usual.
 */
export function primedDataMiddleware(primed: PrimedData): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    const isPrimed = serialized !== '' && Object.hasOwn(primed, serialized);
    if (!isPrimed) return useSWRNext(key, fetcher, config);
    // What the server fetched for this key is this key's data type.
    const fallbackData = primed[serialized] as typeof config.fallbackData;
    return useSWRNext(key, fetcher, { ...config, fallbackData, revalidateOnMount: false });
  };
}
