import type { Db } from '../database.ts';
import { day } from './random.ts';
import { merchants } from '../../merchants.ts';
import { toCents } from '../../services/wallet.ts';

type Ids = Map<string, number>;

/** Contracts along the agency tree in every state. Team figures are computed from the records (routes/agent.ts). */
function seedAgencyOf(db: Db, ids: Ids, merchant: string, now: number) {
  const id = (username: string) => ids.get(`${merchant}/${username}`)!;
  const contract = db.prepare(
    `INSERT INTO contracts (merchant, kind, upline_id, downline_id, rate, active_members, valid_bet_cents, period, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: [
    kind: string,
    upline: string,
    downline: string,
    rate: number,
    active: number,
    validBet: number,
    period: string,
    status: string,
  ][] = [
    ['dividend', 'master', 'agent1', 40, 5, 50_000, 'semimonthly', 'active'],
    ['dividend', 'master', 'agent2', 35, 5, 50_000, 'semimonthly', 'active'],
    ['dividend', 'agent1', 'agent41', 30, 3, 20_000, 'semimonthly', 'active'],
    ['dividend', 'agent1', 'agent42', 25, 3, 20_000, 'monthly', 'offered'],
    ['daily', 'master', 'agent1', 1.2, 10, 10_000, 'daily', 'active'],
    ['daily', 'agent1', 'agent41', 0.8, 5, 5_000, 'daily', 'offered'],
    ['hourly', 'master', 'agent2', 0.5, 2, 1_000, 'daily', 'active'],
    ['hourly', 'agent1', 'agent42', 0.4, 2, 1_000, 'daily', 'rejected'],
    // One spin of the demo slot (P10) meets it: a real-time window an end-to-end test can earn.
    ['realtime', 'master', 'agent1', 0.3, 1, 10, 'daily', 'active'],
    ['realtime', 'agent2', 'player02', 0.2, 1, 500, 'weekly', 'terminated'],
  ];
  rows.forEach(([kind, upline, downline, rate, active, validBet, period, status], index) => {
    const created = now - (30 - index) * day;
    contract.run(
      merchant,
      kind,
      id(upline),
      id(downline),
      rate,
      active,
      toCents(validBet),
      period,
      status,
      created,
      created + day,
    );
  });
  // Running contracts settle from the moment the sandbox was seeded: no back pay for the seeded past.
  db.prepare(`UPDATE contracts SET settled_until = ? WHERE merchant = ? AND status = 'active'`).run(now, merchant);
}

export function seedAgency(db: Db, ids: Ids, now: number) {
  for (const { code } of merchants) seedAgencyOf(db, ids, code, now);
}
