import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguageCode, languages, type LanguageCode } from './languages.ts';

/**
 * The UI language now shown: its platform code and its BCP 47 tag. Screens put the code in their
 * SWR keys: the platform answers in the language of the request, so a language change must load
 * the content again.
 */
export function useLanguage(): { code: LanguageCode; tag: string } {
  const { i18n } = useTranslation();
  const code = isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
  return { code, tag: languages[code].tag };
}
