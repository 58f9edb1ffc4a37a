import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';
import { mergeClasses } from './merge-classes.ts';

// Vitest runs from the repository root.
const roots = ['packages/ui/src', 'apps/site/src', '.storybook'].map((root) => join(process.cwd(), root));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // merge-classes.ts names its groups in strings that look like classes.
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|merge-classes\.ts$/.test(name) ? [path] : [];
  });
}

/** Every token inside a string literal of the code base that could be a Tailwind class. */
function classesInUse(): string[] {
  const tokens = new Set<string>();
  for (const file of roots.flatMap(sourceFiles)) {
    for (const [, , literal] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of literal!.split(/\s+/)) {
        if (/^[!-]?[a-z][\w:[\]()/.%#,=&>*!-]*$/.test(token) && token.length > 1) tokens.add(token);
      }
    }
  }
  return [...tokens];
}

const variantsOf = (token: string) => token.slice(0, token.lastIndexOf(':') + 1);

describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('px-2', false, ['py-1', { 'font-bold': true, italic: false }])).toBe('px-2 py-1 font-bold');
  });

  it('lets the later class of a property win, per variant', () => {
    expect(cn('bg-primary px-2 py-1', 'bg-secondary px-4')).toBe('py-1 bg-secondary px-4');
    expect(cn('bg-muted hover:bg-primary', 'hover:bg-accent')).toBe('bg-muted hover:bg-accent');
    expect(cn('text-sm text-foreground', 'text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(cn('px-4 pl-2', 'p-1')).toBe('p-1');
    expect(cn('p-1', 'pl-2')).toBe('p-1 pl-2');
  });

  it('agrees with tailwind-merge on every pair of classes the code base uses', () => {
    // Tokens either side takes for a class (tailwind-merge folds a repeated class into one).
    const tokens = classesInUse().filter(
      (token) => twMerge(`${token} ${token}`) === token || mergeClasses(`${token} ${token}`) === token,
    );
    expect(tokens.length).toBeGreaterThan(400);
    const byVariants = new Map<string, string[]>();
    for (const token of tokens)
      byVariants.set(variantsOf(token), [...(byVariants.get(variantsOf(token)) ?? []), token]);
    const disagreements: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const input = `${first} ${second}`;
          const expected = twMerge(input);
          if (mergeClasses(input) !== expected) disagreements.push(`"${input}" → "${expected}"`);
        }
      }
    }
    expect(disagreements.slice(0, 60)).toEqual([]);
  }, 60_000);
});
