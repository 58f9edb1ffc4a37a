import { whenIdleAfter } from '@lobbykit/ui/lib/when-idle';
import { WEB_FONTS_ELEMENT_ID, WEB_FONTS_STORAGE_KEY } from './web-fonts-script.ts';

/** How long after the page is live the faces wait, at least, for an idle moment. */
export const WEB_FONTS_DELAY_MS = 2000;

/** A `unicode-range` descriptor as code-point ranges; none means every character. */
export function unicodeRanges(descriptor: string): Array<[number, number]> {
  return descriptor
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?')) return [parseInt(part.replaceAll('?', '0'), 16), parseInt(part.replaceAll('?', 'F'), 16)];
      const [start = '', end = start] = part.split('-');
      return [parseInt(start, 16), parseInt(end, 16)];
    });
}

/** Whether a face of this `unicode-range` would draw any character of `text`. */
export function drawsAnyOf(descriptor: string, text: string): boolean {
  const ranges = unicodeRanges(descriptor);
  if (ranges.length === 0) return true;
  for (const character of new Set(text)) {
    const point = character.codePointAt(0)!;
    if (ranges.some(([start, end]) => point >= start && point <= end)) return true;
  }
  return false;
}

function storedVersion(): string | null {
  try {
    return localStorage.getItem(WEB_FONTS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The faces of the page's `<style id="web-fonts">` that its text uses, as FontFace objects. */
function facesFor(sheet: CSSStyleSheet, text: string): FontFace[] {
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .filter((rule) => drawsAnyOf(rule.style.getPropertyValue('unicode-range'), text))
    .map((rule) => {
      const style = rule.style;
      const descriptors: FontFaceDescriptors = {};
      for (const [property, descriptor] of [
        ['font-style', 'style'],
        ['font-weight', 'weight'],
        ['font-stretch', 'stretch'],
        ['unicode-range', 'unicodeRange'],
      ] as const) {
        const value = style.getPropertyValue(property);
        if (value) descriptors[descriptor] = value;
      }
      const family = style.getPropertyValue('font-family').replace(/^["']|["']$/g, '');
      return new FontFace(family, style.getPropertyValue('src'), descriptors);
    });
}

/**
 * When the page's web fonts are off (src/boot/web-fonts-script.ts), fetches the faces its text
 * uses once the page is live and the browser idle, and notes that this browser has them: the next
 * page turns them on before its first paint and draws them from the cache. The faces are loaded
 * as FontFace objects that are never added to the document, so nothing on this page is drawn or
 * laid out again.
 */
export function keepWebFontsForNextPage(): void {
  const element = document.getElementById(WEB_FONTS_ELEMENT_ID);
  if (!(element instanceof HTMLStyleElement) || element.media === 'all') return;
  const version = element.dataset.version;
  if (!version || storedVersion() === version) return;
  whenIdleAfter(
    WEB_FONTS_DELAY_MS,
    () => {
      const sheet = element.sheet;
      if (!sheet) return;
      const text = (document.getElementById('root') ?? document.body).textContent ?? '';
      const faces = facesFor(sheet, text);
      void Promise.all(faces.map((face) => face.load())).then(
        () => {
          try {
            localStorage.setItem(WEB_FONTS_STORAGE_KEY, version);
          } catch {
            // Storage is off: every page stays in the fallback face, as on a first visit.
          }
        },
        // A face that failed to load is tried again on the next page.
        () => {},
      );
    },
    4000,
  );
}
