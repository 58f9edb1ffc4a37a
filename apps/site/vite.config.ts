import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { localePacksPlugin } from './build/locale-packs.ts';
import { precompressPlugin } from './build/precompress.ts';
import { startAfterPaintPlugin } from './build/start-after-paint.ts';
import { webFontsLaterPlugin } from './build/web-fonts-later.ts';
import { screenImportsToPreload } from './build/screen-imports.ts';
import { serverEntryPlugin } from './build/server-entry.ts';
import { earlyPressScript } from './src/boot/early-press-script.ts';
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

/** Keeps what a player types and presses on the drawn page before its code runs (src/boot/early-press-script.ts). */
const earlyPress: Plugin = {
  name: 'lobbykit-early-press',
  transformIndexHtml: () => [{ tag: 'script', children: earlyPressScript, injectTo: 'head' }],
};

/**
 * Web fonts are used only if they are ready at first paint (`font-display: optional`): a late font
 * would draw every line again and move the page under the player's eyes. The build declares them
 * only once the browser has their files (build/web-fonts-later.ts). Storybook keeps the package's
 * `swap`, so its snapshots always show the brand's font.
 */
const fontDisplayOptional = {
  postcssPlugin: 'lobbykit-font-display-optional',
  AtRule: {
    'font-face': (rule: { walkDecls: (property: string, visit: (declaration: { value: string }) => void) => void }) =>
      rule.walkDecls('font-display', (declaration) => {
        declaration.value = 'optional';
      }),
  },
};

const locales = fileURLToPath(new URL('../../locales', import.meta.url));

// SITE_OUT_DIR: a build beside the default one, for a second copy of the site under test.
const outDir = process.env.SITE_OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild, mode }) => ({
  // themeBoot: the stored light/dark scheme is applied before first paint (no flash).
  plugins: [
    react(),
    tailwindcss(),
    devBrand,
    themeBoot(),
    earlyPress,
    startAfterPaintPlugin(),
    webFontsLaterPlugin(),
    localePacksPlugin({ localesDir: locales }),
    precompressPlugin(),
    serverEntryPlugin(fileURLToPath(new URL('./server/main.ts', import.meta.url))),
  ],
  css: { postcss: { plugins: [fontDisplayOptional] } },
  resolve: {
    alias: { '@locales': locales },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/wps': platformProxy, '/lgw': platformProxy, '/lotto': platformProxy },
  },
  // The server renderer (`vite build --ssr src/ssr/entry-server.tsx`) is one self-contained file in
  // <outDir>/ssr: a build copied elsewhere (tests use /tmp folders) has no node_modules beside it.
  ssr: { noExternal: true },
  // The server's bundle carries React's development and production builds and picks one by
  // NODE_ENV when it runs; fixing the mode here draws pages with the production build (several
  // times faster, no development checks) however the server is started, and drops the other build.
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') }
    : {},
  build: {
    outDir: isSsrBuild ? `${outDir}/ssr` : outDir,
    emptyOutDir: true,
    // The bench reads it to tell first-load chunks from later ones.
    manifest: !isSsrBuild,
    target: isSsrBuild ? 'node20' : 'es2022',
    // One stylesheet for every screen (the few component files add under 1 KB gzip to it): the
    // server draws a screen before its chunk loads, and a split stylesheet would arrive with the
    // chunk, after first paint, and move the page (an unstyled slider is a column of logos).
    cssCodeSplit: false,
    // A route screen's imports come through the browser's module loader (build/screen-imports.ts).
    modulePreload: { resolveDependencies: screenImportsToPreload },
    reportCompressedSize: false,
    rolldownOptions: {
      // The server imports every language pack up front, which the browser's build loads on demand:
      // that each dynamic import stays in the server's one file is intended, not worth a warning.
      onLog: (level, log, handler) => {
        if (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
    },
  },
}));
