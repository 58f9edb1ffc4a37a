import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '../components/badge/badge.tsx';
import { buttonVariants } from '../components/button/button.tsx';
import { skeletonVariants } from '../components/skeleton/skeleton.tsx';
import { cn, themeScales } from './cn.ts';

// Prettier sorts the classes inside each string passed to cn(), so a conflict under test is written
// as two arguments, as components and their callers write it.
describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('px-2', false, null, undefined, ['py-1', { 'font-bold': true, italic: false }])).toBe(
      'px-2 py-1 font-bold',
    );
  });

  it('lets a className passed by the caller override the component’s own classes', () => {
    // An icon sized by its caller (`<SparklesIcon className="size-3.5" />`).
    expect(cn('size-4 shrink-0', 'size-3.5')).toBe('shrink-0 size-3.5');
    // A skeleton shaped by the screen that shows it.
    expect(cn(skeletonVariants({ variant: 'rect' }), 'size-full rounded-none')).not.toMatch(/rounded-md/);
    expect(cn(skeletonVariants({ variant: 'text' }), 'h-3 w-36')).toBe(
      'block shrink-0 bg-muted rounded-sm animate-pulse motion-reduce:animate-none h-3 w-36',
    );
    // A ghost button made smaller and flush with the text beside it.
    expect(cn(buttonVariants({ variant: 'ghost', size: 'md' }), 'h-8 px-0')).toMatch(/text-sm h-8 px-0$/);
    expect(cn(buttonVariants({ variant: 'ghost', size: 'md' }), 'h-8 px-0')).not.toMatch(/\b(h-10|px-4)\b/);
    // The notice bar's card surface over the default text colour; a disabled checkbox's label.
    expect(cn('rounded-full text-foreground', 'text-card-foreground')).toBe('rounded-full text-card-foreground');
    expect(cn('cursor-pointer text-sm select-none', 'cursor-not-allowed opacity-50')).toBe(
      'text-sm select-none cursor-not-allowed opacity-50',
    );
    expect(cn('rounded-md bg-primary px-4 text-sm', 'rounded-full bg-destructive')).toBe(
      'px-4 text-sm rounded-full bg-destructive',
    );
    expect(cn('p-2 hover:bg-accent', { 'p-4': true }, 'hover:bg-muted')).toBe('p-4 hover:bg-muted');
  });

  it('lets a variant reshape its base: the badge dot, the side panel over the dialog', () => {
    expect(cn(badgeVariants({ dot: true, size: 'md' })).split(' ')).toEqual(
      expect.arrayContaining(['min-w-0', 'p-0', 'size-2.5']),
    );
    expect(cn(badgeVariants({ dot: true, size: 'md' })).split(' ')).toEqual(
      expect.not.arrayContaining(['h-5', 'min-w-5', 'px-1.5']),
    );
    // The side panel's content is a dialog's, moved to the inline end and drawn edge to edge.
    expect(
      cn('fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] rounded-xl p-5 sm:p-6', [
        'inset-auto inset-y-0 end-0 m-0 h-dvh max-h-none rounded-none p-0 sm:rounded-s-xl sm:p-0',
      ]),
    ).toBe('fixed inset-auto inset-y-0 end-0 m-0 h-dvh max-h-none rounded-none p-0 sm:rounded-s-xl sm:p-0');
  });

  it('tells apart utilities that share a prefix', () => {
    const distinct = [
      'text-sm text-muted-foreground',
      'text-[0.625rem] text-primary-foreground leading-none',
      'shadow-sm shadow-primary/20',
      'border border-border ring-3 ring-ring ring-offset-2 ring-offset-background',
      'font-semibold font-sans',
    ];
    for (const classes of distinct) expect(cn(classes)).toBe(classes);
    expect(cn('max-w-full', 'max-w-[85%]')).toBe('max-w-[85%]');
  });
});

/** Every token the theme gives Tailwind: `--color-primary` is `primary` in the `color` namespace. */
function themeTokens(): { namespace: string; name: string }[] {
  const tokens: { namespace: string; name: string }[] = [];
  const here = dirname(fileURLToPath(import.meta.url));
  for (const stylesheet of ['../../../theme/src/theme.css', '../styles.css']) {
    const css = readFileSync(resolve(here, stylesheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, body = ''] of css.matchAll(/@theme[^{]*\{([^}]*)\}/g)) {
      for (const [, token = ''] of body.matchAll(/--([\w-]+)\s*:/g)) {
        // `--text-xs--line-height` and the like go with their token.
        if (token.includes('--')) continue;
        const namespace = ['font-weight', 'inset-shadow', 'drop-shadow', 'text-shadow'].find((name) =>
          token.startsWith(`${name}-`),
        );
        const split = namespace ?? token.slice(0, token.indexOf('-'));
        tokens.push({ namespace: split, name: token.slice(split.length + 1) });
      }
    }
  }
  return tokens;
}

/**
 * For each kind of token: its utility prefix, a class of the same property it must replace, and a
 * class of another property (under the same prefix where there is one) it must leave alone.
 */
const probes: Record<string, { prefix: string; same: string; other: string }> = {
  color: { prefix: 'text', same: 'text-red-500', other: 'text-sm' },
  radius: { prefix: 'rounded', same: 'rounded-none', other: 'rounded-t-none' },
  font: { prefix: 'font', same: 'font-mono', other: 'font-bold' },
  text: { prefix: 'text', same: 'text-sm', other: 'text-primary' },
  'font-weight': { prefix: 'font', same: 'font-bold', other: 'font-mono' },
  shadow: { prefix: 'shadow', same: 'shadow-sm', other: 'shadow-primary' },
  'inset-shadow': { prefix: 'inset-shadow', same: 'inset-shadow-sm', other: 'inset-shadow-primary' },
  'drop-shadow': { prefix: 'drop-shadow', same: 'drop-shadow-sm', other: 'drop-shadow-primary' },
  'text-shadow': { prefix: 'text-shadow', same: 'text-shadow-sm', other: 'text-shadow-primary' },
  leading: { prefix: 'leading', same: 'leading-tight', other: 'tracking-tight' },
  tracking: { prefix: 'tracking', same: 'tracking-tight', other: 'leading-tight' },
  animate: { prefix: 'animate', same: 'animate-spin', other: 'transition' },
  ease: { prefix: 'ease', same: 'ease-in', other: 'duration-200' },
  blur: { prefix: 'blur', same: 'blur-sm', other: 'backdrop-blur-sm' },
};

describe("cn and the theme's tokens", () => {
  const tokens = themeTokens();

  it('finds the tokens', () => {
    expect(tokens).toContainEqual({ namespace: 'color', name: 'primary-foreground' });
    expect(tokens).toContainEqual({ namespace: 'radius', name: 'lg' });
  });

  it.each(tokens.map(({ namespace, name }) => [`--${namespace}-${name}`, namespace, name] as const))(
    '%s sets the property tailwind-merge gives it',
    (_, namespace, name) => {
      const probe = probes[namespace];
      expect(probe, `teach cn.test.ts's probes (and themeScales in cn.ts) the --${namespace}-* tokens`).toBeDefined();
      const { prefix, same, other } = probe!;
      const token = `${prefix}-${name}`;
      const hint = `list '${name}' under ${namespace} in cn.ts's themeScales`;
      expect(cn(same, token), hint).toBe(token);
      expect(cn(token, same), hint).toBe(same);
      expect(cn(token, other), hint).toBe(`${token} ${other}`);
      if (namespace !== 'color')
        expect(themeScales[namespace as keyof typeof themeScales] as readonly string[] | undefined, hint).toContain(
          name,
        );
    },
  );
});
