/**
 * The game tiles, as raster images like the platform's image CDN serves. Browsers decode a PNG off
 * the page's main thread; an SVG tile would be drawn on it, and a lobby search that brings twelve
 * new tiles would pay for that every time.
 */
import { RgbImage } from './png.ts';

type Rgb = [number, number, number];

/** HSL (degrees, 0–1, 0–1) to RGB bytes. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const mix = (under: number, over: number, alpha: number) => under + (over - under) * alpha;

function drawGameArt(hue: number, size: number): Buffer {
  const from = hslToRgb(hue, 0.7, 0.38);
  const to = hslToRgb((hue + 50) % 360, 0.75, 0.22);
  const disc = { colour: hslToRgb((hue + 160) % 360, 0.85, 0.65), x: size * 0.72, y: size * 0.3, r: size * 0.22 };
  const gem = { colour: hslToRgb((hue + 80) % 360, 0.8, 0.7), x: size * 0.33, y: size * 0.68, r: size * 0.18 };
  const image = new RgbImage(size, size);
  const pixel: Rgb = [0, 0, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      for (let i = 0; i < 3; i++) pixel[i] = mix(from[i]!, to[i]!, t);
      if (Math.hypot(x - disc.x, y - disc.y) <= disc.r) {
        for (let i = 0; i < 3; i++) pixel[i] = mix(pixel[i]!, disc.colour[i]!, 0.35);
      }
      if (Math.abs(x - gem.x) + Math.abs(y - gem.y) <= gem.r) {
        for (let i = 0; i < 3; i++) pixel[i] = mix(pixel[i]!, gem.colour[i]!, 0.3);
      }
      image.set(x, y, [Math.round(pixel[0]), Math.round(pixel[1]), Math.round(pixel[2])]);
    }
  }
  return image.toPng();
}

const drawn = new Map<number, Buffer>();
const hueOf = (hue: number) => ((Math.round(hue) % 360) + 360) % 360;

/**
 * A game's tile: a diagonal gradient in the game's hue with a soft disc and a diamond, no text (the
 * card prints the name). Each of the 360 hues is drawn once.
 */
export function gameArtPng(hue: number): Buffer {
  const key = hueOf(hue);
  let art = drawn.get(key);
  if (!art) {
    art = drawGameArt(key, 200);
    drawn.set(key, art);
  }
  return art;
}

/** How many hues' tiles are drawn and kept. */
export function drawnTileCount(): number {
  return drawn.size;
}

/**
 * Draws every hue's tile ahead of need, one per turn of the event loop so requests still interleave,
 * the way a CDN answers from its cache: drawing a tile on request (about 6 ms) would hold up the
 * platform calls queued behind a lobby's twelve new tiles. `done` settles when every tile is drawn.
 */
export function warmGameArt(): { done: Promise<void>; stop: () => void } {
  let hue = 0;
  let pending: NodeJS.Immediate | undefined;
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const next = () => {
    while (hue < 360 && drawn.has(hue)) hue += 1;
    if (hue >= 360) return finish();
    gameArtPng(hue);
    pending = setImmediate(next);
  };
  pending = setImmediate(next);
  return { done, stop: () => clearImmediate(pending) };
}
