import { createHash } from 'node:crypto';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { WEB_FONTS_ELEMENT_ID, webFontsScript } from '../src/boot/web-fonts-script.ts';

type BuiltAsset = Extract<NonNullable<IndexHtmlTransformContext['bundle']>[string], { type: 'asset' }>;

/** A built stylesheet's `@font-face` rules: their bodies hold no braces. */
const fontFaceRule = /@font-face\s*\{[^}]*\}\s*/g;

/** The stylesheet without its `@font-face` rules, and the rules. */
export function splitFontFaces(css: string): { css: string; faces: string } {
  const faces = css.match(fontFaceRule) ?? [];
  return { css: css.replace(fontFaceRule, ''), faces: faces.map((face) => face.trim()).join('\n') };
}

/** The faces, off until the inline script turns them on, then that script; for the end of <head>. */
export function webFontsHead(faces: string): string {
  const version = createHash('sha256').update(faces).digest('hex').slice(0, 12);
  return [
    `<style id="${WEB_FONTS_ELEMENT_ID}" data-version="${version}" media="not all">\n${faces}\n</style>`,
    `<script>${webFontsScript}</script>`,
  ].join('\n');
}

/**
 * The brand's web fonts cost a first visit a download and, when a face arrives after the first
 * paint (which `font-display: optional` then leaves undrawn), a second layout of the whole page,
 * for a face seen only on the next page. So the build takes the `@font-face` rules out of the
 * stylesheet and into the page, off; the page turns them on before its first paint once this
 * browser has the files (src/boot/web-fonts-script.ts, src/boot/web-fonts.ts).
 */
export function webFontsLaterPlugin(): Plugin {
  return {
    name: 'lobbykit-web-fonts-later',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const stylesheets = Object.values(context.bundle ?? {}).filter(
          (output): output is BuiltAsset => output.type === 'asset' && output.fileName.endsWith('.css'),
        );
        const faces: string[] = [];
        for (const stylesheet of stylesheets) {
          const split = splitFontFaces(String(stylesheet.source));
          stylesheet.source = split.css;
          if (split.faces) faces.push(split.faces);
        }
        if (faces.length === 0) return html;
        return html.replace('</head>', `${webFontsHead(faces.join('\n'))}\n  </head>`);
      },
    },
  };
}
