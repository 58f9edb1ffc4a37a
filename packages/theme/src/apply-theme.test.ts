import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyBrand, applyScheme, brandStyleElementId, readStoredScheme, schemeStorageKey } from './apply-theme.ts';
import { builtInBrands } from './built-in-brands.ts';

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  document.getElementById(brandStyleElementId)?.remove();
  delete html.dataset.brand;
  delete html.dataset.theme;
});
afterEach(() => localStorage.clear());

describe('applyScheme', () => {
  it('sets <html data-theme> and remembers the choice', () => {
    applyScheme('dark');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(schemeStorageKey)).toBe('dark');
    applyScheme('light');
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(schemeStorageKey)).toBe('light');
  });

  it('can switch without remembering (a preview, say)', () => {
    applyScheme('dark', { persist: false });
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(schemeStorageKey)).toBeNull();
  });
});

describe('readStoredScheme', () => {
  it('reads dark, and falls back to light for nothing, anything else, or storage that throws', () => {
    expect(readStoredScheme()).toBe('light');
    localStorage.setItem(schemeStorageKey, 'dark');
    expect(readStoredScheme()).toBe('dark');
    localStorage.setItem(schemeStorageKey, 'DARK');
    expect(readStoredScheme()).toBe('light');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredScheme(throwing)).toBe('light');
  });
});

describe('applyBrand', () => {
  it('writes the brand into one <style> and stamps its merchant code on <html>', () => {
    applyBrand(builtInBrands.jade);
    const style = document.getElementById(brandStyleElementId);
    expect(html).toHaveAttribute('data-brand', 'JADE');
    expect(style?.textContent).toContain(":root[data-brand='JADE'] {");
    expect(style?.textContent).toContain(`--primary: ${builtInBrands.jade.colors.light.primary};`);
    expect(style?.textContent).toContain(":root[data-brand='JADE'][data-theme='dark'] {");
    expect(style?.textContent).toContain(`--primary: ${builtInBrands.jade.colors.dark.primary};`);
  });

  it('replaces the previous brand instead of piling up styles', () => {
    applyBrand(builtInBrands.jade);
    applyBrand(builtInBrands.ember);
    expect(document.querySelectorAll(`#${brandStyleElementId}`)).toHaveLength(1);
    expect(html).toHaveAttribute('data-brand', 'EMBER');
    expect(document.getElementById(brandStyleElementId)?.textContent).not.toContain('JADE');
  });
});
