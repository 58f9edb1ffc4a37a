interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `callback` at the browser's first idle moment once `delayMs` have passed (at the latest
 * `idleTimeoutMs` after that; at once where there is no idle callback). Returns a cancel function.
 * For work a page can do without while it starts: it then never lengthens the tasks that draw and
 * hydrate the page.
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
