import { describe, expect, it } from 'vitest';
import { GateFull, renderGate } from './render-gate.ts';

/** A render that finishes when the test says so. */
function heldRender() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    render: async () => {
      started = true;
      await done;
      return 'drawn';
    },
    finish: () => finish(),
    started: () => started,
  };
}

describe('the render gate', () => {
  it('draws at most `concurrency` pages at once and starts a waiting one when a page is done', async () => {
    const gate = renderGate({ concurrency: 2, queueLimit: 5 });
    const pages = [heldRender(), heldRender(), heldRender()];
    const results = pages.map((page) => gate.run(page.render));
    await Promise.resolve();
    expect(pages.map((page) => page.started())).toEqual([true, true, false]);
    expect(gate.load()).toEqual({ rendering: 2, waiting: 1 });
    pages[0]!.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(pages[2]!.started()).toBe(true);
    pages[1]!.finish();
    pages[2]!.finish();
    expect(await Promise.all(results)).toEqual(['drawn', 'drawn', 'drawn']);
    expect(gate.load()).toEqual({ rendering: 0, waiting: 0 });
  });

  it('turns a page away at once when the queue is full', async () => {
    const gate = renderGate({ concurrency: 1, queueLimit: 1 });
    const drawing = heldRender();
    const queued = heldRender();
    const first = gate.run(drawing.render);
    const second = gate.run(queued.render);
    await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(GateFull);
    drawing.finish();
    queued.finish();
    expect(await Promise.all([first, second])).toEqual(['drawn', 'drawn']);
  });

  it('lets a waiting page whose visitor has gone leave the queue without drawing it', async () => {
    const gate = renderGate({ concurrency: 1, queueLimit: 3 });
    const drawing = heldRender();
    const abandoned = heldRender();
    const first = gate.run(drawing.render);
    const visitor = new AbortController();
    const second = gate.run(abandoned.render, visitor.signal);
    visitor.abort(new Error('visitor left'));
    await expect(second).rejects.toThrow('visitor left');
    expect(gate.load()).toEqual({ rendering: 1, waiting: 0 });
    drawing.finish();
    await first;
    expect(abandoned.started()).toBe(false);
  });

  it('frees its place when a render fails', async () => {
    const gate = renderGate({ concurrency: 1, queueLimit: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'drawn')).toBe('drawn');
  });
});
