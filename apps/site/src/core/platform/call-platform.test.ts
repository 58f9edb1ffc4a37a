import { gameEndpoints } from '@lobbykit/platform/endpoints/games';
import { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callPlatform } from './call-platform.ts';
import { platform } from './client.ts';

vi.mock('./client.ts', () => ({ platform: { call: vi.fn(async () => ({ ok: true })) } }));
const call = vi.mocked(platform.call);

describe('callPlatform', () => {
  beforeEach(() => call.mockClear());

  it.each([
    ['system', 'systemStatus', systemEndpoints.systemStatus, { url: 'aurora.example' }],
    ['games', 'vendors', gameEndpoints.vendors, { language: 'EN' }],
    ['member', 'memberInfo', memberEndpoints.memberInfo, {}],
    ['wallet', 'balance', walletEndpoints.balance, {}],
  ] as const)(
    'sends %s.%s through the site client with the endpoint of that table',
    async (area, name, endpoint, input) => {
      const signal = new AbortController().signal;
      // @ts-expect-error the table and name are checked per call site; the test walks several.
      await expect(callPlatform(area, name, input, { signal })).resolves.toEqual({ ok: true });
      expect(call).toHaveBeenCalledExactlyOnceWith(endpoint, input, { signal });
    },
  );

  it('passes a failure through unchanged, for the screen to show', async () => {
    const failure = new Error('network');
    call.mockRejectedValueOnce(failure);
    await expect(
      callPlatform('games', 'winnerBoard', { gameCategory: 'ALL', limitNum: 20, language: 'EN' }),
    ).rejects.toBe(failure);
  });
});
