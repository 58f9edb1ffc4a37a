/**
 * Every failure the client can report, each with the i18n key the site shows for it
 * (spec §8). Screens switch on `kind`, never on message text.
 */
export const platformErrorKeys = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  server: 'errors.server',
  http: 'errors.unknown',
  'invalid-response': 'errors.invalid_response',
  'not-logged-in': 'errors.not_logged_in',
  aborted: 'errors.aborted',
} as const;

export type PlatformErrorKind = keyof typeof platformErrorKeys;

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  /** The call that failed, e.g. `systemStatus`. */
  readonly call: string;
  readonly status: number | undefined;
  /** The platform's own message, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: PlatformErrorKind,
    call: string,
    detail: string,
    options: { status?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(`${call}: ${detail}`, { cause: options.cause });
    this.kind = kind;
    this.call = call;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
  }

  get i18nKey(): string {
    return platformErrorKeys[this.kind];
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}
