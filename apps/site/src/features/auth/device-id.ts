/**
 * loginDeviceId (protocol notes: "a UUID kept per device"): made once and kept in localStorage, so
 * the platform sees the same device on every sign-in from this browser.
 */
const STORAGE_KEY = 'loginDeviceId';
let inMemory: string | null = null;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version 4 UUID; randomUUID needs a secure context, getRandomValues does not. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function loginDeviceId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && uuidPattern.test(stored)) return stored;
    const id = newUuid();
    localStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode): one id for this page.
    inMemory ??= newUuid();
    return inMemory;
  }
}
