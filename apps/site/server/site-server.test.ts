import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressedCopies } from '../build/precompress.ts';
import { brandFor, loadBrandHosts, previewCookie, type BrandHosts } from './brand-by-host.ts';
import { createSiteServer, type PageRenderer } from './site-server.ts';

const mapping: BrandHosts = { default: 'AURORA', hosts: { 'jade.example.com': 'JADE', 'ember.localhost': 'EMBER' } };

const bigScript = 'export const line = "a line of the app";\n'.repeat(100);

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'lobbykit-site-'));
  writeFileSync(
    join(root, 'index.html'),
    '<html lang="en" dir="ltr" data-brand="__LOBBYKIT_BRAND__"><head><title>lobbykit</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(root, 'assets'));
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
  });
});

describe('site server', () => {
  const app = createSiteServer({ root: builtSite(), platformUrl: 'http://127.0.0.1:9', brandHosts: mapping });

  it('stamps the brand of the host on the app shell for any history-mode path', async () => {
    const response = await app.request('http://jade.example.com/vip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('data-brand="JADE"');
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
    const platform = await app.request('http://localhost/wps/system/status');
    expect(platform.status).toBe(502);
    expect(await platform.json()).toMatchObject({ success: false });
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
  const serverWith = (renderPage: PageRenderer['renderPage']) =>
    createSiteServer({
      root: builtSite(),
      platformUrl: 'http://127.0.0.1:9',
      brandHosts: mapping,
      renderer: { renderPage },
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
      }),
    );
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
      expect((await server.request(`http://localhost${path}`)).status, path).toBe(404);
    }
    expect(renderPage).not.toHaveBeenCalled();
    const register = await server.request('http://localhost/register.html?referralCode=ABC');
    expect(register.status).toBe(200);
    expect(await register.text()).toContain('<main>Welcome</main>');
  });

  it('never serves the files of the renderer itself', async () => {
    const response = await serverWith(() => Promise.resolve(rendered)).request('http://localhost/ssr/entry-server.js');
    expect(response.status).toBe(404);
  });
});
