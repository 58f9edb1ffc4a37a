import { afterEach, describe, expect, it, vi } from 'vitest';
import { packFetcher } from './fetch-pack.ts';

const loadPack = packFetcher('/assets/locales/', { vi: 'h4sh' });

afterEach(() => vi.unstubAllGlobals());

describe('packFetcher', () => {
  it("fetches a namespace from its language's hashed folder", async () => {
    const fetched = vi.fn(async () => Response.json({ search: 'Tìm trò chơi' }));
    vi.stubGlobal('fetch', fetched);
    await expect(loadPack('VI', 'lobby')).resolves.toEqual({ search: 'Tìm trò chơi' });
    expect(fetched).toHaveBeenCalledWith('/assets/locales/vi-h4sh/lobby.json');
  });

  it('has nothing for a language the build has no packs of, and asks for nothing', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    await expect(loadPack('XX', 'lobby')).resolves.toEqual({});
    expect(fetched).not.toHaveBeenCalled();
  });

  it('fails when the file cannot be fetched, so i18next asks again rather than keeping it empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(loadPack('VI', 'lobby')).rejects.toThrow('vi/lobby: HTTP 404');
  });
});
