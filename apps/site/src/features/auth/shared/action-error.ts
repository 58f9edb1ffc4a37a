import { isPlatformError } from '@lobbykit/platform';

/**
 * The spec §8 message for a failed action: the server's own message when it sent one (it is in
 * the player's language, from the `Language` header), otherwise the catalogue text for the
 * failure's kind. `translateCommon` looks a `common` key up (`errors.network`…).
 */
export function actionErrorMessage(error: unknown, translateCommon: (key: string) => string): string {
  if (isPlatformError(error)) return error.serverMessage?.trim() || translateCommon(error.i18nKey);
  return translateCommon('errors.unknown');
}
