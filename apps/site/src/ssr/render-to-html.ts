import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The page is sent whole, so every Suspense boundary is written in place. React would otherwise
 * move a boundary over 12.8 KB (the main content) to the end of the document and reveal it from a
 * script, on a later frame and up to 2.3 s after navigation: the screen would paint empty, then
 * jump when its content arrived.
 */
const inlineEveryBoundary = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** Draws the tree to HTML once every lazy part in it has loaded; `signal` stops it half way. */
export async function renderToHtml(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  const { prelude } = await prerenderToNodeStream(tree, { ...inlineEveryBoundary, signal });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}
