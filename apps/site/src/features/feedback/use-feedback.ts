import { useCallback } from 'react';
import useSWR, { useSWRConfig, type Arguments } from 'swr';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { callPlatform, type PlatformRequest, type PlatformResponse } from '../../core/platform/call-platform.ts';
import { useSession } from '../../core/session.ts';

export type FeedbackSettings = PlatformResponse<'feedback', 'feedbackSettings'>;
export type FeedbackPage = PlatformResponse<'feedback', 'feedbackHistory'>;
export type FeedbackTicket = FeedbackPage['list'][number];
export type NewFeedback = PlatformRequest<'feedback', 'feedback'>;

/** The platform's list size (spec §9), as the inbox uses it. */
export const feedbackPageSize = 12;

// The platform names categories in the request's language, so the language is part of each key.
const historyKey = (token: string, language: string, pageNo: number) =>
  ['feedbackHistory', token, language, pageNo] as const;

const isHistoryOf = (token: string | null) => (key: Arguments) =>
  Array.isArray(key) && key[0] === 'feedbackHistory' && key[1] === token;

/** The categories and the words rule: public, so the server draws the form with them. */
export function useFeedbackSettings() {
  const { code } = useLanguage();
  return useSWR(['feedbackSettings', code] as const, () => callPlatform('feedback', 'feedbackSettings', {}), {
    revalidateOnFocus: false,
  });
}

/** One page of the member's earlier feedback, newest first; nothing for a guest. */
export function useFeedbackHistory(pageNo: number) {
  const { token } = useSession();
  const { code } = useLanguage();
  return useSWR(token ? historyKey(token, code, pageNo) : null, () =>
    callPlatform('feedback', 'feedbackHistory', { pageNo, pageSize: feedbackPageSize }),
  );
}

/**
 * Sending feedback (a member's then shows first in their history) and marking a ticket's replies
 * read (its rows updated in place, with the unread count the platform answers).
 */
export function useFeedbackActions() {
  const { token } = useSession();
  const { mutate } = useSWRConfig();

  const send = useCallback(
    async (feedback: NewFeedback) => {
      const answer = await callPlatform('feedback', 'feedback', feedback);
      if (token) void mutate(isHistoryOf(token));
      return answer;
    },
    [mutate, token],
  );

  const markRead = useCallback(
    async (ticketId: FeedbackTicket['ticketId']) => {
      const { unread } = await callPlatform('feedback', 'markFeedbackRead', { ticketId });
      const readTicket = (page: FeedbackPage | undefined) =>
        page && {
          ...page,
          unread,
          list: page.list.map((ticket) =>
            ticket.ticketId === ticketId
              ? { ...ticket, replies: ticket.replies.map((reply) => ({ ...reply, read: true })) }
              : ticket,
          ),
        };
      await mutate(isHistoryOf(token), readTicket, { revalidate: false });
    },
    [mutate, token],
  );

  return { send, markRead };
}
