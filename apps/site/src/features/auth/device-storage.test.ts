import { describe, expect, it } from 'vitest';
import { deviceStorageJar } from './device-storage.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
    clear: () => values.clear(),
  };
}

describe('deviceStorageJar', () => {
  it('keeps an entry for 24 hours from when it was written, then drops it', () => {
    const storage = memoryStorage();
    let now = Date.UTC(2026, 0, 1);
    const jar = deviceStorageJar(storage, () => now);
    jar.set('lk_login_user', 'demo');
    now += 24 * 3600_000 - 1;
    expect(jar.get('lk_login_user')).toBe('demo');
    now += 1;
    expect(jar.get('lk_login_user')).toBeNull();
    expect(storage.getItem('lk_login_user')).toBeNull();
  });

  it('lists only its own entries and removes them', () => {
    const storage = memoryStorage();
    storage.setItem('theme', 'dark');
    const jar = deviceStorageJar(storage);
    jar.set('lk_login_user', 'demo');
    jar.set('lk_login_remember', '1');
    expect(jar.names().sort()).toEqual(['lk_login_remember', 'lk_login_user']);
    jar.remove('lk_login_user');
    expect(jar.names()).toEqual(['lk_login_remember']);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('reads a damaged entry as nothing, and works with no storage at all', () => {
    const storage = memoryStorage();
    storage.setItem('lk_login_user', '{not json');
    expect(deviceStorageJar(storage).get('lk_login_user')).toBeNull();
    const none = deviceStorageJar(null);
    none.set('lk_login_user', 'demo');
    expect(none.get('lk_login_user')).toBeNull();
    expect(none.names()).toEqual([]);
  });
});
