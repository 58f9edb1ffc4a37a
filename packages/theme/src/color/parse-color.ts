import { linearToSrgb, oklabToLinearSrgb, oklchToOklab } from './oklab.ts';

/** A colour in gamma-encoded sRGB, each channel 0–1 (clipped to the sRGB gamut), with alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export const acceptedColorFormats = '#rgb, #rrggbb, #rrggbbaa, rgb(), hsl(), oklch() or oklab()';

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** One argument of a colour function: a number, a percentage, or an angle (for hues). */
interface Argument {
  value: number;
  unit: '' | '%' | 'deg' | 'rad' | 'grad' | 'turn';
}

const argumentPattern = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|rad|grad|turn)?$/;

function parseArgument(token: string): Argument | null {
  if (token === 'none') return { value: 0, unit: '' };
  const match = argumentPattern.exec(token);
  if (!match) return null;
  return { value: Number(match[1]), unit: (match[2] ?? '') as Argument['unit'] };
}

/** A number or percentage, where 100% means `percentScale`. Angles are not allowed here. */
function scalar(argument: Argument, percentScale: number): number | null {
  if (argument.unit === '') return argument.value;
  if (argument.unit === '%') return (argument.value / 100) * percentScale;
  return null;
}

function hueDegrees(argument: Argument): number | null {
  switch (argument.unit) {
    case '':
    case 'deg':
      return argument.value;
    case 'rad':
      return (argument.value * 180) / Math.PI;
    case 'grad':
      return argument.value * 0.9;
    case 'turn':
      return argument.value * 360;
    default:
      return null;
  }
}

function alphaOf(argument: Argument | undefined): number | null {
  if (!argument) return 1;
  const alpha = scalar(argument, 1);
  return alpha === null ? null : clamp01(alpha);
}

/** Splits `a b c / d` (modern) or `a, b, c, d` (legacy rgb()/hsl()) into up to four arguments. */
function splitArguments(body: string, allowLegacy: boolean): Argument[] | null {
  let tokens: string[];
  if (body.includes(',')) {
    if (!allowLegacy) return null;
    tokens = body.split(',').map((token) => token.trim());
  } else {
    const [channels = '', alpha, ...rest] = body.split('/');
    if (rest.length > 0) return null;
    tokens = channels.trim().split(/\s+/);
    if (alpha !== undefined) tokens.push(alpha.trim());
  }
  if (tokens.length < 3 || tokens.length > 4) return null;
  const parsed = tokens.map(parseArgument);
  return parsed.every((argument): argument is Argument => argument !== null) ? parsed : null;
}

function fromLinear(linear: { r: number; g: number; b: number }, alpha: number): Rgba {
  return {
    r: clamp01(linearToSrgb(linear.r)),
    g: clamp01(linearToSrgb(linear.g)),
    b: clamp01(linearToSrgb(linear.b)),
    alpha,
  };
}

function parseHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
  const [r = 0, g = 0, b = 0, alpha = 255] = digits.map((pair) => parseInt(pair, 16));
  return { r: r / 255, g: g / 255, b: b / 255, alpha: alpha / 255 };
}

function parseRgb([red, green, blue, alpha]: Argument[]): Rgba | null {
  const channels = [red, green, blue].map((argument) => (argument ? scalar(argument, 255) : null));
  const alphaValue = alphaOf(alpha);
  if (channels.some((channel) => channel === null) || alphaValue === null) return null;
  const [r = 0, g = 0, b = 0] = channels as number[];
  return { r: clamp01(r / 255), g: clamp01(g / 255), b: clamp01(b / 255), alpha: alphaValue };
}

function parseHsl([hueArgument, saturationArgument, lightnessArgument, alpha]: Argument[]): Rgba | null {
  const hue = hueArgument ? hueDegrees(hueArgument) : null;
  const saturation = saturationArgument ? scalar(saturationArgument, 100) : null;
  const lightness = lightnessArgument ? scalar(lightnessArgument, 100) : null;
  const alphaValue = alphaOf(alpha);
  if (hue === null || saturation === null || lightness === null || alphaValue === null) return null;
  const s = clamp01(saturation / 100);
  const l = clamp01(lightness / 100);
  const h = (((hue % 360) + 360) % 360) / 30;
  const spread = s * Math.min(l, 1 - l);
  const channel = (offset: number) => {
    const k = (offset + h) % 12;
    return l - spread * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: channel(0), g: channel(8), b: channel(4), alpha: alphaValue };
}

function parseOklch([lightnessArgument, chromaArgument, hueArgument, alpha]: Argument[]): Rgba | null {
  const lightness = lightnessArgument ? scalar(lightnessArgument, 1) : null;
  const chroma = chromaArgument ? scalar(chromaArgument, 0.4) : null;
  const hue = hueArgument ? hueDegrees(hueArgument) : null;
  const alphaValue = alphaOf(alpha);
  if (lightness === null || chroma === null || hue === null || alphaValue === null) return null;
  const lab = oklchToOklab(clamp01(lightness), Math.max(0, chroma), hue);
  return fromLinear(oklabToLinearSrgb(lab.l, lab.a, lab.b), alphaValue);
}

function parseOklab([lightnessArgument, aArgument, bArgument, alpha]: Argument[]): Rgba | null {
  const lightness = lightnessArgument ? scalar(lightnessArgument, 1) : null;
  const a = aArgument ? scalar(aArgument, 0.4) : null;
  const b = bArgument ? scalar(bArgument, 0.4) : null;
  const alphaValue = alphaOf(alpha);
  if (lightness === null || a === null || b === null || alphaValue === null) return null;
  return fromLinear(oklabToLinearSrgb(clamp01(lightness), a, b), alphaValue);
}

const functionParsers = {
  rgb: { parse: parseRgb, legacy: true },
  rgba: { parse: parseRgb, legacy: true },
  hsl: { parse: parseHsl, legacy: true },
  hsla: { parse: parseHsl, legacy: true },
  oklch: { parse: parseOklch, legacy: false },
  oklab: { parse: parseOklab, legacy: false },
} as const;

/**
 * Parses a CSS colour string into sRGB. Returns null for anything else (named colours, var(),
 * color-mix() and other colour spaces are not brand values: a brand file holds literal colours).
 */
export function parseCssColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) return parseHex(text.slice(1));
  const match = /^([a-z]+)\(([^()]*)\)$/.exec(text);
  if (!match) return null;
  const parser = functionParsers[match[1] as keyof typeof functionParsers];
  if (!parser) return null;
  const args = splitArguments(match[2] ?? '', parser.legacy);
  return args ? parser.parse(args) : null;
}

export function isCssColor(input: string): boolean {
  return parseCssColor(input) !== null;
}

/** `#rrggbb` for an opaque colour (what <input type="color"> takes); alpha is dropped. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(clamp01(channel) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
