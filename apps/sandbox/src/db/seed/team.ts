import type { Db } from '../database.ts';
import type { DemoHashes } from './members.ts';
import { day, minute } from './random.ts';

/** The bench's agent: a team of over a thousand on AURORA (apps/sandbox/README.md names it). */
export const BIG_AGENT = 'bigagent';
const MERCHANT = 'AURORA';
const SUB_AGENTS = 10;
const DIRECT_PLAYERS = 190;
const PLAYERS_PER_SUB_AGENT = 100;

/**
 * `bigagent` (type 1) with 200 direct members, ten of them sub-agents (41) with 100 members each:
 * 1,200 downline members, two levels deep. Written with three prepared statements inside the
 * seed's one transaction, so a reset stays a few milliseconds longer, not seconds. Each member has
 * a balance with its opening ledger line, and every third one a deposit in the past week, so the
 * overview has figures to add up.
 */
export function seedBigTeam(db: Db, hashes: DemoHashes, now: number) {
  const member = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, payment_password_hash, nickname, account_type, upline_id,
       registered_at, last_login_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const wallet = db.prepare(`INSERT INTO wallets (member_id, wallet, balance_cents) VALUES (?, 'MAIN', ?)`);
  const ledger = db.prepare(
    `INSERT INTO ledger (member_id, wallet, delta_cents, balance_after_cents, kind, reference, created_at)
     VALUES (?, 'MAIN', ?, ?, ?, ?, ?)`,
  );
  let serial = 0;
  const add = (username: string, type: number, uplineId: number | null, balanceCents: number) => {
    serial += 1;
    const registeredAt = now - (400 - (serial % 400)) * day;
    const lastLogin = serial % 7 === 0 ? null : now - (serial % 60) * day - 3 * 60 * minute;
    const id = Number(
      member.run(MERCHANT, username, hashes.demo, hashes.payment, username, type, uplineId, registeredAt, lastLogin)
        .lastInsertRowid,
    );
    const deposit = serial % 3 === 0 ? Math.min(balanceCents, 10_000 + (serial % 50) * 1_000) : 0;
    wallet.run(id, balanceCents);
    ledger.run(id, balanceCents - deposit, balanceCents - deposit, 'opening', 'seed', registeredAt);
    if (deposit) ledger.run(id, deposit, balanceCents, 'deposit', `SEED${serial}`, now - (serial % 7) * day);
    return id;
  };
  const agent = add(BIG_AGENT, 1, null, 5_000_000);
  const balance = (n: number) => ((n * 7_919) % 500_000) + 2_000;
  for (let s = 1; s <= SUB_AGENTS; s++) {
    const subAgent = add(`crew${String(s).padStart(2, '0')}`, 41, agent, balance(s));
    for (let p = 1; p <= PLAYERS_PER_SUB_AGENT; p++) {
      add(`crew${String(s).padStart(2, '0')}p${String(p).padStart(3, '0')}`, 0, subAgent, balance(s * 1_000 + p));
    }
  }
  for (let p = 1; p <= DIRECT_PLAYERS; p++) add(`player${String(p).padStart(4, '0')}`, 0, agent, balance(p));
}
