/** What the redeem form needs checked before it calls the platform. */
export interface RedeemInput {
  quantity: string;
  password: string;
}

export interface RedeemLimits {
  pointsRequired: number;
  stock: number;
  points: number;
}

/** The most of one reward the member can take: limited by stock and by their points. */
export function maxQuantity({ pointsRequired, stock, points }: RedeemLimits): number {
  if (pointsRequired <= 0) return Math.max(0, stock);
  return Math.max(0, Math.min(stock, Math.floor(points / pointsRequired)));
}

export type RedeemProblem =
  { field: 'quantity'; key: 'quantity_invalid'; max: number } | { field: 'password'; key: 'password_required' };

/** Problems with the typed values, each tied to its field; none means the form can be sent. */
export function checkRedeem(input: RedeemInput, limits: RedeemLimits): RedeemProblem[] {
  const problems: RedeemProblem[] = [];
  const max = maxQuantity(limits);
  const quantity = Number(input.quantity);
  if (!/^\d+$/.test(input.quantity.trim()) || quantity < 1 || quantity > max)
    problems.push({ field: 'quantity', key: 'quantity_invalid', max });
  if (input.password.length === 0) problems.push({ field: 'password', key: 'password_required' });
  return problems;
}
