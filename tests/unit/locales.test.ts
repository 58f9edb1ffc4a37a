import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { languages } from '../../apps/site/src/core/i18n/languages.ts';

/**
 * Language packs under locales/: EN is the reference, TY must match it key for key, and every other
 * pack may be partial (the site falls back to EN key by key) but must never carry a key EN lacks or
 * lose a `{{placeholder}}`, since either would show broken text to a player.
 */

// Resolved by path: under happy-dom, `new URL(relative, import.meta.url)` resolves against the page.
const localesRoot = join(dirname(fileURLToPath(import.meta.url)), '../../locales');
const referenceFolder = 'en';
/** Packs that must have every namespace and key of EN. */
const completeFolders = ['ty'];

interface LocaleFile {
  /** Path shown in failures, e.g. `locales/fr/common.json`. */
  name: string;
  folder: string;
  namespace: string;
  /** Flattened `a.b.c` key → value; undefined when the file does not parse. */
  entries?: Map<string, unknown>;
  parseError?: string;
}

interface LocaleTree {
  folders: string[];
  files: LocaleFile[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function flatten(node: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLocales(root: string): LocaleTree {
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

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? (text.match(/{{[^{}]*}}/g) ?? []).sort() : [];
}

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

/** (a) Complete packs have every EN namespace file with exactly its keys. */
function parityProblems({ files }: LocaleTree, complete: readonly string[]): string[] {
  const problems: string[] = [];
  for (const reference of files.filter((file) => file.folder === referenceFolder && file.entries)) {
    for (const folder of complete) {
      const pack = files.find((file) => file.folder === folder && file.namespace === reference.namespace);
      const name = `locales/${folder}/${reference.namespace}.json`;
      if (!pack) problems.push(`${name}: missing (EN has ${reference.name})`);
      if (!pack?.entries) continue;
      for (const key of reference.entries!.keys()) {
        if (!pack.entries.has(key)) problems.push(`${name}: missing key ${key}`);
      }
      for (const key of pack.entries.keys()) {
        if (!reference.entries!.has(key)) problems.push(`${name}: extra key ${key} (not in EN)`);
      }
    }
  }
  return problems;
}

/** (b) Every value is non-empty text; other packs only use EN's keys and keep EN's placeholders. */
function packProblems({ files }: LocaleTree): string[] {
  const problems: string[] = [];
  for (const file of files.filter((candidate) => candidate.entries)) {
    const reference = files.find(
      (candidate) => candidate.folder === referenceFolder && candidate.namespace === file.namespace,
    )?.entries;
    if (file.folder !== referenceFolder && !reference) {
      problems.push(`${file.name}: namespace "${file.namespace}" does not exist in locales/${referenceFolder}/`);
      continue;
    }
    for (const [key, value] of file.entries!) {
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${file.name}: ${key} is empty or not text`);
      }
      if (file.folder === referenceFolder) continue;
      if (!reference!.has(key)) {
        problems.push(`${file.name}: stray key ${key} (not in EN)`);
        continue;
      }
      const expected = placeholders(reference!.get(key));
      const actual = placeholders(value);
      if (expected.join() !== actual.join()) {
        problems.push(`${file.name}: ${key} has placeholders [${actual.join(', ')}], EN has [${expected.join(', ')}]`);
      }
    }
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

  it('keep TY complete: every EN namespace file with exactly its keys', () => {
    expect(parityProblems(tree, completeFolders)).toEqual([]);
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

  writePack('en', 'common', { greeting: { hello: 'Hello {{name}}', bye: 'Bye' } });
  writePack('en', 'shell', { title: 'Lobby' });
  writePack('ty', 'common', { greeting: { hello: 'Kumusta {{name}}', wave: 'Kaway' } });
  writePack('fr', 'common', { greeting: { hello: 'Bonjour {{nom}}', bye: ' ', wave: 'Salut' } });
  writePack('fr', 'extra', { title: 'Lobby' });
  writePack('de', 'common', '{ "greeting": ');
  writePack('xx', 'common', { greeting: { bye: 'Bye' } });
  mkdirSync(join(root, 'es'));
  const tree = readLocales(root);
  const codes = ['EN', 'TY', 'FR', 'DE', 'ES'];

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
      'locales/ty/common.json: extra key greeting.wave (not in EN)',
      'locales/ty/shell.json: missing (EN has locales/en/shell.json)',
    ]);
  });

  it('name stray keys, empty text, lost placeholders and unknown namespaces', () => {
    expect(packProblems(tree)).toEqual([
      'locales/fr/common.json: greeting.hello has placeholders [{{nom}}], EN has [{{name}}]',
      'locales/fr/common.json: greeting.bye is empty or not text',
      'locales/fr/common.json: stray key greeting.wave (not in EN)',
      'locales/fr/extra.json: namespace "extra" does not exist in locales/en/',
      'locales/ty/common.json: stray key greeting.wave (not in EN)',
    ]);
  });
});
