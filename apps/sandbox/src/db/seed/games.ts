import type { Db } from '../database.ts';
import {
  categories,
  classifications,
  fishGames,
  lineCounts,
  liveTables,
  minBets,
  nameParts,
  pvpGames,
  vendors,
  type VendorSeed,
} from './catalogue.ts';
import type { Random } from './random.ts';

let allSlotNames: string[] | undefined;

/** Every first × second × third combination, built once. */
function slotNameCombinations(): string[] {
  if (!allSlotNames) {
    allSlotNames = [];
    for (const third of nameParts.third) {
      for (const first of nameParts.first) {
        for (const second of nameParts.second) {
          if (first !== second) allSlotNames.push([first, second, third].filter(Boolean).join(' '));
        }
      }
    }
  }
  return allSlotNames;
}

/** `count` distinct names, picked by the seeded generator. */
function slotNames(random: Random, count: number): string[] {
  const combos = slotNameCombinations();
  if (count > combos.length) throw new Error(`only ${combos.length} game names for ${count} games`);
  if (count > combos.length / 4) return random.shuffle([...combos]).slice(0, count);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(random.int(0, combos.length - 1));
  return [...picked].map((index) => combos[index]!);
}

function gameNames(vendor: VendorSeed, random: Random): string[] {
  const numbered = (base: readonly string[]) =>
    Array.from({ length: vendor.games }, (_, i) => {
      const round = Math.floor(i / base.length);
      return round === 0 ? base[i % base.length]! : `${base[i % base.length]} ${round + 1}`;
    });
  switch (vendor.gameType) {
    case 'RNG':
      return slotNames(random, vendor.games);
    case 'LIVE':
      return numbered(liveTables);
    case 'FISH':
      return numbered(fishGames);
    case 'PVP':
      return numbered(pvpGames);
    case 'COCKFIGHT':
      return numbered(['Sabong Live Arena', 'Sabong International']);
    default:
      return [`${vendor.name} Lobby`];
  }
}

export function seedGames(db: Db, random: Random) {
  const insertCategory = db.prepare('INSERT INTO game_categories (type, name_key, sort) VALUES (?, ?, ?)');
  categories.forEach((category, index) => insertCategory.run(category.type, category.nameKey, index));

  const insertVendor = db.prepare(
    `INSERT INTO vendors (code, game_type, name, is_hot, has_wallet, account_type_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertGame = db.prepare(
    `INSERT INTO games (vendor, game_type, game_code, name, classify, min_bet, line_num, is_hot, popularity, hue)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  vendors.forEach((vendor, index) => {
    insertVendor.run(
      vendor.code,
      vendor.gameType,
      vendor.name,
      vendor.hot ? 1 : 0,
      vendor.wallet ? 1 : 0,
      100 + index,
      index,
    );
    const names = gameNames(vendor, random);
    const popularity = names.map(() => random.int(0, 100_000));
    // The eight most played games of a vendor with a real catalogue are its hot list.
    const hotThreshold = names.length > 8 ? [...popularity].sort((a, b) => b - a)[7]! : Infinity;
    names.forEach((name, i) => {
      const isSlot = vendor.gameType === 'RNG';
      insertGame.run(
        vendor.code,
        vendor.gameType,
        `${vendor.code}-${vendor.gameType}-${String(i + 1).padStart(5, '0')}`,
        name,
        isSlot ? random.pick(classifications) : null,
        random.pick(minBets),
        isSlot ? random.pick(lineCounts) : 1,
        popularity[i]! >= hotThreshold ? 1 : 0,
        popularity[i]!,
        random.int(0, 359),
      );
    });
  });

  seedLotteries(db);
  seedPvpRooms(db, random);
  // The winners once seeded here are now drawn from the bets (seed/bets.ts); their 420 draws are
  // skipped so that everything seeded after this keeps the values tests and fixtures know.
  for (let draw = 0; draw < 420; draw++) random.next();
}

function seedLotteries(db: Db) {
  const insert = db.prepare(
    `INSERT INTO lottery_games (game_code, vendor, name_en, name_ty, prize_mode, area, default_play_type, draw_minutes, popularity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const lotteries: [string, string, string, string, string, string, string, number, number][] = [
    [
      'VN_NORTH',
      'TCG_LOTTO_VN',
      'Northern Vietnam Lottery',
      'Lotto ng Hilagang Vietnam',
      'Lott',
      'VN',
      'LO2',
      1440,
      98,
    ],
    ['VN_SOUTH', 'TCG_LOTTO_VN', 'Southern Vietnam Lottery', 'Lotto ng Timog Vietnam', 'Lott', 'VN', 'LO2', 1440, 91],
    [
      'VN_CENTRAL',
      'TCG_LOTTO_VN',
      'Central Vietnam Lottery',
      'Lotto ng Gitnang Vietnam',
      'Lott',
      'VN',
      'LO2',
      1440,
      75,
    ],
    ['VN_FAST5', 'TCG_LOTTO_VN', 'Vietnam Fast 5 Minutes', 'Mabilisang Vietnam 5 Minuto', 'ZY', 'VN', 'LO2', 5, 88],
    ['SEA_3D', 'TCG_SEA', 'SEA 3D Lotto', 'SEA 3D Lotto', 'SEA', 'SEA', '3D', 60, 80],
    ['SEA_THAI', 'TCG_SEA', 'Thai Government Lottery', 'Lotto ng Gobyerno ng Thailand', 'SEA', 'SEA', '2D', 21_600, 70],
    ['PH_6_45', 'TCG_SEA', 'Mega Lotto 6/45', 'Mega Lotto 6/45', 'SEA', 'PH', '6D', 2880, 95],
    ['PH_6_55', 'TCG_SEA', 'Grand Lotto 6/55', 'Grand Lotto 6/55', 'SEA', 'PH', '6D', 2880, 93],
    ['E_FAST3', 'ELOTT', 'Fast 3 (1 minute)', 'Mabilis na 3 (1 minuto)', 'Elott', 'CN', 'K3', 1, 85],
    ['E_PK10', 'ELOTT', 'PK10 Racing', 'PK10 Karera', 'Elott', 'CN', 'PK10', 3, 77],
    ['E_KENO', 'GW', 'Keno 80', 'Keno 80', 'Elott', 'CN', 'KENO', 5, 60],
    ['E_SSC', 'GW', 'Lucky Time Lottery', 'Lucky Time Lottery', 'Elott', 'CN', 'SSC', 2, 66],
  ];
  for (const row of lotteries) insert.run(...row);
}

function seedPvpRooms(db: Db, random: Random) {
  const insert = db.prepare(
    'INSERT INTO pvp_rooms (vendor, game_code, name_en, name_ty, min_bet_cents, players) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const tiers: [string, string, number][] = [
    ['Beginner room', 'Silid ng baguhan', 100],
    ['Regular room', 'Karaniwang silid', 1_000],
    ['High roller room', 'Silid ng high roller', 10_000],
  ];
  const games = db
    .prepare(
      `SELECT vendor, game_code AS gameCode FROM games WHERE game_type = 'PVP' ORDER BY popularity DESC LIMIT 12`,
    )
    .all() as { vendor: string; gameCode: string }[];
  for (const game of games) {
    for (const [en, ty, minBet] of tiers) insert.run(game.vendor, game.gameCode, en, ty, minBet, random.int(2, 180));
  }
}
