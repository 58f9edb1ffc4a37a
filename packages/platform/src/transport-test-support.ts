// Fixtures shared by the transport tests: a JSON response, a client over a stub fetch, a normal status.
import { createPlatformClient, type PlatformClientOptions } from './transport.ts';

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function clientWith(
  fetchImpl: typeof fetch,
  extra: Partial<PlatformClientOptions> & { token?: () => string | null } = {},
) {
  return createPlatformClient({
    merchant: 'AURORA',
    language: () => 'EN',
    token: () => null,
    fetch: fetchImpl,
    retryDelayMs: 1,
    ...extra,
  });
}

export const okStatus = {
  maintenance: false,
  regionRestriction: false,
  info: { location: { ip: '127.0.0.1' }, imageCDNs: [] },
};
