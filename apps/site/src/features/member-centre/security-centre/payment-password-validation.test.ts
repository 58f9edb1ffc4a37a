import { describe, expect, it } from 'vitest';
import { paymentPasswordProblems } from './payment-password-validation.ts';

const keys = (problems: ReturnType<typeof paymentPasswordProblems>) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem?.key]));

describe('paymentPasswordProblems', () => {
  it('asks for the login password to set the first one, and the current one to change it', () => {
    const empty = { proof: '', newPaymentPassword: '', confirmNewPaymentPassword: '' };
    expect(keys(paymentPasswordProblems(empty, 'set'))).toEqual({
      proof: 'payment.login_password_required',
      newPaymentPassword: 'payment.new_required',
      confirmNewPaymentPassword: 'payment.confirm_required',
    });
    expect(keys(paymentPasswordProblems(empty, 'change')).proof).toBe('payment.old_required');
  });

  it('takes exactly six ASCII digits, nothing trimmed', () => {
    for (const value of ['12345', '1234567', '12a456', ' 123456', '123456 ', '١٢٣٤٥٦', '12 456']) {
      const problems = paymentPasswordProblems(
        { proof: 'Demo1234', newPaymentPassword: value, confirmNewPaymentPassword: value },
        'set',
      );
      expect(problems.newPaymentPassword?.key, value).toBe('payment.digits');
    }
    expect(
      paymentPasswordProblems(
        { proof: 'Demo1234', newPaymentPassword: '024680', confirmNewPaymentPassword: '024680' },
        'set',
      ),
    ).toEqual({});
  });

  it('wants the confirmation to match', () => {
    const problems = paymentPasswordProblems(
      { proof: 'Demo1234', newPaymentPassword: '024680', confirmNewPaymentPassword: '024681' },
      'set',
    );
    expect(keys(problems)).toEqual({ confirmNewPaymentPassword: 'payment.mismatch' });
  });

  it('when changing: the current one is six digits too, and the new one differs from it', () => {
    expect(
      keys(
        paymentPasswordProblems(
          { proof: '1357', newPaymentPassword: '024680', confirmNewPaymentPassword: '024680' },
          'change',
        ),
      ),
    ).toEqual({ proof: 'payment.digits' });
    expect(
      keys(
        paymentPasswordProblems(
          { proof: '135790', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' },
          'change',
        ),
      ),
    ).toEqual({ newPaymentPassword: 'payment.same' });
    // Setting the first one: the login password may look like anything, even six digits.
    expect(
      paymentPasswordProblems(
        { proof: '135790', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' },
        'set',
      ),
    ).toEqual({});
  });
});
