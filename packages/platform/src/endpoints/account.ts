/**
 * The member centre's "my account" page (page key securityCenter): profile, payment password, and
 * binding a mobile number and an e-mail address. Spec §7 names none of these calls; their paths
 * follow the platform's (`/wps/member/info/…`, `/wps/member/password/…`, `/wps/verification/…`),
 * and apps/sandbox/README.md says why each one is shaped as it is.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { memberIcons, mobileNumber, nonEmpty, none, smsSentValue, text, timestamp } from '../schemas.ts';

/**
 * A nickname: 2–16 characters (Unicode code points, after trimming and NFC), letters of any
 * script, digits, `_`, `-` and `.`, with single spaces between words. The site checks it as
 * the member types; the platform refuses anything else with a translated message.
 */
export const nicknameRule = {
  minLength: 2,
  maxLength: 16,
  pattern: /^[\p{L}\p{M}\p{N}_.-]+(?: [\p{L}\p{M}\p{N}_.-]+)*$/u,
} as const;

/** The nickname as it is stored (trimmed, NFC) when it follows the rule; undefined when it does not. */
export function acceptedNickname(value: string): string | undefined {
  const nickname = value.normalize('NFC').trim();
  const length = [...nickname].length;
  const { minLength, maxLength, pattern } = nicknameRule;
  return length >= minLength && length <= maxLength && pattern.test(nickname) ? nickname : undefined;
}

/** A payment password is exactly six digits. */
export const paymentPasswordPattern = /^\d{6}$/;

/** Where the member stands on each item of the page; `mobileNum` is masked as member info masks it. */
export const securityOverviewValue = z.looseObject({
  /** Masked, e.g. `917****567`; null when no number is bound. */
  mobileNum: z.nullable(text),
  countryDialingCode: z.nullable(text),
  /** Proven by an SMS code (binding, or registration with SMS verification). */
  mobileVerified: z.boolean(),
  /** The member's own address, whole; null when none is on file. */
  email: z.nullable(text),
  /** Proven by an e-mailed code. */
  emailVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** When the login password was last set (its registration, when never changed since). */
  passwordChangedAt: timestamp,
});

export type SecurityOverview = z.infer<typeof securityOverviewValue>;

const paymentPasswordSet = z.looseObject({ hasPaymentPassword: z.literal(true) });
const newPaymentPassword = { newPaymentPassword: nonEmpty, confirmNewPaymentPassword: nonEmpty };
export const accountEndpoints = {
  /** One read for the whole page: what is bound, verified and set. */
  securityOverview: endpoint({
    name: 'securityOverview',
    path: '/wps/member/info/security',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: securityOverviewValue,
  }),
  /** Answers the nickname as stored (trimmed, NFC), which member info shows from then on. */
  setNickname: endpoint({
    name: 'setNickname',
    path: '/wps/member/info/nickname',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ nickname: nonEmpty }),
    response: z.looseObject({ nickname: nonEmpty }),
  }),
  /**
   * Picks the avatar: `icon` is one of memberIcon's `icons`, sent back as listed. Answers the same
   * shape as memberIcon, so the picker's cache takes the answer as it is; avatar shows it at once.
   */
  setMemberIcon: endpoint({
    name: 'setMemberIcon',
    path: '/wps/member/info/icon',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ icon: nonEmpty }),
    response: memberIcons,
  }),
  /** The first payment password, for a member who has none; proven with the login password. */
  setPaymentPassword: endpoint({
    name: 'setPaymentPassword',
    path: '/wps/member/password/payment',
    method: 'POST',
    token: true,
    encrypted: true,
    request: z.looseObject({ password: nonEmpty, ...newPaymentPassword }),
    response: paymentPasswordSet,
  }),
  /** A new payment password in place of the current one, which proves the change. */
  changePaymentPassword: endpoint({
    name: 'changePaymentPassword',
    path: '/wps/member/password/payment/change',
    method: 'POST',
    token: true,
    encrypted: true,
    request: z.looseObject({ oldPaymentPassword: nonEmpty, ...newPaymentPassword }),
    response: paymentPasswordSet,
  }),
  /** Step one of binding (or changing) the mobile number: an SMS code to the new number. */
  bindMobileCode: endpoint({
    name: 'bindMobileCode',
    path: '/wps/verification/sms/bind',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject(mobileNumber),
    response: smsSentValue,
  }),
  /** Step two: the code binds the number to the account, verified. */
  bindMobile: endpoint({
    name: 'bindMobile',
    path: '/wps/member/info/mobile',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...mobileNumber, verificationCode: nonEmpty }),
    response: z.looseObject({ mobileNum: text, countryDialingCode: text, mobileVerified: z.literal(true) }),
  }),
  /** Step one of binding (or changing) the e-mail address: a code by e-mail (same answer as an SMS code's). */
  bindEmailCode: endpoint({
    name: 'bindEmailCode',
    path: '/wps/verification/email/bind',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ email: nonEmpty }),
    response: smsSentValue,
  }),
  /** Step two: the code binds the address to the account, verified. */
  bindEmail: endpoint({
    name: 'bindEmail',
    path: '/wps/member/info/email',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ email: nonEmpty, verificationCode: nonEmpty }),
    response: z.looseObject({ email: text, emailVerified: z.literal(true) }),
  }),
};
