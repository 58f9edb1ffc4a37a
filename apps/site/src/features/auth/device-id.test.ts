import { afterEach, describe, expect, it } from 'vitest';
import { loginDeviceId, newUuid } from './device-id.ts';

afterEach(() => {
  localStorage.clear();
});

describe('loginDeviceId', () => {
  it('is a UUID made once and kept on the device', () => {
    const id = loginDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(loginDeviceId()).toBe(id);
    expect(localStorage.getItem('loginDeviceId')).toBe(id);
  });

  it('replaces a stored value that is not a UUID', () => {
    localStorage.setItem('loginDeviceId', 'tampered');
    expect(loginDeviceId()).not.toBe('tampered');
  });

  it('makes version 4 UUIDs without randomUUID (plain-http pages)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
