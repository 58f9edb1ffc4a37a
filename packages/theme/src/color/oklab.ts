/**
 * OKLab ↔ linear sRGB (Björn Ottosson's matrices, as CSS Color 4 uses them) and the sRGB transfer
 * curve. Kept dependency-free so the contrast checker runs in the CLI, the browser and tests alike.
 */

export interface LinearRgb {
  r: number;
  g: number;
  b: number;
}

export function oklabToLinearSrgb(lightness: number, a: number, b: number): LinearRgb {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    g: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    b: -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  };
}

export function linearSrgbToOklab({ r, g, b }: LinearRgb): { l: number; a: number; b: number } {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

export function oklchToOklab(lightness: number, chroma: number, hueDegrees: number) {
  const hue = (hueDegrees * Math.PI) / 180;
  return { l: lightness, a: chroma * Math.cos(hue), b: chroma * Math.sin(hue) };
}

/** sRGB gamma-encoded channel (0–1) → linear light. */
export function srgbToLinear(channel: number): number {
  const magnitude = Math.abs(channel);
  const linear = magnitude <= 0.04045 ? magnitude / 12.92 : ((magnitude + 0.055) / 1.055) ** 2.4;
  return Math.sign(channel) * linear;
}

/** Linear light → sRGB gamma-encoded channel (0–1). */
export function linearToSrgb(channel: number): number {
  const magnitude = Math.abs(channel);
  const encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * magnitude ** (1 / 2.4) - 0.055;
  return Math.sign(channel) * encoded;
}
