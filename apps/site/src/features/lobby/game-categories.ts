import { categoryPages, type LaneVendor, type VendorLane } from '../../core/games/game-categories.ts';

export type CategoryPageEntry = (typeof categoryPages)[number];

/** The category page a path shows (the header's own table, spec §2 "Game category navigation"). */
export function categoryOfPath(path: string): CategoryPageEntry | null {
  return categoryPages.find((category) => category.path === path) ?? null;
}

/** The vendors of a category page, from every lane it covers (ELOTT and LOTT share /elott), each once. */
export function vendorsFor(category: CategoryPageEntry, lanes: readonly VendorLane[]): LaneVendor[] {
  const types: readonly string[] = category.gameTypes;
  const seen = new Set<string>();
  return lanes
    .filter((lane) => types.includes(lane.title.toUpperCase()))
    .flatMap((lane) => lane.cards)
    .filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage));
}
