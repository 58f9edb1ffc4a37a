import { changeLanguage } from '../../../core/i18n/i18n.ts';
import { languages, isLanguageCode, type LanguageCode } from '../../../core/i18n/languages.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { sessionStore } from '../../../core/session.ts';

export interface LanguageOption {
  code: LanguageCode;
  /**
   * What the language menu shows and uses as each item's lang attribute: the language of its BCP
   * 47 tag (FIL for TY, ZH for CN, since platform codes are not all language codes), with the
   * script too where two offered languages share a language (ZH-HANS, ZH-HANT).
   */
  menuCode: string;
  /** The language's own name. */
  label: string;
}

/** The brand's languages that the site knows, in the brand's order, each named in its own language. */
export function languageOptions(brandLanguages: readonly string[]): LanguageOption[] {
  const codes = brandLanguages.filter(isLanguageCode);
  const language = (code: LanguageCode) => languages[code].tag.split('-')[0]!;
  return codes.map((code) => {
    const shared = codes.some((other) => other !== code && language(other) === language(code));
    const menuCode = (shared ? languages[code].tag : language(code)).toUpperCase();
    return { code, menuCode, label: languages[code].label };
  });
}

/**
 * Spec §1: the language is stored on this device and, for a signed-in member, saved to the
 * account. The account copy is a convenience: if saving it fails the switch has still happened,
 * so the failure is not put in front of the player.
 */
export async function switchLanguage(code: LanguageCode) {
  await changeLanguage(code);
  if (!sessionStore.get().token) return;
  try {
    await callPlatform('member', 'updateLanguage', { language: code });
  } catch {
    // The next switch or sign-in tries again; the page already speaks the new language.
  }
}
