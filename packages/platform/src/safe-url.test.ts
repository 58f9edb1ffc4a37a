import { afterEach, describe, expect, it } from 'vitest';
import { allowPlatformSitePaths, httpsUrl, platformImageUrl, platformUrl, sitePath } from './safe-url.ts';

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

/** Addresses a hostile or broken platform might send, in the forms browsers are lenient with. */
const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'http://plain.example/app.apk',
  'HTTP://plain.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://ev\til.example',
  'https://evil.example/\u0085',
  'file:///etc/passwd',
  'blob:https://evil.example/1',
  'about:blank',
  'rng',
  '',
  '   ',
  null,
  undefined,
];

describe('platformUrl', () => {
  afterEach(() => allowPlatformSitePaths(false));

  it('takes https in any case and hands on the address as the browser reads it', () => {
    expect(platformUrl(' HTTPS://CDN.example/a b.png ')).toBe('https://cdn.example/a%20b.png');
  });

  it.each(hostile)('refuses %j', (raw) => expect(platformUrl(raw)).toBeNull());

  it.each(hostile)('refuses %j with site paths allowed too', (raw) => {
    allowPlatformSitePaths(true);
    expect(platformUrl(raw)).toBeNull();
  });

  it('takes a path on the site only when the setting allows it', () => {
    expect(platformUrl('/wps/sandbox/game/7')).toBeNull();
    allowPlatformSitePaths(true);
    expect(platformUrl('/wps/sandbox/game/7?x=1#y')).toBe('/wps/sandbox/game/7?x=1#y');
    expect(platformUrl('/a/../wps/x')).toBe('/wps/x');
  });
});

describe('platformImageUrl', () => {
  it('takes an https picture or an inline raster one, never an inline SVG', () => {
    expect(platformImageUrl('https://cdn.example/tile.png')).toBe('https://cdn.example/tile.png');
    expect(platformImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(platformImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(platformImageUrl('data:image/png;base64,iVBOR"><script>')).toBeNull();
  });

  it.each(hostile)('refuses %j', (raw) => expect(platformImageUrl(raw)).toBeNull());
});
