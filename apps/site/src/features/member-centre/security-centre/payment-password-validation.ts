import { paymentPasswordPattern } from '@lobbykit/platform';
import type { Problems } from '../../auth/shared/problems.ts';

/**
 * Setting the first withdrawal (payment) password is proven with the login password; changing it,
 * with the current one.
 */
export type PaymentPasswordMode = 'set' | 'change';

export type PaymentPasswordValues = Record<'proof' | 'newPaymentPassword' | 'confirmNewPaymentPassword', string>;

/**
 * The platform's rule (exactly six ASCII digits, typed twice) checked before sending: the proof
 * is required (a current payment password is six digits too), the new one follows the rule and,
 * when changing, differs from the current one, and the confirmation matches it. Keys are in the
 * page's namespace. Values are checked as typed: a payment password is never trimmed.
 */
export function paymentPasswordProblems(
  { proof, newPaymentPassword, confirmNewPaymentPassword }: PaymentPasswordValues,
  mode: PaymentPasswordMode,
): Problems<keyof PaymentPasswordValues> {
  const problems: Problems<keyof PaymentPasswordValues> = {};
  if (proof === '') {
    problems.proof = { key: mode === 'set' ? 'payment.login_password_required' : 'payment.old_required' };
  } else if (mode === 'change' && !paymentPasswordPattern.test(proof)) {
    problems.proof = { key: 'payment.digits' };
  }

  if (newPaymentPassword === '') problems.newPaymentPassword = { key: 'payment.new_required' };
  else if (!paymentPasswordPattern.test(newPaymentPassword)) problems.newPaymentPassword = { key: 'payment.digits' };
  else if (mode === 'change' && newPaymentPassword === proof) problems.newPaymentPassword = { key: 'payment.same' };

  if (confirmNewPaymentPassword === '') problems.confirmNewPaymentPassword = { key: 'payment.confirm_required' };
  else if (confirmNewPaymentPassword !== newPaymentPassword) {
    problems.confirmNewPaymentPassword = { key: 'payment.mismatch' };
  }
  return problems;
}
