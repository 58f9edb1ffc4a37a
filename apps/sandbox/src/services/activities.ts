import { ACTIVITY_REMARK_MAX, type ActivityState } from '@lobbykit/platform/endpoints/rewards';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { Lang } from '../texts.ts';
import { readProofImages } from './proof-images.ts';

interface ActivityRow {
  promotion_id: number;
  title: string;
  summary: string;
  category: string;
  start_time: number;
  end_time: number | null;
  application_id: number | null;
  application_state: 'applying' | 'claim' | 'rejected' | null;
  remark: string | null;
  applied_at: number | null;
  reward_id: number | null;
  reward_status: string | null;
}

const activitySelect = (lang: Lang) => `
  SELECT p.id AS promotion_id, p.title_${lang} AS title, p.summary_${lang} AS summary, p.category,
         p.start_time, p.end_time, a.id AS application_id, a.state AS application_state, a.remark,
         a.applied_at, a.reward_id, r.status AS reward_status
  FROM promotions p
  LEFT JOIN activity_applications a ON a.promotion_id = p.id AND a.member_id = ?
  LEFT JOIN rewards r ON r.id = a.reward_id`;

/** What the member sees: their application's state, or the promotion's own when they have none. */
function stateOf(row: ActivityRow, now: number): ActivityState {
  if (row.application_state === 'claim') return row.reward_status === 'claim' ? 'claim' : 'claimed';
  if (row.application_state) return row.application_state;
  if (row.start_time > now) return 'comingSoon';
  if (row.end_time !== null && row.end_time < now) return 'closed';
  return 'joining';
}

const activityValue = (row: ActivityRow, now: number) => ({
  promotionId: row.promotion_id,
  title: row.title,
  summary: row.summary,
  category: row.category,
  startTime: row.start_time,
  endTime: row.end_time,
  state: stateOf(row, now),
  remark: row.remark,
  appliedAt: row.applied_at,
  rewardId: row.reward_id,
});

export function listActivities(db: Db, memberId: number, merchant: string, lang: Lang, now: number) {
  const rows = db
    .prepare(`${activitySelect(lang)} WHERE p.merchant = ? ORDER BY p.sort`)
    .all(memberId, merchant) as ActivityRow[];
  return rows.map((row) => activityValue(row, now));
}

function findActivity(db: Db, memberId: number, merchant: string, promotionId: number, lang: Lang) {
  return db
    .prepare(`${activitySelect(lang)} WHERE p.merchant = ? AND p.id = ?`)
    .get(memberId, merchant, promotionId) as ActivityRow | undefined;
}

export interface Application {
  promotionId: number;
  remark?: string | undefined;
  images: readonly string[];
}

/** Applies once per promotion, while it runs; the remark and images are checked as spec §5 says. */
export function applyForActivity(
  db: Db,
  member: { id: number; merchant: string },
  { promotionId, remark, images }: Application,
  lang: Lang,
  now: number,
) {
  const row = findActivity(db, member.id, member.merchant, promotionId, lang);
  if (!row) throw new Refusal('INVALID_INPUT', 'activity_not_found');
  if (row.application_id !== null) throw new Refusal('OPERATION_NOT_ALLOWED', 'activity_applied');
  if (stateOf(row, now) !== 'joining') throw new Refusal('OPERATION_NOT_ALLOWED', 'activity_not_open');
  const trimmed = remark?.trim() || null;
  if (trimmed && [...trimmed].length > ACTIVITY_REMARK_MAX) throw new Refusal('INVALID_INPUT', 'remark_too_long');
  const proofs = readProofImages(images);
  db.transaction(() => {
    const applicationId = db
      .prepare(
        `INSERT INTO activity_applications (member_id, promotion_id, state, remark, applied_at) VALUES (?, ?, 'applying', ?, ?)`,
      )
      .run(member.id, promotionId, trimmed, now).lastInsertRowid;
    const store = db.prepare('INSERT INTO activity_proofs (application_id, mime, data) VALUES (?, ?, ?)');
    for (const proof of proofs) store.run(applicationId, proof.mime, proof.data);
  })();
  return activityValue(findActivity(db, member.id, member.merchant, promotionId, lang)!, now);
}

/**
 * The operator's decision on an application still waiting. Approving gives a reward to claim (in
 * the reward centre, through the raffle claim call), valid for 7 days; rejecting ends it.
 */
export function decideApplication(
  db: Db,
  applicationId: number,
  decision: { approve: true; amountCents: number } | { approve: false },
  now: number,
): { state: string; rewardId: number | null } {
  const application = db
    .prepare(
      `SELECT a.id, a.member_id, a.state, p.title_en, p.title_ty FROM activity_applications a
       JOIN promotions p ON p.id = a.promotion_id WHERE a.id = ?`,
    )
    .get(applicationId) as
    { id: number; member_id: number; state: string; title_en: string; title_ty: string } | undefined;
  if (!application) throw new Error(`Unknown application ${applicationId}`);
  if (application.state !== 'applying') throw new Error(`Application ${applicationId} is already ${application.state}`);
  if (!decision.approve) {
    db.prepare(`UPDATE activity_applications SET state = 'rejected', decided_at = ? WHERE id = ?`).run(
      now,
      application.id,
    );
    return { state: 'rejected', rewardId: null };
  }
  return db.transaction(() => {
    const rewardId = grantReward(db, application.member_id, {
      kind: 'activity',
      titleEn: application.title_en,
      titleTy: application.title_ty,
      amountCents: decision.amountCents,
      expiresAt: now + 7 * 24 * 3_600_000,
    });
    db.prepare(`UPDATE activity_applications SET state = 'claim', reward_id = ?, decided_at = ? WHERE id = ?`).run(
      rewardId,
      now,
      application.id,
    );
    return { state: 'claim', rewardId };
  })();
}

export interface RewardGrant {
  kind: string;
  titleEn: string;
  titleTy: string;
  amountCents: number;
  expiresAt: number | null;
  /** The turnover its bonus asks for once claimed; absent: the brand's default (services/bonuses.ts). */
  turnoverMultiple?: number | undefined;
}

/** A reward waiting to be claimed (a bonus, a raffle prize, an approved activity's reward). */
export function grantReward(db: Db, memberId: number, grant: RewardGrant): number {
  return Number(
    db
      .prepare(
        `INSERT INTO rewards (member_id, kind, title_en, title_ty, amount_cents, status, expires_at, turnover_multiple)
         VALUES (?, ?, ?, ?, ?, 'claim', ?, ?)`,
      )
      .run(
        memberId,
        grant.kind,
        grant.titleEn,
        grant.titleTy,
        grant.amountCents,
        grant.expiresAt,
        grant.turnoverMultiple ?? null,
      ).lastInsertRowid,
  );
}
