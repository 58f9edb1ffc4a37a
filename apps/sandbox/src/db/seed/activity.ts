import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import { accounts } from './accounts.ts';
import { seedFeedback } from './feedback.ts';
import { seedInbox } from './inbox.ts';
import { day, hour, type Random } from './random.ts';

type Ids = Map<string, number>;

const pointRewards: [en: string, ty: string, points: number, amountRequired: number, redeem: number, stock: number][] =
  [
    ['100 bonus credit', '100 bonus credit', 1_000, 0, 100, 500],
    ['500 bonus credit', '500 bonus credit', 4_500, 5_000, 500, 200],
    ['50 free spins', '50 libreng spin', 2_000, 0, 50, 300],
    ['Dinner voucher', 'Voucher sa hapunan', 6_000, 0, 1_500, 40],
    ['Bluetooth speaker', 'Bluetooth speaker', 15_000, 20_000, 2_500, 12],
    ['Smartphone', 'Smartphone', 120_000, 200_000, 25_000, 3],
    ['Lucky draw ticket', 'Tiket sa lucky draw', 300, 0, 0, 1_000],
    ['Limited jersey', 'Limitadong jersey', 8_000, 0, 2_000, 0],
  ];

interface SeedMission {
  en: [title: string, description: string];
  ty: [title: string, description: string];
  kind: 'settled-bets' | 'winning-bets' | 'turnover';
  gameType?: string;
  period: 'daily' | 'weekly' | 'fixed';
  /** For a fixed window: its start and end, in days from the seed's `now`. */
  days?: [start: number, end: number];
  /** A count, or cents for turnover. */
  target: number;
  rewardCents: number;
}

/**
 * The brand's missions: rules only. Progress is counted from each member's bets when asked
 * (services/missions.ts), so nothing per member is seeded: a small daily one a new player can
 * reach in a few spins, weekly ones, one with its own window and one not started yet.
 */
const missions: SeedMission[] = [
  {
    en: ['Play 3 rounds today', 'Any settled bet counts, in any game. A new one every day.'],
    ty: [
      'Maglaro ng 3 round ngayong araw',
      'Bilang ang anumang settled na taya, sa kahit anong laro. May bago araw-araw.',
    ],
    kind: 'settled-bets',
    period: 'daily',
    target: 3,
    rewardCents: 5_00,
  },
  {
    en: ['Win 10 rounds this week', 'Every bet that pays out counts.'],
    ty: ['Manalo ng 10 round ngayong linggo', 'Bilang ang bawat taya na nanalo.'],
    kind: 'winning-bets',
    period: 'weekly',
    target: 10,
    rewardCents: 20_00,
  },
  {
    en: ['Bet 1,000 on slots this week', 'Valid bets on any slot add up.'],
    ty: ['Tumaya ng 1,000 sa slots ngayong linggo', 'Nadaragdag ang valid na taya sa anumang slot.'],
    kind: 'turnover',
    gameType: 'RNG',
    period: 'weekly',
    target: 1_000_00,
    rewardCents: 30_00,
  },
  {
    en: ['Live casino marathon', 'Bet 5,000 on live tables before the marathon ends.'],
    ty: ['Live casino marathon', 'Tumaya ng 5,000 sa mga live table bago matapos ang marathon.'],
    kind: 'turnover',
    gameType: 'LIVE',
    period: 'fixed',
    days: [-7, 14],
    target: 5_000_00,
    rewardCents: 88_00,
  },
  {
    en: ['Fishing week', 'Play 30 rounds of any fishing game.'],
    ty: ['Linggo ng pangingisda', 'Maglaro ng 30 round ng kahit anong fishing game.'],
    kind: 'settled-bets',
    gameType: 'FISH',
    period: 'fixed',
    days: [2, 9],
    target: 30,
    rewardCents: 25_00,
  },
];

