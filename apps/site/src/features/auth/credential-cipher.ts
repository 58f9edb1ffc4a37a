/**
 * How a remembered password is kept: never readable. Each one is sealed with AES-GCM (256-bit key,
 * fresh 96-bit IV per seal) under a key the browser generates as non-extractable and keeps in
 * IndexedDB. Page script can ask the browser to use the key but nobody can read it out, so the
 * stored entry (device-storage.ts) and any copy of it hold only ciphertext. The username
 * is bound as additional authenticated data: a sealed password does not open under another
 * username, and a tampered one does not open at all. Without WebCrypto or IndexedDB (a plain-http
 * page, some private modes) passwords are simply not remembered.
 */

export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  save(key: CryptoKey): Promise<void>;
}

const FORMAT = 'v1.';
const IV_BYTES = 12;

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The key lives in its own IndexedDB database: CryptoKey objects are stored as they are, opaque. */
export function indexedDbKeyStore(databaseName = 'lobbykit-keys', keyName = 'remembered-login'): KeyStore {
  const storeName = 'keys';
  const open = () => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    return promisify(request);
  };
  return {
    async load() {
      const database = await open();
      try {
        const key = await promisify(database.transaction(storeName).objectStore(storeName).get(keyName));
        return key instanceof CryptoKey ? key : undefined;
      } finally {
        database.close();
      }
    },
    async save(key) {
      const database = await open();
      try {
        await promisify(database.transaction(storeName, 'readwrite').objectStore(storeName).put(key, keyName));
      } finally {
        database.close();
      }
    },
  };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const encoder = new TextEncoder();

export interface CredentialCipher {
  /** The password sealed for this username, or null when it cannot be sealed here. */
  seal(password: string, username: string): Promise<string | null>;
  /** The password, or null when the value is not one this browser sealed for this username. */
  open(sealed: string, username: string): Promise<string | null>;
}

export function createCredentialCipher(
  store: KeyStore,
  /** null where WebCrypto is missing (plain-http pages). */
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): CredentialCipher {
  // The key once found or made; a failed or empty look-up is tried again next time.
  let cached: Promise<CryptoKey> | undefined;

  async function loadKey(create: boolean): Promise<CryptoKey | null> {
    if (!subtle) return null;
    const attempt =
      cached ??
      (async () => {
        const stored = await store.load();
        if (stored) return stored;
        if (!create) throw new Error('no key has been made in this browser');
        const fresh = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        await store.save(fresh);
        return fresh;
      })();
    cached = attempt;
    try {
      return await attempt;
    } catch {
      if (cached === attempt) cached = undefined;
      return null;
    }
  }

  const boundTo = (username: string) => encoder.encode(username.trim().toLowerCase());

  return {
    async seal(password, username) {
      const cryptoKey = await loadKey(true);
      if (!cryptoKey || !subtle) return null;
      try {
        const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
        const sealed = await subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: boundTo(username) },
          cryptoKey,
          encoder.encode(password),
        );
        const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
        bytes.set(iv);
        bytes.set(new Uint8Array(sealed), IV_BYTES);
        return FORMAT + toBase64Url(bytes);
      } catch {
        return null;
      }
    },
    async open(sealed, username) {
      if (!sealed.startsWith(FORMAT)) return null;
      const cryptoKey = await loadKey(false);
      if (!cryptoKey || !subtle) return null;
      try {
        const bytes = fromBase64Url(sealed.slice(FORMAT.length));
        if (bytes.length <= IV_BYTES) return null;
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: boundTo(username) },
          cryptoKey,
          bytes.slice(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
  };
}
