import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkBrand } from '../brand-check.ts';

/**
 * `pnpm brand:check <brand.json>…` — validates brand files against the schema and WCAG AA contrast
 * in both schemes. Prints every problem and exits 1 if there is any; prints one OK line per file
 * and exits 0 otherwise.
 */

// pnpm runs scripts from the repository root; paths are meant relative to where the user typed them.
const baseDirectory = process.env.INIT_CWD ?? process.cwd();

function readJson(path: string): { json: unknown } | { error: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { error: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { error: `not valid JSON: ${(error as Error).message}` };
  }
}

/** Checks one file; returns whether it passed. */
function checkFile(argument: string): boolean {
  const read = readJson(resolve(baseDirectory, argument));
  const check = 'json' in read ? checkBrand(read.json) : null;
  const problems = check ? check.problems : ['error' in read ? read.error : 'unreadable'];
  if (check?.brand && problems.length === 0) {
    console.log(
      `OK ${argument}: ${check.brand.merchantCode} (${check.brand.displayName}) passes the schema and AA contrast`,
    );
    return true;
  }
  const noun = problems.length === 1 ? 'problem' : 'problems';
  console.error(`FAIL ${argument}: ${problems.length} ${noun}`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return false;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: pnpm brand:check <brand.json> [more.json…]');
  process.exit(2);
}
const results = files.map(checkFile);
process.exit(results.every(Boolean) ? 0 : 1);
