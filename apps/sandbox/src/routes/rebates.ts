import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import { claimRebate, earnedRebate, rebateClaims, rebateSummaryOf } from '../services/rebates.ts';
import { fromCents, sumBalanceCents, toCents } from '../services/wallet.ts';
import { requireRealAccount } from './wallet.ts';

export function rebateRoutes(router: Router) {
  router.member(endpoints.manualRebate, (_input, { ctx, member, now }) =>
    rebateSummaryOf(earnedRebate(ctx.db, member, now)),
  );

  router.member(endpoints.claimManualRebate, (input, { ctx, member, now }) => {
    requireRealAccount(member);
    const claim = claimRebate(ctx.db, member, toCents(input.amount), now);
    return { claim, sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)) };
  });

  router.member(endpoints.manualRebateClaims, (input, { ctx, member }) =>
    rebateClaims(ctx.db, member.id, input.pageNo, input.pageSize),
  );
}
