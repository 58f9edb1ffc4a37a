import common from '@locales/en/common.json';
import pages from '@locales/en/pages.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The EN texts of the content screens, so component tests read what a player reads. */
export async function setUpPagesI18n(): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'EN',
      fallbackLng: 'EN',
      defaultNS: 'common',
      ns: ['common', 'pages'],
      resources: { EN: { common, pages } },
      interpolation: { escapeValue: false },
    });
  }
  if (!i18next.hasResourceBundle('EN', 'pages')) i18next.addResourceBundle('EN', 'pages', pages);
}
