import { defaultWeakPassword, type DepositChannel } from '@lobbykit/platform';
import { merchants } from '../../merchants.ts';
import { hashPassword } from '../../services/passwords.ts';
import { toCents } from '../../services/wallet.ts';
import type { Db } from '../database.ts';
import {
  accounts,
  DEMO_PASSWORD,
  DEMO_PASSWORD_CHANGED_DAYS_AGO,
  DEMO_PAYMENT_PASSWORD,
  type AccountSeed,
} from './accounts.ts';
import { day, minute } from './random.ts';
import { referralWalletEvents, seedReferrals } from './referrals.ts';

interface WalletEvent {
  at: number;
  deltaCents: number;
  kind: string;
  reference: string;
}

/**
 * Writes a wallet whose ledger adds up to its balance: an opening entry, then each event in time
 * order. The invariant `sum(ledger) = balance` holds from the first start.
 */
export function seedWallet(
  db: Db,
  memberId: number,
  wallet: string,
  balanceCents: number,
  events: WalletEvent[],
  openedAt: number,
) {
  const opening = balanceCents - events.reduce((sum, event) => sum + event.deltaCents, 0);
  if (opening < 0) throw new Error(`wallet ${wallet} of member ${memberId} would open negative`);
  db.prepare('INSERT INTO wallets (member_id, wallet, balance_cents) VALUES (?, ?, ?)').run(
    memberId,
    wallet,
    balanceCents,
  );
  const insert = db.prepare(
    `INSERT INTO ledger (member_id, wallet, delta_cents, balance_after_cents, kind, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let running = opening;
  insert.run(memberId, wallet, opening, running, 'opening', 'seed', openedAt);
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    running += event.deltaCents;
    if (running < 0) throw new Error(`wallet ${wallet} of member ${memberId} would go negative at ${event.reference}`);
    insert.run(memberId, wallet, event.deltaCents, running, event.kind, event.reference, event.at);
  }
}

/**
 * The payout accounts of a seeded real account: a bank account, and for the showcase member a
 * GCash wallet too. The payee name is two words, which every brand's payee rule accepts.
 */
function seedPayoutAccounts(db: Db, memberId: number, account: AccountSeed, index: number, at: number): number {
  const insert = db.prepare(
    'INSERT INTO payout_accounts (member_id, channel, account_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const payee = account.showcase ? 'Juan Cruz' : `${(account.nickname ?? account.username).split(' ')[0]} Santos`;
  const bank = Number(insert.run(memberId, 'bank', `00451200${String(7301 + index)}`, payee, at).lastInsertRowid);
  if (account.showcase) insert.run(memberId, 'gcash', '09171234567', payee, at);
  return bank;
}

/**
 * The showcase member's payment history: deposits, two payouts awaiting confirmation (one for the
 * page to confirm, one for a test to report not received), a received, a forced and a rejected
 * one. Seeded payouts wait a week for their answer, so a demo started days after seeding finds them.
 */
function seedPaymentHistory(
  db: Db,
  memberId: number,
  payoutAccountId: number,
  channels: readonly DepositChannel[],
  now: number,
): WalletEvent[] {
  const events: WalletEvent[] = [];
  // On the brand's own channels, so every deposit in the history names one its page offers.
  const channel = (index: number) => channels[index % channels.length]!.code;
  const deposit = db.prepare(
    'INSERT INTO deposits (member_id, amount_cents, channel, status, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const deposits = [
    { amount: 1_000, ago: 10 * day, status: 'credited' },
    { amount: 2_000, ago: 5 * day, status: 'credited' },
    { amount: 3_000, ago: 4 * day, status: 'failed' },
    { amount: 500, ago: day, status: 'credited' },
  ] as const;
  for (const [index, { amount, ago, status }] of deposits.entries()) {
    const at = now - ago;
    const id = deposit.run(memberId, toCents(amount), channel(index), status, at, at + 2 * minute).lastInsertRowid;
    if (status === 'credited') events.push({ at, deltaCents: toCents(amount), kind: 'deposit', reference: `D${id}` });
  }
  const withdrawal = db.prepare(
    `INSERT INTO withdrawals (member_id, amount_cents, status, applied_at, processing_at, paid_at, confirm_before,
       received_cents, confirmed_at, rejected_at, payout_account_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const confirmWindow = 30 * minute;
  for (const [amount, status, ago] of [
    [300, 'paid', 10 * minute],
    [150, 'paid', 2 * 60 * minute],
    [800, 'received', 3 * day],
    [200, 'forced', 8 * day],
    [5_000, 'rejected', 4 * day - 12 * 60 * minute],
  ] as const) {
    const appliedAt = now - ago;
    const processingAt = appliedAt + minute;
    const rejected = status === 'rejected';
    const paidAt = rejected ? null : appliedAt + 2 * minute;
    const confirmBefore = paidAt === null ? null : status === 'paid' ? now + 7 * day : paidAt + confirmWindow;
    const received = status === 'received' || status === 'forced' ? toCents(amount) : null;
    const confirmedAt = status === 'received' ? paidAt! + 5 * minute : status === 'forced' ? confirmBefore : null;
    const id = withdrawal.run(
      memberId,
      toCents(amount),
      status,
      appliedAt,
      processingAt,
      paidAt,
      confirmBefore,
      received,
      confirmedAt,
      rejected ? processingAt : null,
      payoutAccountId,
    ).lastInsertRowid;
    events.push({ at: appliedAt, deltaCents: -toCents(amount), kind: 'withdrawal', reference: `W${id}` });
    if (rejected)
      events.push({ at: processingAt, deltaCents: toCents(amount), kind: 'withdrawal-refund', reference: `W${id}` });
  }
  return events;
}

export interface DemoHashes {
  demo: string;
  weak: string;
  payment: string;
}

/**
 * One hash per distinct demo password: the passwords are published in the README anyway, and
 * scrypt per account would make every fresh sandbox (and every test) seconds slower.
 */
export async function hashDemoPasswords(): Promise<DemoHashes> {
  const [demo, weak, payment] = await Promise.all(
    [DEMO_PASSWORD, defaultWeakPassword, DEMO_PAYMENT_PASSWORD].map((password) => hashPassword(password)),
  );
  return { demo: demo!, weak: weak!, payment: payment! };
}

export function seedMembers(db: Db, now: number, hashes: DemoHashes) {
  const insert = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, payment_password_hash, nickname, account_type, upline_id,
       to_upline, email, country_dialing_code, mobile_num, payee_name, affiliate_code, club_label, rank_level,
       member_labels, points, first_time_login, password_expires_at, registered_at, last_login_at, mobile_verified_at,
       email_verified_at, password_changed_at)
     VALUES (@merchant, @username, @passwordHash, @paymentHash, @nickname, @type, @uplineId, @toUpline, @email, @dialing,
       @mobile, @payeeName, @affiliateCode, @clubLabel, @rankLevel, @labels, @points, @firstTime, @expiresAt,
       @registeredAt, @lastLoginAt, @mobileVerifiedAt, @emailVerifiedAt, @passwordChangedAt)`,
  );
  const ids = new Map<string, number>();
  // Known before the account is written: the demo member's referral bonuses are dated by friends seeded after it.
  const registeredAtOf = (username: string) =>
    now - (120 - accounts.findIndex((account) => account.username === username) * 3) * day;
  for (const merchant of merchants) {
    accounts.forEach((account: AccountSeed, index) => {
      const registeredAt = registeredAtOf(account.username);
      // Verified the day after registering, unless the account has set nothing up yet.
      const verifiedAt = account.fresh ? null : registeredAt + day;
      const email = account.type === 4 ? null : `${account.username}@${merchant.code.toLowerCase()}.example`;
      const memberId = Number(
        insert.run({
          merchant: merchant.code,
          username: account.username,
          passwordHash: account.defaultPassword ? hashes.weak : hashes.demo,
          paymentHash: account.type === 4 || account.fresh ? null : hashes.payment,
          nickname: account.nickname ?? account.username,
          type: account.type,
          uplineId: account.upline ? ids.get(`${merchant.code}/${account.upline}`) : null,
          toUpline: account.toUpline ? 1 : 0,
          email,
          dialing: account.mobile ? '63' : null,
          mobile: account.mobile ?? null,
          payeeName: account.payeeName ?? null,
          affiliateCode: account.affiliateCode ?? null,
          clubLabel: account.clubLabel ?? null,
          rankLevel: account.rankLevel ?? 1,
          labels: JSON.stringify(account.labels ?? []),
          points: account.points ?? 0,
          firstTime: account.firstTimeLogin ? 1 : 0,
          expiresAt: account.passwordExpired ? now - day : null,
          registeredAt,
          lastLoginAt: account.firstTimeLogin ? null : now - (index % 5) * day - 2 * 60 * minute,
          mobileVerifiedAt: account.mobile ? verifiedAt : null,
          emailVerifiedAt: email ? verifiedAt : null,
          passwordChangedAt: account.showcase ? now - DEMO_PASSWORD_CHANGED_DAYS_AGO * day : null,
        }).lastInsertRowid,
      );
      ids.set(`${merchant.code}/${account.username}`, memberId);
      const real = account.type !== 4 && !account.fresh;
      const bank = real ? seedPayoutAccounts(db, memberId, account, index, registeredAt + day) : undefined;
      const history = [
        ...(account.showcase && bank
          ? seedPaymentHistory(db, memberId, bank, merchant.settings.depositChannels, now)
          : []),
        ...referralWalletEvents(db, merchant, { username: account.username, memberId, registeredAt }, registeredAtOf),
      ];
      if (account.turnoverOwed) {
        db.prepare('UPDATE members SET turnover_required_cents = ? WHERE id = ?').run(
          toCents(account.turnoverOwed),
          memberId,
        );
      }
      seedWallet(db, memberId, 'MAIN', toCents(account.balance), history, registeredAt);
      if (!merchant.settings.singleWallet) {
        for (const [wallet, amount] of Object.entries(account.vendorWallets ?? {})) {
          seedWallet(db, memberId, wallet, toCents(amount), [], registeredAt);
        }
      }
    });
    seedReferrals(db, merchant, ids, now);
  }
  return ids;
}
