import { expect, test, type Page } from '@playwright/test';
import { xssCorpus } from '../../packages/ui/src/components/notice-list/xss-corpus.ts';
import { useOwnVisitor, type OwnVisitor } from './own-visitor.ts';
import { openHydrated, signIn } from './player.ts';
import { watchEscapes } from './xss-corpus-escapes.ts';

/**
 * The XSS corpus (packages/ui/src/components/notice-list/xss-corpus.ts, 145 vectors from DOMPurify's
 * test families and OWASP's filter-evasion cheat sheet) sent by the sandbox as the body of every
 * notice, promotion, help article and message (apps/sandbox/src/hostile-html.ts), and each HTML
 * channel opened as a player would: nothing runs (`window.top.__pwned` stays unset, no dialog),
 * nothing leaves the site (no request, navigation or popup elsewhere).
 *
 * Several vectors share a page load. A vector that leaves a tag, comment, raw-text or foreign element
 * open would take in whatever follows it, so each is followed by a reset that closes all of those,
 * and the ones that need it most (`swallows`) come last in their batch.
 */

const reset = `"'>--></textarea></style></title></noscript></template></xmp></listing></iframe></svg></math></form>`;
const batchCount = 5;
const ordered = [...xssCorpus.filter((vector) => !vector.swallows), ...xssCorpus.filter((vector) => vector.swallows)];
const batches = Array.from({ length: batchCount }, (_, batch) =>
  ordered.filter((_, index) => index % batchCount === batch),
);

/** Each HTML channel: how a player opens it, and where its operator HTML ends up. */
const channels: { name: string; open: (page: Page) => Promise<void>; content: string }[] = [
  {
    name: 'notice popup',
    open: async (page) => {
      await openHydrated(page, '/');
      const bar = page.getByRole('region', { name: 'Announcements' });
      await bar.locator('[data-slot="notice-bar-viewport"]').hover();
      await bar.locator('[data-slot="notice-bar-item"]').first().click();
    },
    content: '[data-slot="notice-dialog"] [data-slot="notice-list-content"]',
  },
  {
    name: 'notice page',
    open: async (page) => {
      await openHydrated(page, '/noticePage');
      await page.locator('main [data-slot="notice-list-item"]').first().getByRole('button').first().click();
    },
    content: 'main [data-slot="notice-list-content"]',
  },
  {
    name: 'promotion detail',
    open: (page) => openHydrated(page, '/promoDetail?id=1'),
    content: 'main [data-slot="safe-html"]',
  },
  {
    name: 'help',
    open: async (page) => {
      await openHydrated(page, '/help');
      await page.locator('main [data-slot="help-topic"]').first().getByRole('button').first().click();
    },
    content: 'main [data-slot="help-topic"] [data-slot="safe-html"]',
  },
  {
    name: 'message detail',
    open: async (page) => {
      await openHydrated(page, '/?centre=member&page=messageV2');
      await page.locator('[data-slot="message-row"]').first().click();
    },
    content: '[data-slot="message-detail"] [data-slot="safe-html"]',
  },
];

/** What survived the sanitiser in one channel's content: handlers, dangerous elements and addresses. */
const survivors = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((content) => {
      const found: string[] = [];
      for (const element of content.querySelectorAll('*')) {
        if (element.matches('script, iframe, frame, object, embed, form, base, meta, link, style, svg, math'))
          found.push(`<${element.localName}>`);
        for (const name of element.getAttributeNames()) {
          const value = element.getAttribute(name) ?? '';
          if (/^on/i.test(name) || /^\s*(javascript|vbscript|data:(?!image\/(png|gif|jpeg|webp);))/i.test(value))
            found.push(`${element.localName}[${name}=${value}]`);
        }
      }
      return found;
    });

test.describe.configure({ mode: 'serial' });

let page: Page;
let visitor: OwnVisitor;
let escapes: string[];
const violations: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, reducedMotion: 'reduce' });
  visitor = await useOwnVisitor(page);
  escapes = watchEscapes(page).escapes;
  // Not a failure by itself (the sanitiser runs first), but what the CSP stopped is kept for the record.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page);
});

test.afterAll(async () => {
  test.info().annotations.push({ type: 'CSP reports', description: String(violations.length) });
  await visitor.reset();
  await page.close();
});

for (const [index, batch] of batches.entries()) {
  test(`batch ${index + 1} of ${batches.length}: ${batch.length} vectors run in no HTML channel`, async () => {
    test.setTimeout(90_000);
    await visitor.override({ hostileHtml: batch.map((vector) => vector.html).join(reset) });
    for (const channel of channels) {
      await channel.open(page);
      await expect(page.locator(channel.content).first(), channel.name).toBeVisible({ timeout: 15_000 });
      // Give a broken picture's handler, a refresh or an autofocus the moment it would need.
      await page.waitForTimeout(400);
      expect(await survivors(page, channel.content), channel.name).toEqual([]);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), channel.name).toBeUndefined();
      expect(escapes, channel.name).toEqual([]);
    }
  });
}
