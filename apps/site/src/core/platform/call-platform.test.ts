import { gameEndpoints } from '@lobbykit/platform/endpoints/games';
import { memberEndpoints } from '@lobbykit/platform/endpoints/member';
import { systemEndpoints } from '@lobbykit/platform/endpoints/system';
import { walletEndpoints } from '@lobbykit/platform/endpoints/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakePlatform } from '../testing/fake-platform.ts';
import { callPlatform, injectPlatform } from './call-platform.ts';

afterEach(() => injectPlatform(null));

describe('callPlatform', () => {
  it.each([
    ['system', 'systemStatus', systemEndpoints.systemStatus, { url: 'aurora.example' }],
    ['games', 'vendors', gameEndpoints.vendors, { language: 'EN' }],
    ['member', 'memberInfo', memberEndpoints.memberInfo, {}],
    ['wallet', 'balance', walletEndpoints.balance, {}],
  ] as const)('sends %s.%s with the endpoint of that table', async (area, name, endpoint, input) => {
    const platform = installFakePlatform();
    platform.call.mockResolvedValue({ ok: true });
    const signal = new AbortController().signal;
    // @ts-expect-error the table and name are checked per call site; the test walks several.
    await expect(callPlatform(area, name, input, { signal })).resolves.toEqual({ ok: true });
    expect(platform.call).toHaveBeenCalledExactlyOnceWith(endpoint, input, { signal });
  });

  it('passes a failure through unchanged, for the screen to show', async () => {
    const failure = new Error('network');
    installFakePlatform().call.mockRejectedValueOnce(failure);
    await expect(
      callPlatform('games', 'winnerBoard', { gameCategory: 'ALL', limitNum: 20, language: 'EN' }),
    ).rejects.toBe(failure);
  });

  it('sends at once, in the same task, once its table has arrived', async () => {
    const platform = installFakePlatform({ balance: { sumBalance: 1 } });
    await callPlatform('wallet', 'balance', {});
    platform.call.mockClear();
    void callPlatform('wallet', 'balance', {});
    expect(platform.call).toHaveBeenCalledTimes(1);
  });

  it('reaches the real client when nothing is injected', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, value: [{ countryCode: 'PH', countryDialingCode: '63' }] })),
      );
    await expect(callPlatform('system', 'countries', {})).resolves.toEqual([
      { countryCode: 'PH', countryDialingCode: '63' },
    ]);
    expect(String(fetch.mock.calls[0]![0])).toContain(systemEndpoints.countries.path);
    fetch.mockRestore();
  });
});
