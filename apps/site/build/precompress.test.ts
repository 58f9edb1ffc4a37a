import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies } from './precompress.ts';

describe('compressedCopies', () => {
  it('makes Brotli and gzip copies that unpack to the very same bytes, both smaller', () => {
    const source = Buffer.from('export const greeting = "hello";\n'.repeat(200));
    const { br, gz } = compressedCopies(source);
    expect(brotliDecompressSync(br!).equals(source)).toBe(true);
    expect(gunzipSync(gz!).equals(source)).toBe(true);
    expect(br!.byteLength).toBeLessThan(gz!.byteLength);
    expect(gz!.byteLength).toBeLessThan(source.byteLength);
  });

  it('leaves small files, and files that would not shrink, without copies', () => {
    expect(compressedCopies(Buffer.from('export {};'))).toEqual({});
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 2654435761) % 251));
    const { br, gz } = compressedCopies(noise);
    if (br) expect(br.byteLength).toBeLessThan(noise.byteLength);
    if (gz) expect(gz.byteLength).toBeLessThan(noise.byteLength);
  });
});
