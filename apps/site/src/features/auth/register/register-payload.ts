import type { RegisterFormValues } from '@lobbykit/ui/rule-fields';
import { registerFormFields } from './register-form-fields.ts';
import type { RegisterTab } from './register-tabs.ts';

/** Spec §3 registration payload, as the register and mobile register calls take it. */
export interface RegisterPayload {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod: 'WEB';
  login: true;
  loginDeviceId?: string;
}

/** What the form does not hold: the page, the dialing code and the SMS code. */
export interface RegisterContext {
  /** From the `referralCode` query parameter. */
  referralCode: string | null;
  countryDialingCode: string | undefined;
  verificationCode: string;
  /** The host the player registers on. */
  domain: string;
  /** The page the player registers from. */
  registerUrl: string;
  loginDeviceId?: string;
}

/** Typed exactly as entered: a space can be part of a password. */
const secretFields = new Set(['password', 'confirmPassword', 'paymentPassword']);

const textFields = registerFormFields satisfies readonly (keyof RegisterFormValues & keyof RegisterPayload)[];

/**
 * The payload for the register call (by username) or the mobile register call. Empty fields are
 * left out, so an empty affiliate code never hides the link's referral code from the platform;
 * by mobile the username is the mobile number (protocol notes).
 */
export function buildRegisterPayload(
  tab: RegisterTab,
  values: RegisterFormValues,
  context: RegisterContext,
): RegisterPayload {
  const payload: RegisterPayload = { registerMethod: 'WEB', login: true };
  for (const field of textFields) {
    const raw = values[field] ?? '';
    const value = secretFields.has(field) ? raw : raw.trim();
    if (value !== '') payload[field] = value;
  }
  if (tab === 'mobile') payload.username = payload.mobileNum;
  if (payload.mobileNum && context.countryDialingCode) payload.countryDialingCode = context.countryDialingCode;
  const code = context.verificationCode.trim();
  if (payload.mobileNum && code) payload.verificationCode = code;
  if (context.referralCode) payload.referralCode = context.referralCode;
  payload.domain = context.domain;
  payload.registerUrl = context.registerUrl;
  if (context.loginDeviceId) payload.loginDeviceId = context.loginDeviceId;
  return payload;
}
