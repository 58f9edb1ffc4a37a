import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@locales/en/common.json';
import { defaultLanguage, isLanguageCode, languages, type LanguageCode } from './languages.ts';

// EN ships in the main bundle as the fallback; every other pack is its own chunk, loaded on demand.
const packs = import.meta.glob<{ default: Record<string, unknown> }>(['@locales/*/common.json', '!@locales/en/*']);

const LANGUAGE_KEY = 'language';

function storedLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguageCode(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

async function loadPack(code: LanguageCode) {
  if (i18next.hasResourceBundle(code, 'common')) return;
  const loader = Object.entries(packs).find(([path]) => path.includes(`/${code.toLowerCase()}/`))?.[1];
  if (!loader) return;
  const pack = await loader();
  i18next.addResourceBundle(code, 'common', pack.default, true, true);
}

function reflectOnDocument(code: LanguageCode) {
  document.documentElement.lang = languages[code].tag;
  document.documentElement.dir = languages[code].dir;
}

export async function changeLanguage(code: LanguageCode) {
  await loadPack(code);
  await i18next.changeLanguage(code);
  reflectOnDocument(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export async function initI18n() {
  const initial = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    defaultNS: 'common',
    ns: ['common'],
    resources: { EN: { common: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (initial !== defaultLanguage) await changeLanguage(initial);
  else reflectOnDocument(initial);
  return i18next;
}
