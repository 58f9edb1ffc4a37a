import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { openHydrated } from './player.ts';

/**
 * Issue 24, scripts and fonts: the server draws each pack's BCP 47 tag into <html lang>, and the
 * page's font is the brand's stack followed by the system fonts of that language's script (the
 * theme's `:lang()` stacks), with no font downloaded for the script.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function chooseLanguage(context: BrowserContext, page: Page, baseURL: string, code: string) {
  await context.addCookies([{ name: 'language', value: code, url: baseURL }]);
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), code);
}

const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { fontFamily: style.fontFamily, wordBreak: style.wordBreak };
  });

const packs = [
  { code: 'TH', tag: 'th', families: ['Leelawadee UI', 'Thonburi', 'Noto Sans Thai'] },
  { code: 'AR', tag: 'ar', families: ['Segoe UI', 'Geeza Pro', 'Noto Sans Arabic'] },
  { code: 'MY', tag: 'my', families: ['Myanmar Text', 'Noto Sans Myanmar'] },
  { code: 'CN', tag: 'zh-Hans', families: ['PingFang SC', 'Microsoft YaHei', 'Noto Sans SC'] },
] as const;

test.describe('scripts and fonts', () => {
  for (const { code, tag, families } of packs) {
    test(`${code}: the server says lang="${tag}" and the page's font is the brand's, then ${families[0]}…`, async ({
      page,
      context,
      baseURL,
    }) => {
      const served = await (await page.request.get('/', { headers: { cookie: `language=${code}` } })).text();
      expect(served).toMatch(new RegExp(`<html lang="${tag}" dir="(ltr|rtl)"`));

      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      await chooseLanguage(context, page, baseURL!, code);
      await openHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      const { fontFamily } = await bodyStyle(page);
      // The brand's Latin font first, then the script's system fonts.
      expect(fontFamily).toMatch(/^"?Inter Variable"?,/);
      for (const family of families) expect(fontFamily).toContain(family);
      // Only the brand's Latin webfont may load; nothing for the script.
      expect(fontRequests.filter((url) => !/inter/i.test(url))).toEqual([]);
    });
  }

  test('KO keeps words whole; EN keeps the brand font alone', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, page, baseURL!, 'KO');
    await openHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const korean = await bodyStyle(page);
    expect(korean.wordBreak).toBe('keep-all');
    expect(korean.fontFamily).toContain('Malgun Gothic');

    await context.addCookies([{ name: 'language', value: 'EN', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await openHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = await bodyStyle(page);
    expect(english.wordBreak).toBe('normal');
    expect(english.fontFamily).not.toMatch(/Noto|Leelawadee|Malgun|PingFang/);
  });
});
