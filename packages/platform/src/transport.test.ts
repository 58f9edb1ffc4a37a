import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { endpoints } from './endpoints.ts';
import { PlatformError } from './errors.ts';
import { createPlatformClient } from './transport.ts';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(fetchImpl: typeof fetch, token: string | null = null) {
  return createPlatformClient({ merchant: 'AURORA', language: () => 'EN', token: () => token, fetch: fetchImpl });
}

const okStatus = {
  maintenance: false,
  regionRestriction: false,
  info: { location: { ip: '127.0.0.1' }, imageCDNs: [] },
};

describe('platform transport', () => {
  it('sends the platform headers and unwraps the envelope', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, value: okStatus }));
    const status = await clientWith(fetchImpl, 'tok').call(endpoints.systemStatus, { url: 'brand.example' });
    expect(status.info.location?.ip).toBe('127.0.0.1');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/wps/system/status?url=brand.example');
    expect(init?.headers).toMatchObject({ Merchant: 'AURORA', Device: 'web', Language: 'EN', Authorization: 'tok' });
  });

  it('turns success:false into a server error carrying the message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: false, message: 'busy' }));
    const error = await clientWith(fetchImpl)
      .call(endpoints.systemStatus, { url: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'server', serverMessage: 'busy', i18nKey: 'errors.server' });
  });

  it('names the call and the field when the value does not match its schema', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, value: { maintenance: 'no' } }));
    const error = await clientWith(fetchImpl)
      .call(endpoints.systemStatus, { url: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/systemStatus: field maintenance/),
    });
  });

  it('maps a failed fetch to a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(clientWith(fetchImpl).call(endpoints.systemStatus, { url: 'x' })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('refuses a token-required call without a token before any request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const guarded = {
      ...endpoints.systemStatus,
      name: 'memberInfo',
      token: true,
      request: z.object({ url: z.string() }),
    };
    await expect(clientWith(fetchImpl).call(guarded, { url: 'x' })).rejects.toMatchObject({ kind: 'not-logged-in' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
