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

const missions: [en: string, ty: string, descEn: string, descTy: string, target: number, reward: number][] = [
  [
    'Spin 50 times',
    'Mag-spin ng 50 beses',
    'Play any slot 50 times this week.',
    'Maglaro ng kahit anong slot ng 50 beses ngayong linggo.',
    50,
    20,
  ],
  [
    'Deposit 3 times',
    'Mag-deposito ng 3 beses',
    'Make three deposits this month.',
    'Gumawa ng tatlong deposito ngayong buwan.',
    3,
    50,
  ],
  [
    'Bet 1,000 on live casino',
    'Tumaya ng 1,000 sa live casino',
    'Valid bets on any live table count.',
    'Bilang ang valid na taya sa anumang live table.',
    1_000,
    30,
  ],
  [
    'Log in 7 days in a row',
    'Mag-log in ng 7 sunod-sunod na araw',
    'A streak of daily log-ins.',
    'Sunod-sunod na araw-araw na pag-log in.',
    7,
    15,
  ],
  [
    'Invite a friend',
    'Mag-imbita ng kaibigan',
    'A friend registers with your code and deposits.',
    'Magrehistro at mag-deposito ang kaibigan gamit ang iyong code.',
    1,
    100,
  ],
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

function seedMissionsAndRewards(db: Db, ids: Ids, merchant: string, random: Random, now: number) {
  const insertMission = db.prepare(
    `INSERT INTO missions (merchant, title_en, title_ty, description_en, description_ty, target, reward_cents, end_time, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const missionIds = missions.map(([en, ty, descEn, descTy, target, reward], index) =>
    Number(
      insertMission.run(merchant, en, ty, descEn, descTy, target, reward * 100, now + (index + 3) * day, index)
        .lastInsertRowid,
    ),
  );
  const progress = db.prepare(
    'INSERT INTO mission_progress (member_id, mission_id, progress, status) VALUES (?, ?, ?, ?)',
  );
  const reward = db.prepare(
    `INSERT INTO rewards (member_id, kind, title_en, title_ty, amount_cents, status, expires_at, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const account of accounts) {
    if (account.type === 4) continue;
    const memberId = ids.get(`${merchant}/${account.username}`)!;
    missionIds.forEach((missionId, index) => {
      const target = missions[index]![4];
      // A fresh account has made no progress (and draws no random numbers, so the others' figures stay put).
      const done = account.showcase
        ? [target, target, Math.round(target * 0.4), 5, 0][index]!
        : account.fresh
          ? 0
          : random.int(0, target);
      const status = done >= target ? (account.showcase && index === 1 ? 'claimed' : 'claim') : 'joining';
      progress.run(memberId, missionId, done, status);
    });
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
    seedMissionsAndRewards(db, ids, code, random, now);
    seedInbox(db, ids, code, now);
    seedFeedback(db, ids, code, now);
    seedPlayHistory(db, ids, code, now);
  }
}
