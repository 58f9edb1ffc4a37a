import { endpoints } from '@lobbykit/platform';
import type { Router } from '../routing.ts';
import {
  categoriesIn,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  feedbackPage,
  markFeedbackRead,
  sendFeedback,
} from '../services/feedback.ts';

/** Feedback and complaints: the public send (spec §6/§7), and a member's own history with replies. */
export function feedbackRoutes(router: Router) {
  router.public(endpoints.feedbackSettings, (_input, { lang }) => ({
    categories: categoriesIn(lang),
    minWords: FEEDBACK_MIN_WORDS,
    maxWords: FEEDBACK_MAX_WORDS,
  }));

  router.public(endpoints.feedback, (input, { ctx, merchant, member, now }) => ({
    ticketId: sendFeedback(ctx.db, {
      merchant: merchant.code,
      memberId: member?.id ?? null,
      type: input.type,
      content: input.content,
      contact: input.contact,
      remark: input.remark,
      images: input.images,
      now,
    }),
  }));

  router.member(endpoints.feedbackHistory, (input, { ctx, member, lang }) =>
    feedbackPage(ctx.db, member.id, lang, input.pageNo, input.pageSize),
  );

  router.member(endpoints.markFeedbackRead, (input, { ctx, member, now }) =>
    markFeedbackRead(ctx.db, member.id, Number(input.ticketId), now),
  );
}
