import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import englishCommon from '../../../locales/en/common.json' with { type: 'json' };
import tagalogCommon from '../../../locales/ty/common.json' with { type: 'json' };
import { brotliDecompressSync } from 'node:zlib';
import { compressedCopies } from '../build/precompress.ts';
import { brandFor, loadBrandHosts, previewCookie, type BrandHosts } from './brand-by-host.ts';
import { createSiteServer, type PageRenderer, type RenderingOptions } from './site-server.ts';

const englishErrors = englishCommon.errors;
const tagalogErrors = tagalogCommon.errors;

const mapping: BrandHosts = {
  default: 'AURORA',
  hosts: { 'jade.example.com': 'JADE', 'ember.localhost': 'EMBER' },
  frameAncestors: { JADE: ['https://partner.example'] },
};

const bigScript = 'export const line = "a line of the app";\n'.repeat(100);

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'lobbykit-site-'));
  writeFileSync(
    join(root, 'index.html'),
    '<html lang="en" dir="ltr" data-brand="__LOBBYKIT_BRAND__"><head><title>lobbykit</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  // The build's compressed copies of a larger file (build/precompress.ts).
  const { br, gz } = compressedCopies(Buffer.from(bigScript));
  writeFileSync(join(root, 'assets', 'big.js'), bigScript);
  writeFileSync(join(root, 'assets', 'big.js.br'), br!);
  writeFileSync(join(root, 'assets', 'big.js.gz'), gz!);
  return pathToFileURL(`${root}/`);
}

describe('brandFor', () => {
  const request = (host: string | undefined, query?: string, cookie?: string) =>
    brandFor(mapping, { host, query, cookie });

  it('serves each host its brand, ignoring the port and case, and the default otherwise', () => {
    expect(request('jade.example.com').brand).toBe('JADE');
    expect(request('Ember.localhost:4173').brand).toBe('EMBER');
    expect(request('unknown.example.com').brand).toBe('AURORA');
    expect(request(undefined).brand).toBe('AURORA');
  });

  it('lets ?brand= preview any merchant and remembers it; the cookie then wins over the host', () => {
    expect(request('jade.example.com', 'ember')).toEqual({ brand: 'EMBER', remember: true });
    expect(request('jade.example.com', undefined, 'EMBER')).toEqual({ brand: 'EMBER', remember: false });
  });

  it('never stamps a value that is not a merchant code', () => {
    expect(request('jade.example.com', '"><script>').brand).toBe('JADE');
    expect(request('jade.example.com', undefined, 'x y').brand).toBe('JADE');
  });
});

