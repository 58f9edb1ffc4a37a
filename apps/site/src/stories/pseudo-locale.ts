/**
 * The pseudo-locale: EN, every letter swapped for an accented look-alike and each string padded to
 * about 140 % of its length inside brackets, so a story shows at a glance text that is hard-coded
 * (not accented), cut (no closing bracket) or too tight for the longer languages. Generated from the
 * EN packs when a story asks for it; never written or shipped as a pack, never offered to players.
 */
import i18next from 'i18next';
import type { Pack } from '../core/i18n/i18n.ts';

/** The i18next language the pseudo-locale runs under, and its CLDR tag for <html lang>. */
export const pseudoLanguage = 'XA';
export const pseudoTag = 'en-XA';

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = 'áƀçðëƒğĥïĵķļɱñöþǫŕšţüṽŵẋýžÁƁÇÐËƑĞĤÏĴĶĻṀÑÖÞǪŔŜŢÜṼŴẊÝŽ';
const accentedLetters = [...accented];
const lookAlike = new Map([...plain].map((letter, index) => [letter, accentedLetters[index]!]));

/**
 * What must reach i18next exactly as EN has it: `{{placeholders}}` (with formats), `$t(…)`
 * nestings, the <0>…</0> or <br/> tags of a Trans, and the platform's own `(min)`/`(max)` in the
 * registration rules' hints (filled in by packages/ui/src/forms/register-messages.ts).
 */
const kept = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>|\((?:min|max)\)/g;

/** The parts of `text` i18next reads itself, in order. */
export function keptTokens(text: string): string[] {
  return text.match(kept) ?? [];
}

const accent = (text: string) => [...text].map((character) => lookAlike.get(character) ?? character).join('');

/** One EN string in the pseudo-locale: `Sign in` → `[Ŝïğñ ïñ ~]`. A string without letters stays. */
export function pseudoLocalize(text: string): string {
  if (!/[A-Za-z]/.test(text.replace(kept, ''))) return text;
  let visible = 0;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(kept)) {
    const between = text.slice(last, match.index);
    visible += between.length;
    out += accent(between) + match[0];
    last = match.index + match[0].length;
  }
  const tail = text.slice(last);
  visible += tail.length;
  out += accent(tail);
  // Brackets and a space are three of the 40 % added; tildes make up the rest (one at least), in
  // words of five, so the longer text wraps where a language's longer words would.
  const padding = Math.max(1, Math.round(visible * 0.4) - 3);
  const tildes = Array.from({ length: padding }, (_, index) => (index % 6 === 5 ? ' ' : '~'));
  return `[${out} ${tildes.join('').trimEnd()}]`;
}

/** A whole pack in the pseudo-locale: the same keys (plural suffixes and all), every string transformed. */
export function pseudoPack(pack: Pack): Pack {
  return Object.fromEntries(
    Object.entries(pack).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoPack(value),
    ]),
  );
}

const enPacks = import.meta.glob<{ default: Pack }>('@locales/en/*.json');

/**
 * Shows the site in the pseudo-locale: every EN namespace transformed and added under
 * `pseudoLanguage` (once a page), so i18next never asks the site's loader for it.
 */
export async function showPseudoLocale() {
  if (!i18next.hasResourceBundle(pseudoLanguage, 'common')) {
    await Promise.all(
      Object.entries(enPacks).map(async ([path, load]) => {
        const namespace = /([^/]+)\.json$/.exec(path)?.[1];
        if (namespace) i18next.addResourceBundle(pseudoLanguage, namespace, pseudoPack((await load()).default));
      }),
    );
  }
  await i18next.changeLanguage(pseudoLanguage);
  document.documentElement.lang = pseudoTag;
  document.documentElement.dir = 'ltr';
}
