import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import { accounts } from './accounts.ts';
import { createRandom, day, hour, minute, type Random } from './random.ts';

/** Bets come from their own generator, so adding them moves nothing else the seed draws. */
const BETS_SEED = 60_000_021;
/** How far back the seeded history goes. */
const HISTORY_DAYS = 60;
/** The member with thousands of bets, for the betting record's bench (apps/sandbox/README.md). */
export const BETTOR = 'bettor';
export const BETTOR_BETS = 5_200;

const stakes = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000];

interface SeedGame {
  nodeId: number;
  vendor: string;
  gameType: string;
  name: string;
}

/** A few of each game type's most played games: what members come back to. */
function playedGames(db: Db): SeedGame[] {
  return db
    .prepare(
      `SELECT node_id AS nodeId, vendor, game_type AS gameType, name FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY game_type ORDER BY popularity DESC) AS place FROM games
       ) WHERE place <= 12 ORDER BY game_type, place`,
    )
    .all() as SeedGame[];
}

/** How many bets an account has played: none for trial, fresh or first-login accounts. */
function betsOf(username: string, random: Random): number {
  const account = accounts.find((a) => a.username === username)!;
  if (account.type === 4 || account.fresh || account.firstTimeLogin) return 0;
  if (username === BETTOR) return BETTOR_BETS;
  if (account.showcase) return 180;
  return random.int(25, 70);
}

/**
 * A played history per member: bets over the last 60 days across vendors and game types, most of
 * them settled (won, lost, now and then void), the latest few still pending. It is a report only,
 * as a vendor's history is: the seeded wallets already hold what these bets left behind.
 */
export function seedBets(db: Db, ids: ReadonlyMap<string, number>, now: number) {
  const random = createRandom(BETS_SEED);
  const games = playedGames(db);
  const vendorWallets = new Set(
    (db.prepare('SELECT DISTINCT code FROM vendors WHERE has_wallet = 1').all() as { code: string }[]).map(
      (v) => v.code,
    ),
  );
  const insert = db.prepare(
    `INSERT INTO bets (member_id, merchant, vendor, node_id, game_name, game_type, wallet, stake_cents, valid_bet_cents,
       payout_cents, status, placed_at, settled_at, round_ref) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const merchant of merchants) {
    for (const account of accounts) {
      const memberId = ids.get(`${merchant.code}/${account.username}`);
      const count = memberId === undefined ? 0 : betsOf(account.username, random);
      // A member keeps to a handful of favourite games, with the odd other one.
      const favourites = Array.from({ length: 6 }, () => random.pick(games));
      for (let n = 0; n < count; n++) {
        const game = random.next() < 0.8 ? random.pick(favourites) : random.pick(games);
        const placedAt = now - Math.floor(random.next() * HISTORY_DAYS * day) - minute;
        const stake = random.pick(stakes);
        const roll = random.next();
        const pending = placedAt > now - 2 * hour && roll < 0.5;
        const status = pending ? 'pending' : roll < 0.03 ? 'void' : roll < 0.45 ? 'won' : 'lost';
        // Wins pay 1.2× to 7.2× the stake, mostly the low end: the house keeps about 7 % over time.
        const payout =
          status === 'won' ? Math.round(stake * (1.2 + random.next() ** 6 * 6)) : status === 'void' ? stake : 0;
        const settled = status === 'pending' ? null : placedAt + random.int(5, 600) * 1_000;
        const validBet = status === 'won' || status === 'lost' ? stake : 0;
        const ref = `S-${merchant.code}-${memberId}-${n}`;
        const wallet = !merchant.settings.singleWallet && vendorWallets.has(game.vendor) ? game.vendor : 'MAIN';
        insert.run(
          memberId,
          merchant.code,
          game.vendor,
          game.nodeId,
          game.name,
          game.gameType,
          wallet,
          stake,
          validBet,
          payout,
          status,
          placedAt,
          settled,
          ref,
        );
      }
    }
  }
}
