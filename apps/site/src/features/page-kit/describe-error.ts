import { isPlatformError } from '@lobbykit/platform';
import type { TFunction } from 'i18next';

/**
 * What went wrong, in the reader's language: the platform's own message when it refused with one
 * (it is already translated), otherwise the error catalogue's text for the kind of failure.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (isPlatformError(error)) return error.serverMessage || t(error.i18nKey, { ns: 'common' });
  return t('errors.unknown', { ns: 'common' });
}
