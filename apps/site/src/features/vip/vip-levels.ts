/**
 * The VIP programme's levels. The platform tells a member their level (member info clubLabel:
 * labelName and rankLevel) but not what each level brings, so the programme lives here; the names
 * and benefit wording are in the `pages` namespace under `vip.levels`.
 */
export interface VipLevel {
  id: 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';
  /** The lowest rankLevel that counts as this level. */
  minRank: number;
  /** Valid bets over the member's lifetime needed to reach it. */
  turnover: number;
  monthlyGift: number;
  birthdayBonus: number;
  /** Weekly rebate on valid bets, in percent. */
  rebatePercent: number;
  /** Withdrawals a day; null when there is no limit. */
  withdrawalsPerDay: number | null;
  /** Spec §6: rank above 4 gets VIP customer service instead of the live chat. */
  vipService: boolean;
}

export const vipLevels: readonly VipLevel[] = [
  {
    id: 'bronze',
    minRank: 1,
    turnover: 0,
    monthlyGift: 0,
    birthdayBonus: 88,
    rebatePercent: 0.3,
    withdrawalsPerDay: 5,
    vipService: false,
  },
  {
    id: 'silver',
    minRank: 3,
    turnover: 50_000,
    monthlyGift: 188,
    birthdayBonus: 188,
    rebatePercent: 0.5,
    withdrawalsPerDay: 8,
    vipService: false,
  },
  {
    id: 'gold',
    minRank: 5,
    turnover: 200_000,
    monthlyGift: 588,
    birthdayBonus: 588,
    rebatePercent: 0.7,
    withdrawalsPerDay: 12,
    vipService: true,
  },
  {
    id: 'platinum',
    minRank: 6,
    turnover: 1_000_000,
    monthlyGift: 1_888,
    birthdayBonus: 1_888,
    rebatePercent: 0.9,
    withdrawalsPerDay: 20,
    vipService: true,
  },
  {
    id: 'diamond',
    minRank: 8,
    turnover: 5_000_000,
    monthlyGift: 8_888,
    birthdayBonus: 8_888,
    rebatePercent: 1.2,
    withdrawalsPerDay: null,
    vipService: true,
  },
];

/**
 * The programme level a member's club label stands for: by name when the operator uses the
 * programme's names, otherwise by rank. Null below the first level or without a label.
 */
export function levelForClub(club: { labelName: string; rankLevel: number } | null | undefined): VipLevel | null {
  if (!club) return null;
  const byName = vipLevels.find((level) => level.id === club.labelName.trim().toLowerCase());
  if (byName) return byName;
  return vipLevels.findLast((level) => club.rankLevel >= level.minRank) ?? null;
}

/** The level after this one, or null at the top (or the first level when there is none yet). */
export function nextLevel(level: VipLevel | null): VipLevel | null {
  if (!level) return vipLevels[0] ?? null;
  return vipLevels[vipLevels.indexOf(level) + 1] ?? null;
}
