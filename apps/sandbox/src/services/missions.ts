import type { MissionKind } from '@lobbykit/platform/endpoints/lottery';
import type { Db } from '../db/database.ts';
import { day } from '../db/seed/random.ts';
import { Refusal } from '../envelope.ts';
import type { Lang } from '../texts.ts';
import { maskPlayer } from './bets.ts';
import { applyMoves, fromCents, MAIN_WALLET } from './wallet.ts';

/** The ledger kind a claimed mission reward is credited as (the account record's bonus type). */
export const MISSION_REWARD_KIND = 'mission-reward';
/** How many places the board lists; the caller's own place is answered besides. */
export const LEADERBOARD_SIZE = 20;

interface MissionRow {
  id: number;
  title: string;
  description: string;
  kind: MissionKind;
  game_type: string | null;
  period: 'daily' | 'weekly' | 'fixed';
  start_time: number | null;
  end_time: number | null;
  target: number;
  reward_cents: number;
}

interface Window {
  start: number;
  end: number | null;
}

/** What each kind measures, over the member's bets in the window: only settled bets count. */
const measures: Record<MissionKind, { score: string; statuses: string }> = {
  'settled-bets': { score: 'COUNT(*)', statuses: `('won', 'lost')` },
  'winning-bets': { score: 'COUNT(*)', statuses: `('won')` },
  turnover: { score: 'COALESCE(SUM(valid_bet_cents), 0)', statuses: `('won', 'lost')` },
};

const missionSelect = (lang: Lang) =>
  `SELECT id, title_${lang} AS title, description_${lang} AS description, kind, game_type, period, start_time,
     end_time, target, reward_cents FROM missions`;

/** The window progress is counted in now: the UTC day, the UTC week from Monday, or the mission's own. */
export function windowOf(mission: Pick<MissionRow, 'period' | 'start_time' | 'end_time'>, now: number): Window {
  const today = Math.floor(now / day) * day;
  if (mission.period === 'daily') return { start: today, end: today + day };
  if (mission.period === 'weekly') {
    // 1 January 1970 was a Thursday: three days after a Monday.
    const monday = today - ((Math.floor(now / day) + 3) % 7) * day;
    return { start: monday, end: monday + 7 * day };
  }
  return { start: mission.start_time ?? 0, end: mission.end_time };
}

/** The bets a mission counts: the brand's settled bets in its window (and game type, if it names one). */
function betsIn(mission: MissionRow, window: Window) {
  const { statuses } = measures[mission.kind];
  return {
    where: `status IN ${statuses} AND placed_at >= ? AND placed_at < ? AND (? IS NULL OR game_type = ?)`,
    params: [window.start, window.end ?? Number.MAX_SAFE_INTEGER, mission.game_type, mission.game_type],
  };
}

function progressOf(db: Db, mission: MissionRow, memberId: number, window: Window): number {
  const { where, params } = betsIn(mission, window);
  const row = db
    .prepare(`SELECT ${measures[mission.kind].score} AS score FROM bets WHERE member_id = ? AND ${where}`)
    .get(memberId, ...params) as { score: number };
  return row.score;
}

/** Scores and turnover targets are kept in cents; the wire speaks money for them. */
const wireAmount = (mission: MissionRow, value: number) => (mission.kind === 'turnover' ? fromCents(value) : value);

function claimedIn(db: Db, missionId: number, memberId: number, window: Window): boolean {
  return (
    db
      .prepare('SELECT 1 FROM mission_claims WHERE mission_id = ? AND member_id = ? AND window_start = ?')
      .get(missionId, memberId, window.start) !== undefined
  );
}

function missionValue(db: Db, mission: MissionRow, memberId: number, now: number) {
  const window = windowOf(mission, now);
  const notStarted = mission.period === 'fixed' && window.start > now;
  const progress = notStarted ? 0 : Math.min(progressOf(db, mission, memberId, window), mission.target);
  const status = notStarted
    ? 'comingSoon'
    : claimedIn(db, mission.id, memberId, window)
      ? 'claimed'
      : progress >= mission.target
        ? 'claim'
        : window.end !== null && window.end <= now
          ? 'closed'
          : 'joining';
  return {
    id: mission.id,
    title: mission.title,
    description: mission.description,
    kind: mission.kind,
    gameType: mission.game_type,
    period: mission.period,
    target: wireAmount(mission, mission.target),
    progress: wireAmount(mission, progress),
    reward: fromCents(mission.reward_cents),
    status,
    startTime: window.start,
    endTime: window.end,
  };
}

