// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, type RenderRequest } from './entry-server.tsx';

/**
 * A platform that holds every call until both visitors have called: the two pages can only be
 * drawn if they render at the same time, and each call says which brand and language asked.
 */
let platform: Server;
let platformUrl = '';
const callers = new Map<string, Set<string>>();
const held: (() => void)[] = [];

function answerWhenBothCalled(request: IncomingMessage, response: ServerResponse) {
  const visitor = String(request.headers['x-forwarded-for']);
  const caller = `${String(request.headers.merchant)}/${String(request.headers.language)}`;
  (callers.get(visitor) ?? callers.set(visitor, new Set()).get(visitor)!).add(caller);
  // An answer the page shows as a failure with a retry: the test is about whose page it is.
  held.push(() => response.writeHead(503).end());
  if (callers.size >= 2) held.splice(0).forEach((answer) => answer());
}

beforeAll(async () => {
  platform = createServer(answerWhenBothCalled);
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));

const visit = (brand: string, language: string, visitorAddress: string): RenderRequest => ({
  url: '/',
  host: 'site.example',
  origin: 'https://site.example',
  brand,
  languageCookie: language,
  platformUrl,
  visitorAddress,
  // Longer than the test may take: drawn one after the other, the first page would wait it out.
  dataBudgetMs: 8000,
});

describe('pages rendered at the same time', () => {
  it('keep each visitor’s brand, language and platform calls their own', async () => {
    const [jade, aurora] = await Promise.all([
      renderPage(visit('JADE', 'TY', '203.0.113.1')),
      renderPage(visit('AURORA', 'EN', '203.0.113.2')),
    ]);
    expect(callers.get('203.0.113.1')).toEqual(new Set(['JADE/TY']));
    expect(callers.get('203.0.113.2')).toEqual(new Set(['AURORA/EN']));
    expect([jade.title, jade.lang]).toEqual(['Jade Palace', 'fil']);
    expect([aurora.title, aurora.lang]).toEqual(['Aurora Casino', 'en']);
    expect(jade.html).toContain('Lumaktaw sa pangunahing nilalaman');
    expect(jade.html).toContain('© 2023 Jade Palace');
    expect(jade.html).not.toContain('Skip to main content');
    expect(aurora.html).toContain('Skip to main content');
    expect(aurora.html).toContain('Aurora Casino');
    expect(aurora.html).not.toContain('Jade Palace');
  });

  it('stop drawing, and calling the platform, once the visitor has gone', async () => {
    const gone = new AbortController();
    const page = renderPage({ ...visit('AURORA', 'EN', '203.0.113.9'), signal: gone.signal });
    gone.abort(new Error('visitor left'));
    await expect(page).rejects.toThrow('visitor left');
  });
});
