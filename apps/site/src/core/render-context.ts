import type { PlatformClient } from '@lobbykit/platform';
import type { MoneyPatternCache } from '@lobbykit/ui/lib/money-patterns';

/**
 * What a page rendered on the site server knows about its visitor. The server draws several pages
 * at once, so the context lives in a store that follows each render's async work (the server's
 * AsyncLocalStorage); in the browser there is no store and the context is always null.
 */
export interface RenderContext {
  /** The merchant code the site server chose for the host (the browser reads <html data-brand>). */
  brand: string;
  /** The host the visitor asked for (the status call names it). */
  host: string;
  /** Scheme and host, for links the page builds (app downloads). */
  origin: string;
  /** A platform client for this visitor (their address forwarded, no token). */
  platform: PlatformClient;
  /** The money formats this page reads and fills (it records what the page used). */
  moneyPatterns?: MoneyPatternCache;
}

/** The part of node's AsyncLocalStorage the renderer uses; core stays free of node imports. */
export interface RenderContextStore {
  getStore(): RenderContext | undefined;
  run<T>(context: RenderContext, render: () => T): T;
}

let store: RenderContextStore | null = null;

/** The site server's renderer gives its store once at start (ssr/entry-server.tsx). */
export function setRenderContextStore(next: RenderContextStore): void {
  store = next;
}

export function renderContext(): RenderContext | null {
  return store?.getStore() ?? null;
}

/** Runs `render` with the visitor's context: every call it makes, however late, sees this one. */
export function withRenderContext<T>(context: RenderContext, render: () => Promise<T>): Promise<T> {
  if (!store) throw new Error('no render context store: the renderer sets one at start');
  return store.run(context, render);
}

/** The host of the page: the visitor's on the server, the address bar's in the browser. */
export function siteHost(): string {
  return renderContext()?.host ?? window.location.host;
}

/** The page's origin: the visitor's on the server, the address bar's in the browser. */
export function siteOrigin(): string {
  return renderContext()?.origin ?? window.location.origin;
}
