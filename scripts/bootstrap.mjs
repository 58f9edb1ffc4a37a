// Brings a fresh machine (Node 20 and npm only) to the point where the workspace runs:
// pnpm, the locked dependencies and, for the browser tiers, Debian's Chromium.
// Dependency-free on purpose: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PNPM_VERSION = '12.21.0';
const localTools = join(repoRoot, '.tools');

/** @param {string} message */
function log(message) {
  console.log(`\x1b[36m[lobbykit]\x1b[0m ${message}`);
}

/**
 * Runs a command in the repository with inherited output and returns its exit status.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  return result.status ?? 1;
}

/** @param {string} command @param {string[]} args @param {string} what */
function runOrDie(command, args, what) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`[lobbykit] ${what} failed (exit ${status})`);
    process.exit(status);
  }
}

/** @param {string} command */
function pnpmMajor(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', cwd: repoRoot });
  if (result.status !== 0) return 0;
  return Number(result.stdout.trim().split('.')[0]);
}

/** pnpm 10 or 12 (11 crashes on Node 20); installed globally, or into .tools when that is refused. */
export function ensurePnpm() {
  const localBin = join(localTools, 'node_modules', '.bin');
  if (existsSync(join(localBin, 'pnpm'))) process.env.PATH = `${localBin}${delimiter}${process.env.PATH}`;
  if ([10, 12].includes(pnpmMajor('pnpm'))) return;
  log(`installing pnpm ${PNPM_VERSION}`);
  if (run('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]) !== 0) {
    log('a global install was refused; installing pnpm into .tools');
    runOrDie(
      'npm',
      ['install', '--prefix', localTools, '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`],
      'pnpm install',
    );
    process.env.PATH = `${localBin}${delimiter}${process.env.PATH}`;
  }
  if (![10, 12].includes(pnpmMajor('pnpm'))) {
    console.error('[lobbykit] pnpm is still not usable after installing it');
    process.exit(1);
  }
}

/**
 * Native addons (better-sqlite3) compile with node-gyp, which would download Node's headers from
 * the internet; point it at the headers installed beside this Node instead when they are there.
 */
function nativeBuildEnv() {
  const nodePrefix = resolve(dirname(process.execPath), '..');
  const hasHeaders = existsSync(join(nodePrefix, 'include', 'node', 'node_api.h'));
  return hasHeaders && !process.env.npm_config_nodedir ? { npm_config_nodedir: nodePrefix } : {};
}

/** The locked dependencies; a no-op in about a second when nothing changed. */
export function ensureDependencies() {
  log('installing dependencies from pnpm-lock.yaml');
  const status = run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { ...process.env, ...nativeBuildEnv() },
  });
  if (status !== 0) {
    console.error(`[lobbykit] pnpm install failed (exit ${status})`);
    process.exit(status);
  }
}

/** Debian's Chromium for every browser tier (Playwright's own downloads are not reachable). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  log(`installing Debian's chromium (${chromiumPath} is missing)`);
  const asRoot = process.getuid?.() === 0;
  /** @param {string[]} args @returns {[string, string[]]} */
  const sudo = (args) => (asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const [command, commandArgs] = sudo(args);
    const status = run(command, commandArgs, { env });
    if (status !== 0) {
      console.error(`[lobbykit] could not install chromium (apt-get ${args.join(' ')} exited ${status})`);
      process.exit(status);
    }
  }
  if (!existsSync(chromiumPath)) {
    console.error(`[lobbykit] chromium installed but ${chromiumPath} is still missing`);
    process.exit(1);
  }
}

export { log };
