import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import { bonusesWithProgress } from '../services/bonuses.ts';
import { fromCents, toCents } from '../services/wallet.ts';

export function bonusRoutes(router: Router) {
  router.member(endpoints.bonusDetails, (input, { ctx, member, lang, now }) => {
    const all = bonusesWithProgress(ctx.db, member.id, lang, now);
    const shown = all.filter((bonus) => !input.status || bonus.status === input.status).reverse();
    const cents = (values: number[]) => values.reduce((sum, value) => sum + toCents(value), 0);
    const start = (input.pageNo - 1) * input.pageSize;
    return {
      list: shown.slice(start, start + input.pageSize),
      totalPages: Math.ceil(shown.length / input.pageSize),
      total: shown.length,
      totals: {
        bonuses: all.length,
        credited: fromCents(cents(all.map((bonus) => bonus.amount))),
        turnoverRemaining: fromCents(
          cents(all.filter((bonus) => bonus.status === 'inProgress').map((bonus) => bonus.turnoverRemaining)),
        ),
      },
    };
  });
}
