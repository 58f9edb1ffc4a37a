import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, pageHeaders } from './security-headers.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as served, and skips files and data blocks', () => {
    const page = [
      '<script>var a = 1;</script>',
      '<script type="module">\nimport("/assets/x.js");\n</script>',
      '<script type="module" src="/assets/app.js"></script>',
      '<script type="application/json" id="primed-data">{"a":1}</script>',
      '<script>var a = 1;</script>',
    ].join('');
    expect(inlineScriptHashes(page)).toEqual([sha('var a = 1;'), sha('\nimport("/assets/x.js");\n')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [sha('x')],
    frameAncestors: [],
    connectOrigins: ['https://api.example.com'],
  });
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('runs only the site’s own scripts and the hashed inline ones', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${sha('x')}`);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.example.com");
  });

  it('lets nobody frame the site unless the brand names its partners', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    const partner = contentSecurityPolicy({
      scriptHashes: [],
      frameAncestors: ['https://partner.example'],
      connectOrigins: [],
    });
    expect(partner).toContain('frame-ancestors https://partner.example');
  });
});

describe('pageHeaders', () => {
  const policy = { scriptHashes: [], frameAncestors: [], connectOrigins: [] };

  it('pins https only for a page that came over https', () => {
    expect(pageHeaders(policy, true)['Strict-Transport-Security']).toContain('max-age=31536000');
    expect(pageHeaders(policy, false)['Strict-Transport-Security']).toBeUndefined();
  });
});
