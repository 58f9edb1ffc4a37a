import account from '@locales/en/account.json';
import auth from '@locales/en/auth.json';
import common from '@locales/en/common.json';
import pages from '@locales/en/pages.json';
import shell from '@locales/en/shell.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const resources = { EN: { common, shell, auth, account, pages } };

/** The site's EN texts, every namespace, so component tests read what a player reads. */
export async function setUpTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    defaultNS: 'common',
    ns: Object.keys(resources.EN),
    resources,
    interpolation: { escapeValue: false },
  });
}
