import { endpoints } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import { changeOwnMessages, messagePreview, unreadCount } from '../services/inbox.ts';
import type { MemberRow } from '../services/members.ts';
import { verifyPassword } from '../services/passwords.ts';
import { applyMoves, fromCents, MAIN_WALLET, sumBalanceCents } from '../services/wallet.ts';
import type { Router } from '../routing.ts';
import type { Lang } from '../texts.ts';
import { ASSETS_PATH } from './system.ts';
import { requireRealAccount } from './wallet.ts';

const MIN_CONVERT = 100;

interface MessageRow {
  id: number;
  title: string;
  content: string;
  template: string;
  read: number;
  createTime: number;
}

const messageColumns = (lang: Lang) =>
  `SELECT id, title_${lang} AS title, content_${lang} AS content, template, read, created_at AS createTime FROM messages`;

/** Redeem and convert need the member's password again (spec §7: password check). */
async function checkPassword(member: MemberRow, password: string) {
  if (!(await verifyPassword(password, member.password_hash)))
    throw new Refusal('INVALID_CREDENTIALS', 'password_check_failed');
}

function changePoints(db: Db, member: MemberRow, delta: number, remark: [string, string], now: number) {
  const { points } = db
    .prepare('UPDATE members SET points = points + ? WHERE id = ? RETURNING points')
    .get(delta, member.id) as {
    points: number;
  };
  db.prepare(
    'INSERT INTO point_ledger (member_id, delta, balance_after, remark_en, remark_ty, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(member.id, delta, points, remark[0], remark[1], now);
  return points;
}

function currentPoints(db: Db, memberId: number) {
  return (db.prepare('SELECT points FROM members WHERE id = ?').get(memberId) as { points: number }).points;
}

export function inboxPointsRoutes(router: Router) {
  router.member(endpoints.unreadCount, (_input, { ctx, member }) => unreadCount(ctx.db, member.id));

  router.member(endpoints.messages, (input, { ctx, member, lang }) => {
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ?').get(member.id) as {
      n: number;
    };
    const rows = ctx.db
      .prepare(`${messageColumns(lang)} WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(member.id, input.pageSize, (input.pageNo - 1) * input.pageSize) as MessageRow[];
    return {
      list: rows.map(({ content, ...row }) => ({ ...row, preview: messagePreview(content), read: row.read === 1 })),
      totalPages: Math.ceil(n / input.pageSize),
    };
  });

  router.member(endpoints.messageDetail, (input, { ctx, member, lang }) => {
    const row = ctx.db
      .prepare(`${messageColumns(lang)} WHERE id = ? AND member_id = ?`)
      .get(Number(input.id), member.id) as MessageRow | undefined;
    if (!row) throw new Refusal('INVALID_INPUT', 'message_not_found');
    return { ...row, read: row.read === 1 };
  });

  router.member(endpoints.markMessagesRead, (input, { ctx, member }) => {
    changeOwnMessages(ctx.db, member.id, input.ids, 'UPDATE messages SET read = 1 WHERE id = ? AND member_id = ?');
    return { unread: unreadCount(ctx.db, member.id) };
  });

  router.member(endpoints.markAllMessagesRead, (_input, { ctx, member }) => {
    ctx.db.prepare('UPDATE messages SET read = 1 WHERE member_id = ? AND read = 0').run(member.id);
    return { unread: unreadCount(ctx.db, member.id) };
  });

  router.member(endpoints.deleteMessages, (input, { ctx, member }) => {
    const deleted = changeOwnMessages(
      ctx.db,
      member.id,
      input.ids,
      'DELETE FROM messages WHERE id = ? AND member_id = ?',
    );
    return { deleted, unread: unreadCount(ctx.db, member.id) };
  });

  router.member(endpoints.pointBalance, (_input, { ctx, member, merchant }) => ({
    points: currentPoints(ctx.db, member.id),
    ratio: merchant.settings.pointsRatio,
  }));

  router.member(endpoints.pointRewards, (_input, { ctx, merchant, lang }) =>
    (
      ctx.db
        .prepare(
          `SELECT id, name_${lang} AS name, points_required, amount_required_cents, redeem_amount_cents, stock
           FROM point_rewards WHERE merchant = ? ORDER BY sort`,
        )
        .all(merchant.code) as {
        id: number;
        name: string;
        points_required: number;
        amount_required_cents: number;
        redeem_amount_cents: number;
        stock: number;
      }[]
    ).map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: `${ASSETS_PATH}/rewards/${row.id}.svg`,
      pointsRequired: row.points_required,
      amountRequired: fromCents(row.amount_required_cents),
      redeemAmount: fromCents(row.redeem_amount_cents),
      stock: row.stock,
    })),
  );

  router.member(endpoints.redeemPointReward, async (input, { ctx, member, merchant, now }) => {
    requireRealAccount(member);
    await checkPassword(member, input.password);
    const reward = ctx.db
      .prepare('SELECT id, name_en, name_ty, points_required, stock FROM point_rewards WHERE id = ? AND merchant = ?')
      .get(Number(input.rewardId), merchant.code) as
      { id: number; name_en: string; name_ty: string; points_required: number; stock: number } | undefined;
    if (!reward) throw new Refusal('INVALID_INPUT', 'reward_not_found');
    const cost = reward.points_required * input.quantity;
    return ctx.db.transaction(() => {
      const stock = ctx.db.prepare('SELECT stock FROM point_rewards WHERE id = ?').get(reward.id) as { stock: number };
      if (stock.stock < input.quantity) throw new Refusal('OPERATION_NOT_ALLOWED', 'out_of_stock');
      if (currentPoints(ctx.db, member.id) < cost) throw new Refusal('OPERATION_NOT_ALLOWED', 'points_short');
      ctx.db.prepare('UPDATE point_rewards SET stock = stock - ? WHERE id = ?').run(input.quantity, reward.id);
      const points = changePoints(
        ctx.db,
        member,
        -cost,
        [`Redeemed: ${reward.name_en}`, `Na-redeem: ${reward.name_ty}`],
        now,
      );
      const referenceNo = `RP${merchant.code.slice(0, 2)}${now.toString(36).toUpperCase()}${member.id}`;
      ctx.db
        .prepare(
          `INSERT INTO redeem_records (reference_no, member_id, reward_id, quantity, points, status, applied_at) VALUES (?, ?, ?, ?, ?, 'processing', ?)`,
        )
        .run(referenceNo, member.id, reward.id, input.quantity, cost, now);
      return { referenceNo, points };
    })();
  });

  router.member(endpoints.redeemRecords, (input, { ctx, member, lang }) => {
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM redeem_records WHERE member_id = ?').get(member.id) as {
      n: number;
    };
    const list = ctx.db
      .prepare(
        `SELECT r.reference_no AS referenceNo, r.applied_at AS appliedAt, 'reward' AS type, p.name_${lang} AS name,
           r.quantity, r.points, r.status
         FROM redeem_records r JOIN point_rewards p ON p.id = r.reward_id
         WHERE r.member_id = ? ORDER BY r.applied_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(member.id, input.pageSize, (input.pageNo - 1) * input.pageSize);
    return { list, totalPages: Math.ceil(n / input.pageSize) };
  });

  router.member(endpoints.pointConfig, (_input, { merchant, lang }) => {
    const ratio = merchant.settings.pointsRatio;
    const rules =
      lang === 'ty'
        ? `<p>Makakuha ng 1 puntos sa bawat 10 na valid na taya. Hindi nag-e-expire ang puntos.</p><p>${ratio} puntos = 1 ${merchant.settings.currency}.</p>`
        : `<p>Earn 1 point for every 10 of valid bets. Points never expire.</p><p>${ratio} points = 1 ${merchant.settings.currency}.</p>`;
    return {
      ratio,
      minConvert: MIN_CONVERT,
      rules,
      exchangeRates: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'].map((level, index) => ({
        level,
        points: ratio,
        amount: Math.round((1 + index * 0.05) * 100) / 100,
      })),
    };
  });

  router.member(endpoints.pointTransactions, (input, { ctx, member, lang }) => {
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM point_ledger WHERE member_id = ?').get(member.id) as {
      n: number;
    };
    const list = ctx.db
      .prepare(
        `SELECT created_at AS time, delta AS changedPoints, balance_after AS pointsBalance, remark_${lang} AS remark
         FROM point_ledger WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(member.id, input.pageSize, (input.pageNo - 1) * input.pageSize);
    return { list, totalPages: Math.ceil(n / input.pageSize) };
  });

  router.member(endpoints.convertPoints, async (input, { ctx, member, merchant, now }) => {
    requireRealAccount(member);
    if (input.points < MIN_CONVERT)
      throw new Refusal('INVALID_INPUT', 'points_minimum', { params: { min: MIN_CONVERT } });
    await checkPassword(member, input.password);
    const cents = Math.floor((input.points * 100) / merchant.settings.pointsRatio);
    const points = ctx.db.transaction(() => {
      if (currentPoints(ctx.db, member.id) < input.points) throw new Refusal('OPERATION_NOT_ALLOWED', 'points_short');
      const left = changePoints(ctx.db, member, -input.points, ['Converted to balance', 'Na-convert sa balanse'], now);
      applyMoves(
        ctx.db,
        [
          {
            memberId: member.id,
            wallet: MAIN_WALLET,
            deltaCents: cents,
            kind: 'points',
            reference: `${input.points} points`,
          },
        ],
        now,
      );
      return left;
    })();
    return { points, amount: fromCents(cents), sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)) };
  });
}
