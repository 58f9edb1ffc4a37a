import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguageCode, languages, type LanguageCode } from '../../app/languages.ts';

/** The UI language now shown: its platform code (the SWR keys of translated content) and BCP 47 tag. */
export function useLanguage(): { code: LanguageCode; tag: string } {
  const { i18n } = useTranslation();
  const code = isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
  return { code, tag: languages[code].tag };
}
