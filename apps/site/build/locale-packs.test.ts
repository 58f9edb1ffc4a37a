import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localePacksPlugin, readLanguagePacks } from './locale-packs.ts';

let root: string;
let localesDir: string;

function writePack(language: string, namespace: string, pack: object) {
  mkdirSync(join(localesDir, language), { recursive: true });
  writeFileSync(join(localesDir, language, `${namespace}.json`), JSON.stringify(pack, null, 2));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'locale-packs-'));
  localesDir = join(root, 'locales');
  writePack('en', 'common', { actions: { retry: 'Retry' } });
  writePack('en', 'lobby', { search: 'Search games' });
  writePack('vi', 'common', { actions: { retry: 'Thử lại' } });
  writePack('vi', 'lobby', { search: 'Tìm trò chơi' });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('language packs in the browser build', () => {
  it('reads each language with its namespaces minified and one hash over them', () => {
    const [en, vi] = readLanguagePacks(localesDir);
    expect(en?.language).toBe('en');
    expect(vi?.namespaces).toEqual([
      { namespace: 'common', json: '{"actions":{"retry":"Thử lại"}}' },
      { namespace: 'lobby', json: '{"search":"Tìm trò chơi"}' },
    ]);
    expect(vi?.hash).toMatch(/^[\w-]{10}$/);
  });

  it('gives a language new addresses when one of its strings changes, and no other language', () => {
    const before = readLanguagePacks(localesDir);
    writePack('vi', 'lobby', { search: 'Tìm game' });
    const after = readLanguagePacks(localesDir);
    expect(after[1]?.hash).not.toBe(before[1]?.hash);
    expect(after[0]?.hash).toBe(before[0]?.hash);
  });

  it('emits each namespace as a JSON file, and the page holds a hash per language, not a name per file', async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><script type="module">import { loadPack } from "virtual:locale-packs"; loadPack("VI", "lobby");</script>',
    );
    const outDir = join(root, 'dist');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [localePacksPlugin({ localesDir })],
      build: { outDir, minify: false },
    });
    const vi = readLanguagePacks(localesDir)[1];
    const folder = join(outDir, 'assets', 'locales', `vi-${vi?.hash}`);
    expect(readdirSync(folder).sort()).toEqual(['common.json', 'lobby.json']);
    expect(readFileSync(join(folder, 'lobby.json'), 'utf8')).toBe('{"search":"Tìm trò chơi"}');
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n');
    expect(code).toContain(`"vi": "${vi?.hash}"`);
    expect(code).not.toContain('lobby.json');
    expect(code).not.toContain('Tìm trò chơi');
  });
});
