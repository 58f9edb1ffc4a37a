export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

export interface PaginationRangeOptions {
  /** The current page, counted from 1. */
  page: number;
  pageCount: number;
  /** How many pages to show around the current one. */
  pageRange?: number;
  /** How many pages to always show at each end. */
  marginPages?: number;
}

function wholeAtLeast(value: number, min: number, fallback: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback;
}

/**
 * The pages and gaps to show: the first and last `marginPages`, a window of `pageRange` pages
 * around the current one, and an ellipsis for each gap. A gap of a single page shows that page
 * instead, since an ellipsis would take the same room and hide it. With the defaults, page 5 of
 * 20 gives 1 … 4 5 6 … 20.
 */
export function getPaginationItems({
  page,
  pageCount,
  pageRange = 3,
  marginPages = 1,
}: PaginationRangeOptions): PaginationItem[] {
  const count = wholeAtLeast(pageCount, 0, 0);
  if (count === 0) return [];
  const current = Math.min(count, wholeAtLeast(page, 1, 1));
  const range = wholeAtLeast(pageRange, 1, 3);
  const margin = wholeAtLeast(marginPages, 0, 1);

  let start = current - Math.floor((range - 1) / 2);
  start = Math.max(1, Math.min(start, count - range + 1));
  const end = Math.min(count, start + range - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, count); p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = Math.max(1, count - margin + 1); p <= count; p += 1) shown.add(p);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'ellipsis', key: previous < start ? 'start' : 'end' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  // With no end margin the last pages can still be hidden behind the window.
  if (count - previous === 1) items.push({ type: 'page', page: count });
  else if (count - previous > 1) items.push({ type: 'ellipsis', key: 'end' });
  return items;
}
