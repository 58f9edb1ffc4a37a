import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ClassConflicts from './class-conflicts.ts';
import type * as ClassGroups from './class-groups.ts';
import { mergeClasses } from './merge-classes.ts';

/**
 * tailwind-merge is the oracle (a devDependency only): every pair of classes the code base writes,
 * every family of utilities mergeClasses places, and every kind of variant must merge exactly as it
 * merges them. The last block proves the oracle can fail, with deliberately broken copies.
 */

type Merge = (classList: string) => string;

// Every source file a class list can come from, as text (the merge's own tables are not classes).
const sources = import.meta.glob(
  [
    '/packages/ui/src/**/*.{ts,tsx}',
    '/apps/site/src/**/*.{ts,tsx}',
    '/.storybook/**/*.{ts,tsx}',
    '!/packages/ui/src/lib/{class-conflicts,class-groups,class-values,merge-classes}*',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Every token of every string literal in the code base that either merge takes for a class. */
function classesInUse(): string[] {
  const tokens = new Set<string>();
  for (const text of Object.values(sources) as string[]) {
    for (const [, , literal] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of literal!.split(/\s+/)) if (token) tokens.add(token);
    }
  }
  return [...tokens].filter(
    (token) => twMerge(`${token} ${token}`) === token || mergeClasses(`${token} ${token}`) === token,
  );
}

/** The variants of a class, split at top-level colons and sorted: `md:hover:` and `hover:md:` meet. */
function variantsOf(className: string): string {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  return variants.sort().join(':');
}

/** Both orders of every two different classes. */
function* orderedPairs(classes: readonly string[]): Generator<string> {
  for (const first of classes) for (const second of classes) if (first !== second) yield `${first} ${second}`;
}

/** Inputs `merge` answers differently from tailwind-merge, up to `limit` of them. */
function disagreements(merge: Merge, inputs: Iterable<string>, limit = 40): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const expected = twMerge(input);
    const actual = merge(input);
    if (actual !== expected) found.push(`"${input}" → "${actual}", tailwind-merge: "${expected}"`);
    if (found.length === limit) break;
  }
  return found;
}

/**
 * Each utility family mergeClasses places, with the values that decide the group (arbitrary,
 * variable, fraction…), and a few classes of families it leaves alone (`inset-shadow-sm`,
 * `divide-x`, `touch-none`), which must be kept and not be taken for a neighbour (`inset-0`).
 */
const familyClasses = `
  p-4 px-2 py-1 ps-3 pe-3 pt-2 pr-2 pb-2 pl-2 pbs-1 p-[3px] px-(--gap) p-px
  m-2 mx-auto my-4 ms-1 me-1 mt-2 -mt-2 mb-4 -mx-3 m-[-4px] gap-2 gap-x-4 gap-y-1 space-x-2 space-y-4 -space-x-1
  inset-0 inset-x-0 inset-y-2 top-0 right-0 bottom-0 left-0 start-0 end-0 inset-s-2 -top-1 top-1/2 inset-[5%]
  inset-shadow-sm inset-ring-2
  size-4 size-1/2 w-4 h-4 w-full h-dvh min-w-0 max-w-md max-w-screen-md min-h-dvh max-h-[calc(100dvh-2rem)] w-(--trigger-width)
  rounded rounded-md rounded-t-lg rounded-tl-none rounded-s-xl rounded-ss-md rounded-ee-sm rounded-b-[3px] rounded-[inherit] rounded-full
  border border-2 border-x border-x-2 border-t border-b-0 border-s-4 border-[3px] border-(length:--width) border-[length:2px]
  border-primary border-x-primary border-t-transparent border-border/50 border-[#fff] border-(--tone) border-[color:var(--tone)]
  border-solid border-dashed border-none border-collapse border-separate border-spacing-2 divide-x divide-y-2 divide-border divide-dashed
  text-sm text-lg text-2xl text-base text-[0.625rem] text-[length:var(--size)] text-(length:--size) text-sm/6 text-lg/7
  text-primary text-foreground/80 text-[#fff] text-(--tone) text-[color:var(--tone)] text-center text-start text-ellipsis
  text-nowrap text-balance text-shadow-sm text-shadow-primary truncate leading-none leading-6 leading-[1.2] tracking-tight tracking-[0.2em]
  font-bold font-semibold font-[550] font-(--weight) font-sans font-mono font-[family-name:var(--brand)] font-stretch-condensed
  tabular-nums proportional-nums normal-nums ordinal slashed-zero
  underline no-underline decoration-2 decoration-primary decoration-dashed decoration-from-font underline-offset-2
  uppercase normal-case italic not-italic antialiased line-clamp-2 line-clamp-none
  block flex hidden inline-flex grid contents table table-row table-fixed
  overflow-hidden overflow-x-auto overflow-y-scroll overscroll-contain overscroll-y-none
  flex-1 flex-auto flex-none basis-1/2 grow grow-0 shrink-0 flex-col flex-wrap order-first
  grid-cols-2 grid-cols-[auto_1fr] col-span-2 col-start-1 row-span-3 row-[1/span_3] auto-cols-fr grid-flow-col
  justify-between justify-items-center justify-self-end items-center self-start content-center content-none content-['x']
  place-items-center bg-primary bg-primary/90 bg-[#fff] bg-(--tone) bg-[url(/art.png)] bg-(image:--art) bg-none bg-linear-to-b
  bg-linear-45 bg-radial bg-cover bg-[size:200%] bg-center bg-[position:top] bg-no-repeat bg-fixed bg-clip-text bg-blend-multiply
  from-primary from-10% via-accent via-[40%] to-transparent to-90%
  shadow shadow-sm shadow-lg shadow-none shadow-inner shadow-[0_1px_2px_rgba(0,0,0,0.1)] shadow-(--elevation)
  shadow-primary shadow-primary/20 shadow-[color:var(--tone)] ring ring-2 ring-[3px] ring-primary ring-inset ring-offset-2
  ring-offset-background outline outline-2 outline-none outline-hidden outline-dashed outline-primary outline-offset-2
  opacity-50 opacity-[.35] blur-sm backdrop-blur-md transition transition-colors transition-[width] transition-discrete
  duration-200 ease-out delay-75 animate-spin animate-[spin_1s_linear_infinite]
  translate-x-2 -translate-x-full translate-y-(--offset) translate-1/2 translate-none scale-105 scale-x-50 -rotate-90
  rotate-[10deg] skew-x-3 origin-top-left origin-(--origin) transform-gpu transform-none
  z-10 z-[60] -z-10 z-auto aspect-square aspect-[4/3] aspect-video object-cover object-top
  cursor-pointer cursor-[grab] pointer-events-none select-none resize-y touch-none scroll-smooth scroll-mt-4
  scroll-px-3 snap-x snap-mandatory snap-start will-change-transform fill-current fill-none stroke-2 stroke-current stroke-[1.5]
  accent-primary caret-primary placeholder-muted-foreground whitespace-nowrap break-words break-all wrap-break-word hyphens-auto
  align-middle list-disc list-inside list-none static relative absolute fixed sticky visible invisible sr-only not-sr-only
  isolate float-left clear-both box-border container [scrollbar-width:none] [scrollbar-width:thin]
  [--panel-offset:100%] [--panel-offset:-100%] group peer group/card shadow-card
`
  .trim()
  .split(/\s+/);

