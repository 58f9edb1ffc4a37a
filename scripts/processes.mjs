// Starting the sandbox and the site server as child processes, and waiting for them to answer.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './bootstrap.mjs';

const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

/** Starts a long-running entry point (TypeScript through tsx, JavaScript with node); its output is prefixed with its name. */
/**
 * @param {string} name @param {string} entry @param {Record<string, string>} env
 * @param {{ quiet?: boolean }} [options]
 */
export function startService(name, entry, env, { quiet = false } = {}) {
  const child = spawn(/\.m?js$/.test(entry) ? process.execPath : tsx, [entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', quiet ? 'ignore' : 'pipe'],
  });
  if (!quiet) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        for (const line of chunk.split('\n').filter(Boolean)) console.log(`\x1b[2m[${name}]\x1b[0m ${line}`);
      });
    }
  }
  return child;
}

export const sandboxEntry = 'apps/sandbox/src/main.ts';
// The compiled site server of the build (apps/site/dist/ssr/server.js, or SITE_DIST's), run with node.
export const siteServerEntry = 'apps/site/server/serve.mjs';

/** Polls a URL until it answers with any HTTP status, or gives up. */
/**
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Ends the children and resolves once they have all exited. */
/** @param {import('node:child_process').ChildProcess[]} children */
export function stopAll(children) {
  return Promise.all(
    children.map(
      (child) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          })
        ),
    ),
  );
}
