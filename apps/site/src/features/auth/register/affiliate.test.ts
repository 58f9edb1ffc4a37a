import { describe, expect, it } from 'vitest';
import { affiliateFieldShown, mustCheckAffiliate, referralCodeFrom } from './affiliate.ts';

describe('referralCodeFrom', () => {
  it('reads the referralCode query parameter', () => {
    expect(referralCodeFrom('?referralCode=AGENT1')).toBe('AGENT1');
    expect(referralCodeFrom('?brand=JADE&referralCode=%20MASTER%20')).toBe('MASTER');
  });

  it('is null without a code', () => {
    expect(referralCodeFrom('')).toBeNull();
    expect(referralCodeFrom('?referralCode=')).toBeNull();
    expect(referralCodeFrom('?referral=AGENT1')).toBeNull();
  });
});

describe('affiliateFieldShown', () => {
  it('shows the field when the link brought no code', () => {
    expect(affiliateFieldShown({ referralCode: null, check: undefined, hasError: false })).toBe(true);
  });

  it('hides the field while the link code is checked and once it passes', () => {
    expect(affiliateFieldShown({ referralCode: 'AGENT1', check: 'checking', hasError: false })).toBe(false);
    expect(affiliateFieldShown({ referralCode: 'AGENT1', check: 'valid', hasError: false })).toBe(false);
  });

  it('shows the field when the link code fails its check', () => {
    expect(affiliateFieldShown({ referralCode: 'NOPE', check: 'invalid', hasError: false })).toBe(true);
  });

  it('shows the field when its value breaks the rule, so the message is visible', () => {
    expect(affiliateFieldShown({ referralCode: 'A1', check: 'valid', hasError: true })).toBe(true);
  });
});

describe('mustCheckAffiliate', () => {
  const required = { enabled: true, required: true };

  it('checks a required code that is present', () => {
    expect(mustCheckAffiliate(required, 'AGENT1')).toBe(true);
  });

  it('does not check an optional, disabled or missing code', () => {
    expect(mustCheckAffiliate({ enabled: true, required: false }, 'AGENT1')).toBe(false);
    expect(mustCheckAffiliate({ enabled: false, required: true }, 'AGENT1')).toBe(false);
    expect(mustCheckAffiliate(undefined, 'AGENT1')).toBe(false);
    expect(mustCheckAffiliate(required, '   ')).toBe(false);
    expect(mustCheckAffiliate(required, undefined)).toBe(false);
  });
});