// Variants whose order does not matter, and ones that select another element, whose order does.
const variantForms = ['', 'hover:', 'md:', 'hover:md:', 'md:hover:', 'dark:hover:', 'data-[state=open]:'];
const orderSensitiveForms = ['group-hover/card:', 'rtl:', '[&_svg]:', 'hover:[&_svg]:', '[&_svg]:hover:'];
const elementForms = ['before:', 'hover:before:', 'before:hover:', '*:', 'md:*:', '*:md:'];
const importantForms = (utility: string) => [utility, `!${utility}`, `${utility}!`];
const variantProbes = [
  ['p-2', 'p-4'],
  ['px-2', 'p-4'],
  ['p-4', 'px-2'],
  ['bg-muted', 'bg-primary/90'],
  ['text-sm', 'text-primary'],
  ['-mt-2', 'mt-4'],
];

function* acrossVariants(): Generator<string> {
  const forms = [...variantForms, ...orderSensitiveForms, ...elementForms];
  for (const [first, second] of variantProbes) {
    for (const firstForm of forms)
      for (const secondForm of forms)
        for (const firstUtility of importantForms(first!))
          for (const secondUtility of importantForms(second!))
            yield `${firstForm}${firstUtility} ${secondForm}${secondUtility}`;
  }
}

describe('mergeClasses', () => {
  it('lets the later class of a property win, per variant', () => {
    expect(mergeClasses('bg-primary px-2 py-1 bg-secondary px-4')).toBe('py-1 bg-secondary px-4');
    expect(mergeClasses('bg-muted hover:bg-primary hover:bg-accent')).toBe('bg-muted hover:bg-accent');
    expect(mergeClasses('hover:md:p-2 md:hover:p-4')).toBe('md:hover:p-4');
    expect(mergeClasses('p-2 !p-4 p-6')).toBe('!p-4 p-6');
    expect(mergeClasses('-mt-2 mt-4')).toBe('mt-4');
  });

  it('lets a shorthand remove earlier longhands, not the other way round', () => {
    expect(mergeClasses('px-4 pl-2 p-1')).toBe('p-1');
    expect(mergeClasses('p-1 pl-2')).toBe('p-1 pl-2');
    expect(mergeClasses('top-0 start-2 inset-0')).toBe('inset-0');
    expect(mergeClasses('rounded-tl-none rounded-t-md rounded-lg')).toBe('rounded-lg');
    expect(mergeClasses('border-t-2 border border-t-primary border-border')).toBe('border border-border');
    expect(mergeClasses('w-4 h-4 size-6')).toBe('size-6');
    expect(mergeClasses('leading-6 text-lg')).toBe('text-lg');
  });

  it('tells apart properties that share a prefix', () => {
    expect(mergeClasses('text-sm text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(mergeClasses('text-[0.625rem] text-[#fff] text-xs')).toBe('text-[#fff] text-xs');
    expect(mergeClasses('font-bold font-mono')).toBe('font-bold font-mono');
    expect(mergeClasses('border-2 border-primary border-dashed')).toBe('border-2 border-primary border-dashed');
    expect(mergeClasses('shadow-sm shadow-primary/20 inset-0 inset-shadow-sm')).toBe(
      'shadow-sm shadow-primary/20 inset-0 inset-shadow-sm',
    );
    expect(mergeClasses('bg-[url(/art.png)] bg-primary')).toBe('bg-[url(/art.png)] bg-primary');
  });

  it('keeps classes it cannot place, and whitespace does not matter', () => {
    expect(mergeClasses('  group  relative\n lobby-tile lobby-tile ')).toBe('group relative lobby-tile lobby-tile');
    expect(mergeClasses('')).toBe('');
  });

  it('agrees with tailwind-merge on every pair of classes the code base uses', () => {
    const files = Object.keys(sources);
    for (const root of ['/packages/ui/src/', '/apps/site/src/', '/.storybook/'])
      expect(files.some((file) => file.startsWith(root))).toBe(true);
    const classes = classesInUse();
    expect(classes.length).toBeGreaterThan(500);
    // Classes only conflict under the same variants; pairs across variants are checked below.
    const byVariants = new Map<string, string[]>();
    for (const className of classes) {
      const variants = variantsOf(className);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), className]);
    }
    const inputs = [...byVariants.values()].flatMap((group) => [...orderedPairs(group)]);
    expect(inputs.length).toBeGreaterThan(100_000);
    expect(disagreements(mergeClasses, inputs)).toEqual([]);
  }, 120_000);

  it('agrees with tailwind-merge on every pair from the utility families it places', () => {
    expect(disagreements(mergeClasses, orderedPairs(familyClasses))).toEqual([]);
  }, 60_000);

  it('agrees with tailwind-merge on variants, their order and important modifiers', () => {
    expect(disagreements(mergeClasses, acrossVariants())).toEqual([]);
  }, 60_000);
});

