// @vitest-environment jsdom
// jsdom rather than the unit tier's happy-dom: DOMPurify needs a NodeIterator that survives a removal,
// which happy-dom's does not. The stories run the same cases in Chromium (notice-list.stories.tsx).
import { describe, expect, it } from 'vitest';
import { forbiddenElements, hostileHtmlCases } from './sanitiser-cases.ts';
import { noticePlainText, sanitizeNoticeHtml } from './sanitize-notice-html.ts';
import { xssCorpus, xssForbiddenElements } from './xss-corpus.ts';

/** The sanitised HTML parsed back, as the page will hold it. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNoticeHtml(html);
  return host;
}

const attributesOf = (host: HTMLElement) =>
  [...host.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().map((name) => ({ tag: element.localName, name, value: element.getAttribute(name)! })),
  );

describe('sanitizeNoticeHtml: the allow-list', () => {
  it('keeps formatting, headings, lists, tables, links, pictures and line breaks', () => {
    const html =
      '<h2>Weekly</h2><p><b>Bold</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u> <s>s</s><br>next</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td colspan="2">Mon</td></tr></tbody></table>' +
      '<hr><blockquote>quote</blockquote>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it.each([
    ['audio', '<audio src="https://cdn.example/a.mp3" controls></audio>'],
    ['video', '<video src="https://cdn.example/a.mp4" controls></video>'],
    [
      'source and track',
      '<video><source src="https://cdn.example/a.mp4"><track src="https://cdn.example/a.vtt"></video>',
    ],
    ['image maps', '<map name="m"><area href="https://cdn.example" shape="default"></map>'],
    ['forms', '<form action="https://evil.example"><input name="pw"><button>Go</button></form>'],
    ['frames', '<iframe src="https://cdn.example"></iframe>'],
    ['svg', '<svg><circle r="4"></circle></svg>'],
    ['math', '<math><mi>x</mi></math>'],
    ['dialog', '<dialog open>x</dialog>'],
    ['style', '<style>p{}</style>'],
  ])('drops %s', (_name, html) => {
    expect(parsed(html).querySelector(xssForbiddenElements)).toBeNull();
  });

  it.each([
    ['data-*', '<p data-x="1">x</p>', 'data-x'],
    ['popover', '<p popover="auto" id="p">x</p>', 'popover'],
    ['popovertarget', '<p popovertarget="p">x</p>', 'popovertarget'],
    ['usemap', '<img src="https://cdn.example/a.png" usemap="#m">', 'usemap'],
    ['style', '<p style="color:red">x</p>', 'style'],
    ['class', '<p class="fixed inset-0">x</p>', 'class'],
    ['id', '<p id="root">x</p>', 'id'],
    ['name', '<img src="https://cdn.example/a.png" name="location">', 'name'],
    ['srcset', '<img src="https://cdn.example/a.png" srcset="https://evil.example/b.png 2x">', 'srcset'],
    ['event handlers', '<p onclick="alert(1)">x</p>', 'onclick'],
  ])('drops the %s attribute', (_name, html, attribute) => {
    expect(attributesOf(parsed(html)).map(({ name }) => name)).not.toContain(attribute);
  });

  it.each([
    'https://cdn.example/prize.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/webp;base64,UklGRg==',
  ])('keeps a picture from %s', (src) => {
    expect(parsed(`<img src="${src}" alt="Prize">`).querySelector('img')?.getAttribute('src')).toBe(src);
  });

  it.each([
    'http://cdn.example/prize.png',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html;base64,PHA+',
    'javascript:alert(1)',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'https:evil.example/x.png',
    'prize.png',
  ])('takes the source from a picture at %s', (src) => {
    const image = parsed(`<img src="${src}" alt="Prize">`).querySelector('img');
    expect(image?.hasAttribute('src')).toBe(false);
  });

  it('treats a picture without words as decoration', () => {
    expect(sanitizeNoticeHtml('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" alt="">',
    );
  });

  it.each(['https://example.com/terms', '/promotions?tab=live', 'mailto:support@example.com', 'tel:+631234567'])(
    'keeps a link to %s, opening in a new tab with no opener',
    (href) => {
      const link = parsed(`<a href="${href}" target="_self" rel="opener">x</a>`).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com/',
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'ftp://example.com/',
  ])('takes the address from a link to %s', (href) => {
    const link = parsed(`<a href="${href}">x</a>`).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it.each(hostileHtmlCases)('leaves nothing hostile of: $name', ({ html }) => {
    const host = parsed(html);
    expect(host.querySelector(forbiddenElements)).toBeNull();
    expect(attributesOf(host).filter(({ name }) => /^on|^(style|class|id|srcdoc|xlink:href)$/.test(name))).toEqual([]);
  });
});

describe('the XSS corpus', () => {
  it('has at least 100 distinct vectors', () => {
    expect(new Set(xssCorpus.map(({ html }) => html)).size).toBeGreaterThanOrEqual(100);
    expect(xssCorpus.length).toBe(new Set(xssCorpus.map(({ html }) => html)).size);
  });

  it.each(xssCorpus.map((vector, index) => ({ index, ...vector })))(
    'sanitizeNoticeHtml leaves nothing that runs of vector $index ($family)',
    ({ html }) => {
      const host = parsed(html);
      expect(host.querySelector(xssForbiddenElements)).toBeNull();
      for (const { name, value } of attributesOf(host)) {
        expect(name).not.toMatch(/^on/i);
        expect([
          'href',
          'src',
          'alt',
          'title',
          'target',
          'rel',
          'width',
          'height',
          'colspan',
          'rowspan',
          'scope',
          'span',
          'start',
          'reversed',
          'dir',
        ]).toContain(name);
        if (name === 'href' || name === 'src')
          expect(value).toMatch(
            /^(https:\/\/[^/\\]|\/(?![/\\])|mailto:|tel:|data:image\/(png|gif|jpeg|webp);base64,)/i,
          );
      }
      // Sanitising twice changes nothing (no markup that mutates when parsed again).
      expect(sanitizeNoticeHtml(host.innerHTML)).toBe(host.innerHTML);
    },
  );

  it.each(xssCorpus.map((vector, index) => ({ index, ...vector })))(
    'noticePlainText leaves no markup of vector $index ($family)',
    ({ html }) => {
      const text = noticePlainText(html);
      expect(text).not.toMatch(/[<>"'`]/);
      const host = document.createElement('div');
      host.innerHTML = text;
      expect(host.children).toHaveLength(0);
    },
  );
});

describe('noticePlainText, the server-side path', () => {
  it('never throws and never lets markup through, for the whole corpus at once', () => {
    const text = noticePlainText(xssCorpus.map(({ html }) => html).join(''));
    expect(text).not.toMatch(/[<>"'`]/);
  });

  it.each([
    ['huge input', '<p>'.repeat(200_000) + 'x'.repeat(1_000_000)],
    ['an unclosed tag running to the end', `<img src=x onerror="alert(1)" ${'a'.repeat(500_000)}`],
    ['many unclosed openings', '<a'.repeat(200_000)],
    ['lone brackets and quotes', '<<>>""\'\'``<'.repeat(10_000)],
    ['control characters and lone surrogates', '\u0000\u0001<\ud800script>\udfff'],
    ['the empty string', ''],
  ])('stays linear and text only for %s', (_name, input) => {
    const started = performance.now();
    const text = noticePlainText(input);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(text).not.toMatch(/[<>"'`]/);
  });

  it('keeps an entity the operator wrote as one', () => {
    expect(noticePlainText('<p>Deposit &amp; play</p>')).toBe('Deposit &amp; play');
  });
});
