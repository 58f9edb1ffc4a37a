// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serializeBrand } from '../brand-json.ts';
import { builtInBrands } from '../built-in-brands.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cli = fileURLToPath(new URL('./brand-check.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'brand-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the command as `pnpm brand:check` does (tsx from the repository root). */
function brandCheck(...files: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...files], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: repositoryRoot },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case starts Node with tsx; allow for a busy machine.
describe('pnpm brand:check', { timeout: 30_000 }, () => {
  it('passes every built-in brand with one OK line each and exit code 0', () => {
    const { status, stdout, stderr } = brandCheck(
      'packages/theme/src/brands/aurora.json',
      'packages/theme/src/brands/jade.json',
      'packages/theme/src/brands/ember.json',
    );
    expect(stderr).toBe('');
    expect(stdout.trim().split('\n')).toEqual([
      'OK packages/theme/src/brands/aurora.json: AURORA (Aurora Casino) passes the schema and AA contrast',
      'OK packages/theme/src/brands/jade.json: JADE (Jade Palace) passes the schema and AA contrast',
      'OK packages/theme/src/brands/ember.json: EMBER (Ember Club) passes the schema and AA contrast',
    ]);
    expect(status).toBe(0);
  });

  it('fails the low-contrast fixture, naming each pair, its ratio and the threshold', () => {
    const { status, stdout, stderr } = brandCheck('packages/theme/fixtures/low-contrast.json');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('FAIL packages/theme/fixtures/low-contrast.json: 7 problems');
    expect(stderr).toContain(
      '  - light: primary-foreground on primary is 2.48:1, needs at least 4.5:1 (text on primary buttons)',
    );
    expect(stderr).toContain('  - dark: border on background is 1.52:1, needs at least 3:1 (borders)');
  });

  it('names schema problems by field', () => {
    const broken = structuredClone(builtInBrands.jade) as unknown as { colors: { dark: Record<string, string> } };
    broken.colors.dark.ring = 'teal';
    const file = join(scratch, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const { status, stderr } = brandCheck(file);
    expect(status).toBe(1);
    expect(stderr).toContain('colors.dark.ring: must be a CSS colour');
  });

  it('accepts what the Theme Studio exports', () => {
    const file = join(scratch, 'exported.json');
    writeFileSync(file, serializeBrand({ ...builtInBrands.ember, merchantCode: 'EMBER2', displayName: 'Ember Two' }));
    const { status, stdout } = brandCheck(file);
    expect(stdout).toContain('EMBER2 (Ember Two) passes');
    expect(status).toBe(0);
  });

  it('explains a file that is missing or not JSON, and its usage', () => {
    const notJson = join(scratch, 'not.json');
    writeFileSync(notJson, '{ "merchantCode": ');
    expect(brandCheck(join(scratch, 'missing.json')).stderr).toContain('cannot read the file (ENOENT)');
    expect(brandCheck(notJson).stderr).toContain('not valid JSON');
    const usage = brandCheck();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: pnpm brand:check <brand.json>');
  });
});
