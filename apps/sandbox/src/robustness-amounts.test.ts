/**
 * The hostile-input suite, amounts: every call that takes an amount, a count or a rate refuses a
 * figure out of range (negative, NaN, 1e14, Infinity, text, too many decimals) with the envelope and
 * a message naming the field, never a 5xx, and no money or points move. The calls are found in the
 * endpoint table itself, so a new call with an amount is covered without touching this file.
 */
import { endpoints, loadDesRsaEnvelope, MAX_AMOUNT, type Endpoint, type EndpointName } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refusal } from './envelope.ts';
import { toCents } from './services/wallet.ts';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.login('demo');
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const numericFields = ['amount', 'amountReceived', 'validBet', 'rate', 'activeMembers', 'quantity', 'points'];

interface Def {
  type: string;
  innerType?: { _zod: { def: Def } };
  shape?: Record<string, { _zod: { def: Def } }>;
  options?: { _zod: { def: Def } }[];
}
function fieldsOf(def: Def): string[] {
  if (def.innerType) return fieldsOf(def.innerType._zod.def);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => fieldsOf(option._zod.def));
  return [];
}

/** Every (call, field) pair of the endpoint table with an amount, a count or a rate. */
const targets = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
  const endpoint = endpoints[name] as Endpoint;
  const fields = new Set(fieldsOf((endpoint.request as unknown as { _zod: { def: Def } })._zod.def));
  return numericFields.filter((field) => fields.has(field)).map((field) => [name, field] as const);
});

/** JSON fragments; `JSON.parse('1e309')` is Infinity. Rates may have any decimals, so not 12.345. */
const badValues = (field: string) => [
  '-5',
  '"NaN"',
  '1e14',
  '1e309',
  '"100"',
  'null',
  ...(field === 'rate' ? [] : ['12.345']),
];
const badQueryValues = (field: string) => [
  '-5',
  'NaN',
  '100000000000000',
  'lots',
  ...(field === 'rate' ? [] : ['12.345']),
];

function books() {
  const { db } = sandbox.ctx;
  return {
    balances: db.prepare('SELECT member_id, wallet, balance_cents FROM wallets ORDER BY member_id, wallet').all(),
    points: db.prepare('SELECT id, points FROM members ORDER BY id').all(),
    ledger: db.prepare('SELECT COUNT(*) AS n FROM ledger').get(),
  };
}

async function send(name: EndpointName, field: string, value: string, language = 'EN') {
  const { method, path, encrypted } = endpoints[name];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Language: language };
  if (method === 'GET') {
    return sandbox.raw(`${path}?action=list&${field}=${encodeURIComponent(value)}`, { token, headers });
  }
  const text = `{"${field}":${value},"action":"offer","password":"Demo1234","fromWallet":"MAIN","toWallet":"EVO"}`;
  if (!encrypted) return sandbox.raw(path, { method, token, headers, body: text });
  const { desRsaEnvelope } = await loadDesRsaEnvelope();
  const sealed = desRsaEnvelope().seal(text, { modulusHex: sandbox.ctx.envelopeKey.modulusHex });
  return sandbox.raw(path, { method, token, headers: { ...headers, ...sealed.headers }, body: sealed.body });
}

describe('hostile amounts', () => {
  let before: ReturnType<typeof books>;
  beforeAll(() => {
    before = books();
  });

  it('finds every call that moves money or points in the endpoint table', () => {
    const names = new Set(targets.map(([name]) => name));
    for (const name of [
      'transfer',
      'transferUpline',
      'deposit',
      'withdraw',
      'confirmWithdrawal',
      'teamTransfer',
      'claimManualRebate',
      'convertPoints',
      'redeemPointReward',
      'realTimeSalaryContract',
    ])
      expect(names, name).toContain(name);
  });

  it.each(targets)('%s refuses a bad %s with the envelope and a clear message', async (name, field) => {
    const values = endpoints[name].method === 'GET' ? badQueryValues(field) : badValues(field);
    for (const value of values) {
      const response = await send(name, field, value);
      const context = `${name} ${field}=${value}`;
      expect(response.status, context).toBeLessThan(500);
      const envelope = (await response.json()) as { success: boolean; code?: string; message?: string };
      expect(envelope, context).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      expect(envelope.message, context).toMatch(
        /^The (amount|amount received|valid bet|rate|number of active members|quantity|points) (must|may) /,
      );
    }
  });

  it('says why in the caller language, with the bound formatted', async () => {
    const english = (await (await send('transfer', 'amount', '1e14')).json()) as { message: string };
    expect(english.message).toBe(`The amount may be at most ${MAX_AMOUNT.toLocaleString('en-US')}.`);
    const tagalog = (await (await send('withdraw', 'amount', '0.001', 'TY')).json()) as { message: string };
    expect(tagalog.message).toBe('Hanggang dalawang decimal lang ang halaga.');
    const whole = (await (await send('convertPoints', 'points', '2.5')).json()) as { message: string };
    expect(whole.message).toBe('The points must be a whole number.');
  });

  it('refuses out-of-range amounts on the admin calls too', async () => {
    for (const [path, body] of [
      ['/sandbox/admin/rewards', { username: 'demo', amount: 1e14 }],
      ['/sandbox/admin/rewards', { username: 'demo', amount: 1.234 }],
      ['/sandbox/admin/activities', { username: 'demo', promotionId: 1, decision: 'approve', amount: -1 }],
      ['/sandbox/admin/turnover', { username: 'demo', done: 1e14 }],
    ] as const) {
      const response = await sandbox.raw(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('keeps a last guard where amounts become cents', () => {
    expect(toCents(MAX_AMOUNT)).toBe(MAX_AMOUNT * 100);
    for (const bad of [1e300, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => toCents(bad)).toThrow(Refusal);
  });

  it('moved no money and no points on the way', () => {
    expect(books()).toEqual(before);
  });
});
