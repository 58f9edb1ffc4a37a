import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadPack } from 'virtual:locale-packs';
import common from '@locales/en/common.json';
import shell from '@locales/en/shell.json';
import { defaultLanguage, isLanguageCode, languages, type LanguageCode } from './languages.ts';
import { parseCookie } from '../cookies.ts';
import type { Pack } from './pack.ts';

export type { Pack } from './pack.ts';

/**
 * Namespaces: `common` (actions, errors) and `shell` (header, footer, banner, notices) ship in the
 * main bundle in EN, the fallback language; every other namespace and language is loaded when a
 * screen that uses it renders (`loadPack`: a JSON file in the browser's build, build/locale-packs.ts).
 */
const bundledPacks: Record<string, Pack> = { common, shell };

/** Unicode's left-to-right isolate and its end (U+2066, U+2069). */
const leftToRightIsolate = (text: string) => (text ? `\u2066${text}\u2069` : text);

/** Every string of `pack` set apart as left-to-right text. */
function isolated(pack: Pack): Pack {
  return Object.fromEntries(
    Object.entries(pack).map(([key, value]) => [
      key,
      typeof value === 'string' ? leftToRightIsolate(value) : isolated(value),
    ]),
  );
}

/**
 * `pack` over `fallback`, key by key: what the language has, and EN for what it lacks. On a
 * right-to-left page the EN it falls back to is set apart as left-to-right text, so an English
 * sentence keeps its full stop at its end rather than at the start of the line.
 */
export function overFallback(fallback: Pack, pack: Pack, dir: 'ltr' | 'rtl' = 'ltr'): Pack {
  return over(dir === 'rtl' ? isolated(fallback) : fallback, pack);
}

function over(under: Pack, pack: Pack): Pack {
  const merged: Pack = { ...under };
  for (const [key, value] of Object.entries(pack)) {
    const beneath = merged[key];
    merged[key] = typeof value === 'object' && typeof beneath === 'object' ? over(beneath, value) : value;
  }
  return merged;
}

/** The writing direction of a platform language code (left to right for one the site lacks). */
export const directionOf = (code: string) => (isLanguageCode(code) ? languages[code].dir : 'ltr');

/** A language's own namespace; EN's first-page ones come from the bundle. */
async function readPack(code: string, namespace: string): Promise<Pack> {
  const bundled = code === defaultLanguage ? bundledPacks[namespace] : undefined;
  if (bundled) return bundled;
  return loadPack(code, namespace);
}

/**
 * A language's namespace is read with EN's beneath it. i18next counts a namespace ready once the
 * page's language has it, and would otherwise show the keys EN is still loading for (a partial
 * pack, or none) and never draw them again; with EN beneath, a loaded namespace is complete.
 */
const lazyPacks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(code, namespace, callback) {
    const own = readPack(code, namespace);
    const pack =
      code === defaultLanguage
        ? own
        : Promise.all([readPack(defaultLanguage, namespace), own]).then(([fallback, local]) =>
            overFallback(fallback, local, directionOf(code)),
          );
    pack.then(
      (loaded) => callback(null, loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const LANGUAGE_KEY = 'language';

/**
 * The choice is mirrored to a cookie so the site server renders the page in it; the device's
 * stored choice stays the source of truth.
 */
function mirrorToCookie(code: LanguageCode | null) {
  document.cookie = `${LANGUAGE_KEY}=${code ?? ''}; path=/; max-age=${code ? 31536000 : 0}; SameSite=Lax`;
}

export function storedLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguageCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

function reflectOnDocument(code: LanguageCode) {
  const html = document.documentElement;
  const { tag, dir } = languages[code];
  // Writing `lang` or `dir`, even the value already there, restyles the whole document (~7 ms on a
  // desktop for the lobby, four times that on a phone); the server has usually written both.
  if (html.lang !== tag) html.lang = tag;
  if (html.dir !== dir) html.dir = dir;
}

/** Switches the UI language and remembers it on this device (spec §1). */
export async function changeLanguage(code: LanguageCode) {
  await i18next.changeLanguage(code);
  reflectOnDocument(code);
  mirrorToCookie(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The page's first language: the device's stored choice, else the brand's default. */
export function initialLanguage(stored: string | null, brandDefault: string): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  return isLanguageCode(brandDefault) ? brandDefault : defaultLanguage;
}

/** The language the cookie names: the one the site server drew this page in. */
function cookieLanguage(): LanguageCode | null {
  const value = parseCookie(document.cookie, LANGUAGE_KEY);
  return isLanguageCode(value) ? value : null;
}

export async function initI18n(brandDefault: string) {
  // With no stored choice (storage cleared or blocked), the cookie's language is taken, because the
  // server drew the page in it and hydration must match.
  const stored = storedLanguage() ?? cookieLanguage();
  const initial = initialLanguage(stored, brandDefault);
  await i18next
    .use(lazyPacks)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: defaultLanguage,
      defaultNS: 'common',
      ns: Object.keys(bundledPacks),
      resources: { [defaultLanguage]: bundledPacks },
      // Bundled EN plus lazily loaded namespaces and languages.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      // The bundled language is ready when init returns, with no timer in between: start-up goes
      // on to hydrate as soon as it has given the page one turn.
      initAsync: false,
    });
  reflectOnDocument(initial);
  mirrorToCookie(stored);
  return i18next;
}