function seedPoints(db: Db, ids: Ids, merchant: string, now: number) {
  const insertReward = db.prepare(
    `INSERT INTO point_rewards (merchant, name_en, name_ty, points_required, amount_required_cents, redeem_amount_cents, stock, hue, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rewardIds = pointRewards.map(([en, ty, points, required, redeem, stock], index) =>
    Number(
      insertReward.run(merchant, en, ty, points, required * 100, redeem * 100, stock, (index * 47) % 360, index)
        .lastInsertRowid,
    ),
  );
  const ledger = db.prepare(
    'INSERT INTO point_ledger (member_id, delta, balance_after, remark_en, remark_ty, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const account of accounts) {
    const memberId = ids.get(`${merchant}/${account.username}`)!;
    const points = account.points ?? 0;
    if (!points) continue;
    // Earned in a few steps; the showcase member also spent some on the mall.
    const spent = account.showcase ? 1_300 : 0;
    const earned = [Math.round((points + spent) * 0.5), Math.round((points + spent) * 0.3)];
    earned.push(points + spent - earned[0]! - earned[1]!);
    let balance = 0;
    earned.forEach((delta, i) => {
      balance += delta;
      ledger.run(
        memberId,
        delta,
        balance,
        'Points from valid bets',
        'Puntos mula sa valid na taya',
        now - (20 - i * 5) * day,
      );
    });
    if (account.showcase) {
      balance -= spent;
      ledger.run(
        memberId,
        -spent,
        balance,
        'Redeemed: 100 bonus credit, lucky draw ticket',
        'Na-redeem: 100 bonus credit, tiket sa lucky draw',
        now - 2 * day,
      );
      const record = db.prepare(
        `INSERT INTO redeem_records (reference_no, member_id, reward_id, quantity, points, status, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      record.run(
        `RP${merchant.slice(0, 2)}${memberId}001`,
        memberId,
        rewardIds[0],
        1,
        1_000,
        'approved',
        now - 2 * day,
      );
      record.run(
        `RP${merchant.slice(0, 2)}${memberId}002`,
        memberId,
        rewardIds[6],
        1,
        300,
        'processing',
        now - 2 * day + hour,
      );
      record.run(`RP${merchant.slice(0, 2)}${memberId}003`, memberId, rewardIds[4], 1, 0, 'rejected', now - 6 * day);
    }
  }
}

function seedMissions(db: Db, merchant: string, now: number) {
  const insert = db.prepare(
    `INSERT INTO missions (merchant, title_en, title_ty, description_en, description_ty, kind, game_type, period,
       start_time, end_time, target, reward_cents, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  missions.forEach((mission, index) => {
    const [start, end] = mission.days?.map((days) => now + days * day) ?? [null, null];
    insert.run(
      merchant,
      mission.en[0],
      mission.ty[0],
      mission.en[1],
      mission.ty[1],
      mission.kind,
      mission.gameType ?? null,
      mission.period,
      start,
      end,
      mission.target,
      mission.rewardCents,
      index,
    );
  });
}

function seedRewards(db: Db, ids: Ids, merchant: string, random: Random, now: number) {
  const reward = db.prepare(
    `INSERT INTO rewards (member_id, kind, title_en, title_ty, amount_cents, status, expires_at, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const account of accounts) {
    if (account.type === 4) continue;
    const memberId = ids.get(`${merchant}/${account.username}`)!;
    if (account.showcase) {
      reward.run(memberId, 'bonus', 'Welcome bonus', 'Welcome bonus', 888_00, 'claim', now + 5 * day, null);
      reward.run(
        memberId,
        'raffle',
        'Raffle prize: weekly draw',
        'Premyo sa raffle: lingguhang bola',
        250_00,
        'claim',
        now + 2 * day,
        null,
      );
      reward.run(
        memberId,
        'cashback',
        'Live casino cashback',
        'Live casino cashback',
        64_50,
        'claimed',
        null,
        now - 3 * day,
      );
      reward.run(memberId, 'bonus', 'Birthday gift', 'Regalo sa kaarawan', 300_00, 'expired', now - day, null);
    } else {
      reward.run(
        memberId,
        'bonus',
        'Daily reload bonus',
        'Daily reload bonus',
        account.fresh ? 50_00 : random.int(10, 200) * 100,
        'claim',
        now + 3 * day,
        null,
      );
    }
  }
}

function seedPlayHistory(db: Db, ids: Ids, merchant: string, now: number) {
  const memberId = ids.get(`${merchant}/demo`)!;
  const mostPlayed = db.prepare(
    `SELECT node_id AS nodeId FROM games WHERE game_type = ? ORDER BY popularity DESC LIMIT ?`,
  );
  const slots = mostPlayed.all('RNG', 12) as { nodeId: number }[];
  const live = mostPlayed.all('LIVE', 4) as { nodeId: number }[];
  const favourite = db.prepare('INSERT INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)');
  slots.slice(0, 6).forEach((game, i) => favourite.run(memberId, game.nodeId, now - i * day));
  favourite.run(memberId, live[0]!.nodeId, now - 9 * day);
  const recent = db.prepare('INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)');
  [...slots.slice(3, 10), ...live.slice(0, 2)].forEach((game, i) =>
    recent.run(memberId, game.nodeId, now - i * 5 * hour),
  );
  const lottery = db.prepare('INSERT INTO lottery_plays (member_id, game_code, played_at) VALUES (?, ?, ?)');
  lottery.run(memberId, 'VN_NORTH', now - 2 * hour);
  lottery.run(memberId, 'VN_FAST5', now - day);
}

export function seedActivity(db: Db, ids: Ids, random: Random, now: number) {
  for (const { code } of merchants) {
    seedPoints(db, ids, code, now);
    seedMissions(db, code, now);
    seedRewards(db, ids, code, random, now);
    seedInbox(db, ids, code, now);
    seedFeedback(db, ids, code, now);
    seedPlayHistory(db, ids, code, now);
  }
}
