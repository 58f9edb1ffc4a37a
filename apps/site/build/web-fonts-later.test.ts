import { describe, expect, it } from 'vitest';
import { splitFontFaces, webFontsHead } from './web-fonts-later.ts';

const latin =
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url(/assets/inter-latin-A1.woff2)format("woff2-variations");unicode-range:U+0-FF}';
const greek =
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:optional;font-weight:100 900;src:url(/assets/inter-greek-B2.woff2)format("woff2-variations");unicode-range:U+370-3FF}';
const stylesheet = `:root{--font-sans:"Inter Variable",sans-serif}${latin}\n${greek}body{font-family:var(--font-sans)}`;

describe('web fonts on the next page (build)', () => {
  it('takes every @font-face rule out of the stylesheet and keeps the rest as it was', () => {
    const { css, faces } = splitFontFaces(stylesheet);
    expect(css).toBe(':root{--font-sans:"Inter Variable",sans-serif}body{font-family:var(--font-sans)}');
    expect(faces).toBe(`${latin}\n${greek}`);
  });

  it('leaves a stylesheet without web fonts alone', () => {
    expect(splitFontFaces('body{margin:0}')).toEqual({ css: 'body{margin:0}', faces: '' });
  });

  it('puts the faces in the page switched off, with the script that switches them on after them', () => {
    const head = webFontsHead(`${latin}\n${greek}`);
    const style = /<style id="web-fonts" data-version="(\w+)" media="not all">([\s\S]*?)<\/style>/.exec(head);
    expect(style?.[2]).toContain(latin);
    expect(style?.[2]).toContain(greek);
    expect(head.indexOf('<script>')).toBeGreaterThan(head.indexOf('</style>'));
  });

  it('versions the faces by their content, so a new font is fetched again rather than assumed cached', () => {
    const version = (faces: string) => /data-version="(\w+)"/.exec(webFontsHead(faces))?.[1];
    expect(version(latin)).toBe(version(latin));
    expect(version(latin)).not.toBe(version(`${latin}\n${greek}`));
  });
});
