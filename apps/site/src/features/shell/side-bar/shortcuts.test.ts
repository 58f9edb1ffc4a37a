import { describe, expect, it } from 'vitest';
import { customerServiceLevel, referralEnabled, socialLinks } from './shortcuts.ts';

describe('socialLinks', () => {
  it('lists Facebook, YouTube and Telegram in that order, only those that exist', () => {
    const links = socialLinks([
      { resourceType: 'TELEGRAM', url: 'https://t.me/brand' },
      { resourceType: 'APP_IOS', url: 'https://apps.example/ios' },
      { resourceType: 'FACEBOOK', url: 'https://facebook.com/brand' },
    ]);
    expect(links).toEqual([
      { network: 'FACEBOOK', url: 'https://facebook.com/brand' },
      { network: 'TELEGRAM', url: 'https://t.me/brand' },
    ]);
  });

  it('leaves out a resource without a usable address', () => {
    expect(
      socialLinks([
        { resourceType: 'YOUTUBE', url: '' },
        { resourceType: 'FACEBOOK', url: 'javascript:alert(1)' },
      ]),
    ).toEqual([]);
  });
});

describe('customerServiceLevel', () => {
  it('gives VIP service above rank level 4 only', () => {
    expect(customerServiceLevel(5)).toBe('vip');
    expect(customerServiceLevel(4)).toBe('standard');
    expect(customerServiceLevel(undefined)).toBe('standard');
  });
});

describe('referralEnabled', () => {
  it('follows whether registration takes an invitation code', () => {
    const rule = { required: false, acceptedPattern: '*', minLength: 0, maxLength: 12 };
    expect(referralEnabled({ affiliateCode: { ...rule, enabled: true } })).toBe(true);
    expect(referralEnabled({ affiliateCode: { ...rule, enabled: false } })).toBe(false);
    expect(referralEnabled(undefined)).toBe(false);
  });
});
