import type { SiteConfig } from '../../../core/site-config.ts';

export type SocialNetwork = 'FACEBOOK' | 'YOUTUBE' | 'TELEGRAM';

/** The side bar's social shortcuts, in this order, each only when the brand has that resource. */
export const socialNetworks: readonly SocialNetwork[] = ['FACEBOOK', 'YOUTUBE', 'TELEGRAM'];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url.trim());

/** Spec §2 Side bar: Facebook, YouTube and Telegram only when the resource exists (with a usable address). */
export function socialLinks(resources: SiteConfig['resources']): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const resource = resources.find((entry) => entry.resourceType.toUpperCase() === network && isWebAddress(entry.url));
    return resource ? [{ network, url: resource.url.trim() }] : [];
  });
}

/** Spec §6: VIP-level customer service above rank level 4, live chat otherwise. */
export function customerServiceLevel(rankLevel: number | null | undefined): 'vip' | 'standard' {
  return (rankLevel ?? 0) > 4 ? 'vip' : 'standard';
}

/**
 * The friend-referral shortcut is offered where the brand's registration takes an invitation
 * code: without it a referral could not be credited to anyone.
 */
export function referralEnabled(register: SiteConfig['register']): boolean {
  return register?.affiliateCode?.enabled === true;
}
