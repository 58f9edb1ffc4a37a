// `pnpm dev`: the sandbox (restarting on change) and the Vite dev server with hot reload.
import { spawn } from 'node:child_process';
import { repoRoot } from './bootstrap.mjs';

// The sandbox serves its images, demo game and payment page on the site's own paths: a build for it
// lets platform answers name those (apps/site/src/core/platform/url-policy.ts; off for a real platform).
process.env.VITE_PLATFORM_SITE_PATHS ??= '1';

const sandboxPort = process.env.SANDBOX_PORT ?? '4100';
const env = { ...process.env, SANDBOX_PORT: sandboxPort };
const children = [
  ...(process.env.PLATFORM_URL
    ? []
    : [spawn('pnpm', ['--filter', '@lobbykit/sandbox', 'dev'], { cwd: repoRoot, env, stdio: 'inherit' })]),
  spawn('pnpm', ['--filter', '@lobbykit/site', 'dev'], { cwd: repoRoot, env, stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
