import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkUrlOf,
  describeChunkFailure,
  reloadForNewRelease,
  reloadGraceMs,
  reloadOnMissingChunks,
  reloadStampKey,
  reloadWindowMs,
  retryableImport,
} from './chunk-load.ts';

const chunk = 'http://localhost/assets/vip-screen-Abc123.js';
const importFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

/** The server's answer to the check of a failed chunk; `null`: the network is down. */
function serverAnswers(status: number | null, contentType = 'text/javascript') {
  const fetch = vi.fn(() =>
    status === null
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status, headers: { 'content-type': contentType } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...location, reload });
  return reload;
}

/** Each test starts as a fresh page would: no reload asked for, none remembered. */
let clock = Date.now();
beforeEach(() => {
  clock += reloadWindowMs + reloadGraceMs;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('describeChunkFailure', () => {
  it('reads the chunk the browser names', () => {
    expect(chunkUrlOf(importFailure())).toBe(chunk);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('calls a chunk the server no longer has missing: a new release', async () => {
    const fetch = serverAnswers(404);
    const failure = await describeChunkFailure(importFailure());
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ kind: 'missing', url: chunk, message: 'Loading chunk failed (missing)' });
    expect(fetch).toHaveBeenCalledWith(chunk, expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  });

  it('calls it missing too where the host answers every path with the app page', async () => {
    serverAnswers(200, 'text/html; charset=utf-8');
    expect(await describeChunkFailure(importFailure())).toMatchObject({ kind: 'missing' });
  });

  it('calls it offline when the check cannot reach the server either', async () => {
    serverAnswers(null);
    expect(await describeChunkFailure(importFailure())).toMatchObject({ kind: 'offline' });
  });

  it('calls it offline without asking when the browser knows it is offline', async () => {
    const fetch = serverAnswers(404);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await describeChunkFailure(importFailure())).toMatchObject({ kind: 'offline' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls it an error when the chunk is there, or when the browser named none', async () => {
    serverAnswers(200);
    expect(await describeChunkFailure(importFailure())).toMatchObject({ kind: 'error' });
    expect(await describeChunkFailure(new TypeError('Importing a module script failed.'))).toMatchObject({
      kind: 'error',
      url: undefined,
    });
  });
});

describe('reloadForNewRelease', () => {
  it('reloads once, remembering when in the session', () => {
    const reload = stubReload();
    expect(reloadForNewRelease()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(reloadStampKey)).toBe(String(Date.now()));
  });

  it('does not reload again on the reloaded page while the reload is recent', () => {
    const reload = stubReload();
    sessionStorage.setItem(reloadStampKey, String(Date.now() - 2_000));
    expect(reloadForNewRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later release', () => {
    const reload = stubReload();
    sessionStorage.setItem(reloadStampKey, String(Date.now() - reloadWindowMs - 1));
    expect(reloadForNewRelease()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks once while the page reloads, and lets a called-off reload show the Retry', () => {
    const reload = stubReload();
    expect(reloadForNewRelease()).toBe(true);
    // Another part's chunk fails as the page unloads: it waits too.
    expect(reloadForNewRelease(Date.now() + 100)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    // Still here after the grace: the reload was called off, and the window keeps it from repeating.
    expect(reloadForNewRelease(Date.now() + reloadGraceMs)).toBe(false);
  });

  it('does not reload where the session cannot remember it', () => {
    const reload = stubReload();
    const refused = () => {
      throw new DOMException('The storage is blocked', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refused, setItem: refused });
    expect(reloadForNewRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('retryableImport', () => {
  it('loads once at a time, and loads anew after a failure', async () => {
    serverAnswers(null);
    const module = { default: 'the part' };
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new TypeError('Load failed'));
    load.mockResolvedValue(module);
    const chunkOf = retryableImport(load);
    const [first, second] = [chunkOf(), chunkOf()];
    await expect(first).rejects.toMatchObject({ kind: 'error' });
    await expect(second).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledOnce();
    await expect(chunkOf()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the spec’s timeout when the chunk has not arrived in time', async () => {
    const chunkOf = retryableImport(() => new Promise<never>(() => undefined), 20);
    await expect(chunkOf()).rejects.toMatchObject({ kind: 'timeout', message: 'Loading chunk failed (timeout)' });
  });
});

describe('reloadOnMissingChunks', () => {
  const announce = (payload: unknown) => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown };
    event.payload = payload;
    window.dispatchEvent(event);
    return event;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  beforeAll(() => reloadOnMissingChunks());

  it('reloads once when a chunk the page imported outside any part is missing', async () => {
    serverAnswers(404);
    const reload = stubReload();
    const event = announce(importFailure());
    // The failure still reaches the code that imported it.
    expect(event.defaultPrevented).toBe(false);
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a part’s chunk to its boundary', async () => {
    serverAnswers(404);
    const reload = stubReload();
    const failure = importFailure();
    const chunkOf = retryableImport(() => {
      announce(failure);
      return Promise.reject(failure);
    });
    await expect(chunkOf()).rejects.toMatchObject({ kind: 'missing' });
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});
