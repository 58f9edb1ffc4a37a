import type { FeedbackPage, FeedbackSettings, FeedbackTicket } from '../use-feedback.ts';

export const feedbackSettings: FeedbackSettings = {
  categories: [
    { code: 'deposit', name: 'Deposit' },
    { code: 'games', name: 'Games' },
    { code: 'complaint', name: 'Complaint' },
  ],
  minWords: 2,
  maxWords: 500,
};

const hour = 3_600_000;
const at = Date.UTC(2026, 10, 27, 9, 0);

/** The demo member's three tickets as the sandbox seeds them: open, answered (unread), closed. */
export function someTickets(): FeedbackTicket[] {
  return [
    {
      ticketId: 3,
      type: 'suggestion',
      typeName: 'Suggestion',
      content: 'Please add more card games.',
      remark: '',
      images: 0,
      status: 'open',
      createTime: at,
      replies: [],
    },
    {
      ticketId: 2,
      type: 'games',
      typeName: 'Games',
      content: 'The fishing game froze after the bonus round.',
      remark: 'Round 58211947',
      images: 2,
      status: 'replied',
      createTime: at - 48 * hour,
      replies: [{ replyId: 20, content: 'We found round 58211947.', createTime: at - 24 * hour, read: false }],
    },
    {
      ticketId: 1,
      type: 'deposit',
      typeName: 'Deposit',
      content: 'My deposit took two hours.',
      remark: '',
      images: 0,
      status: 'closed',
      createTime: at - 96 * hour,
      replies: [{ replyId: 10, content: 'It was credited in full.', createTime: at - 90 * hour, read: true }],
    },
  ];
}

export const historyPage = (list = someTickets()): FeedbackPage => ({
  list,
  totalPages: 1,
  unread: list.flatMap((ticket) => ticket.replies).filter((reply) => !reply.read).length,
});
