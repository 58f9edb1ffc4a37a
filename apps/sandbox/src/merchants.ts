/** The brands (merchant codes) the sandbox platform serves, as an operator would register them. */
export interface Merchant {
  code: string;
  name: string;
  imageCDNs: string[];
}

export const merchants: readonly Merchant[] = [
  { code: 'AURORA', name: 'Aurora Casino', imageCDNs: ['/sandbox-assets'] },
];

/** A call without a Merchant header (curl, say) is served as the first brand; an unknown code is refused. */
export function findMerchant(code: string | undefined): Merchant | undefined {
  if (!code) return merchants[0];
  return merchants.find((merchant) => merchant.code === code);
}
