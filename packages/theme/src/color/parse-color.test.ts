import { describe, expect, it } from 'vitest';
import { isCssColor, parseCssColor, toHex } from './parse-color.ts';

const hexOf = (input: string) => {
  const color = parseCssColor(input);
  if (!color) throw new Error(`${input} did not parse`);
  return toHex(color);
};

describe('parseCssColor', () => {
  it('reads hex in its short, long and alpha forms', () => {
    expect(parseCssColor('#fff')).toEqual({ r: 1, g: 1, b: 1, alpha: 1 });
    expect(hexOf('#6D3FD8')).toBe('#6d3fd8');
    expect(parseCssColor('#00000080')?.alpha).toBeCloseTo(128 / 255);
    expect(parseCssColor('#f008')?.alpha).toBeCloseTo(136 / 255);
  });

  it('reads rgb() in modern and legacy syntax, with percentages and alpha', () => {
    expect(hexOf('rgb(255 128 0)')).toBe('#ff8000');
    expect(hexOf('rgb(255, 128, 0)')).toBe('#ff8000');
    expect(hexOf('rgb(100% 50% 0%)')).toBe('#ff8000');
    expect(parseCssColor('rgba(0, 0, 0, 0.25)')?.alpha).toBe(0.25);
    expect(parseCssColor('rgb(0 0 0 / 40%)')?.alpha).toBeCloseTo(0.4);
  });

  it('reads hsl()', () => {
    expect(hexOf('hsl(0 100% 50%)')).toBe('#ff0000');
    expect(hexOf('hsl(120, 100%, 25%)')).toBe('#008000');
    expect(hexOf('hsl(0.5turn 100% 50%)')).toBe('#00ffff');
  });

  it('converts OKLCH and OKLab to sRGB (reference values from CSS Color 4)', () => {
    expect(hexOf('oklch(0.6279 0.2577 29.23)')).toBe('#ff0000');
    expect(hexOf('oklch(0.8664 0.2948 142.5)')).toBe('#00ff00');
    expect(hexOf('oklch(0.452 0.3132 264.05)')).toBe('#0000ff');
    expect(hexOf('oklch(1 0 0)')).toBe('#ffffff');
    expect(hexOf('oklch(0% 0 0)')).toBe('#000000');
    expect(hexOf('oklab(0.6279 0.2249 0.1258)')).toBe('#ff0000');
    expect(hexOf('oklch(62.79% 64.4% 29.23deg)')).toBe('#ff0000');
    expect(parseCssColor('oklch(0.7 0.1 200 / 0.5)')?.alpha).toBe(0.5);
  });

  it('clips colours outside the sRGB gamut instead of returning impossible channels', () => {
    const color = parseCssColor('oklch(0.7 0.4 150)')!;
    for (const channel of [color.r, color.g, color.b]) {
      expect(channel).toBeGreaterThanOrEqual(0);
      expect(channel).toBeLessThanOrEqual(1);
    }
  });

  it('refuses anything that is not a literal colour in a supported notation', () => {
    for (const input of [
      '',
      'red',
      '#12',
      '#ggg',
      'rgb(1 2)',
      'rgb(1 2 3 4 5)',
      'oklch(0.5, 0.1, 200)',
      'oklch(0.5 0.1 20px)',
      'color-mix(in oklch, red, blue)',
      'var(--primary)',
      'oklch(0.5 0.1 200); color: red',
    ]) {
      expect(isCssColor(input), input).toBe(false);
    }
  });
});
