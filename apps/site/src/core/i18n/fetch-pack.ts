import type { Pack } from './pack.ts';

/**
 * A pack loader for the browser's build (build/locale-packs.ts): a language's namespace is the JSON
 * file `<root><language>-<hash>/<namespace>.json`. A language with no hash has no packs; a file
 * that cannot be fetched is an error, so i18next tries it again rather than keeping it empty.
 */
export function packFetcher(root: string, hashes: Readonly<Record<string, string>>) {
  return async function loadPack(code: string, namespace: string): Promise<Pack> {
    const language = code.toLowerCase();
    const hash = hashes[language];
    if (!hash) return {};
    const response = await fetch(`${root}${language}-${hash}/${namespace}.json`);
    if (!response.ok) throw new Error(`language pack ${language}/${namespace}: HTTP ${response.status}`);
    return (await response.json()) as Pack;
  };
}
