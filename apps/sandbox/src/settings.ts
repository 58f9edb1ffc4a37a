import { parseFaultRules, type FaultRule } from './faults/faults.ts';
import { defaultRateLimits, type RateLimits } from './rate-limits.ts';
import { PASSWORD_COST, type PasswordCost } from './services/passwords.ts';

export type SystemStatusCode = 0 | 1 | 2;

export interface SandboxSettings {
  /** Fixed SMS and e-mailed codes and captcha answers, so end-to-end tests can type them. */
  testMode: boolean;
  /** Forces every brand into one status (spec §2: 1 maintenance, 2 region blocked); else each brand's own. */
  systemStatus: SystemStatusCode | undefined;
  /** Faults active from the start (off unless configured). */
  faults: FaultRule[];
  /** How long a `timeout` fault holds a request before giving up on it. */
  timeoutFaultMs: number;
  /**
   * The automatic path for demos: a withdrawal request moves to processing after this many seconds
   * and is paid after twice as many. Undefined: requests wait for the admin call.
   */
  autoPayoutSeconds: number | undefined;
  now: () => number;
  log: (line: string) => void;
  /** Per-address and per-account limits (rate-limits.ts); `SANDBOX_RATE_LIMITS` overrides any of them. */
  rateLimits: RateLimits;
  /** scrypt's cost for new hashes; OWASP's minimum (services/passwords.ts) unless a test asks for speed. */
  passwordCost: PasswordCost;
}

/** The SMS code, e-mailed code and captcha answer every request gets in test mode. */
export const TEST_SMS_CODE = '246810';
/** The same as the SMS code, so a tester has one code to type. */
export const TEST_EMAIL_CODE = TEST_SMS_CODE;
export const TEST_CAPTCHA = '4242';

export function defaultSettings(overrides: Partial<SandboxSettings> = {}): SandboxSettings {
  return {
    testMode: false,
    systemStatus: undefined,
    faults: [],
    timeoutFaultMs: 120_000,
    autoPayoutSeconds: undefined,
    now: () => Date.now(),
    log: (line) => console.log(`[sandbox] ${line}`),
    rateLimits: defaultRateLimits,
    passwordCost: PASSWORD_COST,
    ...overrides,
  };
}

export function parseSystemStatus(raw: string | undefined): SystemStatusCode | undefined {
  if (raw === undefined || raw === '') return undefined;
  const code = Number(raw);
  if (code === 0 || code === 1 || code === 2) return code;
  throw new Error(`SANDBOX_SYSTEM_STATUS must be 0, 1 or 2, not ${raw}`);
}

/** On for demos (20 s), off in test mode; `SANDBOX_AUTO_PAYOUT_SECONDS` says otherwise (0 = off). */
export function parseAutoPayout(raw: string | undefined, testMode: boolean): number | undefined {
  if (raw === undefined || raw === '') return testMode ? undefined : 20;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`SANDBOX_AUTO_PAYOUT_SECONDS must be 0 or more, not ${raw}`);
  return seconds === 0 ? undefined : seconds;
}

/** Settings from the environment: SANDBOX_TEST_MODE, SANDBOX_SYSTEM_STATUS, SANDBOX_FAULTS. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): SandboxSettings {
  return defaultSettings({
    testMode: env.SANDBOX_TEST_MODE === '1',
    systemStatus: parseSystemStatus(env.SANDBOX_SYSTEM_STATUS),
    faults: env.SANDBOX_FAULTS ? parseFaultRules(JSON.parse(env.SANDBOX_FAULTS)) : [],
    autoPayoutSeconds: parseAutoPayout(env.SANDBOX_AUTO_PAYOUT_SECONDS, env.SANDBOX_TEST_MODE === '1'),
    rateLimits: parseRateLimits(env.SANDBOX_RATE_LIMITS),
  });
}

/** `SANDBOX_RATE_LIMITS='{"loginPerAddress":100}'`: any of the limits, the rest at their defaults. */
export function parseRateLimits(raw: string | undefined): RateLimits {
  if (raw === undefined || raw === '') return defaultRateLimits;
  const given = JSON.parse(raw) as Record<string, unknown>;
  const limits = { ...defaultRateLimits };
  for (const [name, value] of Object.entries(given)) {
    if (!(name in limits) || !Number.isInteger(value) || (value as number) < 1)
      throw new Error(
        `SANDBOX_RATE_LIMITS: ${name} must be one of ${Object.keys(limits).join(', ')}, a whole number of 1 or more`,
      );
    limits[name as keyof RateLimits] = value as number;
  }
  return limits;
}
