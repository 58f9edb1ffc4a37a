import { describe, expect, it, vi } from 'vitest';
import { endpoints } from './endpoints/index.ts';
import { PlatformError } from './errors.ts';
import { clientWith, jsonResponse, okStatus } from './transport-test-support.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a failure')).catch((e: unknown) => e);

/** A fetch that waits for its abort signal, as a platform that never answers would. */
const hangingFetch = vi.fn<typeof fetch>(
  (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }),
);

describe('platform transport: typed errors', () => {
  it('turns success:false into a server error carrying the message and value', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ success: false, message: 'busy', value: { captcha: true } }),
    );
    const error = await failure(clientWith(fetchImpl).call(endpoints.systemStatus, { url: 'x' }));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'server', serverMessage: 'busy', i18nKey: 'errors.server' });
    expect((error as PlatformError).serverValue).toEqual({ captcha: true });
  });

  it.each([
    ['TOO_MANY_REQUESTS', 'too-many-requests', 'errors.too_many_requests'],
    ['MAINTENANCE', 'maintenance', 'errors.maintenance'],
    ['REGION_BLOCKED', 'region-blocked', 'errors.region_blocked'],
    ['INVALID_VERIFICATION_CODE', 'invalid-verification-code', 'errors.invalid_verification_code'],
    ['VERIFICATION_CODE_EXPIRED', 'verification-code-expired', 'errors.verification_code_expired'],
    ['INVALID_INVITATION_CODE', 'invalid-invitation-code', 'errors.invalid_invitation_code'],
    ['NOT_AGENT', 'not-agent', 'errors.not_agent'],
    ['SOMETHING_NEW', 'server', 'errors.server'],
  ])('maps the platform code %s to %s', async (code, kind, i18nKey) => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: false, code, message: 'no' }));
    const error = await failure(clientWith(fetchImpl).call(endpoints.countries, {}));
    expect(error).toMatchObject({ kind, i18nKey, code, serverMessage: 'no' });
  });

  it.each([
    [429, 'too-many-requests'],
    [451, 'region-blocked'],
    [403, 'operation-not-allowed'],
    [500, 'http'],
  ])('maps HTTP %i without a code to %s', async (status, kind) => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('<html>error</html>', { status }));
    await expect(clientWith(fetchImpl).call(endpoints.countries, {})).rejects.toMatchObject({ kind, status });
  });

  it('names the call and the field when the value does not match its schema', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, value: { maintenance: 'no' } }));
    const error = await failure(clientWith(fetchImpl).call(endpoints.systemStatus, { url: 'x' }));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/systemStatus: field maintenance/),
    });
  });

  it('reports a body that is not JSON as an invalid response', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{"success": tru', { status: 200 }));
    await expect(clientWith(fetchImpl).call(endpoints.countries, {})).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'countries: body is not JSON',
    });
  });

  it('refuses input its own request schema rejects, naming the field, before any request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const error = await failure(
      clientWith(fetchImpl, { token: () => 'tok' }).call(endpoints.transfer, { amount: -5, toUsername: 'up' }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', i18nKey: 'errors.invalid_request' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a token-required call without a token before any request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(clientWith(fetchImpl).call(endpoints.memberInfo, {})).rejects.toMatchObject({ kind: 'not-logged-in' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a call whose whitelabel module is off, once the brand says so', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, value: { token: 't' } }));
    const client = clientWith(fetchImpl, { features: () => new Set(['USERNAMEREG3']) });
    await expect(
      client.call(endpoints.smsLoginCode, { mobileNum: '9171234567', countryDialingCode: '63' }),
    ).rejects.toMatchObject({
      kind: 'feature-disabled',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('platform transport: network, timeouts and retries', () => {
  it('maps a failed fetch to a network error after bounded retries with backoff', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      clientWith(fetchImpl, { retries: 2 }).call(endpoints.systemStatus, { url: 'x' }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries an idempotent GET after a 503 and succeeds', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(jsonResponse({ success: true, value: okStatus }));
    const status = await clientWith(fetchImpl).call(endpoints.systemStatus, { url: 'x' });
    expect(status.maintenance).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never retries a call that changes state', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('', { status: 502 }));
    const client = clientWith(fetchImpl, { token: () => 'tok' });
    await expect(
      client.call(endpoints.withdraw, { amount: 10, payoutAccountId: 1, paymentPassword: '135790' }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(client.call(endpoints.dividendContract, { action: 'accept', contractId: 1 })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up with a timeout error when the platform does not answer in time, without retrying', async () => {
    hangingFetch.mockClear();
    const error = await failure(clientWith(hangingFetch, { timeoutMs: 30 }).call(endpoints.systemStatus, { url: 'x' }));
    expect(error).toMatchObject({ kind: 'timeout', i18nKey: 'errors.timeout' });
    expect(hangingFetch).toHaveBeenCalledTimes(1);
  });

  it('reports an abort by the caller as aborted, not as a timeout', async () => {
    const controller = new AbortController();
    const pending = clientWith(hangingFetch).call(endpoints.systemStatus, { url: 'x' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('platform transport: stale sessions', () => {
  it('asks a public call again as a guest once when the token is stale, and reports the expiry', async () => {
    const onSessionExpired = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) =>
      (init?.headers as Record<string, string>).Authorization
        ? jsonResponse({ success: false, code: 'NOT_LOGGED_IN', message: 'Session expired' }, 401)
        : jsonResponse({ success: true, value: [{ countryCode: 'PH', countryDialingCode: '63' }] }),
    );
    const countries = await clientWith(fetchImpl, { token: () => 'stale', onSessionExpired }).call(
      endpoints.countries,
      {},
    );
    expect(countries).toEqual([{ countryCode: 'PH', countryDialingCode: '63' }]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('fails a token-required call with not-logged-in when the token is stale', async () => {
    const onSessionExpired = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ success: false, code: 'NOT_LOGGED_IN', message: 'Session expired' }),
    );
    const error = await failure(
      clientWith(fetchImpl, { token: () => 'stale', onSessionExpired }).call(endpoints.balance, {}),
    );
    expect(error).toMatchObject({ kind: 'not-logged-in', i18nKey: 'errors.not_logged_in' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('sends a token given with the call instead of the session, and its refusal ends no session', async () => {
    const onSessionExpired = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ success: false, code: 'NOT_LOGGED_IN', message: 'Session expired' }),
    );
    const client = clientWith(fetchImpl, { token: () => null, onSessionExpired });
    const error = await failure(client.call(endpoints.balance, {}, { token: 'held-back' }));
    expect((fetchImpl.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe('held-back');
    expect(error).toMatchObject({ kind: 'not-logged-in' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
