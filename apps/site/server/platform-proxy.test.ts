import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import tagalogCommon from '../../../locales/ty/common.json' with { type: 'json' };
import { platformProxy, type ProxyEnv } from './platform-proxy.ts';
import { loadServerMessages } from './server-messages.ts';

/**
 * The proxy's rules as a visitor meets them: through a real socket (so the address the platform sees
 * is the socket's, as in production), against a stand-in platform that records what reaches it.
 */

const messages = loadServerMessages(new URL('../../../locales/', import.meta.url));
const listening = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

let seen: IncomingHttpHeaders[] = [];
let answer: (response: ServerResponse) => void;
const platform = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    seen.push(request.headers);
    answer(response);
  });
});

const sites: ServerType[] = [];
/** The proxy alone on a Hono app served by @hono/node-server, as the site server mounts it. */
async function siteWith(trustedProxyHops: number) {
  const app = new Hono<ProxyEnv>();
  const { port } = platform.address() as AddressInfo;
  app.use(
    '*',
    ...platformProxy({
      platformUrl: `http://127.0.0.1:${port}`,
      messages,
      timeoutMs: 300,
      bodyLimitBytes: 1024,
      trustedProxyHops,
    }),
  );
  app.get('*', (c) => c.text('the site'));
  const server = await new Promise<ServerType>((ready) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  sites.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let site: string;
beforeAll(async () => {
  await listening(platform);
  site = await siteWith(0);
});
afterAll(() => {
  for (const server of sites) server.close();
  platform.close();
});
beforeEach(() => {
  seen = [];
  answer = (response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
});

describe('the platform proxy over a real socket', () => {
  it('never sends the site’s cookies to the platform', async () => {
    await fetch(`${site}/wps/member/info`, {
      headers: { Cookie: 'lobbykit-brand=JADE; remembered=sealed-password', Authorization: 'token-1' },
    });
    expect(seen[0]?.cookie).toBeUndefined();
    expect(seen[0]?.authorization).toBe('token-1');
  });

  it('tells the platform the socket’s address, never a spoofed X-Forwarded-For', async () => {
    await fetch(`${site}/wps/system/status`, { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.1' } });
    expect(seen[0]?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('believes the hop a trusted load balancer appended, and only that one', async () => {
    const behindBalancer = await siteWith(1);
    await fetch(`${behindBalancer}/wps/system/status`, { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.1' } });
    expect(seen[0]?.['x-forwarded-for']).toBe('198.51.100.1');
  });

  it('answers a hung platform with a translated 504 within the timeout', async () => {
    answer = () => undefined;
    const started = performance.now();
    const response = await fetch(`${site}/wps/system/status`, { headers: { Language: 'TY' } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ success: false, message: tagalogCommon.errors.timeout });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('keeps the platform’s Set-Cookie and unknown headers from the visitor', async () => {
    answer = (response) =>
      response
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Set-Cookie': ['session=platform; Path=/', 'tracker=1'],
          'X-Powered-By': 'platform',
        })
        .end('{"success":true}');
    const response = await fetch(`${site}/wps/system/status`);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(await response.json()).toEqual({ success: true });
  });

  it('hands on a compressed answer decoded, with no stale Content-Encoding', async () => {
    answer = (response) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
        .end(gzipSync('{"success":true,"value":"zipped"}'));
    const response = await fetch(`${site}/wps/system/status`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ success: true, value: 'zipped' });
  });

  it('refuses a streamed body over the limit with a 413 and never calls the platform', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(800)));
        controller.enqueue(new TextEncoder().encode('x'.repeat(800)));
        controller.close();
      },
    });
    const response = await fetch(`${site}/wps/member/feedback`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('leaves the site’s own paths alone', async () => {
    expect(await (await fetch(`${site}/vip`)).text()).toBe('the site');
    expect(seen).toHaveLength(0);
  });
});

describe('platform content that could run on the site’s origin', () => {
  const served = async (contentType: string | undefined, body = 'content', status = 200) => {
    answer = (response) => response.writeHead(status, contentType ? { 'Content-Type': contentType } : {}).end(body);
    return fetch(`${site}/wps/sandbox/content`);
  };

  it('passes JSON and raster images as they are', async () => {
    for (const type of ['application/json; charset=utf-8', 'image/png', 'image/webp', 'application/problem+json']) {
      const response = await served(type);
      expect(response.headers.get('content-security-policy'), type).toBeNull();
      expect(response.headers.get('content-disposition'), type).toBeNull();
    }
  });

  it('puts an HTML page in a sandbox of its own origin, scripts allowed but never the site’s origin', async () => {
    for (const type of ['text/html; charset=utf-8', 'application/xhtml+xml']) {
      const policy = (await served(type, '<script>parent.document</script>')).headers.get('content-security-policy');
      expect(policy, type).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox;/);
      expect(policy, type).not.toContain('allow-same-origin');
      expect(policy, type).toContain("frame-ancestors 'self'");
    }
  });

  it('lets no script of an SVG run', async () => {
    const response = await served(
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^sandbox;/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('serves XML and unknown types as a sandboxed download', async () => {
    for (const type of ['application/xml', 'text/xml', 'application/pdf', undefined]) {
      const response = await served(type);
      expect(response.headers.get('content-security-policy'), type).toBe("sandbox; default-src 'none'");
      expect(response.headers.get('content-disposition'), type).toBe('attachment');
    }
  });

  it('never serves a script or stylesheet type a page of the site could load as its own', async () => {
    for (const type of ['text/javascript', 'application/javascript; charset=utf-8', 'text/css', 'application/wasm']) {
      const response = await served(type, 'alert(1)');
      expect(response.headers.get('content-type'), type).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition'), type).toBe('attachment');
    }
  });

  it('keeps plain text readable and sandboxed, and leaves a redirect alone', async () => {
    const text = await served('text/plain; charset=utf-8', 'Not found', 404);
    expect(text.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(text.headers.get('content-disposition')).toBeNull();
    answer = (response) => response.writeHead(303, { Location: '/?centre=member' }).end();
    const redirect = await fetch(`${site}/wps/sandbox/pay/1`, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('content-security-policy')).toBeNull();
  });

  it('passes the platform’s public CORS answer on, never one naming an origin', async () => {
    answer = (response) =>
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end('{}');
    expect((await fetch(`${site}/wps/sandbox/game/1/spin`)).headers.get('access-control-allow-origin')).toBe('*');
    answer = (response) =>
      response
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': 'https://evil.example',
          'Access-Control-Allow-Credentials': 'true',
        })
        .end('{}');
    const named = await fetch(`${site}/wps/system/status`);
    expect(named.headers.get('access-control-allow-origin')).toBeNull();
    expect(named.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
