import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at OWASP's minimum (Password Storage Cheat Sheet: N=2^17, r=8, p=1, 128 MiB each), with
 * its parameters stored beside the hash, so they can be raised without a migration: a login with
 * a hash of lower cost is hashed again at this one (`needsRehash`).
 */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 };
export type PasswordCost = typeof PASSWORD_COST;

/**
 * The cost new hashes get. OWASP's unless a sandbox says otherwise (`settings.passwordCost`): the
 * server tests run on a busy two-core machine at 2^14 for speed, and the rehash path that brings
 * such a hash up to cost is tested at the real one (robustness-passwords.test.ts).
 */
let currentCost: PasswordCost = PASSWORD_COST;
let nobodysHash: Promise<string> | undefined;
export function usePasswordCost(cost: PasswordCost) {
  currentCost = cost;
  nobodysHash = undefined;
}
const keyLength = 32;
/** A stored hash asking for more than this is not ours: refused rather than run. */
const MAX_N = 2 ** 20;

function derive(
  password: string,
  salt: Buffer,
  options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is below OWASP's cost.
  const maxmem = 128 * options.N * options.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function costOf(stored: string) {
  const [scheme, N, r, p] = stored.split('$');
  return { scheme, N: Number(N), r: Number(r), p: Number(p) };
}

/** True when a stored hash costs less than the current cost (hashed before it was raised, or elsewhere). */
export function needsRehash(stored: string): boolean {
  const { scheme, N, r, p } = costOf(stored);
  return scheme !== 'scrypt' || N < currentCost.N || r < currentCost.r || p < currentCost.p;
}

export async function hashPassword(password: string, cost = currentCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyWithScrypt(password: string, stored: string): Promise<boolean> {
  const [, , , , salt, expected] = stored.split('$');
  const { scheme, N, r, p } = costOf(stored);
  if (scheme !== 'scrypt' || !salt || !expected || !(N <= MAX_N && r <= 32 && p <= 4)) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N, r, p });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/**
 * Passwords already proven right are remembered (as a peppered digest, in memory only), so a member
 * confirming a payment password on every withdrawal does not pay scrypt each time. Wrong guesses
 * are never remembered: every one of them costs a full scrypt.
 */
const pepper = randomBytes(32);
const proven = new Map<string, Promise<boolean>>();
const MAX_PROVEN = 2_000;

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const key = `${stored}|${createHash('sha256').update(pepper).update(password).digest('base64')}`;
  const known = proven.get(key);
  if (known) return known;
  const result = verifyWithScrypt(password, stored);
  proven.set(key, result);
  void result.then((ok) => {
    if (!ok) proven.delete(key);
    else if (proven.size > MAX_PROVEN) proven.delete(proven.keys().next().value!);
  });
  return result;
}

/**
 * For a username that does not exist: runs the same scrypt as a wrong password would, against a
 * hash of nobody's password at the current cost, so the time a login takes does not tell a
 * visitor which usernames exist. Always false.
 */
export async function verifyNobody(password: string): Promise<false> {
  nobodysHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyWithScrypt(password, await nobodysHash);
  return false;
}
