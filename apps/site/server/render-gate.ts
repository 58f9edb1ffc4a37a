/**
 * Bounds the server's page rendering: at most `concurrency` pages draw at once and at most
 * `queueLimit` wait for a turn. A page that finds the queue full is not drawn at all (the caller
 * sends the plain shell and the browser draws it), so a burst of visitors costs the server no
 * more than its limits and nobody waits behind a long queue. A waiting page whose visitor has gone
 * leaves the queue at once.
 */
export interface RenderGateOptions {
  concurrency: number;
  queueLimit: number;
}

/** Said when the gate turned a page away: the queue was full. */
export class GateFull extends Error {
  constructor() {
    super('server rendering is at its limit');
  }
}

export interface RenderGate {
  /** Runs `render` in its turn; rejects with GateFull at once when too many wait, or with the signal's reason. */
  run<T>(render: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Pages drawing and waiting now (for the health endpoint and tests). */
  load(): { rendering: number; waiting: number };
}

export function renderGate({ concurrency, queueLimit }: RenderGateOptions): RenderGate {
  let rendering = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    rendering--;
    waiting.shift()?.();
  };

  async function run<T>(render: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (rendering >= concurrency) {
      if (waiting.length >= queueLimit) throw new GateFull();
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        };
        const leave = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(signal!.reason);
        };
        waiting.push(turn);
        signal?.addEventListener('abort', leave, { once: true });
      });
    }
    rendering++;
    try {
      return await render();
    } finally {
      release();
    }
  }

  return { run, load: () => ({ rendering, waiting: waiting.length }) };
}
