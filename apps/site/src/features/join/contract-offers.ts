/** The agent contracts (spec §1) and the whitelabel module that switches each on. */
export const contractOffers = [
  { id: 'dividend', feature: 'DIVIDENDCONTRACT' },
  { id: 'daily', feature: 'DAILYSALARY' },
  { id: 'hourly', feature: 'HOURLYSALARY' },
  { id: 'realtime', feature: 'REALTIMESALARY' },
] as const;

export type ContractOffer = (typeof contractOffers)[number];

/** The contracts this brand offers, in the agent centre's order. */
export function offeredContracts(features: ReadonlySet<string>): ContractOffer[] {
  return contractOffers.filter((offer) => features.has(offer.feature));
}
