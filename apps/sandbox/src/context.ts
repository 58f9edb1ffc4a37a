import type { IncomingMessage } from 'node:http';
import type { RegisterRules, RsaPrivateKey } from '@lobbykit/platform';
import type { Db } from './db/database.ts';
import { FaultRegistry } from './faults/faults.ts';
import type { MerchantSettings } from './merchants.ts';
import { RateLimiter } from './rate-limits.ts';
import { CaptchaService } from './services/captcha.ts';
import { MailService } from './services/mail.ts';
import { SmsService } from './services/sms.ts';
import type { SandboxSettings, SystemStatusCode } from './settings.ts';
import { VisitorOverrides } from './visitors.ts';
import { UnknownLoginFailures } from './services/unknown-login-failures.ts';

/** A brand as the database holds it. */
export interface Merchant {
  code: string;
  name: string;
  flags: ReadonlySet<string>;
  registerRules: RegisterRules;
  settings: MerchantSettings;
}

/** Everything a route needs, made once per sandbox. */
export interface SandboxContext {
  db: Db;
  settings: SandboxSettings;
  merchants: ReadonlyMap<string, Merchant>;
  /** Spec §2 status per merchant, switchable at run time. */
  systemStatus: Map<string, SystemStatusCode>;
  envelopeKey: RsaPrivateKey;
  faults: FaultRegistry;
  /** Per-visitor status and modules, for tests that must not affect each other. */
  visitors: VisitorOverrides;
  sms: SmsService;
  mail: MailService;
  captchas: CaptchaService;
  rateLimits: RateLimiter;
  /** Wrong passwords for usernames that do not exist (the captcha must not tell them apart). */
  unknownLoginFailures: UnknownLoginFailures;
}

export interface SandboxEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { merchant: Merchant };
}

interface MerchantRow {
  code: string;
  name: string;
  flags: string;
  register_rules: string;
  settings: string;
  system_status: SystemStatusCode;
}

export function loadMerchants(db: Db): { merchants: Map<string, Merchant>; statuses: Map<string, SystemStatusCode> } {
  const rows = db.prepare('SELECT * FROM merchants ORDER BY sort').all() as MerchantRow[];
  const merchants = new Map<string, Merchant>();
  const statuses = new Map<string, SystemStatusCode>();
  for (const row of rows) {
    merchants.set(row.code, {
      code: row.code,
      name: row.name,
      flags: new Set(JSON.parse(row.flags) as string[]),
      registerRules: JSON.parse(row.register_rules) as RegisterRules,
      settings: JSON.parse(row.settings) as MerchantSettings,
    });
    statuses.set(row.code, row.system_status);
  }
  return { merchants, statuses };
}

export function loadEnvelopeKey(db: Db): RsaPrivateKey {
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'rsa_key'`).get() as { value: string } | undefined;
  if (!row) throw new Error('the database has no envelope key: seed it first');
  return JSON.parse(row.value) as RsaPrivateKey;
}

/** Builds the context once the database is open and seeded. */
export function createContext(db: Db, settings: SandboxSettings): SandboxContext {
  const { merchants, statuses } = loadMerchants(db);
  if (settings.systemStatus !== undefined)
    for (const code of merchants.keys()) statuses.set(code, settings.systemStatus);
  return {
    db,
    settings,
    merchants,
    systemStatus: statuses,
    envelopeKey: loadEnvelopeKey(db),
    faults: new FaultRegistry(settings.faults),
    visitors: new VisitorOverrides(),
    sms: new SmsService(settings),
    mail: new MailService(settings),
    captchas: new CaptchaService(settings),
    rateLimits: new RateLimiter(settings),
    unknownLoginFailures: new UnknownLoginFailures(),
  };
}
