import { randomInt } from 'node:crypto';
import type { redEnvelopeStates } from '@lobbykit/platform/endpoints/rewards';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { Lang } from '../texts.ts';
import { recordBonus } from './bonuses.ts';
import { applyMoves, fromCents, MAIN_WALLET } from './wallet.ts';

interface EnvelopeRow {
  id: number;
  title: string;
  title_en: string;
  title_ty: string;
  turnover_multiple: number | null;
  min_cents: number;
  max_cents: number;
  start_time: number;
  end_time: number;
  amount_cents: number | null;
  opened_at: number | null;
}

const envelopeSelect = (lang: Lang) => `
  SELECT e.id, e.title_${lang} AS title, e.title_en, e.title_ty, e.turnover_multiple, e.min_cents, e.max_cents, e.start_time, e.end_time,
         o.amount_cents, o.opened_at
  FROM red_envelopes e LEFT JOIN red_envelope_opens o ON o.envelope_id = e.id AND o.member_id = ?`;

function stateOf(row: EnvelopeRow, now: number): (typeof redEnvelopeStates)[number] {
  if (row.opened_at !== null) return 'opened';
  if (now < row.start_time) return 'upcoming';
  if (now > row.end_time) return 'ended';
  return 'open';
}

const envelopeValue = (row: EnvelopeRow, now: number) => ({
  envelopeId: row.id,
  title: row.title,
  startTime: row.start_time,
  endTime: row.end_time,
  minAmount: fromCents(row.min_cents),
  maxAmount: fromCents(row.max_cents),
  state: stateOf(row, now),
  amount: row.amount_cents === null ? null : fromCents(row.amount_cents),
  openedAt: row.opened_at,
});

export function listEnvelopes(db: Db, memberId: number, merchant: string, lang: Lang, now: number) {
  const rows = db
    .prepare(`${envelopeSelect(lang)} WHERE e.merchant = ? ORDER BY e.start_time DESC`)
    .all(memberId, merchant) as EnvelopeRow[];
  // What the member can act on first: open ones, then opened, coming, ended (latest start first in each).
  const rank = { open: 0, opened: 1, upcoming: 2, ended: 3 } as const;
  return rows.map((row) => envelopeValue(row, now)).sort((a, b) => rank[a.state] - rank[b.state]);
}

/**
 * Opens an envelope: once per member, within its window, for a random whole-cent amount in its
 * range, credited to the main wallet as a `red-envelope` ledger line.
 */
export function openEnvelope(
  db: Db,
  member: { id: number; merchant: string },
  envelopeId: number,
  lang: Lang,
  now: number,
) {
  const select = db.prepare(`${envelopeSelect(lang)} WHERE e.merchant = ? AND e.id = ?`);
  const row = select.get(member.id, member.merchant, envelopeId) as EnvelopeRow | undefined;
  if (!row) throw new Refusal('INVALID_INPUT', 'envelope_not_found');
  const state = stateOf(row, now);
  if (state === 'opened') throw new Refusal('OPERATION_NOT_ALLOWED', 'envelope_opened');
  if (state === 'upcoming') throw new Refusal('OPERATION_NOT_ALLOWED', 'envelope_not_started');
  if (state === 'ended') throw new Refusal('OPERATION_NOT_ALLOWED', 'envelope_ended');
  const amountCents = randomInt(row.min_cents, row.max_cents + 1);
  db.transaction(() => {
    // The primary key refuses a second open that raced past the check above.
    const opened = db
      .prepare(
        'INSERT OR IGNORE INTO red_envelope_opens (envelope_id, member_id, amount_cents, opened_at) VALUES (?, ?, ?, ?)',
      )
      .run(row.id, member.id, amountCents, now).changes;
    if (!opened) throw new Refusal('OPERATION_NOT_ALLOWED', 'envelope_opened');
    recordBonus(
      db,
      {
        memberId: member.id,
        source: 'red-envelope',
        titleEn: row.title_en,
        titleTy: row.title_ty,
        amountCents,
        turnoverMultiple: row.turnover_multiple,
        reference: `E${row.id}`,
      },
      now,
    );
    applyMoves(
      db,
      [
        {
          memberId: member.id,
          wallet: MAIN_WALLET,
          deltaCents: amountCents,
          kind: 'red-envelope',
          reference: `E${row.id}`,
        },
      ],
      now,
    );
  })();
  return { envelope: envelopeValue(select.get(member.id, member.merchant, row.id) as EnvelopeRow, now), amountCents };
}
