import { overriddenGroups } from './class-conflicts.ts';
import { groupOfUtility } from './class-groups.ts';

/**
 * Tailwind class conflict resolution: of two classes that set the same property under the same
 * variants, the later one wins, and a shorthand (`p-4`) also removes earlier longhands (`pl-2`).
 * It gives tailwind-merge's answers for the utility families in class-groups.ts (held to them by
 * merge-classes.test.ts) without its full class map, which costs ~8 KB gzip on every page and is
 * built on the first call. A class it cannot place is always kept.
 */

// These variants select a different element, so their position among the others matters.
const orderSensitiveVariants = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** `hover:focus:` and `focus:hover:` are the same variants; an order-sensitive variant stays in place. */
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || orderSensitiveVariants.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':');
}

interface ParsedClass {
  /** Variants and `!`: only classes with the same key can conflict. */
  key: string;
  group: string;
}

/** Splits `md:hover:!-mt-2/50` into variants, `!`, and the utility's group, or null if it has none. */
function parseClass(className: string): ParsedClass | null {
  const variants: string[] = [];
  let depth = 0;
  let utilityStart = 0;
  let slash = -1;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && char === ':') {
      variants.push(className.slice(utilityStart, index));
      utilityStart = index + 1;
    } else if (depth === 0 && char === '/') slash = index;
  }
  const utilityWithImportant = className.slice(utilityStart);
  const important = utilityWithImportant.endsWith('!') || utilityWithImportant.startsWith('!');
  const utility = !important
    ? utilityWithImportant
    : utilityWithImportant.endsWith('!')
      ? utilityWithImportant.slice(0, -1)
      : utilityWithImportant.slice(1);
  // An opacity or line-height after a slash (`bg-primary/90`, `text-sm/6`) keeps the property; a
  // fraction (`w-1/2`) is the value itself when the part before the slash alone has no group.
  const group =
    (slash > utilityStart && groupOfUtility(utility.slice(0, slash - utilityStart))) || groupOfUtility(utility);
  if (!group) return null;
  return { key: variantKey(variants) + (important ? '!' : ''), group };
}

/**
 * Every class, parsed once: a page starts with a few hundred distinct class lists but only a few
 * hundred distinct classes, repeated across them. Bounded like the lists' cache below.
 */
const parsedClasses = new Map<string, ParsedClass | null>();

function parseClassOnce(className: string): ParsedClass | null {
  let parsed = parsedClasses.get(className);
  if (parsed === undefined) {
    if (parsedClasses.size >= 5000) parsedClasses.clear();
    parsed = parseClass(className);
    parsedClasses.set(className, parsed);
  }
  return parsed;
}

/** Removes the classes a later class overrides; keeps everything else in its order. */
function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index]!;
    const parsed = parseClassOnce(className);
    if (parsed) {
      const id = `${parsed.key}|${parsed.group}`;
      if (taken.has(id)) continue;
      taken.add(id);
      for (const group of overriddenGroups(parsed.group)) taken.add(`${parsed.key}|${group}`);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

// The same few class lists come back on every render: remember the latest answers, two
// generations of up to 500 so the busiest lists survive a turnover.
const cacheSize = 500;
let recent = new Map<string, string>();
let previous = new Map<string, string>();

export function mergeClasses(classList: string): string {
  let merged = recent.get(classList);
  if (merged !== undefined) return merged;
  merged = previous.get(classList) ?? merge(classList);
  if (recent.size >= cacheSize) {
    previous = recent;
    recent = new Map();
  }
  recent.set(classList, merged);
  return merged;
}