/** The brand's missions as this member stands with each; `unclaimed` counts those waiting to be claimed. */
export function missionSummary(db: Db, member: { id: number; merchant: string }, lang: Lang, now: number) {
  const rows = db
    .prepare(`${missionSelect(lang)} WHERE merchant = ? ORDER BY sort`)
    .all(member.merchant) as MissionRow[];
  const missions = rows.map((row) => missionValue(db, row, member.id, now));
  return { missions, unclaimed: missions.filter((mission) => mission.status === 'claim').length };
}

function findMission(db: Db, merchant: string, missionId: number | undefined, lang: Lang) {
  const mission = db
    .prepare(`${missionSelect(lang)} WHERE merchant = ? AND (? IS NULL OR id = ?) ORDER BY sort LIMIT 1`)
    .get(merchant, missionId ?? null, missionId ?? null) as MissionRow | undefined;
  // Another brand's mission is not this member's: refused as not found, saying nothing of it.
  if (!mission) throw new Refusal('INVALID_INPUT', 'mission_not_found');
  return mission;
}

/**
 * Credits a reached mission's reward to the main wallet as a `mission-reward` ledger line, once per
 * window: the claim's key holds it even against two calls at once.
 */
export function claimMission(
  db: Db,
  member: { id: number; merchant: string },
  missionId: number,
  lang: Lang,
  now: number,
) {
  const mission = findMission(db, member.merchant, missionId, lang);
  const value = missionValue(db, mission, member.id, now);
  if (value.status === 'claimed') throw new Refusal('OPERATION_NOT_ALLOWED', 'mission_claimed');
  if (value.status === 'comingSoon' || value.status === 'closed') {
    throw new Refusal('OPERATION_NOT_ALLOWED', 'mission_not_open');
  }
  if (value.status !== 'claim') throw new Refusal('OPERATION_NOT_ALLOWED', 'mission_not_reached');
  db.transaction(() => {
    db.prepare(
      'INSERT INTO mission_claims (mission_id, member_id, window_start, reward_cents, claimed_at) VALUES (?, ?, ?, ?, ?)',
    ).run(mission.id, member.id, value.startTime, mission.reward_cents, now);
    const reference = `M${mission.id}-${new Date(value.startTime).toISOString().slice(0, 10)}`;
    applyMoves(
      db,
      [
        {
          memberId: member.id,
          wallet: MAIN_WALLET,
          deltaCents: mission.reward_cents,
          kind: MISSION_REWARD_KIND,
          reference,
        },
      ],
      now,
    );
  })();
  return missionValue(db, mission, member.id, now);
}

/** The top three's prizes: three, two and one times the mission's reward. */
const placeReward = (mission: MissionRow, rank: number | null) =>
  rank !== null && rank <= 3 ? fromCents(mission.reward_cents * (4 - rank)) : 0;

/**
 * The brand's members ranked by their score in the mission's window (ties: who got there first,
 * by member id), the top `size`, and the caller's own place wherever it is.
 */
export function missionLeaderboard(
  db: Db,
  member: { id: number; merchant: string },
  missionId: number | undefined,
  lang: Lang,
  now: number,
  size = LEADERBOARD_SIZE,
) {
  const mission = findMission(db, member.merchant, missionId, lang);
  const { where, params } = betsIn(mission, windowOf(mission, now));
  const ranked = db
    .prepare(
      `SELECT b.member_id AS memberId, m.username, ${measures[mission.kind].score} AS score
       FROM bets b JOIN members m ON m.id = b.member_id
       WHERE b.merchant = ? AND ${where} GROUP BY b.member_id ORDER BY score DESC, b.member_id`,
    )
    .all(member.merchant, ...params) as { memberId: number; username: string; score: number }[];
  const place = ranked.findIndex((row) => row.memberId === member.id);
  const ownRank = place === -1 ? null : place + 1;
  return {
    missionId: mission.id,
    kind: mission.kind,
    rows: ranked.slice(0, size).map((row, index) => ({
      rank: index + 1,
      player: maskPlayer(row.username),
      score: wireAmount(mission, row.score),
      reward: placeReward(mission, index + 1),
      self: row.memberId === member.id,
    })),
    own: {
      rank: ownRank,
      score: place === -1 ? 0 : wireAmount(mission, ranked[place]!.score),
      reward: placeReward(mission, ownRank),
    },
  };
}
