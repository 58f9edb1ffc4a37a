import type { Plugin } from 'vite';
import { themeBootScript } from './boot-script.ts';

/** Injects the theme boot script inline as the first thing in <head>, in dev and in the build. */
export function themeBoot(): Plugin {
  return {
    name: 'lobbykit-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
    },
  };
}
