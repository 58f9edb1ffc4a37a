import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt with its parameters stored beside the hash, so they can be raised without a migration. */
const cost = { N: 16_384, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyWithScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
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

let nobodysHash: Promise<string> | undefined;

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
