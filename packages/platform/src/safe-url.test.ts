import { describe, expect, it } from 'vitest';
import { httpsUrl, sitePath } from './safe-url.ts';

const site = 'https://aurora.example';

describe('httpsUrl', () => {
  it('takes an https address', () => {
    expect(httpsUrl(' https://support.example/chat?x=1 ')?.href).toBe('https://support.example/chat?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'http://plain.example',
    'vbscript:x',
    '//evil.example',
    '/path',
    '',
    undefined,
  ])('refuses %j', (raw) => expect(httpsUrl(raw)).toBeNull());
});

describe('sitePath', () => {
  it('keeps a path on the site with its query and fragment', () => {
    expect(sitePath('/rng?vendor=PG#top', site)).toBe('/rng?vendor=PG#top');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    'https://aurora.example/x',
    'javascript:alert(1)',
    'rng',
  ])('refuses %j', (raw) => expect(sitePath(raw, site)).toBeNull());
});
