/**
 * Game categories as the site navigates them (spec §2 "Game category navigation"): which page a
 * game type lives on, and what the header's category menus list.
 */
import { cockfightType, gameRouteHref } from './launch-rules.ts';

/** A vendor as a vendor lane lists it (spec §3 "Game vendor lane"). */
export interface LaneVendor {
  vassalage: string;
  gameType: string;
  name: string;
  smallIcon?: string | undefined;
  /** 1 = hot. */
  isHot: number;
  /** VASSALAGE: the vendor's games are chosen from a popup list when it is launched (spec §4). */
  isGame?: string | undefined;
}

export interface VendorLane {
  /** The category (game type), e.g. RNG. */
  title: string;
  cards: readonly LaneVendor[];
}

/** The pages that list games, in the order the site presents them when the platform says nothing. */
export const categoryPages = [
  { page: 'rng', path: '/rng', gameTypes: ['RNG'] },
  { page: 'live', path: '/live', gameTypes: ['LIVE'] },
  { page: 'sports', path: '/sports', gameTypes: ['SPORTS'] },
  { page: 'esports', path: '/esports', gameTypes: ['ESPORTS'] },
  { page: 'fish', path: '/fish', gameTypes: ['FISH'] },
  { page: 'pvp', path: '/pvp', gameTypes: ['PVP'] },
  // Both lottery kinds share one page.
  { page: 'elott', path: '/elott', gameTypes: ['ELOTT', 'LOTT'] },
] as const;

export type CategoryPage = (typeof categoryPages)[number]['page'];

/** The header's items: the category pages, and cockfight, which has no page (spec §2). */
export type NavItemPage = CategoryPage | 'cockfight';

/** Spec §9: a category menu shows at most this many vendors. */
export const vendorMenuLimit = 6;

/** The page of a game type; null for types without one (COCKFIGHT launches its game directly). */
export function categoryFor(gameType: string) {
  const type = gameType.toUpperCase();
  return categoryPages.find((category) => (category.gameTypes as readonly string[]).includes(type)) ?? null;
}

export function categoryPath(gameType: string): string | null {
  return categoryFor(gameType)?.path ?? null;
}

/** Where a vendor is played: its category page with the vendor chosen. */
export function vendorHref(vendor: Pick<LaneVendor, 'gameType' | 'vassalage'>): string | null {
  const path = categoryPath(vendor.gameType);
  return path && `${path}?vendor=${encodeURIComponent(vendor.vassalage)}`;
}

/** The platform's own lottery lanes (TCG…) have no vendor logo, so logo lists leave them out. */
export function hasVendorLogo(vendor: Pick<LaneVendor, 'vassalage'>): boolean {
  return !vendor.vassalage.toUpperCase().startsWith('TCG');
}

export interface NavCategory {
  page: NavItemPage;
  path: string;
  /** Up to six vendors with a logo, hot ones first. */
  vendors: LaneVendor[];
  /**
   * The item launches this vendor's first game instead of opening a menu: cockfight has no page
   * (spec §2 "Cockfight (DS88) … launches the first DS88 vendor game directly").
   */
  launches?: LaneVendor;
}

/** The cockfight vendor the header launches: DS88 when the platform lists it, else the lane's first. */
export function cockfightVendor(lanes: readonly VendorLane[]): LaneVendor | null {
  const cards = lanes.filter((lane) => lane.title.toUpperCase() === cockfightType).flatMap((lane) => lane.cards);
  return cards.find((card) => card.vassalage.toUpperCase() === 'DS88') ?? cards[0] ?? null;
}

/** Where cockfight's header item leads without script: the game route, which starts the vendor's first game. */
function cockfightPath(vendor: LaneVendor): string {
  return gameRouteHref({ gameType: cockfightType, vassalage: vendor.vassalage });
}

function uniqueByVassalage(vendors: readonly LaneVendor[]): LaneVendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    if (seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
}

/**
 * One header item per category page, in the order the platform lists its lanes. Lanes of the same
 * page merge (LOTT and ELOTT), and each menu keeps the hot vendors first, then the platform's
 * order, up to six. Cockfight, which has no page, is an item that launches its vendor's first
 * game; other lanes without a page are left out.
 */
export function navCategories(lanes: readonly VendorLane[]): NavCategory[] {
  const byPage = new Map<NavItemPage, NavCategory>();
  for (const lane of lanes) {
    const category = categoryFor(lane.title);
    if (category) {
      const entry = byPage.get(category.page) ?? { page: category.page, path: category.path, vendors: [] };
      entry.vendors.push(...lane.cards);
      byPage.set(category.page, entry);
      continue;
    }
    const launches = lane.title.toUpperCase() === cockfightType ? cockfightVendor([lane]) : null;
    if (launches && !byPage.has('cockfight')) {
      byPage.set('cockfight', { page: 'cockfight', path: cockfightPath(launches), vendors: [launches], launches });
    }
  }
  return [...byPage.values()].map((entry) => {
    if (entry.launches) return entry;
    const withLogo = uniqueByVassalage(entry.vendors.filter(hasVendorLogo));
    const hotFirst = [...withLogo.filter((vendor) => vendor.isHot === 1), ...withLogo.filter((v) => v.isHot !== 1)];
    return { ...entry, vendors: hotFirst.slice(0, vendorMenuLimit) };
  });
}

/** The categories before the lanes have arrived (or when they cannot): every page, no vendors. */
export const fallbackNavCategories: NavCategory[] = categoryPages.map(({ page, path }) => ({
  page,
  path,
  vendors: [],
}));

/** The footer's logo strip: every vendor once, platform lottery lanes left out. */
export function footerVendors(lanes: readonly VendorLane[]): LaneVendor[] {
  return uniqueByVassalage(lanes.flatMap((lane) => lane.cards).filter(hasVendorLogo));
}
