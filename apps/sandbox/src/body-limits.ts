/**
 * Body limits for every route (hono/body-limit): a request over its limit is answered 413 with the
 * envelope before any of it is parsed. A body sent without a length is counted as it streams and
 * cut off at the limit, so a slow or endless upload costs no more than the limit.
 */
import { endpoints, type Endpoint } from '@lobbykit/platform';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SandboxEnv } from './context.ts';
import { refuse } from './envelope.ts';
import { MAX_PROOF_BYTES, MAX_PROOF_IMAGES } from './services/proof-images.ts';
import { languageOf, say } from './texts.ts';

/** Every call but the uploads, the admin calls and the pages' forms: JSON of a few fields. */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** Three proof images of 5 MB each as base64 data URLs (4 characters per 3 bytes), plus the rest. */
export const UPLOAD_BODY_LIMIT = MAX_PROOF_IMAGES * Math.ceil(MAX_PROOF_BYTES / 3) * 4 + SMALL_BODY_LIMIT;

/** The calls that carry images: every row of the endpoint table with an `…images` field. */
function carriesImages(endpoint: Endpoint): boolean {
  const def = (endpoint.request as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def;
  return Object.keys(def.shape ?? {}).some((field) => /images$/i.test(field));
}

export const uploadPaths: ReadonlySet<string> = new Set(
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.method !== 'GET' && carriesImages(endpoint))
    .map((endpoint) => endpoint.path),
);

export function bodyLimits(): MiddlewareHandler<SandboxEnv> {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        refuse(
          c,
          {
            code: 'INVALID_INPUT',
            message: say(languageOf(c.req.header('Language')), 'body_too_large', {
              max: `${Math.round(maxSize / 1024)} KB`,
            }),
          },
          413,
        ),
    });
  const small = limit(SMALL_BODY_LIMIT);
  const upload = limit(UPLOAD_BODY_LIMIT);
  return (c, next) => (uploadPaths.has(c.req.path) ? upload(c, next) : small(c, next));
}
