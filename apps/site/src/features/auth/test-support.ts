import auth from '@locales/en/auth.json';
import common from '@locales/en/common.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The site's i18next set-up with the EN auth and common texts, for component tests. */
export async function setUpEnglishTexts() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    defaultNS: 'common',
    ns: ['common', 'auth'],
    resources: { EN: { common, auth } },
    interpolation: { escapeValue: false },
  });
}
