import { unstable_serialize, type Middleware } from 'swr';
import { useServerDataWanted } from '../core/server-data.ts';
import type { PrimedData } from '../core/primed-data.ts';

/**
 * A page is drawn in passes: each pass records which SWR keys the drawn components ask for and
 * have no answer yet, the server fetches them all at once, and the next pass draws with the
 * answers (which can reveal more components, hence more than one pass). Keys inside a route whose
 * row says `serverData: false` are not recorded: that screen fetches in the browser.
 */
const maxPasses = 3;

/** Records each SWR key a pass asks for that has no answer yet, with the fetcher that answers it. */
function dataRecorder(tried: ReadonlySet<string>, wanted: Map<string, () => Promise<unknown>>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    // A hook of the context it runs in: the middleware runs inside the component's useSWR call.
    const serverDataWanted = useServerDataWanted();
    const serialized = unstable_serialize(key);
    if (serverDataWanted && serialized && fetcher && !tried.has(serialized) && !wanted.has(serialized)) {
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

/**
 * Fills `primed` with the answers the page needs, drawing it with `draw` as often as it takes
 * (at most three passes, within `budgetMs`). Returns the keys that did not answer in time: they are
 * left to the browser, which shows its loading or error state with a retry. Once `signal` aborts
 * (the visitor has gone), no further pass is drawn and the abort reason is thrown.
 */
export async function fetchPageData(
  draw: (use: Middleware[]) => Promise<unknown>,
  primed: PrimedData,
  budgetMs: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const deadline = Date.now() + budgetMs;
  const tried = new Set<string>();
  const late: string[] = [];
  for (let pass = 0; pass < maxPasses; pass++) {
    signal?.throwIfAborted();
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
          if (error instanceof DataTimeout) late.push(key);
        }
      }),
    );
  }
  signal?.throwIfAborted();
  return late;
}
