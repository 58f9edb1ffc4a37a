// `pnpm bench`: the project's benchmark. Builds the site, loads its home route in Chromium against
// the sandbox, and weighs what the route loads against the React runtime floor built in the same
// run. Writes bench/results.json and prints a table. Figures, not pass/fail: no thresholds here.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { ensureChromium, ensureDependencies, ensurePnpm, log, repoRoot, run } from './bootstrap.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { sandboxEntry, siteServerEntry, startService, stopAll, waitForHttp } from './processes.mjs';

const sandboxPort = 4120;
const sitePort = 4193;
const dist = join(repoRoot, 'apps', 'site', 'dist');
const benchDir = join(repoRoot, 'bench');

/** @param {Buffer | string} content */
const gzipBytes = (content) => gzipSync(content).length;

/** The JS and CSS files the home route loads in a real browser, read back from the build. */
async function homeRouteAssets() {
  const sandbox = startService('sandbox', sandboxEntry, { SANDBOX_PORT: String(sandboxPort) }, { quiet: true });
  const site = startService(
    'site',
    siteServerEntry,
    { PORT: String(sitePort), PLATFORM_URL: `http://127.0.0.1:${sandboxPort}` },
    { quiet: true },
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await waitForHttp(`http://127.0.0.1:${sandboxPort}/wps/system/status`, { child: sandbox });
    await waitForHttp(`http://127.0.0.1:${sitePort}/`, { child: site });
    const page = await browser.newPage();
    /** @type {Set<string>} */
    const assets = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
    });
    await page.goto(`http://127.0.0.1:${sitePort}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return [...assets].sort();
  } finally {
    await browser.close();
    await stopAll([sandbox, site]);
  }
}

/** @param {string[]} files paths under the built site */
function weigh(files) {
  const sizes = files.map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, raw: content.length, gzip: gzipBytes(content) };
  });
  return {
    files: sizes,
    raw: sizes.reduce((total, size) => total + size.raw, 0),
    gzip: sizes.reduce((total, size) => total + size.gzip, 0),
  };
}

/** react + react-dom/client, production and minified, the least any React page ships. */
async function reactFloor() {
  const root = join(benchDir, '.react-floor');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'entry.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(createElement('p', null, 'floor'));\n",
  );
  const output = /** @type {import('vite').Rolldown.RolldownOutput} */ (
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      build: {
        outDir: join(root, 'out'),
        write: false,
        target: 'es2022',
        lib: false,
        rolldownOptions: { input: join(root, 'entry.js') },
      },
    })
  );
  const code = output.output
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  rmSync(root, { recursive: true, force: true });
  return { raw: Buffer.byteLength(code), gzip: gzipBytes(code) };
}

ensurePnpm();
ensureDependencies();
ensureChromium();
log('building the site');
if (run('pnpm', ['--filter', '@lobbykit/site', 'build']) !== 0) process.exit(1);

log('loading / in Chromium against the sandbox');
const assets = await homeRouteAssets();
const js = weigh(assets.filter((file) => file.endsWith('.js')));
const css = weigh(assets.filter((file) => file.endsWith('.css')));
log('building the React runtime floor');
const floor = await reactFloor();
const ratio = js.gzip / floor.gzip;

const results = {
  measuredAt: new Date().toISOString(),
  home: { js, css },
  reactFloor: floor,
  homeJsToReactFloor: Number(ratio.toFixed(3)),
};
mkdirSync(benchDir, { recursive: true });
writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.table({
  'home initial JS (gzip)': { value: kb(js.gzip), files: js.files.length },
  'home initial CSS (gzip)': { value: kb(css.gzip), files: css.files.length },
  'React runtime floor (gzip)': { value: kb(floor.gzip), files: 1 },
  'home JS / React floor': { value: `${ratio.toFixed(2)}×`, files: '' },
});
log(`wrote ${join('bench', 'results.json')}`);
