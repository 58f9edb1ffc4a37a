import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { languages } from '../../apps/site/src/core/i18n/languages.ts';
import {
  coverage,
  pluralCategories,
  readLocales,
  referenceFolder,
  type LocaleTree,
} from '../../scripts/locale-packs.ts';

/**
 * Language packs under locales/: EN is the reference, and every pack matches it key for key (a
 * missing key would show a player English in the middle of their language), never carries a key EN
 * lacks and never loses a `{{placeholder}}`, since either would show broken text. Plural keys hold the
 * CLDR categories of the pack's own language (scripts/locale-packs.ts).
 */

// Resolved by path: under happy-dom, `new URL(relative, import.meta.url)` resolves against the page.
const localesRoot = join(dirname(fileURLToPath(import.meta.url)), '../../locales');
/** Each pack folder's BCP 47 tag, which decides its plural categories. */
const tags = new Map(Object.entries(languages).map(([code, { tag }]) => [code.toLowerCase(), tag]));

/** (d) Every file is valid UTF-8 JSON with an object at the top. */
function parseProblems({ files }: LocaleTree): string[] {
  return files.filter((file) => file.parseError).map((file) => `${file.name}: does not parse (${file.parseError})`);
}

/** (c) Folders and the language table agree: no unknown folder, no code without a common pack. */
function folderProblems({ folders, files }: LocaleTree, codes: readonly string[]): string[] {
  const expected = new Set(codes.map((code) => code.toLowerCase()));
  const problems = folders
    .filter((folder) => !expected.has(folder))
    .map((folder) => `locales/${folder}/: no language code "${folder.toUpperCase()}" in languages.ts`);
  for (const folder of expected) {
    if (!files.some((file) => file.folder === folder && file.namespace === 'common')) {
      problems.push(`locales/${folder}/common.json: missing`);
    }
  }
  return problems;
}

/** (a) Complete packs hold every key of every EN namespace, plural forms per their language. */
function parityProblems(tree: LocaleTree, complete: readonly string[]): string[] {
  return coverage(tree, tags)
    .filter((row) => complete.includes(row.folder))
    .flatMap((row) => row.missing.map((key) => `locales/${row.folder}/${row.namespace}.json: missing key ${key}`));
}

/** (b) Every value is non-empty text; other packs only use keys their language needs and keep EN's placeholders. */
function packProblems(tree: LocaleTree): string[] {
  const problems = tree.files
    .filter((file) => file.entries)
    .flatMap((file) =>
      [...file.entries!]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => `${file.name}: ${key} is empty or not text`),
    );
  const namespaces = new Set(
    tree.files.filter((file) => file.folder === referenceFolder).map((file) => file.namespace),
  );
  for (const file of tree.files.filter((candidate) => !namespaces.has(candidate.namespace))) {
    problems.push(`${file.name}: namespace "${file.namespace}" does not exist in locales/${referenceFolder}/`);
  }
  for (const row of coverage(tree, tags)) {
    const name = `locales/${row.folder}/${row.namespace}.json`;
    problems.push(...row.stray.map((key) => `${name}: stray key ${key} (not in EN for this language)`));
    problems.push(...row.placeholderMismatches.map((key) => `${name}: ${key} does not keep EN's placeholders`));
  }
  return problems;
}

describe('language packs', () => {
  const tree = readLocales(localesRoot);
  const codes = Object.keys(languages);

  it('are all valid UTF-8 JSON objects', () => {
    expect(parseProblems(tree)).toEqual([]);
  });

  it('have one folder per language code, each with at least common.json', () => {
    expect(folderProblems(tree, codes)).toEqual([]);
  });

  it('are all complete: every EN namespace file with exactly its keys', () => {
    const packs = codes.map((code) => code.toLowerCase()).filter((folder) => folder !== referenceFolder);
    expect(packs).toHaveLength(35);
    expect(parityProblems(tree, packs)).toEqual([]);
  });

  it('only use EN keys, with non-empty text and the same placeholders', () => {
    expect(packProblems(tree)).toEqual([]);
  });
});

