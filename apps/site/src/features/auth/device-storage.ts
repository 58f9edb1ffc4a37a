import { REMEMBER_SECONDS, type CookieJar } from './cookies.ts';

/**
 * The remembered sign-in details kept in this browser's localStorage, each for the spec's 24 hours
 * (§9) from when it was written. Unlike a cookie, nothing here travels with a request: the site
 * server, the platform and any proxy between never see a sealed password, not even encrypted.
 */
export function deviceStorageJar(
  storage: Storage | null = browserStorage(),
  now: () => number = Date.now,
  prefix = 'lk_login_',
): CookieJar {
  const read = (name: string): string | null => {
    try {
      const raw = storage?.getItem(name);
      if (!raw) return null;
      const entry = JSON.parse(raw) as { value?: unknown; expiresAt?: unknown };
      if (typeof entry.value === 'string' && typeof entry.expiresAt === 'number' && entry.expiresAt > now())
        return entry.value;
      storage?.removeItem(name);
      return null;
    } catch {
      return null;
    }
  };
  return {
    get: read,
    set(name, value) {
      try {
        storage?.setItem(name, JSON.stringify({ value, expiresAt: now() + REMEMBER_SECONDS * 1000 }));
      } catch {
        // Storage full or refused (some private modes): the details are simply not remembered.
      }
    },
    remove(name) {
      try {
        storage?.removeItem(name);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
    names() {
      try {
        if (!storage) return [];
        return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter((name) =>
          name.startsWith(prefix),
        );
      } catch {
        return [];
      }
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
