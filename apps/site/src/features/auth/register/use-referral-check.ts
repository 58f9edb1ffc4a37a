import useSWR from 'swr';
import type { ReferralCheck } from './affiliate.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

/** Asks the platform whether an invitation (affiliate) code belongs to an agent of this brand. */
export function checkAffiliateCode(code: string) {
  return callPlatform('system', 'affiliate', { code: code.trim(), domain: window.location.hostname });
}

/**
 * Checks the code a link brought (`?referralCode=`) once, when the brand takes affiliate codes.
 * Any failure counts as invalid: the field then shows so the player can fix or clear the code.
 */
export function useReferralCheck(code: string | null, brandTakesCodes: boolean): ReferralCheck | undefined {
  const { data, error } = useSWR(code && brandTakesCodes ? ['affiliate', code] : null, ([, value]) =>
    checkAffiliateCode(value),
  );
  if (!code || !brandTakesCodes) return undefined;
  if (error) return 'invalid';
  return data ? 'valid' : 'checking';
}
