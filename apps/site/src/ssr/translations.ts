import i18next, { type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, overFallback, type Pack } from '../core/i18n/i18n.ts';
import { defaultLanguage, languages, type LanguageCode } from '../core/i18n/languages.ts';

/** Every language pack, read once at start: the server draws any page in any language. */
const packs = import.meta.glob<ResourceKey>('@locales/*/*.json', { eager: true, import: 'default' });

/**
 * Every language's namespaces over EN's, as the browser reads them (`overFallback`), so the page
 * draws the same words its hydration will.
 */
function allResources() {
  const own: Record<string, Record<string, Pack>> = {};
  for (const [path, pack] of Object.entries(packs)) {
    const [, code, namespace] = /\/([a-z]+)\/([a-z-]+)\.json$/.exec(path) ?? [];
    if (!code || !namespace) continue;
    (own[code.toUpperCase()] ??= {})[namespace] = pack as Pack;
  }
  const fallback = own[defaultLanguage] ?? {};
  const resources: Record<string, Record<string, ResourceKey>> = { [defaultLanguage]: fallback };
  for (const code of Object.keys(languages).filter((language) => language !== defaultLanguage)) {
    resources[code] = Object.fromEntries(
      Object.entries(fallback).map(([namespace, pack]) => [
        namespace,
        overFallback(pack, own[code]?.[namespace] ?? {}, directionOf(code)),
      ]),
    );
  }
  return resources;
}

export const translationsReady = i18next.use(initReactI18next).init({
  resources: allResources(),
  lng: 'EN',
  fallbackLng: 'EN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const perLanguage = new Map<LanguageCode, i18n>();

/**
 * An instance fixed on one language, sharing the packs read at start: pages in different languages
 * render at once, so none of them may switch the shared instance's language under another.
 */
export function translationsIn(language: LanguageCode): i18n {
  let instance = perLanguage.get(language);
  if (!instance) {
    instance = i18next.cloneInstance({ lng: language, initAsync: false });
    perLanguage.set(language, instance);
  }
  return instance;
}
