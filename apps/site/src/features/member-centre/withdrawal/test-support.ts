import type { FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { defaultAnswers } from '../../shell/testing/fake-platform.ts';

const DAY = 24 * 60 * 60 * 1000;
const paidAt = Date.UTC(2026, 2, 10, 8, 0);

export const bank = {
  accountId: 6,
  channel: 'bank',
  type: 'bank',
  accountNumber: '********7306',
  payeeName: 'Juan Cruz',
  createdAt: 0,
};
export const gcash = { ...bank, accountId: 7, channel: 'gcash', type: 'e-wallet', accountNumber: '*******4567' };

/** A request as the platform lists it; `overrides` set its status and amounts. */
export const withdrawalOf = (withdrawalId: number, amount: number, status: string, overrides: object = {}) => ({
  withdrawalId,
  amount,
  status,
  appliedAt: paidAt - 2 * 60_000,
  paidAt: status === 'pending' || status === 'processing' || status === 'rejected' ? null : paidAt,
  confirmBefore: status === 'paid' ? Date.now() + 6 * DAY + 60_000 : null,
  amountReceived: null,
  remainingAmount: null,
  payoutAccount: bank,
  remark: null,
  proofIds: [],
  ...overrides,
});

/** The brand's status with a payee-name rule (JADE's: two words, 3–40) or none. */
export const statusWithPayeeRule = (payeeName?: object) => ({
  ...(defaultAnswers.systemStatus as object),
  info: { ...(defaultAnswers.systemStatus as { info: object }).info, register: payeeName ? { payeeName } : {} },
});

export const jadePayeeRule = {
  enabled: true,
  required: true,
  patternId: 18,
  acceptedPattern: '^\\S+ \\S+$',
  minLength: 3,
  maxLength: 40,
};

/** The demo member on AURORA: two accounts, no turnover owed, two payouts awaiting an answer. */
export const demoAnswers: FakeAnswers = {
  systemStatus: statusWithPayeeRule({
    ...jadePayeeRule,
    required: false,
    patternId: 9,
    acceptedPattern: '^[A-Za-z ]+$',
    minLength: 2,
  }),
  balance: { sumBalance: 5370.5, currency: 'PHP' },
  payoutAccounts: {
    accounts: [bank, gcash],
    channels: [
      { code: 'bank', type: 'bank', name: 'Bank account', min: 100, max: 50_000 },
      { code: 'gcash', type: 'e-wallet', name: 'GCash', min: 100, max: 20_000 },
      { code: 'maya', type: 'e-wallet', name: 'Maya', min: 100, max: 20_000 },
    ],
  },
  withdrawalRequirements: {
    turnoverRequired: 0,
    turnoverDone: 0,
    turnoverRemaining: 0,
    hasPaymentPassword: true,
    requestsLeftToday: 98,
    confirmMinutes: 30,
    sumBalance: 5370.5,
  },
  withdrawals: {
    list: [
      withdrawalOf(1, 300, 'paid'),
      withdrawalOf(2, 150, 'paid'),
      withdrawalOf(3, 800, 'received', { amountReceived: 800, remainingAmount: 0 }),
      withdrawalOf(4, 200, 'forced', { amountReceived: 200, remainingAmount: 0 }),
      withdrawalOf(5, 5000, 'rejected'),
    ],
    totalPages: 2,
  },
};
