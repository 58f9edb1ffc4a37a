/**
 * The last 200 pictures that loaded (the spec's lazy-image cache size). The browser holds their
 * bytes, so coming back to them — paging a list, reopening a lobby tab — shows them at once,
 * without the placeholder or the fade.
 */
const LIMIT = 200;
const sources = new Set<string>();

export function rememberLoaded(src: string): void {
  sources.delete(src);
  sources.add(src);
  if (sources.size > LIMIT) sources.delete(sources.values().next().value!);
}

export function wasLoaded(src: string): boolean {
  return sources.has(src);
}
