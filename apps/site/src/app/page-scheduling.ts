/** Scheduling helpers that keep start-up work and deferred extras off a busy main thread. */

interface PageScheduler {
  yield?: () => Promise<void>;
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Ends the current task and resumes in a new one, so input and painting can run in between. Start-up
 * work split this way never blocks a phone's main thread for long: a press lands between two steps
 * instead of after all of them. `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a
 * zero timer does the same job.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` at the browser's first idle moment once `delayMs` have passed (at the latest
 * `idleTimeoutMs` after that; at once where there is no idle callback). Returns a cancel function.
 */
export function whenIdleAfter(delayMs: number, callback: () => void, idleTimeoutMs: number): () => void {
  const idleWindow = window as IdleWindow;
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    if (idleWindow.requestIdleCallback)
      idleHandle = idleWindow.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    else callback();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) idleWindow.cancelIdleCallback?.(idleHandle);
  };
}
