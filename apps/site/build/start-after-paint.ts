import type { Plugin } from 'vite';

const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Rewrites the built page so the app's code is fetched only once the server's drawing has been
 * painted. The page arrives complete from the server: the first paint needs its HTML and
 * stylesheet alone, and on a slow phone connection the scripts (about 130 KB) fetched in parallel
 * would share the bandwidth with them and push the first paint back. The loader then asks for the
 * entry and every chunk it imports at once, as the module preloads did, so the code still comes
 * in one round trip.
 *
 * Where animation frames never run (a tab opened in the background), a timer starts the app.
 */
export function startAfterPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const chunks = [...html.matchAll(modulePreload)].map((match) => match[1]);
  // One insertion for every preload: appending the links one by one costs several times more.
  const preloads = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const loader = [
    '<script type="module">',
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  document.head.insertAdjacentHTML('beforeend', ${JSON.stringify(preloads)});`,
    `  import(${JSON.stringify(entry)});`,
    '};',
    'requestAnimationFrame(() => setTimeout(start));',
    'setTimeout(start, 1000);',
    '</script>',
  ].join('\n');
  return html.replace(modulePreload, '').replace(entryScript, loader);
}

/** The build's index.html with {@link startAfterPaint} applied. */
export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'lobbykit-start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAfterPaint },
  };
}
