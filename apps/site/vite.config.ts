import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path, not '@lobbykit/theme': Vite loads its config with Node, which runs no .ts from node_modules.
import { themeBoot } from '../../packages/theme/src/vite-plugin.ts';

const sandboxUrl = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4100}`;
const platformUrl = process.env.PLATFORM_URL ?? sandboxUrl;
const platformProxy = { target: platformUrl, changeOrigin: true };

/** In development the site server is not there to stamp the brand, so the dev server does. */
const devBrand: Plugin = {
  name: 'lobbykit-dev-brand',
  apply: 'serve',
  transformIndexHtml: (html, context) => {
    const preview = new URL(context.originalUrl ?? '/', 'http://dev').searchParams.get('brand');
    return html.replace('__LOBBYKIT_BRAND__', preview?.toUpperCase() ?? process.env.BRAND ?? 'AURORA');
  },
};

export default defineConfig({
  // themeBoot: the stored light/dark scheme is applied before first paint (no flash).
  plugins: [react(), tailwindcss(), devBrand, themeBoot()],
  resolve: {
    alias: { '@locales': fileURLToPath(new URL('../../locales', import.meta.url)) },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/wps': platformProxy, '/lgw': platformProxy, '/lotto': platformProxy },
  },
  build: {
    // SITE_OUT_DIR: a build beside the default one, for a second copy of the site under test.
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // The bench reads it to tell first-load chunks from later ones.
    manifest: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
