// `npm start`: install what is missing, build the site, start the sandbox platform and serve the
// built site with /wps and /lgw forwarded to it. Ctrl-C stops both.
import { ensureDependencies, ensurePnpm, log, run } from './bootstrap.mjs';
import { sandboxEntry, siteServerEntry, startService, stopAll, waitForHttp } from './processes.mjs';

// The sandbox serves its images, demo game and payment page on the site's own paths: a build for it
// lets platform answers name those (apps/site/src/core/platform/url-policy.ts; off for a real platform).
process.env.VITE_PLATFORM_SITE_PATHS ??= '1';

const port = Number(process.env.PORT ?? 4173);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4100);
const externalPlatform = process.env.PLATFORM_URL;

ensurePnpm();
ensureDependencies();
log('building the site');
if (run('pnpm', ['--filter', '@lobbykit/site', 'build']) !== 0) process.exit(1);

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let platformUrl = externalPlatform;
if (!platformUrl) {
  platformUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = startService('sandbox', sandboxEntry, { SANDBOX_PORT: String(sandboxPort) });
  children.push(sandbox);
  await waitForHttp(`${platformUrl}/wps/system/status`, { child: sandbox }).catch((error) => {
    console.error(`[lobbykit] the sandbox did not start: ${error.message}`);
    return shutdown(1);
  });
}

const site = startService('site', siteServerEntry, { PORT: String(port), PLATFORM_URL: platformUrl });
children.push(site);
await waitForHttp(`http://127.0.0.1:${port}/`, { child: site }).catch((error) => {
  console.error(`[lobbykit] the site server did not start: ${error.message}`);
  return shutdown(1);
});
// If either service dies on its own, stop the other rather than leave half a site running.
for (const child of children) child.once('exit', (code) => void shutdown(code ?? 1));

log(`lobbykit is running at \x1b[1mhttp://localhost:${port}\x1b[0m (platform: ${platformUrl}) — Ctrl-C stops it`);
