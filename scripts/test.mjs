// `npm test`: installs what is missing, runs every tier, prints one table and the closing line
// `N passed, N failed, N skipped` that counts every tier, and exits non-zero if anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensurePnpm, log, repoRoot, run } from './bootstrap.mjs';
import { eslintFailures, playwrightFailures, vitestFailures } from './test-reports.mjs';
import { typecheckProjects } from './typecheck-projects.mjs';

// The sandbox serves its images, demo game and payment page on the site's own paths: a build for it
// lets platform answers name those (apps/site/src/core/platform/url-policy.ts; off for a real platform).
process.env.VITE_PLATFORM_SITE_PATHS ??= '1';

const reports = join(repoRoot, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensurePnpm();
ensureDependencies();
ensureChromium();

/** @type {{ tier: string, passed: number, failed: number, skipped: number }[]} */
const tally = [];
/** @param {string} tier @param {number} passed @param {number} failed @param {number} [skipped] */
const record = (tier, passed, failed, skipped = 0) => tally.push({ tier, passed, failed, skipped });
/** What failed, by name, listed again above the closing table. */
/** @type {{ tier: string, title: string, reason: string }[]} */
const failures = [];
/** @param {string} tier @param {{ title: string, reason: string }[]} found */
const recordFailures = (tier, found) => failures.push(...found.map((failure) => ({ tier, ...failure })));
/** @param {string} tier @param {string} title @param {number} status */
const recordExit = (tier, title, status) => recordFailures(tier, [{ title, reason: `exit code ${status}` }]);
/** A check that is one command: passed when it exits 0, else named by its exit code. */
/** @param {string} tier @param {string} title @param {number} status */
function recordStatus(tier, title, status) {
  record(tier, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
  if (status !== 0) recordExit(tier, title, status);
}

/** @param {string} file @returns {any} */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that is a single check (a build, a format check): passes when it exits 0. */
/** @param {string} tier @param {string} command @param {string[]} args */
function check(tier, command, args) {
  log(`${tier}: ${[command, ...args].join(' ')}`);
  const status = run(command, args);
  recordStatus(tier, [command, ...args].join(' '), status);
  return status === 0;
}

function typecheck() {
  for (const project of typecheckProjects) {
    log(`typecheck: ${project}`);
    recordStatus('typecheck', project, run('pnpm', ['exec', 'tsc', '-p', project]));
  }
}

/** ESLint counts one check per file linted; a crash counts as one failure. */
function lint() {
  const output = join(reports, 'eslint.json');
  log('lint: eslint .');
  const status = run('pnpm', ['exec', 'eslint', '.', '--format', 'json', '--output-file', output]);
  const results = readJson(output);
  if (!Array.isArray(results)) {
    recordExit('lint', 'eslint . (no report)', status);
    return record('lint', 0, 1);
  }
  recordFailures('lint', eslintFailures(results, repoRoot));
  for (const file of results) {
    for (const message of file.messages) {
      const where = `${file.filePath.replace(repoRoot, '')}:${message.line}:${message.column}`;
      console.log(`  ${message.severity === 2 ? 'error' : 'warning'} ${where} ${message.message} (${message.ruleId})`);
    }
  }
  const failed = results.filter((file) => file.errorCount > 0).length;
  record('lint', results.length - failed, failed || (status === 0 ? 0 : 1));
}

/** @param {string} tier @param {string[]} project */
function vitest(tier, project) {
  const output = join(reports, `vitest-${tier}.json`);
  log(`${tier}: vitest run --project ${project.join(' --project ')}`);
  const status = run('pnpm', [
    'exec',
    'vitest',
    'run',
    ...project.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${output}`,
  ]);
  const result = readJson(output);
  if (!result) {
    recordExit(tier, `vitest ${project.join(' ')} (no report)`, status);
    return record(tier, 0, 1);
  }
  recordFailures(tier, vitestFailures(result, repoRoot));
  // A run that fails with no failed test (a crash, an unhandled error) counts, and is named, once.
  const unexplained = status !== 0 && result.numFailedTests === 0;
  if (unexplained) recordExit(tier, `vitest ${project.join(' ')}`, status);
  const failed = result.numFailedTests + (unexplained ? 1 : 0);
  record(tier, result.numPassedTests, failed, result.numPendingTests + result.numTodoTests);
}

/** @param {string} tier @param {string} config */
function playwright(tier, config) {
  const output = join(reports, `playwright-${tier}.json`);
  log(`${tier}: playwright test --config ${config}`);
  const status = run('pnpm', ['exec', 'playwright', 'test', '--config', config], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output },
  });
  const result = readJson(output);
  if (!result?.stats) {
    recordExit(tier, `playwright ${config} (no report)`, status);
    return record(tier, 0, 1);
  }
  recordFailures(tier, playwrightFailures(result));
  const { expected, unexpected, flaky, skipped } = result.stats;
  const unexplained = status !== 0 && unexpected === 0;
  if (unexplained) recordExit(tier, `playwright ${config}`, status);
  const failed = unexpected + flaky + (unexplained ? 1 : 0);
  record(tier, expected, failed, skipped);
}

typecheck();
lint();
check('format', 'pnpm', ['exec', 'prettier', '--check', '.']);
vitest('unit', ['unit', 'server']);
vitest('stories', ['storybook', 'storybook-dark']);
if (check('build', 'pnpm', ['--filter', '@lobbykit/site', 'build']))
  playwright('e2e', 'tests/e2e/playwright.config.ts');
else record('e2e', 0, 1);
if (check('build', 'pnpm', ['run', 'build-storybook']) && existsSync(join(repoRoot, 'storybook-static', 'index.json')))
  playwright('visual', 'tests/visual/playwright.config.ts');
else record('visual', 0, 1);

// CI keeps only the end of the output, so what failed is named here, not only in its tier's log.
if (failures.length > 0) console.log(`\n failed (${failures.length}):`);
for (const { tier, title, reason } of failures.slice(0, 40))
  console.log(`  ${tier.padEnd(10)} ${title}\n${' '.repeat(13)}${reason}`);
if (failures.length > 40) console.log(`  … and ${failures.length - 40} more, above`);
const tiers = [...new Set(tally.map((row) => row.tier))];
/** @param {typeof tally} rows @param {'passed' | 'failed' | 'skipped'} key */
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);
console.log('\n tier        passed  failed  skipped');
for (const tier of tiers) {
  const rows = tally.filter((row) => row.tier === tier);
  console.log(
    ` ${tier.padEnd(10)} ${String(sum(rows, 'passed')).padStart(7)} ${String(sum(rows, 'failed')).padStart(7)} ${String(sum(rows, 'skipped')).padStart(8)}`,
  );
}
const passed = sum(tally, 'passed');
const failed = sum(tally, 'failed');
const skipped = sum(tally, 'skipped');
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
