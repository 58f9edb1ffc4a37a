import { writeFileSync } from 'node:fs';
import { iconModuleSource, lucideIconNames } from './icon-modules.ts';

/** Regenerates src/icons/<name>.ts for every Lucide icon of the list, from the installed `lucide`. */
for (const name of lucideIconNames) {
  writeFileSync(new URL(`../icons/${name}.ts`, import.meta.url), iconModuleSource(name));
}
console.log(`Wrote ${lucideIconNames.length} icons to ${new URL('../icons/', import.meta.url).pathname}`);