describe('loadBrandHosts', () => {
  it('reads the committed mapping and refuses a file with a bad code', () => {
    expect(loadBrandHosts(new URL('../brand-hosts.json', import.meta.url)).default).toBe('AURORA');
    const dir = mkdtempSync(join(tmpdir(), 'lobbykit-hosts-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ default: 'AURORA', hosts: { a: 'not a code' } }));
    expect(() => loadBrandHosts(join(dir, 'bad.json'))).toThrow(/not a merchant code/);
    writeFileSync(
      join(dir, 'frames.json'),
      JSON.stringify({ default: 'AURORA', hosts: {}, frameAncestors: { JADE: ['*'] } }),
    );
    expect(() => loadBrandHosts(join(dir, 'frames.json'))).toThrow(/https origins/);
  });
});

describe('site server', () => {
  const app = createSiteServer({ root: builtSite(), platformUrl: 'http://127.0.0.1:9', brandHosts: mapping });

  it('stamps the brand of the host on the app shell for any history-mode path', async () => {
    const response = await app.request('http://jade.example.com/vip');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toContain('data-brand="JADE"');
  });

  it('sends the security headers: a policy on pages, nosniff on everything', async () => {
    const page = await app.request('http://jade.example.com/');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors https://partner.example');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const other = await app.request('http://localhost/');
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const path of ['/', '/assets/app.js', '/wps/system/status']) {
      expect((await app.request(`http://localhost${path}`)).headers.get('x-content-type-options'), path).toBe(
        'nosniff',
      );
    }
  });

  it('pins https for a page served over https, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await app.request('https://localhost/')).headers.get('strict-transport-security')).toContain('max-age');
    const spoofed = await app.request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const behindBalancer = createSiteServer({
      root: builtSite(),
      platformUrl: 'http://127.0.0.1:9',
      brandHosts: mapping,
      proxy: { trustedProxyHops: 1 },
    });
    const forwarded = await behindBalancer.request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).toContain('max-age');
  });

  it('sets a preview cookie for ?brand= and keeps serving that brand', async () => {
    const response = await app.request('http://localhost/?brand=EMBER');
    expect(await response.text()).toContain('data-brand="EMBER"');
    expect(response.headers.get('set-cookie')).toContain(`${previewCookie}=EMBER`);
    const next = await app.request('http://localhost/help', { headers: { cookie: `${previewCookie}=EMBER` } });
    expect(await next.text()).toContain('data-brand="EMBER"');
  });

  it('serves hashed assets as immutable and answers an unreachable platform with a 502 envelope', async () => {
    const asset = await app.request('http://localhost/assets/app.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const platform = await app.request('http://localhost/wps/system/status', { headers: { Language: 'TY' } });
    expect(platform.status).toBe(502);
    // In the visitor's language, as the site's own messages are.
    expect(await platform.json()).toEqual({ success: false, message: tagalogErrors.unavailable });
  });

  it('hands a platform redirect to the browser rather than following it', async () => {
    const platform = createServer((_request, response) => {
      response.writeHead(303, { Location: '/?centre=member&page=depositv2&deposit=7&status=credited' }).end();
    });
    await new Promise<void>((listening) => platform.listen(0, '127.0.0.1', listening));
    const { port } = platform.address() as AddressInfo;
    const site = createSiteServer({ root: builtSite(), platformUrl: `http://127.0.0.1:${port}`, brandHosts: mapping });
    try {
      const response = await site.request('http://localhost/wps/sandbox/pay/secret', { method: 'POST' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/?centre=member&page=depositv2&deposit=7&status=credited');
    } finally {
      platform.close();
    }
  });

  it('serves the build’s Brotli copy of an asset to a browser that takes it, and the file to one that does not', async () => {
    const brotli = await app.request('http://localhost/assets/big.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(bigScript);
    const plain = await app.request('http://localhost/assets/big.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });
});

describe('the platform proxy', () => {
  interface Seen {
    headers: IncomingHttpHeaders;
    body: string;
  }
  let seen: Seen[] = [];
  let answer: (response: ServerResponse) => void = (response) => response.end('{}');
  const platform = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ headers: request.headers, body });
      answer(response);
    });
  });
  let site: ReturnType<typeof createSiteServer>;

  beforeAll(async () => {
    await new Promise<void>((listening) => platform.listen(0, '127.0.0.1', listening));
    const { port } = platform.address() as AddressInfo;
    site = createSiteServer({
      root: builtSite(),
      platformUrl: `http://127.0.0.1:${port}`,
      brandHosts: mapping,
      proxy: { timeoutMs: 200, bodyLimitBytes: 1024 },
    });
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    seen = [];
    answer = (response) => response.end('{}');
  });

  it('passes the platform’s headers on and keeps the site’s cookies and unknown headers back', async () => {
    await site.request('http://localhost/wps/member/info', {
      method: 'POST',
      headers: {
        Merchant: 'JADE',
        Language: 'TY',
        Authorization: 'token-1',
        Encryption: 'sealed-key',
        'Content-Type': 'application/json',
        Cookie: `${previewCookie}=JADE; remembered=secret`,
        'X-Internal-Admin': '1',
      },
      body: '{"a":1}',
    });
    const [call] = seen;
    expect(call?.headers).toMatchObject({
      merchant: 'JADE',
      language: 'TY',
      authorization: 'token-1',
      encryption: 'sealed-key',
    });
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers['x-internal-admin']).toBeUndefined();
    expect(call?.body).toBe('{"a":1}');
  });

  it('never hands the platform’s cookies or stray headers to the browser', async () => {
    answer = (response) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'platform=1', 'X-Powered-By': 'platform' })
        .end('{"success":true}');
    const response = await site.request('http://localhost/wps/system/status');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ success: true });
  });

  it('does not let the visitor choose the address the platform sees', async () => {
    // app.request has no socket, so the forwarded address is absent rather than the spoofed one.
    await site.request('http://localhost/wps/system/status', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(seen[0]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('answers a platform that hangs with a translated 504 once the timeout passes', async () => {
    answer = () => undefined;
    const started = performance.now();
    const response = await site.request('http://localhost/wps/system/status', { headers: { Language: 'TY' } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ success: false, message: tagalogErrors.timeout });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a body over the limit without calling the platform', async () => {
    const response = await site.request('http://localhost/wps/member/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image: 'x'.repeat(2048) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: englishErrors.invalid_request });
    expect(seen).toHaveLength(0);
  });
});

describe('site server with the server renderer', () => {
  const rendered = {
    html: '<main>Welcome</main>',
    head: '<link rel="preload" as="image" href="/banner.svg"/>',
    title: 'Jade & Co "Casino"',
    icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
    lang: 'fil',
    dir: 'ltr' as const,
    primedJson: '{"systemStatus":{"ok":true}}',
  };
  const serverWith = (renderPage: PageRenderer['renderPage'], rendering?: Partial<RenderingOptions>) =>
    createSiteServer({
      root: builtSite(),
      platformUrl: 'http://127.0.0.1:9',
      brandHosts: mapping,
      renderer: { renderPage },
      rendering,
      // As behind one load balancer: the address it appended is the visitor's.
      proxy: { trustedProxyHops: 1 },
    });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('puts the drawn page, its hints, language and data into the shell', async () => {
    const renderPage = vi.fn<PageRenderer['renderPage']>().mockResolvedValue(rendered);
    const response = await serverWith(renderPage).request('http://jade.example.com/vip?tab=2', {
      headers: { cookie: 'language=TY', 'x-forwarded-for': '203.0.113.9' },
    });
    const page = await response.text();
    expect(page).toContain('<html lang="fil" dir="ltr" data-brand="JADE">');
    expect(page).toContain('<title>Jade &amp; Co &quot;Casino&quot;</title>');
    expect(page).toContain(
      `<link rel="icon" href="data:image/svg+xml,&lt;svg xmlns='http://www.w3.org/2000/svg'/&gt;"><link rel="preload" as="image" href="/banner.svg"/></head>`,
    );
    expect(page).toContain('<div id="root"><main>Welcome</main></div>');
    expect(page).toContain('<script type="application/json" id="primed-data">{"systemStatus":{"ok":true}}</script>');
    expect(renderPage).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/vip?tab=2',
        host: 'jade.example.com',
        brand: 'JADE',
        languageCookie: 'TY',
        platformUrl: 'http://127.0.0.1:9',
        visitorAddress: '203.0.113.9',
        signal: expect.any(AbortSignal),
      }),
    );
  });

  it('sends the plain shell at once when as many pages as allowed draw and wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renderPage = vi.fn<PageRenderer['renderPage']>(() => new Promise(() => undefined));
    const server = serverWith(renderPage, { concurrency: 1, queueLimit: 1, budgetMs: 60_000 });
    void server.request('http://localhost/');
    void server.request('http://localhost/');
    const turnedAway = await server.request('http://localhost/');
    expect(await turnedAway.text()).toContain('<div id="root"></div>');
    // One draws, one waits its turn, the third was never drawn.
    expect(renderPage).toHaveBeenCalledTimes(1);
  });

  it('stops drawing a page once its visitor has gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let renderSignal: AbortSignal | undefined;
    const server = serverWith(({ signal }) => {
      renderSignal = signal;
      return new Promise(() => undefined);
    });
    const visitor = new AbortController();
    const response = server.request('http://localhost/', { signal: visitor.signal });
    await vi.waitFor(() => expect(renderSignal).toBeDefined());
    expect(renderSignal!.aborted).toBe(false);
    visitor.abort(new Error('visitor left'));
    expect(renderSignal!.aborted).toBe(true);
    await Promise.resolve(response).catch(() => undefined);
  });

  it('sends the plain shell for the browser to draw when drawing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await serverWith(() => Promise.reject(new Error('boom'))).request('http://localhost/');
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('primed-data');
  });

  it('does not keep the visitor waiting for a page that takes too long to draw', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = serverWith(() => new Promise(() => undefined)).request('http://localhost/');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await (await pending).text()).toContain('<div id="root"></div>');
  });

  it('keeps "$" sequences of the drawn page and its data as they are', async () => {
    const withDollars = { ...rendered, html: '<p>Win $& more</p>', primedJson: '{"notice":"$\'50"}' };
    const page = await (await serverWith(() => Promise.resolve(withDollars)).request('http://localhost/')).text();
    expect(page).toContain('<div id="root"><p>Win $& more</p></div>');
    expect(page).toContain('{"notice":"$\'50"}</script>');
  });

  it('answers a missing file with 404 without drawing a page, but still draws /register.html', async () => {
    const renderPage = vi.fn<PageRenderer['renderPage']>().mockResolvedValue(rendered);
    const server = serverWith(renderPage);
    for (const path of ['/favicon.ico', '/assets/gone-1a2b3c.js', '/robots.txt']) {
      const response = await server.request(`http://localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
    expect(renderPage).not.toHaveBeenCalled();
    const register = await server.request('http://localhost/register.html?referralCode=ABC');
    expect(register.status).toBe(200);
    expect(await register.text()).toContain('<main>Welcome</main>');
  });

  it('never serves the files of the renderer itself nor the build manifest', async () => {
    const server = serverWith(() => Promise.resolve(rendered));
    expect((await server.request('http://localhost/ssr/entry-server.js')).status).toBe(404);
    expect((await server.request('http://localhost/.vite/manifest.json')).status).toBe(404);
  });
});
