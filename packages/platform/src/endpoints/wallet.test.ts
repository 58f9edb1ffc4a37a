import { describe, expect, it } from 'vitest';
import { walletEndpoints } from './wallet.ts';

const { transferUpline, transactionHistory, upline } = walletEndpoints;

describe('transfer to upline', () => {
  const valid = { uplineName: 'agent1', amount: 10.5, paymentPassword: '135790' };

  it('takes the upline’s name, an amount in cents and a 6-digit payment password', () => {
    expect(transferUpline.request.parse(valid)).toMatchObject(valid);
  });

  it.each([
    ['a password of five digits', { paymentPassword: '13579' }],
    ['a password with a letter', { paymentPassword: '13579a' }],
    ['no password', { paymentPassword: undefined }],
    ['fractions of a cent', { amount: 0.001 }],
    ['nothing to move', { amount: 0 }],
    ['no upline named', { uplineName: '' }],
  ])('refuses %s', (_, change) => {
    expect(transferUpline.request.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('lets a member without an upline say so', () => {
    expect(upline.response.parse({ uplineName: null, hasPaymentPassword: false, sumBalance: 0 }).uplineName).toBeNull();
  });
});

describe('account record', () => {
  it('pages by default as every list does, within the range the client sends', () => {
    expect(transactionHistory.request.parse({ from: 1, to: 2 })).toEqual({ from: 1, to: 2, pageNo: 1, pageSize: 12 });
    expect(transactionHistory.request.safeParse({ from: 1 }).success).toBe(false);
    expect(transactionHistory.request.safeParse({ from: 1, to: 2, type: 'casino' }).success).toBe(false);
  });

  it('answers signed lines of a known type and the range’s totals', () => {
    const line = {
      id: 7,
      type: 'transfer',
      kind: 'transfer-out',
      wallet: 'MAIN',
      amount: -25.5,
      balanceAfter: 100,
      reference: 'agent1',
      createdAt: 0,
    };
    const page = { list: [line], totalPages: 1, total: 1, totals: { in: 0, out: 25.5, net: -25.5 } };
    expect(transactionHistory.response.parse(page).list[0]!.amount).toBe(-25.5);
    expect(transactionHistory.response.safeParse({ ...page, list: [{ ...line, type: 'casino' }] }).success).toBe(false);
    expect(transactionHistory.response.safeParse({ ...page, list: [{ ...line, balanceAfter: -1 }] }).success).toBe(
      false,
    );
  });
});
