import { Refusal } from '../envelope.ts';
import type { MemberRow } from './members.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks the 6-digit payment password that money leaving the member needs. None set and a wrong
 * one are different refusals, so a page can send the player to set one up instead of asking again.
 */
export async function checkPaymentPassword(member: MemberRow, given: string | undefined) {
  if (!member.payment_password_hash) throw new Refusal('OPERATION_NOT_ALLOWED', 'payment_password_missing');
  if (!given || !(await verifyPassword(given, member.payment_password_hash))) {
    throw new Refusal('INVALID_CREDENTIALS', 'payment_password_wrong');
  }
}
