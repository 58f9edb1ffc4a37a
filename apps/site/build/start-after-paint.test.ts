import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, startAfterPaint } from './start-after-paint.ts';

const chunkNames = ['react-B2', 'i18next-C3', 'swr-D4', 'cn-E5', 'wouter-F6'];
const built = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  ...chunkNames.map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`),
  '<link rel="stylesheet" crossorigin href="/assets/style-D4.css">',
  '</head>',
].join('\n');

/**
 * Runs the page's loader as the browser would, with the page's clock, frames, message tasks and
 * module loading in the test's hands. Returns what the loader has asked for, task by task.
 */
function runLoader(page: string) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!script) throw new Error('no loader in the page');
  const queue: { kind: 'frame' | 'timer' | 'message'; run: () => void; delay?: number }[] = [];
  const requested: string[][] = [];
  let current: string[] = [];
  const head = {
    appendChild: (link: { rel: string; crossOrigin: string | null; href: string }) => {
      // The chunks are module scripts served with CORS: a preload without crossorigin would not be used.
      if (link.rel === 'modulepreload' && link.crossOrigin === '') current.push(link.href);
    },
  };
  const createElement = (tag: string) => ({ tag, rel: '', crossOrigin: null, href: '' });
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => queue.push({ kind: 'message', run: () => this.port1.onmessage?.() }) };
  }
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'MessageChannel',
    'load',
    script.replace(/\bimport\(/g, 'load('),
  ) as (...args: unknown[]) => void;
  run(
    { head, createElement },
    (callback: () => void) => queue.push({ kind: 'frame', run: callback }),
    (callback: () => void, delay = 0) => queue.push({ kind: 'timer', run: callback, delay }),
    FakeChannel,
    (url: string) => current.push(`entry ${url}`),
  );
  /** Runs the next queued task of the kind; returns what it asked for. */
  const step = (kind: 'frame' | 'timer' | 'message', delay?: number) => {
    const index = queue.findIndex((task) => task.kind === kind && (delay === undefined || task.delay === delay));
    if (index < 0) throw new Error(`no ${kind} task queued`);
    const [task] = queue.splice(index, 1);
    current = [];
    task!.run();
    requested.push(current);
    return current;
  };
  return { step, queue, requested };
}

describe('startAfterPaint', () => {
  const page = startAfterPaint(built);

  it('leaves nothing in the page that the browser would fetch before it paints, but the stylesheet', () => {
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).not.toMatch(/^<link rel="modulepreload"/m);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D4.css">');
  });

  it('asks for nothing until a frame has been painted, then for the entry and its chunks a few per task', () => {
    const loader = runLoader(page);
    expect(loader.requested).toEqual([]);
    expect(loader.step('frame')).toEqual([]);
    // The timer the frame set starts the app: the entry first, then the first chunks.
    expect(loader.step('timer', 0)).toEqual([
      'entry /assets/index-A1.js',
      ...chunkNames.slice(0, PRELOADS_PER_TASK).map((name) => `/assets/${name}.js`),
    ]);
    expect(loader.step('message')).toEqual(chunkNames.slice(PRELOADS_PER_TASK).map((name) => `/assets/${name}.js`));
    expect(loader.queue.some((task) => task.kind === 'message')).toBe(false);
  });

  it('starts on its one-second timer where frames never run, and only once', () => {
    const loader = runLoader(page);
    expect(loader.step('timer', 1000)[0]).toBe('entry /assets/index-A1.js');
    loader.step('message');
    expect(loader.step('frame')).toEqual([]);
    expect(loader.step('timer', 0)).toEqual([]);
    expect(loader.requested.flat().filter((url) => url.startsWith('entry'))).toHaveLength(1);
  });

  it('leaves a page without a module entry as it is', () => {
    expect(startAfterPaint('<head></head>')).toBe('<head></head>');
  });
});
