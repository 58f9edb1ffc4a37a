import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from './boot-script.ts';
import { themeBoot } from './vite-plugin.ts';

describe('themeBoot', () => {
  it('injects the boot script inline as the first thing in <head>, before any stylesheet', async () => {
    const hook = themeBoot().transformIndexHtml as { order: string; handler: IndexHtmlTransformHook };
    expect(hook.order).toBe('pre');
    const tags = (await hook.handler.call(
      {} as never,
      '<html><head></head></html>',
      {} as never,
    )) as HtmlTagDescriptor[];
    expect(tags).toEqual([{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }]);
  });
});
