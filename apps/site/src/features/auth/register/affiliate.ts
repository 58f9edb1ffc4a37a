import type { RegisterFieldRule } from '@lobbykit/ui/rule-fields';

/** Spec §2: an agent's link carries its code in the `referralCode` query parameter. */
export function referralCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('referralCode')?.trim();
  return code ? code : null;
}

/** Where the check of the link's code stands. */
export type ReferralCheck = 'checking' | 'valid' | 'invalid';

/**
 * Spec §2: the affiliate code field shows when the link brought no code, or when the link's code
 * failed its check. It also shows while the code breaks the brand's rule, so a problem is never
 * reported on a field the player cannot see. While the check runs it stays hidden (no flash).
 */
export function affiliateFieldShown({
  referralCode,
  check,
  hasError,
}: {
  referralCode: string | null;
  check: ReferralCheck | undefined;
  hasError: boolean;
}): boolean {
  if (referralCode === null) return true;
  return check === 'invalid' || hasError;
}

/**
 * Spec §4: when the brand requires an affiliate code and one is given, the platform checks it
 * before the registration is sent.
 */
export function mustCheckAffiliate(rule: Partial<RegisterFieldRule> | undefined, code: string | undefined): boolean {
  return Boolean(rule?.enabled && rule.required && code?.trim());
}
