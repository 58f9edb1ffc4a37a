import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module the site's i18n reads its packs through: `loadPack(code, namespace)`. */
export const LOCALE_PACKS_MODULE = 'virtual:locale-packs';
const resolvedId = `\0${LOCALE_PACKS_MODULE}`;

const moduleLoader = fileURLToPath(new URL('../src/core/i18n/load-pack-module.ts', import.meta.url));
const fetchLoader = fileURLToPath(new URL('../src/core/i18n/fetch-pack.ts', import.meta.url));

export interface LanguagePacks {
  /** The folder's name: `vi`. */
  language: string;
  /** Over every namespace of the language, so a changed pack gets a new address. */
  hash: string;
  namespaces: { namespace: string; json: string }[];
}

/** Every language folder of `localesDir`, each namespace minified, with the language's hash. */
export function readLanguagePacks(localesDir: string): LanguagePacks[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: language }) => {
      const namespaces = readdirSync(join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          namespace: file.slice(0, -'.json'.length),
          json: JSON.stringify(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'))),
        }));
      const hash = createHash('sha256');
      for (const { namespace, json } of namespaces) hash.update(namespace).update('\0').update(json).update('\0');
      return { language, hash: hash.digest('base64url').slice(0, 10), namespaces };
    });
}

/** Where a language's namespace is served from in the build, below the site's base. */
export const packPath = (assetsDir: string, language: string, hash: string, namespace: string) =>
  `${assetsDir}/locales/${language}-${hash}/${namespace}.json`;

/**
 * Language packs in the browser's build are JSON files, fetched by an address the page works out
 * from a short table (a hash per language), rather than a module each behind an import map. With
 * 36 languages of some 30 namespaces, that map held about a thousand hashed file names in the
 * first-load JavaScript of every page (12 KB gzip, for files most visitors never ask for). A
 * language's files share its hash: a changed string gives all of its namespaces new addresses,
 * which suits files a player fetches a handful of, cached immutable.
 *
 * Everywhere else (the dev server, Storybook's, Vitest, the server renderer's build) packs stay
 * modules loaded through `import.meta.glob` (src/core/i18n/load-pack-module.ts): nothing there
 * counts bytes, and the server reads every pack at start anyway.
 */
export function localePacksPlugin({ localesDir }: { localesDir: string }): Plugin {
  let clientBuild = false;
  let assetsDir = 'assets';
  let languages: LanguagePacks[] = [];
  return {
    name: 'lobbykit-locale-packs',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      if (clientBuild) languages = readLanguagePacks(localesDir);
      // A pack edited while a build runs in watch mode gets its new hash on the next build.
      if (clientBuild) for (const { language } of languages) this.addWatchFile(join(localesDir, language));
    },
    resolveId: (id) => (id === LOCALE_PACKS_MODULE ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      if (!clientBuild) return `export { loadPack } from ${JSON.stringify(moduleLoader)};`;
      const hashes = Object.fromEntries(languages.map(({ language, hash }) => [language, hash]));
      return [
        `import { packFetcher } from ${JSON.stringify(fetchLoader)};`,
        `export const loadPack = packFetcher(import.meta.env.BASE_URL + ${JSON.stringify(`${assetsDir}/locales/`)}, ${JSON.stringify(hashes)});`,
      ].join('\n');
    },
    generateBundle() {
      if (!clientBuild) return;
      for (const { language, hash, namespaces } of languages) {
        for (const { namespace, json } of namespaces) {
          this.emitFile({ type: 'asset', fileName: packPath(assetsDir, language, hash, namespace), source: json });
        }
      }
    },
  };
}
