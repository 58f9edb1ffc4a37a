import type { contractKinds, endpoints } from '@lobbykit/platform';
import type { z } from 'zod/mini';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { MemberCall } from '../routing.ts';
import { settleDue } from './contract-settlement.ts';
import { findMember, isAgent, type MemberRow } from './members.ts';
import { fromCents, toCents } from './wallet.ts';

type Kind = (typeof contractKinds)[number];
type ContractInput = z.output<typeof endpoints.dividendContract.request>;

/** The highest rate a top agent (type 1 or 2) without a contract of its own may offer, per kind (percent). */
const maxRate: Record<Kind, number> = { dividend: 50, daily: 3, hourly: 2, realtime: 1 };
/** Sub-agents offer only within their upline's terms: without a contract of the kind, nothing. */
const SUB_AGENT_TYPES: readonly number[] = [41, 42];

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
  termination_requested_by: number | null;
  requested_by: string | null;
}

interface SettlementRow {
  id: number;
  contract_id: number;
  kind: Kind;
  period_start: number;
  period_end: number;
  active_members: number;
  base_cents: number;
  amount_cents: number;
  created_at: number;
}

const selectContracts = `SELECT c.*, u.username AS upline, d.username AS downline, r.username AS requested_by FROM contracts c
  JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id
  LEFT JOIN members r ON r.id = c.termination_requested_by`;

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
    terminationRequestedBy: row.requested_by,
  };
}

export function settlementValue(row: SettlementRow) {
  return {
    settlementId: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    activeMembers: row.active_members,
    base: fromCents(row.base_cents),
    amount: fromCents(row.amount_cents),
    settledAt: row.created_at,
  };
}

/** The settlements the member's contracts made, newest first (the contract page's history, my income). */
export function settlementsOf(db: Db, memberId: number, options: { kind?: Kind; from?: number; to?: number }) {
  const rows = db
    .prepare(
      `SELECT * FROM contract_settlements WHERE member_id = ? AND (? IS NULL OR kind = ?)
       AND created_at BETWEEN ? AND ? ORDER BY period_start DESC, id DESC LIMIT 200`,
    )
    .all(
      memberId,
      options.kind ?? null,
      options.kind ?? null,
      options.from ?? 0,
      options.to ?? Number.MAX_SAFE_INTEGER,
    ) as SettlementRow[];
  return rows.map(settlementValue);
}

/** The highest rate the member may offer a downline now: their own active terms, else the cap of their type. */
function offerCap(db: Db, member: MemberRow, kind: Kind): number {
  if (!isAgent(member)) return 0;
  const own = db
    .prepare(`SELECT rate FROM contracts WHERE downline_id = ? AND kind = ? AND status IN ('active', 'terminating')`)
    .get(member.id, kind) as { rate: number } | undefined;
  if (own) return own.rate;
  return SUB_AGENT_TYPES.includes(member.account_type) ? 0 : maxRate[kind];
}

/**
 * One contract call (spec §6): the upline offers, the downline accepts or rejects; either party
 * asks to end an active contract and the other confirms or keeps it (an offer not yet answered is
 * withdrawn at once). Accepting ends the downline's own contracts of that kind whose rate is above
 * the new one. Every call settles what is due first, so the history it returns is current.
 */
export function processContract(call: MemberCall, kind: Kind, input: ContractInput) {
  const { ctx, member, merchant, now } = call;
  const { db } = ctx;
  settleDue(db, now);
  const find = (id: unknown) =>
    db
      .prepare(`${selectContracts} WHERE c.id = ? AND c.kind = ? AND c.merchant = ?`)
      .get(Number(id), kind, merchant.code) as ContractRow | undefined;
  const setStatus = (id: number, status: string) =>
    db
      .prepare('UPDATE contracts SET status = ?, termination_requested_by = NULL, updated_at = ? WHERE id = ?')
      .run(status, now, id);
  const party = (contract: ContractRow | undefined) => {
    if (!contract || (contract.upline_id !== member.id && contract.downline_id !== member.id)) {
      throw new Refusal('INVALID_INPUT', 'contract_not_found');
    }
    return contract;
  };

  db.transaction(() => {
    switch (input.action) {
      case 'list':
        return;
      case 'offer': {
        if (!isAgent(member)) throw new Refusal('NOT_AGENT', 'not_agent');
        const downline = input.downline ? findMember(db, merchant.code, input.downline.trim()) : undefined;
        if (!downline || downline.upline_id !== member.id)
          throw new Refusal('OPERATION_NOT_ALLOWED', 'not_your_downline');
        const cap = offerCap(db, member, kind);
        if (cap <= 0) throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_no_terms');
        if (input.rate === undefined || input.rate <= 0 || input.rate > cap) {
          throw new Refusal('INVALID_INPUT', 'contract_rate', { params: { max: cap } });
        }
        const pending = db
          .prepare(
            `SELECT 1 FROM contracts WHERE upline_id = ? AND downline_id = ? AND kind = ? AND status IN ('offered', 'active', 'terminating')`,
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
          `UPDATE contracts SET status = 'terminated', termination_requested_by = NULL, updated_at = ?
           WHERE downline_id = ? AND kind = ? AND status IN ('active', 'terminating')`,
        ).run(now, member.id, kind);
        db.prepare(
          `UPDATE contracts SET status = 'terminated', termination_requested_by = NULL, updated_at = ?
           WHERE upline_id = ? AND kind = ? AND status IN ('active', 'terminating', 'offered') AND rate > ?`,
        ).run(now, member.id, kind, contract.rate);
        setStatus(contract.id, 'active');
        // Earnings start with the acceptance: the first window is the rest of the current one.
        return void db.prepare('UPDATE contracts SET settled_until = ? WHERE id = ?').run(now, contract.id);
      }
      case 'terminate': {
        const contract = party(find(input.contractId));
        if (contract.status === 'offered') {
          if (contract.upline_id !== member.id) throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_state');
          return void setStatus(contract.id, 'terminated');
        }
        if (contract.status !== 'active') throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_state');
        return void db
          .prepare(
            `UPDATE contracts SET status = 'terminating', termination_requested_by = ?, updated_at = ? WHERE id = ?`,
          )
          .run(member.id, now, contract.id);
      }
      case 'confirmTermination':
      case 'keepContract': {
        const contract = party(find(input.contractId));
        // Only the other party answers a request to end.
        if (contract.status !== 'terminating' || contract.termination_requested_by === member.id) {
          throw new Refusal('OPERATION_NOT_ALLOWED', 'contract_state');
        }
        return void setStatus(contract.id, input.action === 'confirmTermination' ? 'terminated' : 'active');
      }
    }
  })();

  const rows = db
    .prepare(
      `${selectContracts} WHERE c.merchant = ? AND c.kind = ? AND (c.upline_id = ? OR c.downline_id = ?) ORDER BY c.created_at DESC, c.id DESC`,
    )
    .all(merchant.code, kind, member.id, member.id) as ContractRow[];
  return {
    contracts: rows.map(toValue),
    maxRate: offerCap(db, member, kind),
    settlements: settlementsOf(db, member.id, { kind }).slice(0, 50),
  };
}
