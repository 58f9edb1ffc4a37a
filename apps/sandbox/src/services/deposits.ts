import { randomBytes } from 'node:crypto';
import type { DepositChannel } from '@lobbykit/platform';
import type { Merchant } from '../context.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import { formatAmount, sendMessage } from './inbox.ts';
import { rewardReferrer } from './referrals.ts';
import { applyMoves, fromCents, MAIN_WALLET, toCents } from './wallet.ts';

/** Served through the site's `/wps` forwarding, so the page opens on the site's own origin. */
export const PAYMENT_PAGE_PATH = '/wps/sandbox/pay';

export interface DepositRow {
  id: number;
  member_id: number;
  amount_cents: number;
  fee_cents: number;
  channel: string;
  status: 'pending' | 'credited' | 'failed';
  created_at: number;
  settled_at: number | null;
  pay_token: string | null;
  return_url: string | null;
}

export function depositValue(row: DepositRow) {
  return {
    depositId: row.id,
    amount: fromCents(row.amount_cents),
    fee: fromCents(row.fee_cents),
    channel: row.channel,
    status: row.status,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

export function findChannel(merchant: Merchant, code: string): DepositChannel {
  const channel = merchant.settings.depositChannels.find((candidate) => candidate.code === code);
  if (!channel) {
    const codes = merchant.settings.depositChannels.map((candidate) => candidate.code).join(', ');
    throw new Refusal('INVALID_INPUT', 'invalid_input', { params: { detail: `channel must be one of ${codes}` } });
  }
  return channel;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the payment page may send the player back to: a path on the site that opened it (the page
 * is served on the site's origin), or an http(s) address on one of the brand's domains (or a
 * subdomain), or on this machine for a site under development. Anything else would make the
 * payment page an open redirect.
 */
export function acceptedReturnUrl(merchant: Merchant, raw: string): string {
  const value = raw.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Refusal('INVALID_URL', 'return_url_invalid');
  }
  const host = url.hostname.toLowerCase();
  const ours =
    loopbackHosts.has(host) ||
    merchant.settings.domains.some(({ domain }) => host === domain || host.endsWith(`.${domain}`));
  if (!['http:', 'https:'].includes(url.protocol) || !ours || url.username || url.password) {
    throw new Refusal('INVALID_URL', 'return_url_invalid');
  }
  return url.href;
}

export function openDeposit(
  db: Db,
  memberId: number,
  channel: DepositChannel,
  amount: number,
  returnUrl: string,
  now: number,
): DepositRow {
  const token = randomBytes(18).toString('base64url');
  const id = db
    .prepare(
      `INSERT INTO deposits (member_id, amount_cents, fee_cents, channel, status, created_at, pay_token, return_url)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
    )
    .run(memberId, toCents(amount), toCents(channel.fee), channel.code, now, token, returnUrl).lastInsertRowid;
  return findDeposit(db, Number(id))!;
}

export function findDeposit(db: Db, id: number): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;
}

export function findDepositByToken(db: Db, token: string): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposits WHERE pay_token = ?').get(token) as DepositRow | undefined;
}

/**
 * Settles a pending deposit, once: the status moves only from pending, in the same transaction
 * as the ledger line and the inbox message, so a page submitted twice (or a page and an admin
 * call racing) credits it once. A settled deposit is answered as it is.
 */
export function settleDeposit(db: Db, id: number, outcome: 'credited' | 'failed', now: number): DepositRow {
  db.transaction(() => {
    const changed = db
      .prepare(`UPDATE deposits SET status = ?, settled_at = ? WHERE id = ? AND status = 'pending'`)
      .run(outcome, now, id).changes;
    if (!changed) return;
    const row = findDeposit(db, id)!;
    if (outcome === 'credited') {
      applyMoves(
        db,
        [
          {
            memberId: row.member_id,
            wallet: MAIN_WALLET,
            deltaCents: row.amount_cents,
            kind: 'deposit',
            reference: `D${id}`,
          },
        ],
        now,
      );
      // The brand's multiple of a deposit must be played before withdrawing (depositTurnover).
      db.prepare(
        `UPDATE members SET turnover_required_cents = turnover_required_cents + CAST(ROUND(? *
           COALESCE((SELECT json_extract(settings, '$.depositTurnover') FROM merchants WHERE code = members.merchant), 0)) AS INTEGER)
         WHERE id = ?`,
      ).run(row.amount_cents, row.member_id);
      rewardReferrer(db, row.member_id, row.amount_cents, now);
    }
    const template = outcome === 'credited' ? 'deposit-credited' : 'deposit-failed';
    sendMessage(db, row.member_id, template, { amount: formatAmount(row.amount_cents) }, now);
  })();
  return findDeposit(db, id)!;
}
