import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';

/**
 * What the sign-in forms read from the status call beyond the shared site config: whether the
 * brand puts a captcha on the login form (`info.loginCaptcha`), and the visitor's country when the
 * platform tells it (`info.location.countryCode`).
 */
export interface SignInSettings {
  loginCaptcha: boolean;
  countryCode: string | undefined;
}

export function toSignInSettings(info: Record<string, unknown>): SignInSettings {
  const location = info.location as { countryCode?: unknown } | undefined;
  return {
    loginCaptcha: info.loginCaptcha === true || info.loginCaptcha === 1 || info.loginCaptcha === '1',
    countryCode: typeof location?.countryCode === 'string' ? location.countryCode : undefined,
  };
}

async function fetchSignInSettings(): Promise<SignInSettings> {
  const status = await callPlatform('system', 'systemStatus', { url: window.location.host });
  return toSignInSettings(status.info);
}

export function useSignInSettings() {
  return useSWR('auth/signInSettings', fetchSignInSettings, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
