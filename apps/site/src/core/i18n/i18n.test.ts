import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, overFallback } from './i18n.ts';

/** The `lang` and `dir` writes to <html> while `work` runs. */
async function htmlWrites(work: () => Promise<unknown>): Promise<string[]> {
  const writes: string[] = [];
  const record = (records: MutationRecord[]) => writes.push(...records.map((entry) => entry.attributeName ?? ''));
  const observer = new MutationObserver(record);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  await work();
  record(observer.takeRecords());
  observer.disconnect();
  return writes;
}

afterEach(() => {
  localStorage.clear();
  document.cookie = 'language=; path=/; max-age=0';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('the language on <html>', () => {
  it('is left alone when the server already wrote it: a write restyles the whole page', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(await htmlWrites(() => initI18n('EN'))).toEqual([]);
  });

  it('is written when the page starts without it, and follows a switch to a right-to-left language', async () => {
    expect(await htmlWrites(() => initI18n('EN'))).toEqual(['lang', 'dir']);
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    expect(await htmlWrites(() => changeLanguage('AR'))).toEqual(['lang', 'dir']);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    expect(await htmlWrites(() => changeLanguage('FA'))).toEqual(['lang']);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('the first language', () => {
  it('is the device’s stored choice over the cookie', async () => {
    localStorage.setItem('language', 'TH');
    document.cookie = 'language=VI; path=/';
    expect((await initI18n('EN')).language).toBe('TH');
  });

  it('is the cookie’s, the page’s drawn language, when nothing is stored, and the cookie stays', async () => {
    document.cookie = 'language=VI; path=/';
    expect((await initI18n('EN')).language).toBe('VI');
    expect(document.cookie).toContain('language=VI');
  });

  it('is the brand’s default when neither names a language', async () => {
    document.cookie = 'language=XX; path=/';
    expect((await initI18n('TH')).language).toBe('TH');
  });
});

describe('a language without a namespace of its own', () => {
  it('is ready for it only with EN beneath, so a key a pack lacks is never drawn as text', async () => {
    const i18n = await initI18n('EN');
    // Every shipped pack is complete (tests/unit/locales.test.ts); a pack an operator adds may not
    // be, and falls back to EN key by key (locales/README.md).
    await changeLanguage('MN');
    const loading = i18n.loadNamespaces('lobby');
    // The moment react-i18next would draw the screen: the namespace counts as loaded.
    while (!i18n.hasLoadedNamespace('lobby')) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.hasResourceBundle('EN', 'lobby')).toBe(true);
    expect(i18n.t('lobby:search.label', { lng: 'EN' })).toBe('Search games by name');
    await loading;
  });

  it('draws a right-to-left pack’s own first-page strings as they are, with no left-to-right marks', async () => {
    const i18n = await initI18n('EN');
    await changeLanguage('AR');
    await i18n.loadNamespaces('shell');
    const helpTitle = i18n.t('shell:footer.help_title');
    expect(helpTitle).not.toMatch(/[\u2066\u2069]/);
    expect(helpTitle).not.toBe(i18n.getFixedT('EN')('shell:footer.help_title'));
  });

  it('sets EN apart as left-to-right text on a right-to-left page, and leaves its own words alone', () => {
    expect(overFallback({ a: 'A.', b: { c: 'C', d: 'D.' }, e: '' }, { b: { c: 'ج' } }, 'rtl')).toEqual({
      a: '\u2066A.\u2069',
      b: { c: 'ج', d: '\u2066D.\u2069' },
      e: '',
    });
  });

  it('keeps its own words over EN’s, key by key', () => {
    expect(overFallback({ a: 'A', b: { c: 'C', d: 'D' } }, { b: { c: 'ج' } })).toEqual({
      a: 'A',
      b: { c: 'ج', d: 'D' },
    });
  });
});
