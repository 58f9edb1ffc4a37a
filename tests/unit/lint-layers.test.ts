// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the layers (eslint.layers.js) and forbid import cycles do fail: files
 * that break them are planted in the tree, linted with the project's own config, and removed.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const site = join(repoRoot, 'apps/site/src');
const planted = [join(site, 'core/planted-lint-check'), join(site, 'features/planted-lint-check')];

let eslint: ESLint;

function plant(relativePath: string, text: string): string {
  const path = join(site, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

async function ruleIdsOf(path: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});
afterAll(() => {
  for (const folder of planted) rmSync(folder, { recursive: true, force: true });
});

describe('layer and cycle rules', () => {
  it('refuses core/ importing the app', async () => {
    const path = plant(
      'core/planted-lint-check/uses-app.ts',
      "import { routes } from '../../app/routes.tsx';\n\nexport const count = routes.length;\n",
    );
    expect(await ruleIdsOf(path)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses core/ importing a feature', async () => {
    const path = plant(
      'core/planted-lint-check/uses-feature.ts',
      "import { SiteLayout } from '../../features/shell/site-layout.tsx';\n\nexport const layout = SiteLayout;\n",
    );
    expect(await ruleIdsOf(path)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses a feature importing the app, but lets its stories draw the whole site', async () => {
    const screen = plant(
      'features/planted-lint-check/screen.ts',
      "import { App } from '../../app/app.tsx';\n\nexport const app = App;\n",
    );
    const story = plant(
      'features/planted-lint-check/screen.stories.tsx',
      "import { App } from '../../app/app.tsx';\n\nexport const app = App;\n",
    );
    expect(await ruleIdsOf(screen)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf(story)).not.toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses an import cycle', async () => {
    const first = plant(
      'features/planted-lint-check/first.ts',
      "import { second } from './second.ts';\n\nexport const first = () => second();\n",
    );
    plant(
      'features/planted-lint-check/second.ts',
      "import { first } from './first.ts';\n\nexport const second = (): unknown => first;\n",
    );
    expect(await ruleIdsOf(first)).toContain('import-x/no-cycle');
  }, 60_000);

  it('passes a file that keeps to its layer', async () => {
    const path = plant(
      'features/planted-lint-check/fine.ts',
      "import { sessionStore } from '../../core/session.ts';\n\nexport const signedIn = () => sessionStore.get().token !== null;\n",
    );
    expect(await ruleIdsOf(path)).toEqual([]);
  }, 60_000);
});
