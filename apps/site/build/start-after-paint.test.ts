import { describe, expect, it } from 'vitest';
import { startAfterPaint } from './start-after-paint.ts';

const built = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/i18next-C3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/style-D4.css">',
  '</head>',
].join('\n');

describe('startAfterPaint', () => {
  const page = startAfterPaint(built);

  it('leaves nothing in the page that the browser would fetch before it paints, but the stylesheet', () => {
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).not.toMatch(/^<link rel="modulepreload"/m);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D4.css">');
  });

  it('starts the entry after a frame, with every chunk it imports preloaded at once', () => {
    expect(page).toContain('requestAnimationFrame(() => setTimeout(start));');
    expect(page).toContain('import("/assets/index-A1.js");');
    expect(page).toContain(
      '<link rel=\\"modulepreload\\" crossorigin href=\\"/assets/react-B2.js\\"><link rel=\\"modulepreload\\" crossorigin href=\\"/assets/i18next-C3.js\\">',
    );
  });

  it('starts on a timer too, where frames never run, and only once', () => {
    expect(page).toContain('setTimeout(start, 1000);');
    expect(page).toContain('if (started) return;');
  });

  it('leaves a page without a module entry as it is', () => {
    expect(startAfterPaint('<head></head>')).toBe('<head></head>');
  });
});
