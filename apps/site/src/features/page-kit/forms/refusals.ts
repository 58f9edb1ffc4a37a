import { isPlatformError, type PlatformErrorKind } from '@lobbykit/platform';
import type { TFunction } from 'i18next';
import { describeError } from '../describe-error.ts';

/** Where a refusal is shown: at a field of the form, or (null) as the form's alert. */
export interface PlacedRefusal<Name extends string> {
  field: Name | null;
  message: string;
  /** The call failed on the way (the network, a platform not answering): sending again can work. */
  retry?: boolean;
}

/** Failures of the connection or the platform rather than refusals of what was sent. */
const passingFailures: ReadonlySet<PlatformErrorKind> = new Set<PlatformErrorKind>([
  'network',
  'timeout',
  'aborted',
  'unavailable',
  'http',
  'invalid-response',
]);

/** Whether sending the same again soon can succeed (too many requests says its own wait). */
export function worthRetrying(error: unknown): boolean {
  return !isPlatformError(error) || passingFailures.has(error.kind);
}

/**
 * For one kind of refusal: the field it is about, and the words for it when the page knows better
 * than a generic message (`key` in the page's namespace, or in `ns`).
 */
export type RefusalPlaces<Name extends string> = Partial<
  Record<PlatformErrorKind, { field: Name; key?: string; ns?: string }>
>;

/**
 * Puts a failed change where the member looks for it: a wrong password at the password field, a
 * wrong code at the code field, a taken number at the number field; anything else (a trial
 * account, too many requests, the network) as the form's alert. The message is the page's own
 * text when it has one for the kind, otherwise the platform's message in the member's language, or
 * the error catalogue's.
 */
export function placeRefusal<Name extends string>(
  error: unknown,
  places: RefusalPlaces<Name>,
  t: TFunction,
): PlacedRefusal<Name> {
  const place = isPlatformError(error) ? places[error.kind] : undefined;
  if (!place) return { field: null, message: describeError(error, t), retry: worthRetrying(error) };
  return { field: place.field, message: place.key ? t(place.key, { ns: place.ns }) : describeError(error, t) };
}

/** The code refusals every binding form shows at its code field (spec §8: invalid, expired). */
export const codeRefusals = {
  'invalid-verification-code': { field: 'verificationCode', key: 'errors.invalid_verification_code', ns: 'common' },
  'verification-code-expired': { field: 'verificationCode', key: 'errors.verification_code_expired', ns: 'common' },
} as const satisfies RefusalPlaces<'verificationCode'>;
