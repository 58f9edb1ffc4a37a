import type { PlatformClient } from '@lobbykit/platform';

/**
 * What a page rendered on the site server knows about its visitor. The server renders one page at
 * a time, so a module-level value is enough; in the browser it is always null.
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
}

let current: RenderContext | null = null;

export function renderContext(): RenderContext | null {
  return current;
}

/** Runs `render` with the visitor's context; the caller makes sure renders do not overlap. */
export async function withRenderContext<T>(context: RenderContext, render: () => Promise<T>): Promise<T> {
  current = context;
  try {
    return await render();
  } finally {
    current = null;
  }
}

/** The host of the page: the visitor's on the server, the address bar's in the browser. */
export function siteHost(): string {
  return current?.host ?? window.location.host;
}

/** The page's origin: the visitor's on the server, the address bar's in the browser. */
export function siteOrigin(): string {
  return current?.origin ?? window.location.origin;
}
