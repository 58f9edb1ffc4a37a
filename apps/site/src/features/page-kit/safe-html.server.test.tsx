// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

/** The site server has no DOM: operator HTML must still draw, as text only, and never throw. */
describe('SafeHtml on the server', () => {
  it('draws the words without any markup, so nothing the operator sent can run', () => {
    const html = renderToString(
      <SafeHtml
        html={
          '<h2>Weekly bonus</h2><p>Deposit &amp; play <b>5</b> days.</p><script>alert(1)</script><img src=x onerror="alert(2)">'
        }
      />,
    );
    expect(html).toContain('Weekly bonus Deposit &amp; play 5 days. alert(1)');
    expect(html).not.toMatch(/<(script|img|b|h2|p)\b/);
    expect(html).not.toContain('onerror');
  });

  it('escapes what could open a tag in text that never closed one', () => {
    const html = renderToString(<SafeHtml html={'a < b "quoted" <img src=x onerror=alert(1)'} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('a &#60; b &#34;quoted&#34;');
  });
});
