import type { PlatformErrorCode } from '@lobbykit/platform';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TextKey } from './texts.ts';

/** The platform's `{ success, value, message }` envelope. */
export function ok(c: Context, value: unknown) {
  return c.json({ success: true, value: value ?? null });
}

/** The platform's codes, plus the envelope's own and the game service's numeric `#727 system busy`. */
export type RefusalCode = PlatformErrorCode | 'ENVELOPE_REJECTED' | '727';

export interface RefusalOptions {
  /** HTTP status; 200 unless the refusal is about the request itself (401, 400). */
  status?: ContentfulStatusCode;
  params?: Record<string, string | number>;
  /** A value the client may read on failure (a failed login's `{ captcha: true }`). */
  value?: unknown;
}

/** Thrown by a handler to refuse with a code and a message in the caller's language. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    readonly text: TextKey,
    readonly options: RefusalOptions = {},
  ) {
    super(`${code}: ${text}`);
  }
}

export function refuse(
  c: Context,
  body: { code?: RefusalCode; message: string; value?: unknown },
  status: ContentfulStatusCode = 200,
) {
  return c.json({ success: false, ...body }, status);
}
