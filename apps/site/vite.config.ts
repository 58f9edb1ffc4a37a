import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const sandboxUrl = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4100}`;
const platformUrl = process.env.PLATFORM_URL ?? sandboxUrl;
const platformProxy = { target: platformUrl, changeOrigin: true };

/** In development the site server is not there to stamp the brand, so the dev server does. */
const devBrand: Plugin = {
  name: 'lobbykit-dev-brand',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace('__LOBBYKIT_BRAND__', process.env.BRAND ?? 'AURORA'),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), devBrand],
  resolve: {
    alias: { '@locales': fileURLToPath(new URL('../../locales', import.meta.url)) },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/wps': platformProxy, '/lgw': platformProxy },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
  },
});
