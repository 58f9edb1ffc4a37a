import { describe, expect, it } from 'vitest';
import { checkRedeem, maxQuantity } from './redeem-form.ts';

const limits = { pointsRequired: 500, stock: 3, points: 1_200 };

describe('maxQuantity', () => {
  it('is limited by the points the member has', () => {
    expect(maxQuantity(limits)).toBe(2);
  });
  it('is limited by the stock', () => {
    expect(maxQuantity({ ...limits, points: 100_000 })).toBe(3);
  });
  it('is zero when the member cannot afford one or none are left', () => {
    expect(maxQuantity({ ...limits, points: 499 })).toBe(0);
    expect(maxQuantity({ ...limits, stock: 0 })).toBe(0);
  });
});

describe('checkRedeem', () => {
  it('accepts a whole quantity within the limit and a typed password', () => {
    expect(checkRedeem({ quantity: '2', password: 'Demo1234' }, limits)).toEqual([]);
  });

  it('names the quantity field for zero, fractions, text or more than allowed', () => {
    for (const quantity of ['0', '1.5', 'two', '3', '']) {
      expect(checkRedeem({ quantity, password: 'x' }, limits)).toEqual([
        { field: 'quantity', key: 'quantity_invalid', max: 2 },
      ]);
    }
  });

  it('asks for the password the platform checks (spec §7 password check)', () => {
    expect(checkRedeem({ quantity: '1', password: '' }, limits)).toEqual([
      { field: 'password', key: 'password_required' },
    ]);
  });
});
