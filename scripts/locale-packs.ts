import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reading the language packs under locales/ and measuring them against EN, the reference. Shared by
 * the pack test (tests/unit/locales.test.ts) and the coverage report (`pnpm i18n:coverage`), so the
 * report a translator reads and the check CI runs never disagree.
 *
 * Plural keys follow i18next's JSON v4 form: `count_one`, `count_other`, … A key is plural when EN
 * has its `_other` form; each pack must then hold exactly the CLDR categories its own language uses
 * (Arabic six, Polish four, Chinese only `other`), not EN's two, plus `_zero` wherever EN has one,
 * since i18next prefers it for a count of 0 in any language.
 */

export const referenceFolder = 'en';

export interface LocaleFile {
  /** Path shown in reports, e.g. `locales/fr/common.json`. */
  name: string;
  folder: string;
  namespace: string;
  /** Flattened `a.b.c` key → value; undefined when the file does not parse. */
  entries?: Map<string, unknown>;
  parseError?: string;
}

export interface LocaleTree {
  folders: string[];
  files: LocaleFile[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(node: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

export function readLocales(root: string): LocaleTree {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = folders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file): LocaleFile => {
        const name = `locales/${folder}/${file}`;
        const namespace = file.replace(/\.json$/, '');
        try {
          const parsed: unknown = JSON.parse(utf8.decode(readFileSync(join(root, folder, file))));
          if (!isPlainObject(parsed)) return { name, folder, namespace, parseError: 'is not a JSON object' };
          return { name, folder, namespace, entries: flatten(parsed) };
        } catch (error) {
          return { name, folder, namespace, parseError: error instanceof Error ? error.message : String(error) };
        }
      }),
  );
  return { folders, files };
}

export function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? (text.match(/{{[^{}]*}}/g) ?? []).sort() : [];
}

const cldrOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralSuffix = new RegExp(`_(${cldrOrder.join('|')})$`);

/** The CLDR cardinal categories a language uses, in CLDR's order (engines list them in any order). */
export function pluralCategories(tag: string): string[] {
  const used = new Set<string>(new Intl.PluralRules(tag).resolvedOptions().pluralCategories);
  return cldrOrder.filter((category) => used.has(category));
}

/**
 * Categories that only one whole number selects in a language (English `one` is 1 alone, Arabic
 * `zero` 0 and `two` 2): only their text may leave `{{count}}` out ("New reply"). Filipino `one`
 * also covers 2, 3, 5, … and Russian `one` 21, 31, …, so there the number must stay.
 */
export function singleNumberCategories(tag: string): Set<string> {
  const rules = new Intl.PluralRules(tag);
  const seen = new Map<string, number>();
  for (let count = 0; count <= 1000; count += 1) {
    const category = rules.select(count);
    seen.set(category, (seen.get(category) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, times]) => times === 1).map(([category]) => category));
}

/** The plural bases of a reference namespace: keys whose `_other` form EN holds. */
function pluralBases(reference: ReadonlyMap<string, unknown>): Set<string> {
  const bases = new Set<string>();
  for (const key of reference.keys()) {
    if (key.endsWith('_other')) bases.add(key.slice(0, -'_other'.length));
  }
  return bases;
}

function baseOf(key: string, bases: ReadonlySet<string>): string | undefined {
  const base = key.replace(pluralSuffix, '');
  return base !== key && bases.has(base) ? base : undefined;
}

/**
 * The keys a pack in a language with these plural categories must hold for one EN namespace, each
 * with the EN key whose text and placeholders it mirrors (a plural form mirrors EN's `_other`).
 */
export function expectedKeys(reference: ReadonlyMap<string, unknown>, categories: readonly string[]) {
  const bases = pluralBases(reference);
  const expected = new Map<string, string>();
  for (const key of reference.keys()) {
    const base = baseOf(key, bases);
    if (base === undefined) expected.set(key, key);
    else for (const category of categories) expected.set(`${base}_${category}`, `${base}_other`);
  }
  // i18next reads `_zero` for a count of 0 in every language, so where EN words "none" that way,
  // every pack does too.
  for (const base of bases) {
    if (reference.has(`${base}_zero`)) expected.set(`${base}_zero`, `${base}_zero`);
  }
  return expected;
}

export interface NamespaceCoverage {
  folder: string;
  namespace: string;
  /** Keys the pack must hold (plural forms counted per category of its language). */
  expected: number;
  present: number;
  missing: string[];
  /** Keys the pack holds that its language does not use: not in EN, or a plural category it lacks. */
  stray: string[];
  /** Keys whose text is exactly EN's: loanwords a reviewer confirms, or text left untranslated. */
  equalToEnglish: string[];
  /** Keys whose `{{placeholders}}` differ from EN's. */
  placeholderMismatches: string[];
  /** Keys whose value is not non-empty text. */
  empty: string[];
}

/** Every pack's coverage of every EN namespace; `tags` maps a folder to its BCP 47 tag. */
export function coverage(tree: LocaleTree, tags: ReadonlyMap<string, string>): NamespaceCoverage[] {
  const references = tree.files.filter((file) => file.folder === referenceFolder && file.entries);
  const rows: NamespaceCoverage[] = [];
  for (const folder of tree.folders.filter((candidate) => candidate !== referenceFolder)) {
    const tag = tags.get(folder) ?? folder;
    const language = { categories: pluralCategories(tag), singleNumber: singleNumberCategories(tag) };
    for (const reference of references) {
      const entries = tree.files.find(
        (file) => file.folder === folder && file.namespace === reference.namespace,
      )?.entries;
      rows.push(measure(folder, reference, entries ?? new Map(), language));
    }
  }
  return rows;
}

function measure(
  folder: string,
  reference: LocaleFile,
  entries: ReadonlyMap<string, unknown>,
  language: { categories: readonly string[]; singleNumber: ReadonlySet<string> },
): NamespaceCoverage {
  const english = reference.entries!;
  const expected = expectedKeys(english, language.categories);
  const row: NamespaceCoverage = {
    folder,
    namespace: reference.namespace,
    expected: expected.size,
    present: 0,
    missing: [],
    stray: [...entries.keys()].filter((key) => !expected.has(key)),
    equalToEnglish: [],
    placeholderMismatches: [],
    empty: [],
  };
  for (const [key, englishKey] of expected) {
    if (!entries.has(key)) {
      row.missing.push(key);
      continue;
    }
    row.present += 1;
    const value = entries.get(key);
    const englishValue = english.get(englishKey);
    if (typeof value !== 'string' || value.trim() === '') row.empty.push(key);
    else if (value === englishValue) row.equalToEnglish.push(key);
    const category = key === englishKey ? undefined : key.slice(key.lastIndexOf('_') + 1);
    const mayDropCount = category !== undefined && language.singleNumber.has(category);
    const keep = (text: unknown) => placeholders(text).filter((name) => !(mayDropCount && name === '{{count}}'));
    if (keep(value).join() !== keep(englishValue).join()) row.placeholderMismatches.push(key);
  }
  return row;
}
