import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every pack's BCP 47 tag, from the language table of locales/README.md. */
const packTags = [...read('../../../locales/README.md').matchAll(/^\|\s*[A-Z]{2}\s*\|[^|]*\|\s*`([^`]+)`\s*\|/gm)].map(
  ([, tag = '']) => tag,
);

/** Tags written in Latin or Cyrillic letters: the brand's own font draws them, no script stack. */
const brandFontTags = new Set(
  ['en', 'fil', 'id', 'vi', 'ms', 'tl', 'tr', 'ru', 'kk', 'uz'].concat([
    'es',
    'pt',
    'fr',
    'de',
    'it',
    'nl',
    'pl',
    'sw',
    'mn',
  ]),
);

/** The font each script's stack must name for Android and Linux, whose system fonts are Noto. */
const notoFamily: Record<string, string> = {
  th: 'Noto Sans Thai',
  km: 'Noto Sans Khmer',
  lo: 'Noto Sans Lao',
  my: 'Noto Sans Myanmar',
  si: 'Noto Sans Sinhala',
  hi: 'Noto Sans Devanagari',
  ne: 'Noto Sans Devanagari',
  bn: 'Noto Sans Bengali',
  ta: 'Noto Sans Tamil',
  te: 'Noto Sans Telugu',
  ar: 'Noto Sans Arabic',
  fa: 'Noto Sans Arabic',
  ur: 'Noto Sans Arabic',
  'zh-Hans': 'Noto Sans SC',
  'zh-Hant': 'Noto Sans TC',
  ja: 'Noto Sans JP',
  ko: 'Noto Sans KR',
};

/** theme.css's `:lang(…)` rules that set --font-script, as [the languages they match, the stack]. */
const scriptStacks = [...withoutComments(read('./theme.css')).matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(
  ([, selector = '', body = '']) => {
    const stack = /--font-script\s*:\s*([^;]+);/.exec(body)?.[1];
    if (stack === undefined) return [];
    const langs = [...selector.matchAll(/:lang\(([^)]+)\)/g)].map(([, lang = '']) => lang.toLowerCase());
    return [{ langs, stack }];
  },
);

/** The stack CSS picks for a tag: `:lang(zh-Hans)` matches `zh-Hans` and `zh-Hans-CN`. */
const stackFor = (tag: string) =>
  scriptStacks.find(({ langs }) =>
    langs.some((lang) => tag.toLowerCase() === lang || tag.toLowerCase().startsWith(`${lang}-`)),
  )?.stack;

describe('per-script font stacks', () => {
  it('reads all 36 packs from the language table', () => {
    expect(packTags).toHaveLength(36);
  });

  it.each(packTags.filter((tag) => !brandFontTags.has(tag)))('%s has a system-font stack for its script', (tag) => {
    const stack = stackFor(tag);
    expect(stack, `no :lang() rule sets --font-script for ${tag}`).toBeDefined();
    expect(stack).toContain(`'${notoFamily[tag] ?? '(a Noto family for this tag)'}'`);
    expect(stack).toMatch(/sans-serif$/);
  });

  it('Latin and Cyrillic packs keep the brand font alone', () => {
    for (const tag of brandFontTags) expect(stackFor(tag), tag).toBeUndefined();
  });

  it('downloads no font for a script: no url() and no @font-face in the theme', () => {
    const theme = withoutComments(read('./theme.css'));
    expect(theme).not.toMatch(/url\(|@font-face/);
    for (const { stack } of scriptStacks) expect(stack).not.toMatch(/url\(|@import/);
  });

  it("draws the page in the brand's stack first, then the language's script stack", () => {
    const styles = withoutComments(read('../../ui/src/styles.css'));
    const fontFamily = /html,\s*\[lang\]\s*\{\s*font-family:\s*([^;]+);/.exec(styles)?.[1];
    expect(fontFamily).toBe('var(--font-sans), var(--font-script, sans-serif)');
  });

  it('leaves dictionary line breaking alone and keeps Korean words whole', () => {
    const theme = withoutComments(read('./theme.css'));
    expect(theme).not.toMatch(/word-break:\s*break-all|overflow-wrap:\s*anywhere|line-break:\s*anywhere/);
    expect(theme).toMatch(/html:lang\(ko\)\s*\{\s*word-break:\s*keep-all;/);
    expect(theme).toMatch(/html:lang\(zh\),\s*html:lang\(ja\)\s*\{\s*line-break:\s*strict;/);
  });
});
