import { useTranslation } from 'react-i18next';

/**
 * The UI language code (EN, TY…). Screens put it in their SWR keys: the platform answers in the
 * language of the request, so a language change must load the content again.
 */
export function useLanguage(): string {
  return useTranslation().i18n.language;
}