describe('the tailwind-merge oracle', () => {
  afterEach(() => {
    vi.doUnmock('./class-groups.ts');
    vi.doUnmock('./class-conflicts.ts');
    vi.resetModules();
  });

  /** mergeClasses again, over a copy of one of its modules that `breakModule` changes. */
  async function brokenMerge<Module extends object>(
    path: './class-groups.ts' | './class-conflicts.ts',
    breakModule: (real: Module) => Partial<Module>,
  ): Promise<Merge> {
    vi.resetModules();
    vi.doMock(path, async (importOriginal) => {
      const real = await importOriginal<Module>();
      return { ...real, ...breakModule(real) };
    });
    return (await import('./merge-classes.ts')).mergeClasses;
  }

  // Each broken copy fails the same checks the real merge passes, and the pair that shows its bug.
  it('fails a merge that reads a text size as a text colour', async () => {
    const merge = await brokenMerge<typeof ClassGroups>('./class-groups.ts', (real) => ({
      groupOfUtility: (utility: string) =>
        real.groupOfUtility(utility) === 'font-size' ? 'text-color' : real.groupOfUtility(utility),
    }));
    expect(disagreements(merge, orderedPairs(familyClasses), 1)).toHaveLength(1);
    expect(disagreements(merge, ['text-sm text-primary'])).toEqual([
      '"text-sm text-primary" → "text-primary", tailwind-merge: "text-sm text-primary"',
    ]);
  }, 60_000);

  it('fails a merge whose px no longer overrides ps and pe', async () => {
    const merge = await brokenMerge<typeof ClassConflicts>('./class-conflicts.ts', (real) => ({
      overriddenGroups: (group: string) => (group === 'px' ? [] : real.overriddenGroups(group)),
    }));
    expect(disagreements(merge, orderedPairs(familyClasses), 1)).toHaveLength(1);
    expect(disagreements(merge, ['ps-3 px-2'])).toEqual(['"ps-3 px-2" → "ps-3 px-2", tailwind-merge: "px-2"']);
  }, 60_000);

  it('fails a merge that does not know negative values', async () => {
    const merge = await brokenMerge<typeof ClassGroups>('./class-groups.ts', (real) => ({
      groupOfUtility: (utility: string) => (utility.startsWith('-') ? undefined : real.groupOfUtility(utility)),
    }));
    expect(disagreements(merge, acrossVariants(), 1)).toHaveLength(1);
    expect(disagreements(merge, ['hover:-mt-2 hover:mt-4'])).toEqual([
      '"hover:-mt-2 hover:mt-4" → "hover:-mt-2 hover:mt-4", tailwind-merge: "hover:mt-4"',
    ]);
  }, 60_000);
});
