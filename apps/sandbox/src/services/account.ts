import { acceptedNickname, nicknameRule, paymentPasswordPattern, type RegisterRules } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import { registerPatterns } from '../merchants.ts';
import { maskMobile, type MemberRow } from './members.ts';
import { checkRule } from './rules.ts';

/** The avatars a member picks from; the image CDN draws each one. */
export const AVATARS: readonly string[] = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}`);
export const avatarUrl = (icon: string) => `/wps/sandbox/assets/avatars/${icon}.svg`;

/** memberIcon's answer, which setting the icon answers too. */
export function memberIcons(icon: string) {
  return { icon: avatarUrl(icon), icons: AVATARS.map(avatarUrl) };
}

/** What the account page shows, and member info with it: bound, verified, set. */
export function accountSecurity(member: MemberRow) {
  return {
    mobileNum: maskMobile(member.mobile_num),
    countryDialingCode: member.mobile_num ? member.country_dialing_code : null,
    mobileVerified: member.mobile_num !== null && member.mobile_verified_at !== null,
    email: member.email,
    emailVerified: member.email !== null && member.email_verified_at !== null,
    hasPaymentPassword: member.payment_password_hash !== null,
    passwordChangedAt: member.password_changed_at ?? member.registered_at,
  };
}

/** The platform's nickname rule (shared with the site): the nickname as stored, or a refusal. */
export function checkNickname(value: string): string {
  const nickname = acceptedNickname(value);
  if (nickname === undefined) {
    const { minLength: min, maxLength: max } = nicknameRule;
    throw new Refusal('INVALID_INPUT', 'nickname_rule', { params: { min, max } });
  }
  return nickname;
}

/** A new payment password: six digits, typed the same twice. */
export function checkNewPaymentPassword(password: string, confirmation: string): string {
  if (!paymentPasswordPattern.test(password)) throw new Refusal('INVALID_INPUT', 'payment_password_digits');
  if (confirmation !== password) throw new Refusal('INVALID_INPUT', 'passwords_differ');
  return password;
}

const emailFormat = { enabled: true, required: true, ...registerPatterns.email, minLength: 5, maxLength: 64 };

/** An address to bind: the platform's e-mail format, the brand's e-mail rule applied on top where it has one. */
export function checkEmail(rules: RegisterRules, value: string): string {
  const email = checkRule(emailFormat, 'email', value)!;
  if (rules.email?.enabled) checkRule({ ...rules.email, required: true }, 'email', email);
  return email;
}
