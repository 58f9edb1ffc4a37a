/**
 * Loading the site's code chunks, and what a failed load means (spec §4: a chunk that has not
 * arrived after 120 s counts as failed; §8: "Loading chunk failed", missing, timeout or error).
 *
 * - **missing**: the server answered that the file is gone (404, 410, or a page instead of a
 *   script). Hashed chunks vanish when a new release is deployed while the page is open: the page
 *   reloads once, onto the new release.
 * - **offline**: the file could not be reached (no network, or the check itself failed). Reloading
 *   would only show the browser's own error page: the player gets a Retry.
 * - **timeout**: spec §4's 120 s passed: a Retry, with the spec's "page load timed out" message.
 * - **error**: the file is there but did not load or run: a Retry, and a Reload beside it.
 */

import { reportClientError } from './error-reports.ts';

/** Spec §4: a section's chunk that has not arrived after 120 s counts as failed. */
export const sectionTimeoutMs = 120_000;

export type ChunkFailureKind = 'missing' | 'offline' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: ChunkFailureKind,
    /** The chunk's address, when the browser named it. */
    readonly url: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk failed (${kind})`, options);
  }
}

/** The address a failed `import()` names: "Failed to fetch dynamically imported module: <url>". */
export function chunkUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /https?:\/\/[^\s'"]+/.exec(message)?.[0];
}

/** How long the check of a failed chunk may take before the network counts as down. */
const probeTimeoutMs = 10_000;

/** Asks the server whether the chunk is still there, to tell a new release from a lost network. */
async function probe(url: string): Promise<ChunkFailureKind> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    // A host that answers every path with the app's page (a history-mode fallback) says "missing" so.
    const page = response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
    return response.status === 404 || response.status === 410 || page ? 'missing' : 'error';
  } catch {
    return 'offline';
  }
}

/** Names what went wrong with a failed import (see the kinds above). */
export async function describeChunkFailure(error: unknown): Promise<ChunkLoadError> {
  if (error instanceof ChunkLoadError) return error;
  const url = chunkUrlOf(error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const kind = offline ? 'offline' : url ? await probe(url) : 'error';
  const failure = new ChunkLoadError(kind, url, { cause: error });
  // The page shows a Retry or reloads; the operator still hears of it (a bad release, a CDN gap).
  reportClientError('chunk', failure);
  return failure;
}

/** Where the time of the last reload for a new release is kept, for the browser tab's session. */
export const reloadStampKey = 'lobbykit:chunk-reload';
/** Within this time of a reload for a missing chunk, another missing chunk shows a Retry instead. */
export const reloadWindowMs = 5 * 60_000;
/**
 * How long a page that asked to reload waits for it. A reload can be called off (the game screen
 * asks before the player leaves it): the part then shows its Retry after all.
 */
export const reloadGraceMs = 10_000;

let reloadingUntil = 0;

/**
 * Reloads the page onto the new release, once: the time is kept in sessionStorage, and a chunk
 * still missing within `reloadWindowMs` of that reload is left to the Retry, so the page can never
 * reload in a loop. True when the page is reloading: the caller waits `reloadGraceMs` for it.
 */
export function reloadForNewRelease(now = Date.now()): boolean {
  if (now < reloadingUntil) return true;
  try {
    const last = Number(sessionStorage.getItem(reloadStampKey));
    if (last && now - last >= 0 && now - last < reloadWindowMs) return false;
    sessionStorage.setItem(reloadStampKey, String(now));
  } catch {
    // Storage refused: without the stamp a reload could repeat, so there is none.
    return false;
  }
  reloadingUntil = now + reloadGraceMs;
  location.reload();
  return true;
}

/** Failures that a lazy part handles itself, so the window-wide watcher leaves them alone. */
const claimed = new WeakSet<object>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', undefined)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The same file under a new address: the browser keeps a failed module for good under its own. */
function importAgain<M>(url: string, attempt: number): Promise<M> {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return import(/* @vite-ignore */ fresh.href) as Promise<M>;
}

/**
 * A chunk's import that can be tried again. One load at a time; a failure is described (see the
 * kinds above) and forgotten, so the next call loads anew. Chromium keeps a failed module in its
 * module map for the page's life (browsers are moving off that: whatwg/html#10327), so a retry of
 * a chunk the browser named imports that file again under a `?retry=n` address: `load` must be a
 * bare `import()`, and the caller finds what it wants among the file's exports (lazy-parts.tsx).
 */
export function retryableImport<M>(load: () => Promise<M>, timeoutMs = sectionTimeoutMs): () => Promise<M> {
  let pending: Promise<M> | undefined;
  let failedUrl: string | undefined;
  let attempts = 0;
  return () =>
    (pending ??= withTimeout(failedUrl ? importAgain<M>(failedUrl, ++attempts) : load(), timeoutMs).catch(
      async (error: unknown) => {
        if (typeof error === 'object' && error) claimed.add(error);
        pending = undefined;
        const failure = await describeChunkFailure(error);
        failedUrl = failure.url ?? failedUrl;
        throw failure;
      },
    ));
}

/**
 * Chunks the page imports outside any lazy part (translations, the platform's endpoint tables)
 * fail without a boundary to show it. Vite announces each failed import on `window`
 * (`vite:preloadError`): one that is missing means a new release, and the page reloads once onto
 * it. The failure still reaches its caller, which shows its own error; parts' chunks are left to
 * their boundaries, which reload only when the part is needed, not when it was merely preloaded.
 */
export function reloadOnMissingChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    const error = event.payload;
    // After the import's own handlers: a lazy part's load has claimed its failure by then.
    setTimeout(() => {
      if (typeof error === 'object' && error && claimed.has(error)) return;
      void describeChunkFailure(error).then((failure) => {
        if (failure.kind === 'missing') reloadForNewRelease();
      });
    });
  });
}
