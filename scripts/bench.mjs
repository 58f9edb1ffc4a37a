// `pnpm bench`: the project's benchmark. Builds the site; weighs the home route's first-load JS
// (as Next.js counts it: the entry, its static imports, and the route's chunk with its static
// imports, from the Vite manifest) against the React runtime floor built in the same run, and
// against the floor of React with the libraries the site is built on, which shows how much of it
// is the site's own code; records
// what a real browser fetches until the network is idle; runs Lighthouse (mobile) on /, /rng and
// /promotions; times the lobby's search and vendor switch against the sandbox's 10,240-game
// vendor, and opening a member-centre page.
// Writes bench/results.json and prints a table. Figures, not pass/fail: no thresholds here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { ensureChromium, ensureDependencies, ensurePnpm, log, repoRoot, run } from './bootstrap.mjs';
import { runLighthouse } from './bench-lighthouse.mjs';
import { benchCentre } from './bench-centre.mjs';
import { benchLobby } from './bench-lobby.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { benchLoad } from './bench-load.mjs';
import { sandboxEntry, siteServerEntry, startService, stopAll, waitForHttp } from './processes.mjs';

const sandboxPort = 4120;
const sitePort = 4193;
const dist = join(repoRoot, 'apps', 'site', 'dist');
const benchDir = join(repoRoot, 'bench');

/** @param {Buffer | string} content */
const gzipBytes = (content) => gzipSync(content).length;

/** The home route's screen module: its chunk and static imports count as first-load JS. */
const homeRouteModule = 'src/features/home/home-screen.tsx';

/**
 * First-load files of a route from the Vite manifest: the entry chunk, the route's chunk, and
 * everything either imports statically. Chunks fetched later (dialogs, menus, below-the-fold
 * enhancements) are not part of it.
 */
