import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Which centre and page are open lives in the URL, over the current screen
 * (`/rng?centre=member&page=withdraw`): a centre page can be linked to, reload keeps it open, and
 * Back closes it. Opening adds a history entry; moving between pages replaces it, so Back leaves
 * the centre rather than walking its pages.
 */
export type CentreKind = 'member' | 'agent';

export interface CentreLocation {
  centre: CentreKind;
  /** The page asked for; the frame falls back to the centre's default when it is not on offer. */
  page: string | null;
}

const centreParam = 'centre';
const pageParam = 'page';
/** What the page should select when it opens (the promotion a reward centre link applies for). */
export const centreItemParam = 'item';

/** Marks the history entry the site pushed to open a centre: closing it is then Back. */
const openedHere = 'lobbykit:centre';

/** The centre a query string opens, if any. */
export function centreFromSearch(search: string): CentreLocation | null {
  const params = new URLSearchParams(search);
  const centre = params.get(centreParam);
  if (centre !== 'member' && centre !== 'agent') return null;
  return { centre, page: params.get(pageParam) || null };
}

/** `search` with the centre open at `page`, or with the centre gone (null); other parameters stay. */
export function searchWithCentre(
  search: string,
  open: { centre: CentreKind; page?: string; item?: string } | null,
): string {
  const params = new URLSearchParams(search);
  params.delete(centreParam);
  params.delete(pageParam);
  params.delete(centreItemParam);
  if (open) {
    params.set(centreParam, open.centre);
    if (open.page) params.set(pageParam, open.page);
    if (open.item) params.set(centreItemParam, open.item);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Opens, switches and closes the centre through the router, so the URL (or, in Storybook and
 * tests, the router's memory) holds it.
 */
export function useCentreNavigation() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useMemo(() => {
    const go = (nextSearch: string, replace: boolean) =>
      navigate(`${path}${nextSearch}`, {
        replace,
        // A new entry is marked as the site's; a replaced one keeps its mark.
        state: replace ? (history.state as unknown) : { [openedHere]: true },
      });
    return {
      /** Opens a centre at a page over the current screen (a new history entry), `item` selected in it. */
      open(centre: CentreKind, page?: string, item?: string) {
        // Already open: moving to another page is not a new step back.
        go(searchWithCentre(search, { centre, page, item }), centreFromSearch(search) !== null);
      },
      /** Shows another page of the open centre (no new history entry). */
      switchTo(centre: CentreKind, page: string) {
        go(searchWithCentre(search, { centre, page }), true);
      },
      /** Closes the centre: Back when the site opened it, otherwise the same address without it. */
      close() {
        if (!centreFromSearch(search)) return;
        const state = history.state as Record<string, unknown> | null;
        const inBrowserHistory = centreFromSearch(window.location.search) !== null;
        if (inBrowserHistory && state?.[openedHere]) history.back();
        else go(searchWithCentre(search, null), true);
      },
    };
  }, [navigate, path, search]);
}