describe('language pack checks', () => {
  const root = mkdtempSync(join(tmpdir(), 'lobbykit-locales-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function writePack(folder: string, namespace: string, content: string | object) {
    mkdirSync(join(root, folder), { recursive: true });
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    writeFileSync(join(root, folder, `${namespace}.json`), text);
  }

  const unread = { unread_one: '{{count}} message', unread_other: '{{count}} messages' };
  writePack('en', 'common', { greeting: { hello: 'Hello {{name}}', bye: 'Bye' }, ...unread, too_many: 'Too many' });
  writePack('en', 'shell', { title: 'Lobby' });
  writePack('ty', 'common', { greeting: { hello: 'Kumusta {{name}}', wave: 'Kaway' }, ...unread, too_many: 'Sobra' });
  writePack('fr', 'common', { greeting: { hello: 'Bonjour {{nom}}', bye: ' ', wave: 'Salut' } });
  writePack('fr', 'extra', { title: 'Lobby' });
  writePack('de', 'common', '{ "greeting": ');
  writePack('ja', 'common', { unread_one: '{{count}}件', unread_other: '{{count}}件' });
  const polish = { one: '{{count}} wiadomość', few: '{{count}} wiadomości', many: '{{count}} wiadomości' };
  writePack('pl', 'common', {
    unread_one: polish.one,
    unread_few: polish.few,
    unread_many: polish.many,
    unread_other: polish.few,
  });
  writePack('xx', 'common', { greeting: { bye: 'Bye' } });
  // English and Arabic say "new reply" without the number where only 1 (or 0, or 2) is meant;
  // Filipino's `one` also covers 2, 3, 5, … so its text must keep the number.
  // `_zero` is i18next's wording for a count of 0 in any language: where EN has it, every pack needs it.
  const replies = { reply_zero: 'No new replies', reply_one: 'New reply', reply_other: '{{count}} new replies' };
  writePack('en', 'feedback', replies);
  writePack('ty', 'feedback', { reply_one: 'Bagong sagot', reply_other: '{{count}} bagong sagot' });
  writePack('ar', 'common', { too_many: 'كثير جدًا' });
  writePack('ar', 'feedback', {
    reply_zero: 'لا ردود جديدة',
    reply_one: 'رد جديد',
    reply_two: 'ردّان جديدان',
    reply_few: '{{count}} ردود جديدة',
    reply_many: '{{count}} ردًا جديدًا',
    reply_other: '{{count}} رد جديد',
  });
  mkdirSync(join(root, 'es'));
  const tree = readLocales(root);
  const codes = ['EN', 'TY', 'FR', 'DE', 'ES', 'JA', 'PL', 'AR'];

  it('name the file that does not parse', () => {
    expect(parseProblems(tree)).toEqual([expect.stringMatching(/^locales\/de\/common\.json: does not parse/)]);
  });

  it('name unknown folders and codes without a common pack', () => {
    expect(folderProblems(tree, codes)).toEqual([
      'locales/xx/: no language code "XX" in languages.ts',
      'locales/es/common.json: missing',
    ]);
  });

  it('name the namespace and key a complete pack lacks', () => {
    expect(parityProblems(tree, ['ty'])).toEqual([
      'locales/ty/common.json: missing key greeting.bye',
      'locales/ty/feedback.json: missing key reply_zero',
      'locales/ty/shell.json: missing key title',
    ]);
  });

  it('ask each pack for the plural forms of its own language', () => {
    const polishRow = coverage(tree, tags).find((row) => row.folder === 'pl' && row.namespace === 'common');
    expect(polishRow?.missing).toEqual(['greeting.hello', 'greeting.bye', 'too_many']);
    expect(polishRow?.present).toBe(4);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });

  it('name stray keys, empty text, lost placeholders and unknown namespaces', () => {
    expect(packProblems(tree)).toEqual([
      'locales/fr/common.json: greeting.bye is empty or not text',
      'locales/fr/extra.json: namespace "extra" does not exist in locales/en/',
      'locales/fr/common.json: stray key greeting.wave (not in EN for this language)',
      "locales/fr/common.json: greeting.hello does not keep EN's placeholders",
      'locales/ja/common.json: stray key unread_one (not in EN for this language)',
      'locales/ty/common.json: stray key greeting.wave (not in EN for this language)',
      "locales/ty/feedback.json: reply_one does not keep EN's placeholders",
    ]);
  });
});
