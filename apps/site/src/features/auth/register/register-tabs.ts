import type { RegisterFieldRule, RegisterRules } from '@lobbykit/ui/rule-fields';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code.ts';

/** Spec §2 Registration: by username, and by mobile when the brand has mobile registration on. */
export type RegisterTab = 'username' | 'mobile';

/**
 * The tabs the brand offers, in order. Nothing when direct registration is off: the platform
 * refuses every registration then, so the dialog says so instead of showing a form.
 */
export function registerTabs(features: ReadonlySet<string>): RegisterTab[] {
  if (!features.has('DIRECTREG3')) return [];
  const tabs: RegisterTab[] = [];
  if (features.has('USERNAMEREG3')) tabs.push('username');
  if (features.has('MOBILENUMREG3')) tabs.push('mobile');
  return tabs;
}

/** Any plausible national number (the platform's own floor); a brand's mobile rule narrows it. */
const anyMobileRule: Partial<RegisterFieldRule> = {
  enabled: true,
  required: true,
  acceptedPattern: '^\\d+$',
  patternId: 7,
  minLength: 6,
  maxLength: 15,
};

/** When a brand sends no username or password rule: anything of a sensible length. */
const defaultUsernameRule: Partial<RegisterFieldRule> = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 4,
  maxLength: 16,
};

const defaultPasswordRule: Partial<RegisterFieldRule> = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 6,
  maxLength: 20,
};

const off: Partial<RegisterFieldRule> = { enabled: false, required: false };

function switchedOn(rule: Partial<RegisterFieldRule> | undefined, fallback: Partial<RegisterFieldRule>) {
  return rule?.enabled ? { ...rule, enabled: true, required: true } : fallback;
}

/**
 * The rules one tab's form follows, from the brand's rules (spec §5 Registration):
 * - by username, the username and password are always asked for and required;
 * - by mobile, the mobile number is the username, so it is required and the username field goes;
 *   the password and its confirmation are asked for only when MOBILENUMPASSREG3 is on.
 * Every other field keeps the brand's own rule: shown when enabled, required when marked.
 */
export function rulesForTab(
  tab: RegisterTab,
  rules: RegisterRules | undefined,
  features: ReadonlySet<string>,
): RegisterRules {
  const brand = rules ?? {};
  if (tab === 'username') {
    return {
      ...brand,
      username: switchedOn(brand.username, defaultUsernameRule),
      password: switchedOn(brand.password, defaultPasswordRule),
    };
  }
  return {
    ...brand,
    username: off,
    mobileNum: switchedOn(brand.mobileNum, anyMobileRule),
    password: features.has('MOBILENUMPASSREG3') ? switchedOn(brand.password, defaultPasswordRule) : off,
  };
}

/**
 * Whether the SMS code field shows (REGMOBVERF3 on and the tab has a mobile number at all), and
 * whether it must be filled: always by mobile; by username only once a number is typed or when the
 * number is required, since the platform verifies the code only for a number it is given.
 */
export function smsCodeRule(
  tab: RegisterTab,
  tabRules: RegisterRules,
  features: ReadonlySet<string>,
  mobileNum: string,
): { shown: boolean; required: boolean } {
  const mobile = tabRules.mobileNum;
  const shown = features.has('REGMOBVERF3') && Boolean(mobile?.enabled);
  if (!shown) return { shown, required: false };
  return { shown, required: tab === 'mobile' || Boolean(mobile?.required) || mobileNum.trim() !== '' };
}

export type SmsCodeProblem = 'required' | 'pattern' | null;

/**
 * Checks the SMS code. The platform checks the code against the mobile number's pattern (protocol
 * notes), so the same expression applies here, without the number's length bounds.
 */
export function checkSmsCode(code: string, required: boolean, mobileRule?: Partial<RegisterFieldRule>): SmsCodeProblem {
  const value = code.trim();
  if (value === '') return required ? 'required' : null;
  if (value.length > VERIFICATION_CODE_MAX_LENGTH) return 'pattern';
  const source = mobileRule?.acceptedPattern;
  if (!source || source.trim() === '*') return null;
  try {
    return new RegExp(source).test(value) ? null : 'pattern';
  } catch {
    // A broken expression from the server never locks the player out.
    return null;
  }
}
