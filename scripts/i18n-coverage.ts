import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { languages } from '../apps/site/src/core/i18n/languages.ts';
import { coverage, readLocales, type NamespaceCoverage } from './locale-packs.ts';

/**
 * `pnpm i18n:coverage`: how complete each language pack is against EN, for translators and
 * reviewers. Per pack and namespace: keys present of those expected (plural forms counted per the
 * language's own categories), missing, equal to EN (loanwords to confirm, or text left in English),
 * stray and placeholder mismatches.
 *
 *   pnpm i18n:coverage                 one line per pack
 *   pnpm i18n:coverage --pack vi,th    one line per namespace of those packs
 *   pnpm i18n:coverage --pack vi --keys  and the keys behind each figure
 *   pnpm i18n:coverage --json          every row, for tooling
 *   pnpm i18n:coverage --strict        exit 1 when any pack misses a key or breaks a placeholder
 */

const { values: options } = parseArgs({
  options: {
    pack: { type: 'string' },
    keys: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});

const root = join(dirname(fileURLToPath(import.meta.url)), '../locales');
const tags = new Map(Object.entries(languages).map(([code, { tag }]) => [code.toLowerCase(), tag]));
const wanted = options.pack?.toLowerCase().split(',').filter(Boolean);
const rows = coverage(readLocales(root), tags).filter((row) => !wanted || wanted.includes(row.folder));

type Totals = Pick<NamespaceCoverage, 'expected' | 'present'> & {
  missing: number;
  equalToEnglish: number;
  stray: number;
  placeholderMismatches: number;
};

function totals(of: readonly NamespaceCoverage[]): Totals {
  const sum = (pick: (row: NamespaceCoverage) => number) => of.reduce((total, row) => total + pick(row), 0);
  return {
    expected: sum((row) => row.expected),
    present: sum((row) => row.present),
    missing: sum((row) => row.missing.length),
    equalToEnglish: sum((row) => row.equalToEnglish.length),
    stray: sum((row) => row.stray.length),
    placeholderMismatches: sum((row) => row.placeholderMismatches.length),
  };
}

function line(label: string, figures: Totals): string {
  const percent = figures.expected === 0 ? 100 : Math.floor((figures.present / figures.expected) * 100);
  return [
    label.padEnd(20),
    `${figures.present}/${figures.expected}`.padStart(11),
    `${percent}%`.padStart(5),
    String(figures.missing).padStart(8),
    String(figures.equalToEnglish).padStart(9),
    String(figures.stray).padStart(6),
    String(figures.placeholderMismatches).padStart(13),
  ].join(' ');
}

function printKeys(row: NamespaceCoverage) {
  const groups: [string, readonly string[]][] = [
    ['missing', row.missing],
    ['equal to EN', row.equalToEnglish],
    ['stray', row.stray],
    ['placeholders', row.placeholderMismatches],
  ];
  for (const [name, keys] of groups) {
    if (keys.length > 0) console.log(`    ${name}: ${keys.join(', ')}`);
  }
}

if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const header = ['pack', 'present', '', 'missing', 'equal EN', 'stray', 'placeholders'];
  console.log(
    [
      header[0]!.padEnd(20),
      header[1]!.padStart(11),
      header[2]!.padStart(5),
      ...header.slice(3).map((name, index) => name.padStart([8, 9, 6, 13][index]!)),
    ].join(' '),
  );
  const packs = [...new Set(rows.map((row) => row.folder))];
  for (const pack of packs) {
    const packRows = rows.filter((row) => row.folder === pack);
    console.log(line(pack.toUpperCase(), totals(packRows)));
    if (!wanted) continue;
    for (const row of packRows) {
      console.log(line(`  ${row.namespace}`, totals([row])));
      if (options.keys) printKeys(row);
    }
  }
  console.log(line('all packs', totals(rows)));
}

const broken = totals(rows);
if (options.strict && broken.missing + broken.stray + broken.placeholderMismatches > 0) process.exitCode = 1;
