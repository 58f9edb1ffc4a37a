import { describe, expect, it } from 'vitest';
import lowContrast from '../fixtures/low-contrast.json';
import { checkBrand } from './brand-check.ts';
import { builtInBrands } from './built-in-brands.ts';
import { checkContrast, describeContrastProblem } from './contrast-check.ts';
import { contrastRequirements } from './tokens.ts';

describe('checkContrast', () => {
  it.each(Object.entries(builtInBrands))('finds nothing to fix in the built-in brand %s', (_id, brand) => {
    expect(checkContrast(brand.colors).map(describeContrastProblem)).toEqual([]);
  });

  it('names the scheme, the pair, the ratio and the threshold of every failing pair', () => {
    const { problems, contrastProblems } = checkBrand(lowContrast);
    expect(problems).toContain(
      'light: primary-foreground on primary is 2.48:1, needs at least 4.5:1 (text on primary buttons)',
    );
    expect(problems).toContain('dark: border on background is 1.52:1, needs at least 3:1 (borders)');
    expect(
      contrastProblems.map(({ scheme, foreground, background }) => `${scheme} ${foreground}/${background}`),
    ).toEqual([
      'light primary-foreground/primary',
      'light muted-foreground/muted',
      'light muted-foreground/background',
      'light muted-foreground/card',
      'light primary/background',
      'light ring/background',
      'dark border/background',
    ]);
  });

  it('checks text pairs at 4.5:1 and outlines at 3:1', () => {
    const threshold = (foreground: string, background: string) =>
      contrastRequirements.find((pair) => pair.foreground === foreground && pair.background === background)?.minimum;
    expect(threshold('muted-foreground', 'card')).toBe(4.5);
    expect(threshold('warning-foreground', 'warning')).toBe(4.5);
    expect(threshold('border', 'background')).toBe(3);
    expect(threshold('input', 'background')).toBe(3);
    expect(threshold('ring', 'background')).toBe(3);
  });

  it('composites translucent tokens before measuring', () => {
    const colors = structuredClone(builtInBrands.aurora.colors);
    colors.light.border = 'oklch(0.6 0.02 286 / 20%)';
    const [problem] = checkContrast(colors);
    expect(problem).toMatchObject({ scheme: 'light', foreground: 'border', background: 'background' });
    expect(problem!.ratio).toBeLessThan(1.5);
  });
});

describe('checkBrand', () => {
  it('reports schema problems by field and still checks the colours when they are well formed', () => {
    const { brand, problems } = checkBrand({ ...lowContrast, logo: undefined });
    expect(brand).toBeNull();
    expect(problems[0]).toMatch(/^logo: /);
    expect(problems).toContain('dark: border on background is 1.52:1, needs at least 3:1 (borders)');
  });

  it('handles documents that are not objects at all', () => {
    expect(checkBrand(null).problems).toEqual(['(root): must be object, not null']);
    expect(checkBrand([]).brand).toBeNull();
  });
});