/** @param {string} routeModule */
function firstLoadFiles(routeModule) {
  /** @type {Record<string, { file: string, imports?: string[], css?: string[], isEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(routeModule);
  // The site builds one stylesheet for every screen (no CSS code splitting): the manifest lists it
  // apart from the chunks, and index.html links it.
  const stylesheet = manifest['style.css'];
  if (stylesheet) files.add(`/${stylesheet.file}`);
  return [...files].sort();
}

/**
 * Starts the sandbox and the built site, runs `work` with the site's URL, and stops both. The bench
 * signs in from this machine far more often than a visitor could (every member and agent page
 * timing signs in afresh), so the sandbox's per-address login limit is lifted for it. The sandbox
 * gets a database of its own, seeded afresh: a kept one (`npm start`'s) may predate accounts the
 * timings use, such as the big agent, and holds whatever was done in it since.
 * @template T
 * @param {(url: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withRunningSite(work) {
  const databaseDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-'));
  const sandbox = startService(
    'sandbox',
    sandboxEntry,
    {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: join(databaseDir, 'sandbox.sqlite'),
      SANDBOX_RATE_LIMITS: JSON.stringify({ loginPerAddress: 10_000 }),
    },
    { quiet: true },
  );
  const site = startService(
    'site',
    siteServerEntry,
    { PORT: String(sitePort), PLATFORM_URL: `http://127.0.0.1:${sandboxPort}` },
    { quiet: true },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${sandboxPort}/wps/system/status`, { child: sandbox });
    await waitForHttp(`http://127.0.0.1:${sitePort}/`, { child: site });
    return await work(`http://127.0.0.1:${sitePort}`);
  } finally {
    await stopAll([sandbox, site]);
    rmSync(databaseDir, { recursive: true, force: true });
  }
}

/** The JS and CSS files a real browser fetches for / until the network is idle. */
async function fetchedUntilIdle(/** @type {string} */ siteUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    /** @type {Set<string>} */
    const assets = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
    });
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return [...assets].sort();
  } finally {
    await browser.close();
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

/**
 * Builds `source` alone (production, minified, one chunk) and weighs it: the least a page that
 * runs it ships.
 * @param {string} name
 * @param {string} source
 */
async function floorOf(name, source) {
  // Inside the site, so the libraries resolve as the site's build resolves them.
  const root = join(repoRoot, 'apps', 'site', `.bench-floor-${name}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'entry.js'), source);
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

/** react + react-dom/client: the least any React page ships. */
const reactFloorSource = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'floor'));
`;

/**
 * The React floor plus the libraries the site is built on (react-i18next over i18next, SWR,
 * wouter), each used once: what any page of the site ships before a line of its own code.
 */
const librariesFloorSource = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link, Route, Router } from 'wouter';

// The sandbox serves its images, demo game and payment page on the site's own paths: a build for it
// lets platform answers name those (apps/site/src/core/platform/url-policy.ts; off for a real platform).
process.env.VITE_PLATFORM_SITE_PATHS ??= '1';
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { floor: 'floor' } } } });
function Floor() {
  const { t } = useTranslation();
  const { data } = useSWR('floor', () => Promise.resolve(''));
  return createElement(Link, { href: '/' }, t('floor') + (data ?? ''));
}
createRoot(document.body).render(createElement(Router, null, createElement(Route, { path: '/' }, createElement(Floor))));
`;

ensurePnpm();
ensureDependencies();
ensureChromium();
log('building the site');
if (run('pnpm', ['--filter', '@lobbykit/site', 'build']) !== 0) process.exit(1);

const firstLoad = firstLoadFiles(homeRouteModule);
const js = weigh(firstLoad.filter((file) => file.endsWith('.js')));
const css = weigh(firstLoad.filter((file) => file.endsWith('.css')));
log(
  'loading / in Chromium against the sandbox, Lighthouse (mobile) on /, /rng and /promotions, then the lobby and centre timings',
);
const { idleAssets, lighthouseHome, lighthouseHomeVi, lighthouseRng, lighthousePromotions, lobby, centre, load } =
  await withRunningSite(async (siteUrl) => ({
    idleAssets: await fetchedUntilIdle(siteUrl),
    lighthouseHome: await runLighthouse(`${siteUrl}/`),
    // A Vietnamese player's home: the pack is fetched on demand, never part of the first load.
    lighthouseHomeVi: await runLighthouse(`${siteUrl}/`, { language: 'VI' }),
    lighthouseRng: await runLighthouse(`${siteUrl}/rng`),
    lighthousePromotions: await runLighthouse(`${siteUrl}/promotions`),
    lobby: await benchLobby(siteUrl),
    centre: await benchCentre(siteUrl),
    // production: 200 visitors on / at once (last, so its burst disturbs no other figure)
    load: await benchLoad(siteUrl),
  }));
const idleJs = weigh(idleAssets.filter((/** @type {string} */ file) => file.endsWith('.js')));
log('building the React runtime floor and the libraries floor');
const floor = await floorOf('react', reactFloorSource);
const librariesFloor = await floorOf('libraries', librariesFloorSource);
const ratio = js.gzip / floor.gzip;

const results = {
  measuredAt: new Date().toISOString(),
  home: { firstLoadJs: js, firstLoadCss: css, jsFetchedUntilNetworkIdle: idleJs },
  reactFloor: floor,
  homeJsToReactFloor: Number(ratio.toFixed(3)),
  librariesFloor,
  homeJsOverLibrariesFloor: js.gzip - librariesFloor.gzip,
  lighthouse: { home: lighthouseHome, homeVi: lighthouseHomeVi, rng: lighthouseRng, promotions: lighthousePromotions },
  lobby,
  centre,
  load,
};
mkdirSync(benchDir, { recursive: true });
writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const lh = lighthouseHome.median;
console.table({
  'home first-load JS (gzip)': { value: kb(js.gzip), detail: `${js.files.length} files`, target: '' },
  'home first-load CSS (gzip)': { value: kb(css.gzip), detail: `${css.files.length} files`, target: '' },
  'React runtime floor (gzip)': { value: kb(floor.gzip), detail: '', target: '' },
  'home JS / React floor': { value: `${ratio.toFixed(2)}×`, detail: '', target: '≤ 2.2×' },
  'libraries floor (gzip)': {
    value: kb(librariesFloor.gzip),
    detail: `${(librariesFloor.gzip / floor.gzip).toFixed(2)}× React; + i18next, react-i18next, swr, wouter`,
    target: '',
  },
  "home JS over the libraries floor (the site's own, gzip)": {
    value: kb(js.gzip - librariesFloor.gzip),
    detail: `2.2× leaves ${kb(2.2 * floor.gzip - librariesFloor.gzip)}`,
    target: '',
  },
  'JS fetched until network idle (gzip)': {
    value: kb(idleJs.gzip),
    detail: `${idleJs.files.length} files`,
    target: '',
  },
  'Lighthouse mobile / performance': {
    value: lh.score,
    detail: `median of ${lighthouseHome.runs.length}`,
    target: '≥ 95',
  },
  'Lighthouse mobile / LCP': { value: `${lh.lcpMs} ms`, detail: `FCP ${lh.fcpMs} ms`, target: '≤ 1800 ms' },
  'Lighthouse mobile / TBT': { value: `${lh.tbtMs} ms`, detail: '', target: '≤ 100 ms' },
  'Lighthouse mobile / CLS': { value: lh.cls, detail: '', target: '≤ 0.02' },
  'Lighthouse mobile / in VI / performance': {
    value: lighthouseHomeVi.median.score,
    detail: `LCP ${lighthouseHomeVi.median.lcpMs} ms, TBT ${lighthouseHomeVi.median.tbtMs} ms`,
    target: '≥ 95',
  },
  'Lighthouse mobile /rng / performance': {
    value: lighthouseRng.median.score,
    detail: `LCP ${lighthouseRng.median.lcpMs} ms, TBT ${lighthouseRng.median.tbtMs} ms`,
    target: '≥ 90',
  },
  'Lighthouse mobile /promotions / performance': {
    value: lighthousePromotions.median.score,
    detail: `LCP ${lighthousePromotions.median.lcpMs} ms, TBT ${lighthousePromotions.median.tbtMs} ms`,
    target: '≥ 95',
  },
  'lobby search → first page painted, p95': {
    value: `${lobby.searchP95Ms} ms`,
    detail: `${lobby.searches} searches`,
    target: '≤ 100 ms',
  },
  'lobby vendor switch → first page painted, p95': {
    value: `${lobby.vendorSwitchP95Ms} ms`,
    detail: `${lobby.switches} switches`,
    target: '≤ 150 ms',
  },
  'centre page opened → content painted, p95': {
    value: `${centre.openP95Ms} ms`,
    detail: `${centre.opens} opens from the account menu (code cached)`,
    target: '≤ 300 ms',
  },
  'centre page switched → content painted, p95': {
    value: `${centre.switchP95Ms} ms`,
    detail: `${centre.switches} switches in the panel`,
    target: '',
  },
  ...Object.fromEntries(
    Object.entries(centre.pages.p95).map(([key, ms]) => [
      `centre page ${key} opened → content painted, p95`,
      {
        value: `${ms.fresh} ms`,
        detail: `${centre.pages.freshOpensPerPage} opens, site reloaded before each; ${ms.again} ms opened again`,
        target: '≤ 300 ms',
      },
    ]),
  ),
  'header Deposit → deposit page painted, p95': {
    value: `${centre.depositButtonP95Ms} ms`,
    detail: `${centre.pages.opensPerPage} presses with the centre closed`,
    target: '≤ 300 ms',
  },
  'betting record (5,200 bets) filter change → first page painted, p95': {
    value: `${centre.betFilters.changeP95Ms} ms`,
    detail: `${centre.betFilters.changes} changes of game type and status, each not asked before`,
    target: '≤ 150 ms',
  },
  // agent centre: team pages
  ...Object.fromEntries(
    Object.entries(centre.agent.pages).map(([key, ms]) => [
      `agent centre page ${key} opened → content painted, p95`,
      {
        value: `${ms.fresh} ms`,
        detail: `as bigagent (1,200 downline members), site reloaded before each; ${ms.again} ms opened again`,
        target: '≤ 300 ms',
      },
    ]),
  ),
  'team search → results painted, p95': {
    value: `${centre.agent.searchP95Ms} ms`,
    detail: `${centre.agent.searches} name prefixes over bigagent's 1,200 downline members`,
    target: '≤ 100 ms',
  },
  // production: the site under load
  '200 visitors on / at once, time to first byte p95': {
    value: `${load.concurrent.p95Ms} ms`,
    detail: `one visitor: ${load.single.p95Ms} ms; ${load.concurrent.serverErrors} 5xx, ${load.concurrent.failed} failed`,
    target: 'no 5xx',
  },
});
log(`wrote ${join('bench', 'results.json')}`);
