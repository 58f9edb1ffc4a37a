import { afterEach, describe, expect, it } from 'vitest';
import { drawsAnyOf, unicodeRanges } from './web-fonts.ts';
import { WEB_FONTS_STORAGE_KEY, webFontsScript } from './web-fonts-script.ts';

describe('unicode ranges', () => {
  it('reads single points, spans and wildcards', () => {
    expect(unicodeRanges('U+0000-00FF, U+0131, U+1F??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f00, 0x1fff],
    ]);
  });

  it('tells which faces a text needs: Vietnamese needs its own, English only Latin', () => {
    const vietnamese = 'U+0102-0103, U+0110-0111, U+01A0-01A1, U+01AF-01B0, U+1EA0-1EF9';
    expect(drawsAnyOf(vietnamese, 'Nạp tiền')).toBe(true);
    expect(drawsAnyOf(vietnamese, 'Deposit')).toBe(false);
    expect(drawsAnyOf('U+0000-00FF', 'Deposit')).toBe(true);
  });

  it('counts a face without a range as drawing everything', () => {
    expect(drawsAnyOf('', 'any text')).toBe(true);
  });
});

describe('the inline script that switches the faces on', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  function pageWithFaces(version: string) {
    document.head.innerHTML = `<style id="web-fonts" data-version="${version}" media="not all"></style>`;
    new Function(webFontsScript)();
    return document.getElementById('web-fonts') as HTMLStyleElement;
  }

  it('leaves them off on a first visit', () => {
    expect(pageWithFaces('abc').media).toBe('not all');
  });

  it('switches them on once this browser has kept this build’s faces', () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, 'abc');
    expect(pageWithFaces('abc').media).toBe('all');
  });

  it('leaves them off when the kept faces are another build’s', () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, 'old');
    expect(pageWithFaces('new').media).toBe('not all');
  });
});
