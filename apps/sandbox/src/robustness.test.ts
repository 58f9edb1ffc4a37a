/**
 * Bad input never crashes the sandbox and never changes a balance: every row of the endpoint table
 * gets a battery of malformed requests, signed in, and must answer with an envelope and no 5xx.
 */
import { endpoints, type EndpointName } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.login('demo');
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const hostileQueries = [
  'pageNo=-1&pageSize=abc&amount=NaN',
  'pageSize=100000&gameType=%00&vassalage=%27%3B%20DROP%20TABLE%20games%3B--',
  'gameCode=&count=-5&rewardId=1e309&t=x',
  `gameName=${'x'.repeat(5_000)}&minBet=-0.5&accountType=7&launchMode=GLS`,
];

const hostileBodies = [
  '',
  'not json at all',
  'null',
  '{"amount":"lots","toUsername":{"$ne":null}}',
  '{"amount":-100,"channel":"bank","fromWallet":"MAIN","toWallet":"MAIN"}',
  '{"amount":1e308,"paymentPassword":"135790"}',
  '{"ids":[],"rewardId":"1 OR 1=1","quantity":-1,"points":0.5,"password":""}',
  '{"action":"terminate","contractId":"abc","withdrawalId":null,"result":"maybe"}',
  `{"content":"${'word '.repeat(2_000)}","images":["data:image/gif;base64,R0lGOD"],"type":"x"}`,
];

function books() {
  const { db } = sandbox.ctx;
  return {
    // Per member: consolidating game wallets into the main one needs no input and is allowed.
    balances: db
      .prepare('SELECT member_id, SUM(balance_cents) AS cents FROM wallets GROUP BY member_id ORDER BY member_id')
      .all(),
    points: db.prepare('SELECT id, points FROM members ORDER BY id').all(),
  };
}

// Logout last: it ends the session the rest are made with.
const names = (Object.keys(endpoints) as EndpointName[]).sort(
  (a, b) => Number(a === 'logout') - Number(b === 'logout'),
);

describe('hostile input', () => {
  let before: ReturnType<typeof books>;
  beforeAll(() => {
    before = books();
  });

  it.each(names)('%s answers with an envelope and never a 5xx', async (name) => {
    const { method, path } = endpoints[name];
    const attempts =
      method === 'GET'
        ? hostileQueries.map((query) => ({ url: `${path}?${query}`, body: undefined, contentType: 'application/json' }))
        : [
            ...hostileBodies.map((body) => ({ url: path, body, contentType: 'application/json' })),
            // The same text sent as a form: the sandbox must not take it for JSON, nor trip over it.
            ...hostileBodies
              .slice(4, 7)
              .map((body) => ({ url: path, body, contentType: 'application/x-www-form-urlencoded' })),
          ];
    await Promise.all(
      attempts.map(async ({ url, body, contentType }) => {
        const response = await sandbox.raw(url, {
          method,
          token,
          body,
          headers: { 'Content-Type': contentType, Encryption: 'zz' },
        });
        const context = `${method} ${url.slice(0, 80)} ${String(body).slice(0, 60)} (${contentType})`;
        expect(response.status, context).toBeLessThan(500);
        const envelope = (await response.json()) as { success: boolean; message?: string };
        expect(typeof envelope.success, context).toBe('boolean');
        if (!envelope.success) expect(envelope.message, context).toEqual(expect.any(String));
      }),
    );
  });

  it('moved no money and no points on the way', () => {
    expect(books()).toEqual(before);
  });

  it('takes an unknown Language header as English, and an unknown merchant as a clear refusal', async () => {
    const response = await sandbox.raw(endpoints.countries.path, { headers: { Language: 'XX' } });
    expect(((await response.json()) as { value: { name: string }[] }).value[0]!.name).toBe('Philippines');
    const unknown = await sandbox.raw(endpoints.countries.path, { merchant: 'NOBODY' });
    expect(await unknown.json()).toEqual({ success: false, message: 'Unknown merchant.' });
  });
});
