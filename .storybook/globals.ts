import {
  applyBrand,
  applyScheme,
  builtInBrandIds,
  builtInBrands,
  type BuiltInBrandId,
} from '../packages/theme/src/index.ts';
import type { Preview } from '@storybook/react-vite';

/**
 * Languages the toolbar offers: the shipped packs, Arabic (the right-to-left check) and the
 * pseudo-locale (EN accented and about 40 % longer, generated from EN: the long-text check; see
 * apps/site/src/stories/pseudo-locale.ts). Only stories offer the pseudo-locale, never the site.
 */
export const storyLocales = {
  EN: { tag: 'en', dir: 'ltr', title: 'English' },
  TY: { tag: 'fil', dir: 'ltr', title: 'Filipino (TY)' },
  AR: { tag: 'ar', dir: 'rtl', title: 'Arabic (right to left)' },
  PSEUDO: { tag: 'en-XA', dir: 'ltr', title: 'Pseudo (long text)' },
} as const;

type StoryLocale = keyof typeof storyLocales;

const isBrandId = (value: unknown): value is BuiltInBrandId =>
  typeof value === 'string' && (builtInBrandIds as string[]).includes(value);
const isLocale = (value: unknown): value is StoryLocale =>
  typeof value === 'string' && Object.hasOwn(storyLocales, value);

/**
 * Puts the toolbar's choices on <html>, where the site puts them, so portalled Radix content
 * (dialogs, menus, toasts) restyles with the story. Unknown values (a mistyped URL) fall back.
 */
export function applyStoryGlobals(globals: Record<string, unknown>) {
  const html = document.documentElement;
  applyBrand(builtInBrands[isBrandId(globals.brand) ? globals.brand : 'aurora']);
  applyScheme(globals.theme === 'dark' ? 'dark' : 'light', { persist: false });
  const locale = storyLocales[isLocale(globals.locale) ? globals.locale : 'EN'];
  html.lang = locale.tag;
  html.dir = locale.dir;
}

export const globalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Colour scheme',
    toolbar: {
      title: 'Theme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  brand: {
    description: 'Brand (built-in brands)',
    toolbar: {
      title: 'Brand',
      icon: 'paintbrush',
      items: builtInBrandIds.map((id) => ({ value: id, title: builtInBrands[id].displayName })),
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Language and text direction',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: Object.entries(storyLocales).map(([value, { title }]) => ({ value, title, right: value })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = { theme: 'light', brand: 'aurora', locale: 'EN' };

/** The widths the product is designed for; the visual tier snapshots 375 and 1280. */
export const viewportOptions = {
  phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
