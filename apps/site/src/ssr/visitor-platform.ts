import { createPlatformClient } from '@lobbykit/platform';
import { brandProfile } from '@lobbykit/theme/brand-profiles';
// The same address policy as the browser's client, so a page is drawn as the browser would draw it.
import '../core/platform/url-policy.ts';

/**
 * A platform client for one visitor: no token (the server never sees one), their address
 * forwarded so the platform answers for their region, no retries (a slow answer is left to the
 * browser, see data-passes.ts).
 */
export function visitorPlatform(
  brand: string,
  platformUrl: string,
  visitorAddress: string | null,
  language: string,
  signal?: AbortSignal,
) {
  return createPlatformClient({
    baseUrl: platformUrl,
    merchant: brandProfile(brand).merchantCode,
    language: () => language,
    token: () => null,
    retries: 0,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (visitorAddress) headers.set('X-Forwarded-For', visitorAddress);
      // A visitor who has gone needs no more answers: their page's calls stop with the render.
      return fetch(input, { ...init, headers, signal: combined(init?.signal, signal) });
    },
  });
}

function combined(own: AbortSignal | null | undefined, render: AbortSignal | undefined) {
  if (!own) return render;
  return render ? AbortSignal.any([own, render]) : own;
}
