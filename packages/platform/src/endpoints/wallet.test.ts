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
    ['more than any request may move', { amount: 1e14 }],
    ['an endless amount', { amount: Number.POSITIVE_INFINITY }],
    ['an amount as text', { amount: '100' }],
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

describe('deposits', () => {
  const { deposit, depositChannels, deposits } = walletEndpoints;

  it('asks for the amount, the channel and where the payment page sends the player back', () => {
    expect(deposit.request.safeParse({ amount: 100, channel: 'bank', returnUrl: '/' }).success).toBe(true);
    expect(deposit.request.safeParse({ amount: 100, channel: 'bank' }).success).toBe(false);
    expect(deposit.request.safeParse({ amount: 100.005, channel: 'bank', returnUrl: '/' }).success).toBe(false);
  });

  it('answers a pending deposit with its payment page', () => {
    const value = {
      deposit: { depositId: 3, amount: 100, fee: 0, channel: 'bank', status: 'pending', createdAt: 0 },
      paymentUrl: 'https://pay.example/abc',
      sumBalance: 10,
    };
    expect(deposit.response.parse(value).deposit.settledAt).toBeUndefined();
    expect(deposit.response.safeParse({ ...value, paymentUrl: '' }).success).toBe(false);
    // The player's browser goes there: never a script, a data page or plain http.
    for (const paymentUrl of ['javascript:alert(1)', 'data:text/html,x', 'http://pay.example/abc']) {
      expect(deposit.response.safeParse({ ...value, paymentUrl }).success, paymentUrl).toBe(false);
    }
    expect(deposit.response.safeParse({ ...value, deposit: { ...value.deposit, status: 'paid' } }).success).toBe(false);
  });

  it('describes a channel by type, limits, fee and presets, and filters history by status', () => {
    const channel = { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 100, max: 500, fee: 0, presets: [100] };
    expect(depositChannels.response.parse({ channels: [channel] }).channels).toHaveLength(1);
    expect(depositChannels.response.safeParse({ channels: [{ ...channel, type: 'cash' }] }).success).toBe(false);
    expect(deposits.request.parse({ status: 'failed' })).toEqual({ status: 'failed', pageNo: 1, pageSize: 12 });
    expect(deposits.request.safeParse({ status: 'done' }).success).toBe(false);
  });
});

describe('payouts and withdrawals', () => {
  const { addPayoutAccount, confirmWithdrawal, payoutAccounts, withdraw, withdrawals } = walletEndpoints;

  it('asks a withdrawal for its payout account and the 6-digit payment password', () => {
    const valid = { amount: 100, payoutAccountId: 4, paymentPassword: '135790' };
    expect(withdraw.request.safeParse(valid).success).toBe(true);
    expect(withdraw.request.safeParse({ ...valid, payoutAccountId: undefined }).success).toBe(false);
    expect(withdraw.request.safeParse({ ...valid, paymentPassword: '1357' }).success).toBe(false);
  });

  it('knows every step of a withdrawal and no other', () => {
    const base = { withdrawalId: 1, amount: 100, appliedAt: 0 };
    for (const status of ['pending', 'processing', 'paid', 'received', 'partly-received', 'not-received', 'forced']) {
      expect(withdrawals.response.safeParse({ list: [{ ...base, status }], totalPages: 1 }).success, status).toBe(true);
    }
    expect(withdrawals.response.safeParse({ list: [{ ...base, status: 'lost' }], totalPages: 1 }).success).toBe(false);
    expect(
      withdrawals.response.parse({ list: [{ ...base, status: 'paid' }], totalPages: 1 }).list[0]!.proofIds,
    ).toEqual([]);
  });

  it('bounds a not-received remark at 140 characters as a person counts them, and proofs at three', () => {
    const report = { withdrawalId: 1, result: 'not-received', proofImages: ['data:image/png;base64,AA=='] };
    expect(confirmWithdrawal.request.safeParse({ ...report, remark: '🙂'.repeat(140) }).success).toBe(true);
    expect(confirmWithdrawal.request.safeParse({ ...report, remark: 'x'.repeat(141) }).success).toBe(false);
    expect(
      confirmWithdrawal.request.safeParse({ ...report, proofImages: Array(4).fill(report.proofImages[0]) }).success,
    ).toBe(false);
    expect(
      confirmWithdrawal.request.safeParse({ withdrawalId: 1, result: 'partly-received', amountReceived: 0 }).success,
    ).toBe(false);
  });

  it('lists payout accounts of a bank or an e-wallet, and asks for all three fields to add one', () => {
    const account = {
      accountId: 1,
      channel: 'gcash',
      type: 'e-wallet',
      accountNumber: '***4567',
      payeeName: 'J C',
      createdAt: 0,
    };
    const channel = { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 100, max: 20_000 };
    expect(payoutAccounts.response.safeParse({ accounts: [account], channels: [channel] }).success).toBe(true);
    expect(payoutAccounts.response.safeParse({ accounts: [{ ...account, type: 'card' }], channels: [] }).success).toBe(
      false,
    );
    expect(addPayoutAccount.request.safeParse({ channel: 'bank', accountNumber: '123456' }).success).toBe(false);
  });
});
