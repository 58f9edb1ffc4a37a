import { useVendorLanes } from '../shell/nav/use-vendor-lanes.ts';

/** The provider's display name from the vendor lanes (cached for the tab), else its code. */
export function useVendorName(gameType: string, vassalage: string): string {
  const { data: lanes } = useVendorLanes();
  const type = gameType.toUpperCase();
  const card = lanes
    ?.flatMap((lane) => lane.cards)
    .find((entry) => entry.vassalage === vassalage && entry.gameType.toUpperCase() === type);
  return card?.name || vassalage;
}
