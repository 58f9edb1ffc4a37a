/**
 * Sent on `document` once the page is live (core/page-live.ts). On its own, with no imports, so
 * the inline early-press script's build (boot/early-press-script.ts, read by vite.config.ts)
 * depends on nothing else of the app.
 */
export const pageLiveEvent = 'lobbykit:live';
