import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenImportsToPreload } from './screen-imports.ts';

describe('the files a dynamic import preloads', () => {
  const deps = ['assets/react-B8SKf8RM.js', 'assets/button-CuiUPtng.js'];

  it('leaves a route screen’s imports to the browser’s module loader', () => {
    expect(screenImportsToPreload('assets/category-screen-CDEt7ae0.js', deps)).toEqual([]);
    expect(screenImportsToPreload('assets/home-screen-Ab_12-x.js', deps)).toEqual([]);
  });

  it('keeps them for every other lazy part, asked for on a press', () => {
    expect(screenImportsToPreload('assets/login-dialog-DTb5c8c1.js', deps)).toEqual(deps);
    expect(screenImportsToPreload('assets/centre-frame-D5Zfz3ir.js', deps)).toEqual(deps);
    expect(screenImportsToPreload('assets/screenshots-Ab12cd34.js', deps)).toEqual(deps);
  });

  it('knows every screen of the route table by its name', () => {
    const routes = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
    const screens = [...routes.matchAll(/lazySection\(\(\) => import\('([^']+)'\)\)/g)].map((match) => match[1]);
    expect(screens.length).toBeGreaterThan(10);
    for (const screen of screens) expect(screen).toMatch(/\/[\w-]+-screen\.tsx$/);
  });
});
