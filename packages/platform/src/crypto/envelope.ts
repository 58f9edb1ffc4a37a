/**
 * The encrypted-body envelope of the platform's sensitive calls (login, register, passwords, points),
 * in one place so a stronger scheme can replace it per brand (protocol notes):
 *
 * 1. a random 16-character key K;
 * 2. D = Base64(DES-ECB-PKCS7(body, key = UTF-8 bytes of K)) — crypto-js uses the first 8 bytes;
 * 3. R = hex(textbook-RSA(reverse(K))) with the platform's public modulus;
 * 4. the request body is `{"value": D}` with header `Encryption: R`.
 *
 * DES-ECB and unpadded RSA are weak; they are what the platform expects, and TLS carries the rest.
 * crypto-js weighs ~10 KB gzip, so the transport loads this module on the first encrypted call.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/mode-ecb';
// Registers DES (and TripleDES) on the core object.
import 'crypto-js/tripledes';
import { rsaDecryptRaw, rsaEncryptRaw, type RsaPrivateKey } from './rsa.ts';
import { ENCRYPTION_HEADER, type BodyEnvelope } from './types.ts';

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of `length` characters from a 62-letter alphabet, without modulo bias. */
export function randomEnvelopeKey(length = 16): string {
  let key = '';
  const bytes = new Uint8Array(length * 2);
  while (key.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 4 × 62: values above it would favour the alphabet's first letters.
      if (byte < 248 && key.length < length) key += keyAlphabet[byte % 62];
    }
  }
  return key;
}

const desOptions = () => ({ mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });

export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(plaintext, CryptoJS.enc.Utf8.parse(key), desOptions()).toString();
}

export function desDecrypt(ciphertextBase64: string, key: string): string {
  const words = CryptoJS.DES.decrypt(ciphertextBase64, CryptoJS.enc.Utf8.parse(key), desOptions());
  return words.toString(CryptoJS.enc.Utf8);
}

const reverse = (text: string) => [...text].reverse().join('');

/** The platform's DES + RSA envelope. `nextKey` is injectable so tests can pin K. */
export function desRsaEnvelope(nextKey: () => string = randomEnvelopeKey): BodyEnvelope {
  return {
    seal(plaintext, publicKey) {
      const key = nextKey();
      const data = desEncrypt(plaintext, key);
      const encryptedKey = rsaEncryptRaw(new TextEncoder().encode(reverse(key)), publicKey);
      return { body: JSON.stringify({ value: data }), headers: { [ENCRYPTION_HEADER]: encryptedKey } };
    },
  };
}

/**
 * The server half, for the sandbox and for tests: recovers the JSON text from D and R.
 * Throws when either part is not what the client would have sent.
 */
export function openDesRsaEnvelope(data: string, encryptedKey: string, privateKey: RsaPrivateKey): string {
  const key = reverse(new TextDecoder('utf-8', { fatal: true }).decode(rsaDecryptRaw(encryptedKey, privateKey)));
  if (key.length === 0) throw new Error('empty envelope key');
  const plaintext = desDecrypt(data, key);
  if (!plaintext) throw new Error('envelope body did not decrypt');
  return plaintext;
}
