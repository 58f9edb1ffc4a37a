import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemeStorageKey } from './apply-theme.ts';
import { themeBootScript } from './boot-script.ts';

const html = document.documentElement;

/** Runs the script the way the browser does: as a classic inline script, in the global scope. */
const runBootScript = () => new Function(themeBootScript)();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  html.removeAttribute('data-theme');
});

describe('themeBootScript', () => {
  it.each([
    [null, 'light'],
    ['dark', 'dark'],
    ['light', 'light'],
    ['sepia', 'light'],
    ['', 'light'],
  ])('with %j stored, paints %s', (stored, expected) => {
    if (stored !== null) localStorage.setItem(schemeStorageKey, stored);
    html.dataset.theme = expected === 'dark' ? 'light' : 'dark';
    runBootScript();
    expect(html).toHaveAttribute('data-theme', expected);
  });

  it('paints light when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runBootScript).not.toThrow();
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('is a small classic script with no imports or modern syntax', () => {
    expect(themeBootScript.length).toBeLessThan(200);
    expect(themeBootScript).not.toMatch(/\bimport\b|=>|\blet\b|\bconst\b|`/);
  });
});
