import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches as files; fonts and pictures are compressed already. */
const compressible = /\.(js|css|svg|json)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const minimumBytes = 1024;

/**
 * Compressed copies of a built file: Brotli at its best quality and gzip, each only when it is
 * smaller. Made once at build time, they spare the server compressing the same bytes for every
 * visitor (CPU it shares with everything else it serves) and are smaller than what it would make
 * on the fly (Brotli 11 is too slow per request).
 */
export function compressedCopies(source: Uint8Array): { br?: Buffer; gz?: Buffer } {
  if (source.byteLength < minimumBytes) return {};
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  return {
    ...(br.byteLength < source.byteLength ? { br } : {}),
    ...(gz.byteLength < source.byteLength ? { gz } : {}),
  };
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of the browser's build. */
export function precompressPlugin(): Plugin {
  return {
    name: 'lobbykit-precompress',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const output of Object.values(bundle)) {
        if (!compressible.test(output.fileName)) continue;
        const source = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        const { br, gz } = compressedCopies(source);
        const file = join(outDir, output.fileName);
        if (br) writeFileSync(`${file}.br`, br);
        if (gz) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
