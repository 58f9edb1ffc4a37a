import type { Plugin } from 'vite';

const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Preloads asked for per task: each costs the main thread about a millisecond (four on a phone).
 * Each is a created element: parsing them as HTML (insertAdjacentHTML) cost half as much again
 * (103 ms against 67 ms for the lobby's 29 at 4× CPU).
 */
export const PRELOADS_PER_TASK = 3;

/**
 * Rewrites the built page so the app's code is fetched only once the server's drawing has been
 * painted. The page arrives complete from the server: the first paint needs its HTML and
 * stylesheet alone, and on a slow phone connection the scripts (about 130 KB) fetched in parallel
 * would share the bandwidth with them and push the first paint back.
 *
 * The loader then asks for the entry, and for every chunk it imports as module preloads, a few per
 * task: all are on their way within a few milliseconds, so the code still comes in about one round
 * trip, while no single task of asking blocks a phone for long.
 *
 * Where animation frames never run (a tab opened in the background), a timer starts the app.
 */
export function startAfterPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const chunks = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const loader = [
    '<script type="module">',
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  import(${JSON.stringify(entry)});`,
    `  const chunks = ${JSON.stringify(chunks)};`,
    '  const channel = new MessageChannel();',
    '  const preloadSome = () => {',
    `    const some = chunks.splice(0, ${PRELOADS_PER_TASK});`,
    '    for (const href of some) {',
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    }',
    '    if (chunks.length > 0) channel.port2.postMessage(null);',
    '  };',
    '  channel.port1.onmessage = preloadSome;',
    '  preloadSome();',
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
