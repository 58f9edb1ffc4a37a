import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, formatRatio, relativeLuminance } from './contrast.ts';
import { parseCssColor } from './parse-color.ts';

const color = (input: string) => parseCssColor(input)!;

describe('WCAG contrast', () => {
  it('measures relative luminance on the WCAG scale', () => {
    expect(relativeLuminance(color('#fff'))).toBeCloseTo(1);
    expect(relativeLuminance(color('#000'))).toBe(0);
    expect(relativeLuminance(color('#808080'))).toBeCloseTo(0.21586, 5);
  });

  it('gives the known ratios for well-known pairs, in either order', () => {
    expect(contrastRatio(color('#000'), color('#fff'))).toBeCloseTo(21);
    expect(contrastRatio(color('#fff'), color('#000'))).toBeCloseTo(21);
    expect(contrastRatio(color('#777'), color('#fff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(color('#767676'), color('#fff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(color('#abc'), color('#abc'))).toBe(1);
  });

  it('composites a translucent foreground over its background first', () => {
    const halfBlack = color('rgb(0 0 0 / 50%)');
    const seen = composite(halfBlack, color('#fff'));
    expect(seen.r).toBeCloseTo(0.5);
    expect(contrastRatio(halfBlack, color('#fff'))).toBeCloseTo(contrastRatio(seen, color('#fff')));
    expect(contrastRatio(halfBlack, color('#fff'))).toBeLessThan(21);
  });

  it('prints ratios with two decimals, never rounding a failure up to its threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49');
    expect(formatRatio(4.5)).toBe('4.50');
    expect(formatRatio(21)).toBe('21.00');
  });
});
