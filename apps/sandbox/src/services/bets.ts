import { randomInt, randomUUID } from 'node:crypto';
import type { Merchant } from '../context.ts';
import type { Db } from '../db/database.ts';
import { applyMoves, MAIN_WALLET, walletBalanceCents, type Move } from './wallet.ts';

export type BetStatus = 'won' | 'lost' | 'void' | 'pending';

/** What one spin of the demo slot costs, in cents (the page's one bet size). */
export const SPIN_STAKE_CENTS = 1_000;
export const REEL_SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠'] as const;

/** Pays per stake: three alike fifty times the stake, two alike side by side twice. */
export function spinMultiplier(reels: readonly string[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return 50;
  return a === b || b === c ? 2 : 0;
}

/**
 * The wallet a game plays from: on a single-wallet brand the main wallet; otherwise the vendor's
 * own game wallet when the vendor has one, else the main wallet.
 */
export function gameWalletOf(db: Db, merchant: Merchant, vendor: string): string {
  if (merchant.settings.singleWallet) return MAIN_WALLET;
  const row = db.prepare('SELECT MAX(has_wallet) AS hasWallet FROM vendors WHERE code = ?').get(vendor) as {
    hasWallet: number | null;
  };
  return row.hasWallet === 1 ? vendor : MAIN_WALLET;
}

export interface RealLaunch {
  launchId: string;
  memberId: number;
  nodeId: number;
  vendor: string;
  gameName: string;
  gameType: string;
}

export interface SpinResult {
  reels: string[];
  stakeCents: number;
  payoutCents: number;
  balanceCents: number;
  roundRef: string;
}

/**
 * One real-money round, as a game provider settles it with the platform: the stake leaves the
 * game's wallet, the outcome is drawn, the win comes back and the bet is written — all in one
 * transaction, so a refused stake (INSUFFICIENT_FUNDS) leaves no bet and no ledger line behind.
 */
export function playSpin(
  db: Db,
  merchant: Merchant,
  launch: RealLaunch,
  now: number,
  draw: () => string[] = () => Array.from({ length: 3 }, () => REEL_SYMBOLS[randomInt(REEL_SYMBOLS.length)]!),
): SpinResult {
  const wallet = gameWalletOf(db, merchant, launch.vendor);
  const reels = draw();
  const stakeCents = SPIN_STAKE_CENTS;
  const payoutCents = stakeCents * spinMultiplier(reels);
  const roundRef = `R-${randomUUID()}`;
  const moves: Move[] = [
    { memberId: launch.memberId, wallet, deltaCents: -stakeCents, kind: 'bet', reference: roundRef },
  ];
  if (payoutCents > 0)
    moves.push({ memberId: launch.memberId, wallet, deltaCents: payoutCents, kind: 'payout', reference: roundRef });
  db.transaction(() => {
    applyMoves(db, moves, now);
    db.prepare(
      `INSERT INTO bets (member_id, merchant, vendor, node_id, game_name, game_type, wallet, stake_cents, valid_bet_cents,
         payout_cents, status, placed_at, settled_at, round_ref) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      launch.memberId,
      merchant.code,
      launch.vendor,
      launch.nodeId,
      launch.gameName,
      launch.gameType,
      wallet,
      stakeCents,
      stakeCents,
      payoutCents,
      payoutCents > 0 ? 'won' : 'lost',
      now,
      now,
      roundRef,
    );
  })();
  return { reels, stakeCents, payoutCents, balanceCents: walletBalanceCents(db, launch.memberId, wallet), roundRef };
}

/** Hides most of a username, as winner boards do: the first two and the last two characters stay. */
export function maskPlayer(username: string): string {
  return `${username.slice(0, 2)}***${username.length > 4 ? username.slice(-2) : ''}`;
}
