import { endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { applyForActivity, listActivities } from '../services/activities.ts';
import { recordBonus } from '../services/bonuses.ts';
import { processContract } from '../services/contracts.ts';
import { listEnvelopes, openEnvelope } from '../services/red-envelopes.ts';
import { applyMoves, fromCents, MAIN_WALLET, sumBalanceCents } from '../services/wallet.ts';
import { requireRealAccount } from './wallet.ts';

interface RewardRow {
  id: number;
  title: string;
  amount_cents: number;
  status: string;
  kind: string;
  expires_at: number | null;
  claimed_at: number | null;
}

const rewardValue = (row: RewardRow) => ({
  id: row.id,
  title: row.title,
  amount: fromCents(row.amount_cents),
  status: row.status,
  kind: row.kind,
  expiresAt: row.expires_at,
  claimedAt: row.claimed_at,
});

export function rewardRoutes(router: Router) {
  router.member(endpoints.dividendContract, (input, call) => processContract(call, 'dividend', input));
  router.member(endpoints.dailySalaryContract, (input, call) => processContract(call, 'daily', input));
  router.member(endpoints.hourlySalaryContract, (input, call) => processContract(call, 'hourly', input));
  router.member(endpoints.realTimeSalaryContract, (input, call) => processContract(call, 'realtime', input));

  router.member(endpoints.rewardList, (_input, { ctx, member, lang, now }) => {
    ctx.db
      .prepare(`UPDATE rewards SET status = 'expired' WHERE member_id = ? AND status = 'claim' AND expires_at < ?`)
      .run(member.id, now);
    const rows = ctx.db
      .prepare(
        `SELECT id, title_${lang} AS title, amount_cents, status, kind, expires_at, claimed_at FROM rewards WHERE member_id = ? ORDER BY id`,
      )
      .all(member.id) as RewardRow[];
    return rows.map(rewardValue);
  });

  router.member(endpoints.raffleClaim, (input, { ctx, member, lang, now }) => {
    requireRealAccount(member);
    const select = ctx.db.prepare(
      `SELECT id, title_${lang} AS title, amount_cents, status, kind, expires_at, claimed_at FROM rewards WHERE id = ? AND member_id = ?`,
    );
    const reward = select.get(Number(input.rewardId), member.id) as RewardRow | undefined;
    if (!reward) throw new Refusal('INVALID_INPUT', 'reward_not_found');
    if (reward.status !== 'claim' || (reward.expires_at !== null && reward.expires_at < now)) {
      throw new Refusal('OPERATION_NOT_ALLOWED', 'reward_not_claimable');
    }
    ctx.db.transaction(() => {
      ctx.db.prepare(`UPDATE rewards SET status = 'claimed', claimed_at = ? WHERE id = ?`).run(now, reward.id);
      if (reward.amount_cents > 0) {
        const titles = ctx.db
          .prepare('SELECT title_en, title_ty, turnover_multiple FROM rewards WHERE id = ?')
          .get(reward.id) as { title_en: string; title_ty: string; turnover_multiple: number | null };
        recordBonus(
          ctx.db,
          {
            memberId: member.id,
            source: 'reward',
            titleEn: titles.title_en,
            titleTy: titles.title_ty,
            amountCents: reward.amount_cents,
            turnoverMultiple: titles.turnover_multiple,
            reference: `R${reward.id}`,
          },
          now,
        );
        applyMoves(
          ctx.db,
          [
            {
              memberId: member.id,
              wallet: MAIN_WALLET,
              deltaCents: reward.amount_cents,
              kind: 'reward',
              reference: `R${reward.id}`,
            },
          ],
          now,
        );
      }
    })();
    return {
      reward: rewardValue(select.get(reward.id, member.id) as RewardRow),
      sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
    };
  });

  router.member(endpoints.activityList, (_input, { ctx, member, lang, now }) =>
    listActivities(ctx.db, member.id, member.merchant, lang, now),
  );

  router.member(endpoints.applyActivity, (input, { ctx, member, lang, now }) => {
    requireRealAccount(member);
    return applyForActivity(ctx.db, member, { ...input, promotionId: Number(input.promotionId) }, lang, now);
  });

  router.member(endpoints.redEnvelopes, (_input, { ctx, member, lang, now }) =>
    listEnvelopes(ctx.db, member.id, member.merchant, lang, now),
  );

  router.member(endpoints.openRedEnvelope, (input, { ctx, member, lang, now }) => {
    requireRealAccount(member);
    const { envelope, amountCents } = openEnvelope(ctx.db, member, Number(input.envelopeId), lang, now);
    return { envelope, amount: fromCents(amountCents), sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)) };
  });
}
