import { existsSync, readFileSync } from 'node:fs';

/** The `common` errors the site server itself can answer with (the proxy's own failures). */
export type ServerMessageKey = 'unavailable' | 'timeout' | 'invalid_request';

export type ServerMessages = (language: string | undefined, key: ServerMessageKey) => string;

type ErrorPack = Partial<Record<ServerMessageKey, string>>;

/**
 * The proxy's messages in the visitor's language: the same `common.errors` strings the site shows,
 * read once from the language packs (locales/<code>/common.json), EN where a pack lacks one.
 */
export function loadServerMessages(localesDir: URL): ServerMessages {
  const cache = new Map<string, ErrorPack>();
  const errorsOf = (code: string): ErrorPack => {
    const known = cache.get(code);
    if (known) return known;
    const file = new URL(`${code}/common.json`, localesDir);
    const pack = existsSync(file)
      ? ((JSON.parse(readFileSync(file, 'utf8')) as { errors?: ErrorPack }).errors ?? {})
      : {};
    cache.set(code, pack);
    return pack;
  };
  const english = errorsOf('en');
  for (const key of ['unavailable', 'timeout', 'invalid_request'] as const) {
    if (!english[key]) throw new Error(`locales/en/common.json has no errors.${key}`);
  }
  return (language, key) => {
    // The Language header carries a pack's code (EN, TY); anything else is not a file name.
    const code = /^[a-z]{2,3}$/i.test(language ?? '') ? language!.toLowerCase() : 'en';
    return errorsOf(code)[key] ?? english[key]!;
  };
}
