import { describe, expect, it, vi } from 'vitest';
import { openDesRsaEnvelope } from './crypto/envelope.ts';
import { endpoints } from './endpoints/index.ts';
import { clientWith, jsonResponse, okStatus } from './transport-test-support.ts';

describe('platform transport: requests', () => {
  it('sends the platform headers and unwraps the envelope', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, value: okStatus }));
    const status = await clientWith(fetchImpl, { token: () => 'tok' }).call(endpoints.systemStatus, {
      url: 'brand.example',
    });
    expect(status.info.location?.ip).toBe('127.0.0.1');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/wps/system/status?url=brand.example');
    expect(init?.headers).toMatchObject({ Merchant: 'AURORA', Device: 'web', Language: 'EN', Authorization: 'tok' });
  });

  it('prefixes the configured base URL and fills request defaults into the query', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ success: true, value: { games: [], totalPages: 0 } }),
    );
    await clientWith(fetchImpl, { baseUrl: 'https://platform.example', token: () => 'tok' }).call(endpoints.gameList, {
      gameType: 'RNG',
      vassalage: 'PG',
    });
    const url = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(url.origin).toBe('https://platform.example');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '1',
      pageSize: '12',
    });
  });

  it('sends form-encoded bodies where the platform wants them', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, value: null }));
    await clientWith(fetchImpl).call(endpoints.forgotPasswordByEmail, { username: 'ana', email: 'ana@example.com' });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe('username=ana&email=ana%40example.com');
  });

  it('adds the fixed headers an endpoint declares', async () => {
    const key = {
      n: 'b8a2f34e3572e0ce67d6b5333b957f917055aec8533661b39df408a4957a68181563415d8a8083da386150a9a7519f8e82f5b33e808a43ee8d6afce701573a39',
    };
    const fetchImpl = vi.fn<typeof fetch>(async (url) =>
      String(url).startsWith('/wps/session/key/rsa')
        ? jsonResponse({ success: true, value: key.n })
        : jsonResponse({ success: true, value: { token: 'trial' } }),
    );
    await clientWith(fetchImpl).call(endpoints.freePlay, { loginDeviceId: 'device-1' });
    expect(fetchImpl.mock.calls[1]![1]?.headers).toMatchObject({ Os: 'WEB', Platform: 'W', 'Gateway-Version': '3' });
  });
});

describe('platform transport: the encrypted envelope', () => {
  const privateKey = {
    modulusHex:
      'b8a2f34e3572e0ce67d6b5333b957f917055aec8533661b39df408a4957a68181563415d8a8083da386150a9a7519f8e82f5b33e808a43ee8d6afce701573a39',
    privateExponentHex:
      '3a6d7e771a5cdf1d122914b040c3bf59c3e5a968c544694890cc7fcbad6dcdf07f3b27ba44034cd86cc3c148f0edecd52f065357220ac9d7c8295de5df245501',
  };

  function platformWithKey(opened: unknown[], rejectFirst = false) {
    let keyRequests = 0;
    let rejected = !rejectFirst;
    return vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).startsWith('/wps/session/key/rsa')) {
        keyRequests++;
        return jsonResponse({ success: true, value: privateKey.modulusHex });
      }
      if (!rejected) {
        rejected = true;
        return jsonResponse({ success: false, code: 'ENVELOPE_REJECTED', message: 'Key expired' });
      }
      const { value } = JSON.parse(String(init?.body)) as { value: string };
      const headers = init?.headers as Record<string, string>;
      opened.push(JSON.parse(openDesRsaEnvelope(value, headers.Encryption!, privateKey)));
      return jsonResponse({ success: true, value: { token: `t${keyRequests}`, firstTimeLogin: false } });
    });
  }

  it('fetches the key once and sends {"value": D} with Encryption: R that the key pair opens', async () => {
    const opened: unknown[] = [];
    const fetchImpl = platformWithKey(opened);
    const client = clientWith(fetchImpl);
    const credentials = { type: 'username', username: 'demo', password: 'Demo1234', loginDeviceId: 'd1' } as const;
    const session = await client.call(endpoints.login, credentials);
    await client.call(endpoints.login, credentials);
    expect(session).toEqual({ token: 't1', firstTimeLogin: false, passwordExpired: false });
    expect(opened).toEqual([credentials, credentials]);
    expect(fetchImpl.mock.calls.filter(([url]) => String(url).startsWith('/wps/session/key/rsa'))).toHaveLength(1);
    const body = JSON.parse(String(fetchImpl.mock.calls[1]![1]?.body)) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['value']);
  });

  it('fetches a fresh key and resends once when the platform cannot open the envelope', async () => {
    const opened: unknown[] = [];
    const fetchImpl = platformWithKey(opened, true);
    const session = await clientWith(fetchImpl).call(endpoints.freePlay, { loginDeviceId: 'd1' });
    expect(session.token).toBe('t2');
    expect(opened).toEqual([{ loginDeviceId: 'd1' }]);
  });
});
