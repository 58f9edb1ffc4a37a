import { describe, expect, it, vi } from 'vitest';
import { createCredentialCipher, type KeyStore } from './credential-cipher.ts';

function memoryKeyStore(): KeyStore & { key: CryptoKey | undefined } {
  const store = {
    key: undefined as CryptoKey | undefined,
    load: () => Promise.resolve(store.key),
    save: (key: CryptoKey) => {
      store.key = key;
      return Promise.resolve();
    },
  };
  return store;
}

describe('createCredentialCipher', () => {
  it('seals a password that only the same key and username open', async () => {
    const store = memoryKeyStore();
    const cipher = createCredentialCipher(store);
    const sealed = await cipher.seal('Demo1234', 'demo');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Demo1234');
    expect(sealed).not.toContain(btoa('Demo1234'));
    expect(await cipher.open(sealed!, 'demo')).toBe('Demo1234');
    // Usernames are case-insensitive on the platform.
    expect(await cipher.open(sealed!, ' DEMO ')).toBe('Demo1234');
    expect(await cipher.open(sealed!, 'player01')).toBeNull();
  });

  it('makes a non-extractable AES-GCM key once and keeps it in the store', async () => {
    const store = memoryKeyStore();
    const cipher = createCredentialCipher(store);
    await cipher.seal('a', 'demo');
    const key = store.key!;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await cipher.seal('b', 'demo');
    expect(store.key).toBe(key);
  });

  it('uses a fresh IV each time', async () => {
    const cipher = createCredentialCipher(memoryKeyStore());
    expect(await cipher.seal('same', 'demo')).not.toBe(await cipher.seal('same', 'demo'));
  });

  it('opens nothing sealed under another key, tampered with, or in an unknown format', async () => {
    const sealed = (await createCredentialCipher(memoryKeyStore()).seal('Demo1234', 'demo'))!;
    const otherStore = memoryKeyStore();
    const other = createCredentialCipher(otherStore);
    await other.seal('x', 'demo');
    expect(await other.open(sealed, 'demo')).toBeNull();

    const store = memoryKeyStore();
    const cipher = createCredentialCipher(store);
    const mine = (await cipher.seal('Demo1234', 'demo'))!;
    const flipped = mine.slice(0, -2) + (mine.endsWith('AA') ? 'BB' : 'AA');
    expect(await cipher.open(flipped, 'demo')).toBeNull();
    expect(await cipher.open('Demo1234', 'demo')).toBeNull();
    expect(await cipher.open('v1.', 'demo')).toBeNull();
  });

  it('does not make a key just to open, and remembers nothing without WebCrypto', async () => {
    const store = memoryKeyStore();
    const save = vi.spyOn(store, 'save');
    expect(await createCredentialCipher(store).open('v1.AAAA', 'demo')).toBeNull();
    expect(save).not.toHaveBeenCalled();

    const noCrypto = createCredentialCipher(memoryKeyStore(), null);
    expect(await noCrypto.seal('Demo1234', 'demo')).toBeNull();
  });

  it('remembers nothing when the key store fails', async () => {
    const broken: KeyStore = { load: () => Promise.reject(new Error('blocked')), save: () => Promise.resolve() };
    expect(await createCredentialCipher(broken).seal('Demo1234', 'demo')).toBeNull();
  });
});
