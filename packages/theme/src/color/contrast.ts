import { srgbToLinear } from './oklab.ts';
import type { Rgba } from './parse-color.ts';

/** WCAG 2.x relative luminance of an sRGB colour (alpha ignored: composite first). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * srgbToLinear(r) + 0.7152 * srgbToLinear(g) + 0.0722 * srgbToLinear(b);
}

/** Paints `top` over `bottom` (source-over in sRGB, as browsers blend). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top.alpha + bottom.alpha * (1 - top.alpha);
  if (alpha === 0) return { r: 0, g: 0, b: 0, alpha: 0 };
  const mix = (front: number, back: number) => (front * top.alpha + back * bottom.alpha * (1 - top.alpha)) / alpha;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), alpha };
}

/** WCAG 2.x contrast ratio (1–21) of a foreground painted on an opaque background. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const seen = composite(foreground, background);
  const lighter = Math.max(relativeLuminance(seen), relativeLuminance(background));
  const darker = Math.min(relativeLuminance(seen), relativeLuminance(background));
  return (lighter + 0.05) / (darker + 0.05);
}

/** Two decimals, rounded down, so a failing ratio never prints as if it met its threshold. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}
