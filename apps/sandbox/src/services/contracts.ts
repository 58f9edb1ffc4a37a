import type { contractKinds, endpoints } from '@lobbykit/platform';
import type { z } from 'zod/mini';
import { Refusal } from '../envelope.ts';
import type { MemberCall } from '../routing.ts';
import { findMember, isAgent } from './members.ts';
import { fromCents, toCents } from './wallet.ts';

type Kind = (typeof contractKinds)[number];
type ContractInput = z.output<typeof endpoints.dividendContract.request>;

/** The highest rate an upline without a contract of its own may offer, per kind (percent). */
const maxRate: Record<Kind, number> = { dividend: 50, daily: 3, hourly: 2, realtime: 1 };

interface ContractRow {
  id: number;
  kind: Kind;
  upline_id: number;
  downline_id: number;
  upline: string;
  downline: string;
  rate: number;
  active_members: number;
  valid_bet_cents: number;
  period: string;
  status: string;
  created_at: number;
}

const selectContracts = `SELECT c.*, u.username AS upline, d.username AS downline FROM contracts c
  JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

function toValue(row: ContractRow) {
  return {
    contractId: row.id,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    rate: row.rate,
    activeMembers: row.active_members,
    validBet: fromCents(row.valid_bet_cents),
    period: row.period,
    status: row.status,
    createdAt: row.created_at,
  };
}

/**
 * One contract call (spec §4): the upline offers or terminates, the downline accepts or rejects.
 * Accepting ends the downline's own contracts of that kind whose rate is above the new one.
 */
export function processContract(call: MemberCall, kind: Kind, input: ContractInput) {
  const { ctx, member, merchant, now } = call;
  const { db } = ctx;
  const find = (id: unknown) =>
    db
      .prepare(`${selectContracts} WHERE c.id = ? AND c.kind = ? AND c.merchant = ?`)
      .get(Number(id), kind, merchant.code) as ContractRow | undefined;
  const setStatus = (id: number, status: string) =>
    db.prepare('UPDATE contracts SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);

  db.transaction(() => {
    switch (input.action) {
      case 'list':
        return;
      case 'offer': {
        if (!isAgent(member)) throw new Refusal('NOT_AGENT', 'not_agent');
        const downline = input.downline ? findMember(db, merchant.code, input.downline.trim()) : undefined;
        if (!downline || downline.upline_id !== member.id)
          throw new Refusal('OPERATION_NOT_ALLOWED', 'not_your_downline');
        const own = db
          .prepare(`SELECT rate FROM contracts WHERE downline_id = ? AND kind = ? AND status = 'active'`)
          .get(member.id, kind) as { rate: number } | undefined;
        const cap = own?.rate ?? maxRate[kind];
        if (input.rate === undefined || input.rate <= 0 || input.rate > cap) {
          throw new Refusal('INVALID_INPUT', 'contract_rate', { params: { max: cap } });
        }
        const pending = db
          .prepare(
            `SELECT 1 FROM contracts WHERE upline_id = ? AND downline_id = ? AND kind = ? AND status IN ('offered', 'active')`,
          )
          .get(member.id, downline.id, kind);
        if (pending) throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_pending');
        db.prepare(
          `INSERT INTO contracts (merchant, kind, upline_id, downline_id, rate, active_members, valid_bet_cents, period, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'offered', ?, ?)`,
        ).run(
          merchant.code,
          kind,
          member.id,
          downline.id,
          input.rate,
          input.activeMembers ?? 1,
          toCents(input.validBet ?? 0),
          input.period ?? (kind === 'dividend' ? 'semimonthly' : 'daily'),
          now,
          now,
        );
        return;
      }
      case 'accept':
      case 'reject': {
        const contract = find(input.contractId);
        if (!contract || contract.downline_id !== member.id) throw new Refusal('INVALID_INPUT', 'contract_not_found');
        if (contract.status !== 'offered') throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_state');
        if (input.action === 'reject') return void setStatus(contract.id, 'rejected');
        db.prepare(
          `UPDATE contracts SET status = 'terminated', updated_at = ? WHERE downline_id = ? AND kind = ? AND status = 'active'`,
        ).run(now, member.id, kind);
        db.prepare(
          `UPDATE contracts SET status = 'terminated', updated_at = ? WHERE upline_id = ? AND kind = ? AND status IN ('active', 'offered') AND rate > ?`,
        ).run(now, member.id, kind, contract.rate);
        return void setStatus(contract.id, 'active');
      }
      case 'terminate': {
        const contract = find(input.contractId);
        if (!contract || (contract.upline_id !== member.id && contract.downline_id !== member.id)) {
          throw new Refusal('INVALID_INPUT', 'contract_not_found');
        }
        if (!['offered', 'active'].includes(contract.status))
          throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_state');
        return void setStatus(contract.id, 'terminated');
      }
    }
  })();

  const rows = db
    .prepare(
      `${selectContracts} WHERE c.merchant = ? AND c.kind = ? AND (c.upline_id = ? OR c.downline_id = ?) ORDER BY c.created_at DESC`,
    )
    .all(merchant.code, kind, member.id, member.id) as ContractRow[];
  return { contracts: rows.map(toValue) };
}
