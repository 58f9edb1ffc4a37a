import { createStore, useStore } from '../../../core/store.ts';

export type CopyOutcome = 'copied' | 'failed';

/** How long the copy message stays. */
export const copyFeedbackMs = 3000;

/**
 * The result of copying the member ID. It lives outside the account menu so the announcement
 * survives the menu closing, and a live region outside the menu can read it out.
 */
export const copyFeedbackStore = createStore<{ outcome: CopyOutcome; at: number } | null>(null);

let clearTimer: ReturnType<typeof setTimeout> | undefined;

export function reportCopy(outcome: CopyOutcome) {
  copyFeedbackStore.set({ outcome, at: Date.now() });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => copyFeedbackStore.set(null), copyFeedbackMs);
}

export function useCopyFeedback(): CopyOutcome | null {
  return useStore(copyFeedbackStore)?.outcome ?? null;
}
