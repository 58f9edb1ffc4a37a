/**
 * The hostile-input suite, rates: logins, SMS codes and free-play accounts are limited per visitor
 * address, and wrong passwords per username; over a limit the answer is spec §8's "too many
 * requests, retry after 5 minutes" for 5 minutes of the sandbox's clock.
 */
import { endpoints, loadDesRsaEnvelope, type EndpointName } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, RATE_WINDOW_MS } from './rate-limits.ts';
import { parseRateLimits } from './settings.ts';
import { DEMO_PASSWORD, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

let lastAddress = 0;
/** An address no other test uses. */
const newAddress = () => `10.77.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

interface Envelope {
  success: boolean;
  code?: string;
  message?: string;
}

async function call(
  name: EndpointName,
  body: Record<string, unknown>,
  { address, merchant = 'AURORA', language = 'EN' }: { address: string; merchant?: string; language?: string },
) {
  const { method, path, encrypted, headers: callHeaders } = endpoints[name];
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': address,
    Language: language,
    ...callHeaders,
  };
  let text = JSON.stringify(body);
  if (encrypted) {
    const sealed = (await loadDesRsaEnvelope())
      .desRsaEnvelope()
      .seal(text, { modulusHex: sandbox.ctx.envelopeKey.modulusHex });
    Object.assign(headers, sealed.headers);
    text = sealed.body;
  }
  const response = await sandbox.raw(path, { method, merchant, headers, body: text });
  return { status: response.status, ...((await response.json()) as Envelope) };
}

const login = (username: string, password: string, address: string) =>
  call('login', { type: 'username', username, password, loginDeviceId: 'rates' }, { address });

const tooMany = { status: 429, success: false, code: 'TOO_MANY_REQUESTS' };

describe('rate limits', () => {
  it('limits logins per address, and lets the address in again after 5 minutes', async () => {
    const address = newAddress();
    // Empty passwords: refused at once, but every attempt counts.
    for (let attempt = 0; attempt < defaultRateLimits.loginPerAddress; attempt++)
      expect(await login('demo', '', address)).toMatchObject({ status: 200, success: false });
    expect(await login('demo', DEMO_PASSWORD, address)).toMatchObject({
      ...tooMany,
      message: 'Too many requests, retry after 5 minutes.',
    });
    // Another visitor is not held back by this one.
    expect(await login('demo', DEMO_PASSWORD, newAddress())).toMatchObject({ success: true });
    sandbox.advance(RATE_WINDOW_MS - 60_000);
    expect(await login('demo', DEMO_PASSWORD, address)).toMatchObject(tooMany);
    sandbox.advance(60_000);
    expect(await login('demo', DEMO_PASSWORD, address)).toMatchObject({ success: true });
  });

  it('locks a username after 10 wrong passwords, from any address, existing or not', async () => {
    for (const username of ['player03', 'nobody-at-all']) {
      for (let attempt = 0; attempt < defaultRateLimits.loginFailuresPerAccount; attempt++) {
        // Three wrong passwords ask for a captcha (known name or not), answered before the password:
        // not this test's subject.
        sandbox.ctx.db.prepare('UPDATE members SET failed_logins = 0').run();
        sandbox.ctx.unknownLoginFailures.clear();
        expect(await login(username, 'Wrong1234', newAddress())).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      // The lock answers before the captcha and the password, the same for both names.
      expect(await login(username, DEMO_PASSWORD, newAddress())).toMatchObject(tooMany);
    }
    sandbox.advance(RATE_WINDOW_MS);
    sandbox.ctx.db.prepare(`UPDATE members SET failed_logins = 0 WHERE username = 'player03'`).run();
    expect(await login('player03', DEMO_PASSWORD, newAddress())).toMatchObject({ success: true });
  });

  it('limits SMS codes per address, whatever the number', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < defaultRateLimits.smsPerAddress; attempt++) {
      const mobileNum = `91700${String(attempt).padStart(5, '0')}`;
      expect(await call('smsLoginCode', { mobileNum, countryDialingCode: '+63' }, { address })).not.toMatchObject(
        tooMany,
      );
    }
    const refused = await call(
      'registerSms',
      { mobileNum: '9175550000', countryDialingCode: '+63' },
      { address, language: 'TY' },
    );
    expect(refused).toMatchObject({
      ...tooMany,
      message: 'Masyadong maraming kahilingan, subukang muli pagkalipas ng 5 minuto.',
    });
  });

  it('limits free-play accounts per address', async () => {
    const address = newAddress();
    const freePlay = () => call('freePlay', { loginDeviceId: 'rates' }, { address, merchant: 'EMBER' });
    for (let attempt = 0; attempt < defaultRateLimits.freePlayPerAddress; attempt++)
      expect(await freePlay()).toMatchObject({ success: true });
    expect(await freePlay()).toMatchObject(tooMany);
    sandbox.advance(RATE_WINDOW_MS);
    expect(await freePlay()).toMatchObject({ success: true });
  });

  it('leaves the machine’s own address unlimited in test mode (the end-to-end tier)', async () => {
    for (let attempt = 0; attempt <= defaultRateLimits.loginPerAddress + 5; attempt++)
      expect(await login('demo', '', '127.0.0.1')).not.toMatchObject(tooMany);
  });

  it('reads SANDBOX_RATE_LIMITS, refusing a limit it does not know', () => {
    expect(parseRateLimits(undefined)).toEqual(defaultRateLimits);
    expect(parseRateLimits('{"loginPerAddress":500}')).toEqual({ ...defaultRateLimits, loginPerAddress: 500 });
    expect(() => parseRateLimits('{"logins":5}')).toThrow(/SANDBOX_RATE_LIMITS/);
    expect(() => parseRateLimits('{"smsPerAddress":0}')).toThrow(/SANDBOX_RATE_LIMITS/);
  });
});
