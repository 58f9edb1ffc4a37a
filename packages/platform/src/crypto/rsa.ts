/**
 * Textbook RSA (no padding) over BigInt: c = m^e mod n on the message bytes read as one big-endian
 * integer. The platform's envelope uses it to carry a one-time DES key; it is not a general-purpose
 * RSA and must never protect anything on its own (protocol notes).
 */

/** The platform's public exponent, 0x10001. */
export const RSA_PUBLIC_EXPONENT = 0x10001n;

export interface RsaPublicKey {
  /** Modulus as hex, as `/wps/session/key/rsa` returns it. */
  modulusHex: string;
}

export interface RsaPrivateKey extends RsaPublicKey {
  /** Private exponent as hex. */
  privateExponentHex: string;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export function bytesToBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex ? BigInt(`0x${hex}`) : 0n;
}

export function bigIntToBytes(value: bigint): Uint8Array {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function parseHex(hex: string, what: string): bigint {
  const clean = hex.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]+$/i.test(clean)) throw new Error(`${what} is not hex`);
  return BigInt(`0x${clean}`);
}

/** Encrypts `message` with the public key; returns hex padded to the modulus's length. */
export function rsaEncryptRaw(message: Uint8Array, key: RsaPublicKey): string {
  const n = parseHex(key.modulusHex, 'RSA modulus');
  const m = bytesToBigInt(message);
  if (m >= n) throw new Error('message is longer than the RSA modulus');
  const width = Math.ceil(n.toString(16).length / 2) * 2;
  return modPow(m, RSA_PUBLIC_EXPONENT, n).toString(16).padStart(width, '0');
}

/** The server half: recovers the message bytes from hex ciphertext. */
export function rsaDecryptRaw(cipherHex: string, key: RsaPrivateKey): Uint8Array {
  const n = parseHex(key.modulusHex, 'RSA modulus');
  const c = parseHex(cipherHex, 'RSA ciphertext');
  if (c >= n) throw new Error('ciphertext is not below the modulus');
  return bigIntToBytes(modPow(c, parseHex(key.privateExponentHex, 'RSA private exponent'), n));
}
