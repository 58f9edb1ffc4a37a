import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { count, id, nonEmpty, none, pageRequest, paged, text, timestamp } from '../schemas.ts';

/** Spec §9: a remark of at most 140 characters (code points, as a person counts them). */
export const FEEDBACK_REMARK_MAX_LENGTH = 140;
/** Spec §5/§9: png or jpg images, at most 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Words as the platform counts them: runs of anything but white space. */
export function feedbackWordCount(content: string): number {
  return content.trim().split(/\s+/u).filter(Boolean).length;
}

/** Characters as a person counts them (an emoji is one), as the platform counts the remark. */
export const remarkLength = (remark: string) => [...remark].length;

export const feedbackCategory = z.looseObject({ code: nonEmpty, name: text });

export const feedbackStatuses = ['open', 'replied', 'closed'] as const;

export const feedbackReply = z.looseObject({
  replyId: id,
  content: text,
  createTime: timestamp,
  /** The member has opened the ticket since this reply came. */
  read: z.boolean(),
});

export const feedbackTicket = z.looseObject({
  ticketId: id,
  /** A category code of `feedbackSettings`, and its name in the request's language. */
  type: text,
  typeName: text,
  content: text,
  remark: z._default(text, ''),
  /** How many images came with it. */
  images: count,
  status: z.enum(feedbackStatuses),
  createTime: timestamp,
  /** The operator's answers, oldest first. */
  replies: z.array(feedbackReply),
});

export type FeedbackTicket = z.infer<typeof feedbackTicket>;

/**
 * Feedback and complaints (spec §2 other screens, §5, §7 `/wps/feedback`). Only the send is named by
 * the spec; the categories, the history and marking replies read follow the platform's path style
 * (apps/sandbox/README.md, "Feedback and complaints").
 */
export const feedbackEndpoints = {
  /** The categories in the request's language, and the words rule's bounds ({0} and {1} of spec §5). */
  feedbackSettings: endpoint({
    name: 'feedbackSettings',
    path: '/wps/feedback/setting',
    method: 'GET',
    token: false,
    encrypted: false,
    request: none,
    response: z.looseObject({
      categories: z.array(feedbackCategory),
      minWords: count,
      maxWords: count,
    }),
  }),
  /** Public (spec §6): a guest sends a contact; a member's feedback joins their history. */
  feedback: endpoint({
    name: 'feedback',
    path: '/wps/feedback',
    method: 'PUT',
    token: false,
    encrypted: false,
    request: z.looseObject({
      type: nonEmpty,
      content: nonEmpty,
      /** How to reach a guest (an e-mail address or a phone number); a member is reached in the site. */
      contact: z.optional(text),
      /** At most 140 characters: the order, round or transaction the feedback is about. */
      remark: z.optional(
        z
          .string()
          .check(z.refine((value) => remarkLength(value) <= FEEDBACK_REMARK_MAX_LENGTH, 'at most 140 characters')),
      ),
      /** Data URLs of png/jpg images, at most 3 (spec §5). */
      images: z._default(z.array(text).check(z.maxLength(FEEDBACK_MAX_IMAGES)), []),
    }),
    response: z.looseObject({ ticketId: id }),
  }),
  /** The member's own feedback, newest first, with the operator's replies and how many are unread. */
  feedbackHistory: endpoint({
    name: 'feedbackHistory',
    path: '/wps/feedback/list',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: z.extend(paged(feedbackTicket), { unread: count }),
  }),
  /** Marks the replies of one of the member's tickets read; answers the unread replies left. */
  markFeedbackRead: endpoint({
    name: 'markFeedbackRead',
    path: '/wps/feedback/read',
    method: 'POST',
    token: true,
    encrypted: false,
    request: z.looseObject({ ticketId: id }),
    response: z.looseObject({ unread: count }),
  }),
};
