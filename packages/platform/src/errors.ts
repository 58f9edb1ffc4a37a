/**
 * Every failure the client can report, each with the i18n key the site shows for it (spec §8).
 * Screens switch on `kind`, never on message text.
 */
export const platformErrorKeys = {
  /** The request never reached the platform, or the connection dropped. */
  network: 'errors.network',
  timeout: 'errors.timeout',
  aborted: 'errors.aborted',
  /** The platform refused with a message of its own (shown as sent, this key is the fallback). */
  server: 'errors.server',
  /** An HTTP status with no meaning of its own. */
  http: 'errors.unknown',
  /** 502/503/504: the platform or a gateway in front of it is not answering. */
  unavailable: 'errors.unavailable',
  'invalid-response': 'errors.invalid_response',
  /** The site tried to send something its own request schema rejects. */
  'invalid-request': 'errors.invalid_request',
  'not-logged-in': 'errors.not_logged_in',
  'too-many-requests': 'errors.too_many_requests',
  maintenance: 'errors.maintenance',
  'region-blocked': 'errors.region_blocked',
  'feature-disabled': 'errors.operation_not_allowed',
  'operation-not-allowed': 'errors.operation_not_allowed',
  'invalid-credentials': 'errors.invalid_credentials',
  'captcha-failed': 'errors.captcha_failed',
  'invalid-verification-code': 'errors.invalid_verification_code',
  'verification-code-expired': 'errors.verification_code_expired',
  'invalid-phone': 'errors.invalid_phone',
  'invalid-invitation-code': 'errors.invalid_invitation_code',
  'account-not-found': 'errors.account_not_found',
  'not-member': 'errors.not_member',
  'not-agent': 'errors.not_agent',
  'real-account-needed': 'errors.real_account_needed',
  'quota-exceeded': 'errors.quota_exceeded',
  'insufficient-funds': 'errors.insufficient_funds',
  'invalid-url': 'errors.invalid_url',
} as const;

export type PlatformErrorKind = keyof typeof platformErrorKeys;

/**
 * The codes a platform puts in `{ success: false, code }`, and the kind each one means. The sandbox
 * answers with these; a real platform's own codes can be added here as they become known.
 */
export const platformErrorCodes = {
  NOT_LOGGED_IN: 'not-logged-in',
  TOO_MANY_REQUESTS: 'too-many-requests',
  MAINTENANCE: 'maintenance',
  REGION_BLOCKED: 'region-blocked',
  FEATURE_DISABLED: 'feature-disabled',
  OPERATION_NOT_ALLOWED: 'operation-not-allowed',
  INVALID_CREDENTIALS: 'invalid-credentials',
  CAPTCHA_FAILED: 'captcha-failed',
  INVALID_VERIFICATION_CODE: 'invalid-verification-code',
  VERIFICATION_CODE_EXPIRED: 'verification-code-expired',
  INVALID_PHONE: 'invalid-phone',
  INVALID_INVITATION_CODE: 'invalid-invitation-code',
  ACCOUNT_NOT_FOUND: 'account-not-found',
  NOT_MEMBER: 'not-member',
  NOT_AGENT: 'not-agent',
  REAL_ACCOUNT_NEEDED: 'real-account-needed',
  QUOTA_EXCEEDED: 'quota-exceeded',
  INSUFFICIENT_FUNDS: 'insufficient-funds',
  INVALID_URL: 'invalid-url',
  /** Input the platform rejected; its message says which field and why. */
  INVALID_INPUT: 'server',
} as const satisfies Record<string, PlatformErrorKind>;

export type PlatformErrorCode = keyof typeof platformErrorCodes;

export function kindForCode(code: unknown): PlatformErrorKind | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(platformErrorCodes, code)) return undefined;
  return platformErrorCodes[code as PlatformErrorCode];
}

/** What an HTTP status alone says, when the body does not say more. */
export function kindForStatus(status: number): PlatformErrorKind {
  if (status === 401) return 'not-logged-in';
  if (status === 403) return 'operation-not-allowed';
  if (status === 429) return 'too-many-requests';
  if (status === 451) return 'region-blocked';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'http';
}

export interface PlatformErrorOptions {
  status?: number;
  serverMessage?: string;
  /** The platform's error code, when it sent one. */
  code?: string;
  /** The envelope's `value` on a refusal (a failed login can carry `{ captcha: true }`). */
  serverValue?: unknown;
  cause?: unknown;
}

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  /** The call that failed, e.g. `systemStatus`. */
  readonly call: string;
  readonly status: number | undefined;
  /** The platform's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly serverValue: unknown;

  constructor(kind: PlatformErrorKind, call: string, detail: string, options: PlatformErrorOptions = {}) {
    super(`${call}: ${detail}`, { cause: options.cause });
    this.kind = kind;
    this.call = call;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.code = options.code;
    this.serverValue = options.serverValue;
  }

  get i18nKey(): string {
    return platformErrorKeys[this.kind];
  }

  /** Whether trying the same call again later can help (the retry button of an error state). */
  get retryable(): boolean {
    return ['network', 'timeout', 'unavailable', 'too-many-requests'].includes(this.kind);
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}
