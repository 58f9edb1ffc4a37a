import common from '@locales/en/common.json';
import shell from '@locales/en/shell.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The site's EN texts for component tests, so assertions read what a player reads. */
export async function setUpTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    defaultNS: 'common',
    ns: ['common', 'shell'],
    resources: { EN: { common, shell } },
    interpolation: { escapeValue: false },
  });
}
