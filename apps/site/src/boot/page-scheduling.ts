/** Start-up scheduling that keeps the page's first tasks short on a busy main thread. */

interface PageScheduler {
  yield?: () => Promise<void>;
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
