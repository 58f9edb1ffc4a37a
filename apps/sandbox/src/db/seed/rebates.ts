import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';

interface RebateScheme {
  /** Basis points per game type: 80 = 0.80 % of the turnover. Game types left out earn nothing. */
  rates: Readonly<Record<string, number>>;
  minClaimCents: number;
}

/**
 * Each brand's manual rebate. AURORA's minimum (P0.10) is two spins of the demo slot at 0.80 %,
 * so a test sees a claim refused after one spin and allowed after the second; JADE pays more but
 * asks for more.
 */
const schemes: Readonly<Record<string, RebateScheme>> = {
  AURORA: { rates: { RNG: 80, LIVE: 50, SPORTS: 60, FISH: 70, PVP: 40, ESPORTS: 60 }, minClaimCents: 10 },
  JADE: { rates: { RNG: 100, LIVE: 60, SPORTS: 70, FISH: 80 }, minClaimCents: 1_00 },
};
const fallback: RebateScheme = { rates: { RNG: 50, LIVE: 30, SPORTS: 40 }, minClaimCents: 1_00 };

export function seedRebates(db: Db) {
  const rate = db.prepare('INSERT INTO rebate_rates (merchant, game_type, rate_bp) VALUES (?, ?, ?)');
  const rule = db.prepare('INSERT INTO rebate_rules (merchant, min_claim_cents) VALUES (?, ?)');
  for (const { code } of merchants) {
    const scheme = schemes[code] ?? fallback;
    for (const [gameType, basisPoints] of Object.entries(scheme.rates)) rate.run(code, gameType, basisPoints);
    rule.run(code, scheme.minClaimCents);
  }
}
