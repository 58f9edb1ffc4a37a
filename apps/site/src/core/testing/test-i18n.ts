import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every EN namespace, so component tests read what a player reads. */
const packs = import.meta.glob<ResourceKey>('@locales/en/*.json', { eager: true, import: 'default' });
const resources = {
  EN: Object.fromEntries(Object.entries(packs).map(([path, pack]) => [/([a-z-]+)\.json$/.exec(path)![1]!, pack])),
};

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
