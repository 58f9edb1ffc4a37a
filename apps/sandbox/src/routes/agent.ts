import { randomUUID } from 'node:crypto';
import { endpoints } from '@lobbykit/platform';
import { Refusal } from '../envelope.ts';
import type { Router } from '../routing.ts';
import { findMemberById } from '../services/members.ts';
import { checkPaymentPassword } from '../services/payment-password.ts';
import { registerMember } from '../services/registration.ts';
import { depthBelow, listTeam, requireAgent, teamChildren, teamMemberDetail, teamOverview } from '../services/team.ts';
import { fromCents, sumBalanceCents, toCents, transferBetweenMembers } from '../services/wallet.ts';

const DEFAULT_PERIOD = 30 * 24 * 3_600_000;

/** Top agents (1, 2) may register sub-agents; a sub-agent (41, 42) registers members only (spec §6). */
const SUB_AGENT_REGISTRARS: readonly number[] = [1, 2];

export function agentRoutes(router: Router) {
  router.member(endpoints.teamOverview, (input, { ctx, member, now }) => {
    requireAgent(member);
    const to = input.to ?? now;
    return teamOverview(ctx.db, member.id, { from: input.from ?? to - DEFAULT_PERIOD, to });
  });

  router.member(endpoints.teamMembers, (input, { ctx, member, now }) => {
    requireAgent(member);
    return listTeam(ctx.db, member.id, input, now);
  });

  router.member(endpoints.teamMember, (input, { ctx, member, now }) => {
    requireAgent(member);
    return teamMemberDetail(ctx.db, member.id, Number(input.memberId), now);
  });

  router.member(endpoints.teamTree, (input, { ctx, member, now }) => {
    requireAgent(member);
    const parentId = input.parentId === undefined ? member.id : Number(input.parentId);
    return { list: teamChildren(ctx.db, member.id, parentId, now) };
  });

  router.member(endpoints.teamRegister, async (input, call) => {
    requireAgent(call.member);
    if (input.accountType !== 0 && !SUB_AGENT_REGISTRARS.includes(call.member.account_type)) {
      throw new Refusal('OPERATION_NOT_ALLOWED', 'team_type_not_allowed');
    }
    const created = await registerMember(call, input, 'username', {
      upline: call.member,
      accountType: input.accountType,
    });
    return { memberId: created.id, username: created.username, type: created.account_type };
  });

  router.member(endpoints.teamTransfer, async (input, { ctx, member, now }) => {
    requireAgent(member);
    const targetId = Number(input.memberId);
    if (targetId === member.id) throw new Refusal('OPERATION_NOT_ALLOWED', 'team_transfer_self');
    depthBelow(ctx.db, member.id, targetId);
    await checkPaymentPassword(member, input.paymentPassword);
    const target = findMemberById(ctx.db, targetId)!;
    transferBetweenMembers(ctx.db, member, target, toCents(input.amount), now);
    return {
      transactionId: randomUUID(),
      sumBalance: fromCents(sumBalanceCents(ctx.db, member.id)),
      memberBalance: fromCents(sumBalanceCents(ctx.db, target.id)),
    };
  });
}
