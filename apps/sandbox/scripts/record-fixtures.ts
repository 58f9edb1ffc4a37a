/**
 * Re-records the page stories' platform answers from a freshly seeded sandbox:
 *
 *   pnpm exec tsx apps/sandbox/scripts/record-fixtures.ts
 *
 * Run it after changing the sandbox's seed or the calls a screen makes (the unit test beside the
 * fixture file fails until then), and commit the files it writes (the JSON and the game pages under
 * .storybook/public/story-games/).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { recordStoryFixtures } from './story-fixtures.ts';

const fixtureFile = fileURLToPath(new URL('../../site/src/stories/fixtures/platform-fixtures.json', import.meta.url));
const gamePagesFolder = fileURLToPath(new URL('../../../.storybook/public/story-games/', import.meta.url));

const fixtures = await recordStoryFixtures();
// Formatted as the repository's format check expects, so a re-record changes only what changed.
const text = await format(JSON.stringify(fixtures), {
  ...(await resolveConfig(fixtureFile)),
  filepath: fixtureFile,
});
await writeFile(fixtureFile, text);
// The game pages as files, since a frame's navigation never reaches the mock service worker.
await rm(gamePagesFolder, { recursive: true, force: true });
await mkdir(gamePagesFolder, { recursive: true });
for (const [name, page] of Object.entries(fixtures.gamePages)) await writeFile(`${gamePagesFolder}${name}`, page);
const answers = Object.values(fixtures.brands)
  .flatMap((languages) => Object.values(languages))
  .flatMap((sets) => Object.values(sets))
  .reduce((count, list) => count + list.length, 0);
console.log(`${answers} answers and ${Object.keys(fixtures.assets).length} images written to ${fixtureFile}`);
