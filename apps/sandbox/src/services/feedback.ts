import { FEEDBACK_REMARK_MAX_LENGTH, feedbackWordCount, remarkLength, type FeedbackTicket } from '@lobbykit/platform';
import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';
import type { Lang } from '../texts.ts';
import { readProofImages } from './proof-images.ts';

/** Spec §5's {0} and {1}: a feedback's text is 2 to 500 words. */
export const FEEDBACK_MIN_WORDS = 2;
export const FEEDBACK_MAX_WORDS = 500;

/** The platform's categories, in EN and TY (the order the form offers them). */
export const feedbackCategories = [
  { code: 'deposit', name: ['Deposit', 'Deposito'] },
  { code: 'withdrawal', name: ['Withdrawal', 'Withdrawal'] },
  { code: 'games', name: ['Games', 'Mga laro'] },
  { code: 'account', name: ['Account and security', 'Account at seguridad'] },
  { code: 'suggestion', name: ['Suggestion', 'Mungkahi'] },
  { code: 'complaint', name: ['Complaint', 'Reklamo'] },
] as const;

export function categoriesIn(lang: Lang) {
  return feedbackCategories.map(({ code, name }) => ({ code, name: name[lang === 'ty' ? 1 : 0] }));
}

export interface NewFeedback {
  merchant: string;
  memberId: number | null;
  type: string;
  content: string;
  contact?: string;
  remark?: string;
  images: readonly string[];
  now: number;
}

/**
 * Checks a feedback as the platform does (category, words, a guest's contact, remark, images read
 * from their bytes) and stores it with its images; answers the ticket number.
 */
export function sendFeedback(db: Db, feedback: NewFeedback): number {
  if (!feedbackCategories.some((category) => category.code === feedback.type))
    throw new Refusal('INVALID_INPUT', 'feedback_category');
  const words = feedbackWordCount(feedback.content);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS)
    throw new Refusal('INVALID_INPUT', 'feedback_words', {
      params: { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS },
    });
  const contact = feedback.contact?.trim() ?? '';
  // A member is answered in the site; a guest only through what they leave.
  if (feedback.memberId === null && !contact) throw new Refusal('INVALID_INPUT', 'feedback_contact');
  const remark = feedback.remark?.trim() ?? '';
  if (remarkLength(remark) > FEEDBACK_REMARK_MAX_LENGTH) throw new Refusal('INVALID_INPUT', 'feedback_remark_too_long');
  const images = readProofImages(feedback.images, {
    tooMany: 'feedback_images_too_many',
    tooBig: 'feedback_images_too_big',
    invalid: 'feedback_images_invalid',
  });
  return db.transaction(() => {
    const ticketId = Number(
      db
        .prepare(
          `INSERT INTO feedback (merchant, member_id, type, content, contact, remark, images, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          feedback.merchant,
          feedback.memberId,
          feedback.type,
          feedback.content.trim(),
          contact || null,
          remark,
          images.length,
          feedback.now,
        ).lastInsertRowid,
    );
    const store = db.prepare('INSERT INTO feedback_images (feedback_id, mime, data) VALUES (?, ?, ?)');
    for (const image of images) store.run(ticketId, image.mime, image.data);
    return ticketId;
  })();
}

interface TicketRow {
  id: number;
  type: string;
  content: string;
  remark: string;
  images: number;
  status: FeedbackTicket['status'];
  created_at: number;
}

interface ReplyRow {
  id: number;
  feedback_id: number;
  content: string;
  created_at: number;
  read_at: number | null;
}

/** Replies the member has not read yet, over all their tickets. */
export function unreadReplies(db: Db, memberId: number): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM feedback_replies r JOIN feedback f ON f.id = r.feedback_id
         WHERE f.member_id = ? AND r.read_at IS NULL`,
      )
      .get(memberId) as { n: number }
  ).n;
}

/** One page of a member's own tickets, newest first, each with its replies oldest first. */
export function feedbackPage(db: Db, memberId: number, lang: Lang, pageNo: number, pageSize: number) {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM feedback WHERE member_id = ?').get(memberId) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT id, type, content, remark, images, status, created_at FROM feedback WHERE member_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize) as TicketRow[];
  const replies = db.prepare(
    'SELECT id, feedback_id, content, created_at, read_at FROM feedback_replies WHERE feedback_id = ? ORDER BY created_at, id',
  );
  const names = new Map(categoriesIn(lang).map((category) => [category.code as string, category.name as string]));
  const list: FeedbackTicket[] = rows.map((row) => ({
    ticketId: row.id,
    type: row.type,
    typeName: names.get(row.type) ?? row.type,
    content: row.content,
    remark: row.remark,
    images: row.images,
    status: row.status,
    createTime: row.created_at,
    replies: (replies.all(row.id) as ReplyRow[]).map((reply) => ({
      replyId: reply.id,
      content: reply.content,
      createTime: reply.created_at,
      read: reply.read_at !== null,
    })),
  }));
  return { list, totalPages: Math.ceil(total / pageSize), unread: unreadReplies(db, memberId) };
}

/** Marks the replies of one of the member's own tickets read; another member's ticket is "not found". */
export function markFeedbackRead(db: Db, memberId: number, ticketId: number, now: number) {
  const owned = db.prepare('SELECT id FROM feedback WHERE id = ? AND member_id = ?').get(ticketId, memberId);
  if (!owned) throw new Refusal('INVALID_INPUT', 'feedback_not_found');
  db.prepare('UPDATE feedback_replies SET read_at = ? WHERE feedback_id = ? AND read_at IS NULL').run(now, ticketId);
  return { unread: unreadReplies(db, memberId) };
}

/** The operator answers a ticket (and may close it): the admin call and the seed. */
export function replyToFeedback(db: Db, ticketId: number, content: string, close: boolean, now: number) {
  const row = db.prepare('SELECT id FROM feedback WHERE id = ?').get(ticketId);
  if (!row) return null;
  const replyId = Number(
    db
      .prepare('INSERT INTO feedback_replies (feedback_id, content, created_at) VALUES (?, ?, ?)')
      .run(ticketId, content, now).lastInsertRowid,
  );
  const status = close ? 'closed' : 'replied';
  db.prepare('UPDATE feedback SET status = ? WHERE id = ?').run(status, ticketId);
  return { ticketId, replyId, status };
}
