import { describe, expect, it } from 'vitest';
import { desDecrypt, desEncrypt, desRsaEnvelope, openDesRsaEnvelope, randomEnvelopeKey } from './envelope.ts';
import { bigIntToBytes, bytesToBigInt, modPow, rsaDecryptRaw, rsaEncryptRaw } from './rsa.ts';

/**
 * Published test vectors for the platform's envelope. A fixed 512-bit key (e = 0x10001) and a fixed
 * K give a fixed D and R. Both were checked against independent implementations:
 *   D: printf %s "$BODY" | openssl enc -des-ecb -K 4c6b3771507a3257 -nosalt -base64 -A -provider legacy
 *      (the key is the first 8 bytes of K, as crypto-js uses them)
 *   R: python3 -c "print(format(pow(int.from_bytes(K[::-1].encode(), 'big'), 0x10001, n), '0128x'))"
 */
const vector = {
  modulusHex:
    'b8a2f34e3572e0ce67d6b5333b957f917055aec8533661b39df408a4957a6818' +
    '1563415d8a8083da386150a9a7519f8e82f5b33e808a43ee8d6afce701573a39',
  privateExponentHex:
    '3a6d7e771a5cdf1d122914b040c3bf59c3e5a968c544694890cc7fcbad6dcdf0' +
    '7f3b27ba44034cd86cc3c148f0edecd52f065357220ac9d7c8295de5df245501',
  K: 'Lk7qPz2WmX9rTb4N',
  body: '{"username":"demo","password":"Demo1234","type":"username","loginDeviceId":"6f1c2a9e-3b7d-4e8a-9c2f-1a2b3c4d5e6f"}',
  D:
    'oUVuFdErmqM6fEB1MN5THXocaJTKqe4+WSoSzWnn4pW8eWT13BsssWKmqWBOueo9Lsmtn7X5BpO5+rF7ihreakuIm6ZRlVYY' +
    '9B6St+LAWHaMiiOF1aCpbtkGSIG+PNNMZbzZGFkK6ViMitDTl82GdZ/3RLURySaQ',
  R:
    '10dc8af51626a7905c0d8d7addf8f6822fb0d00e0f6aa9fa8dcbef279c010c39' +
    'cb915647cf8a0db1bc94d1ffa0f588ca0d8688d8890a7a155c94e3b858dd8f9d',
};
const publicKey = { modulusHex: vector.modulusHex };
const privateKey = { modulusHex: vector.modulusHex, privateExponentHex: vector.privateExponentHex };

describe('textbook RSA over BigInt', () => {
  it('computes modular powers', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 0x10001n, 1n)).toBe(0n);
    // Fermat: a^(p-1) ≡ 1 (mod p) for the prime 2^61 - 1.
    const p = 2n ** 61n - 1n;
    expect(modPow(123456789n, p - 1n, p)).toBe(1n);
  });

  it('round-trips bytes through a big integer', () => {
    const bytes = new Uint8Array([0x01, 0x00, 0xff, 0x7f]);
    expect(bytesToBigInt(bytes)).toBe(0x0100ff7fn);
    expect(bigIntToBytes(0x0100ff7fn)).toEqual(bytes);
  });

  it('encrypts the reversed key to the published R and decrypts it back', () => {
    const reversed = new TextEncoder().encode([...vector.K].reverse().join(''));
    expect(rsaEncryptRaw(reversed, publicKey)).toBe(vector.R);
    expect(rsaDecryptRaw(vector.R, privateKey)).toEqual(reversed);
  });

  it('refuses a message as long as the modulus and a modulus that is not hex', () => {
    expect(() => rsaEncryptRaw(new Uint8Array(64).fill(0xff), publicKey)).toThrow(/longer than the RSA modulus/);
    expect(() => rsaEncryptRaw(new Uint8Array([1]), { modulusHex: 'xyz' })).toThrow(/not hex/);
  });
});

describe('DES-ECB with PKCS7 padding', () => {
  it('encrypts the body to the published D', () => {
    expect(desEncrypt(vector.body, vector.K)).toBe(vector.D);
    expect(desDecrypt(vector.D, vector.K)).toBe(vector.body);
  });

  it('pads to whole 8-byte blocks, a full block when the text already fills one', () => {
    const blocks = (text: string) => atob(desEncrypt(text, vector.K)).length / 8;
    expect(blocks('1234567')).toBe(1);
    expect(blocks('12345678')).toBe(2);
  });
});

describe('the envelope', () => {
  it('seals a body as {"value": D} with Encryption: R', () => {
    const sealed = desRsaEnvelope(() => vector.K).seal(vector.body, publicKey);
    expect(JSON.parse(sealed.body)).toEqual({ value: vector.D });
    expect(sealed.headers).toEqual({ Encryption: vector.R });
  });

  it('opens what it sealed with a fresh random key each time', () => {
    const envelope = desRsaEnvelope();
    const first = envelope.seal(vector.body, publicKey);
    const second = envelope.seal(vector.body, publicKey);
    expect(first.headers.Encryption).not.toBe(second.headers.Encryption);
    for (const sealed of [first, second]) {
      const { value } = JSON.parse(sealed.body) as { value: string };
      expect(openDesRsaEnvelope(value, sealed.headers.Encryption!, privateKey)).toBe(vector.body);
    }
  });

  it('makes 16-character keys from letters and digits', () => {
    const keys = Array.from({ length: 200 }, () => randomEnvelopeKey());
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a key or body that was tampered with', () => {
    const tamperedKey = `${vector.R.slice(0, -1)}${vector.R.endsWith('0') ? '1' : '0'}`;
    expect(() => openDesRsaEnvelope(vector.D, tamperedKey, privateKey)).toThrow();
    expect(() => openDesRsaEnvelope('AAAAAAAAAAA=', vector.R, privateKey)).toThrow();
  });
});
