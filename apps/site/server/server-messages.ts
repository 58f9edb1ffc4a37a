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
  return messagesOf((code) => {
    const file = new URL(`${code}/common.json`, localesDir);
    return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { errors?: ErrorPack }).errors ?? {}) : {};
  });
}

/** The same from packs already read, by path (`import.meta.glob` of locales/*\/common.json). */
export function serverMessagesFrom(packs: Record<string, { errors?: Record<string, string> }>): ServerMessages {
  const byCode = new Map<string, ErrorPack>();
  for (const [path, pack] of Object.entries(packs)) {
    const code = /\/([a-z]+)\/common\.json$/.exec(path)?.[1];
    if (code) byCode.set(code, pack.errors ?? {});
  }
  return messagesOf((code) => byCode.get(code) ?? {});
}

function messagesOf(read: (code: string) => ErrorPack): ServerMessages {
  const cache = new Map<string, ErrorPack>();
  const errorsOf = (code: string): ErrorPack => {
    const known = cache.get(code);
    if (known) return known;
    const pack = read(code);
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
