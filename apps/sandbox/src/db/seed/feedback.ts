import { replyToFeedback } from '../../services/feedback.ts';
import type { Db } from '../database.ts';
import { day, hour, minute } from './random.ts';

/**
 * The showcase member's earlier feedback, newest first on the screen: a suggestion not answered
 * yet, a games report with an unread reply, and a deposit complaint answered, read and closed.
 * A player and an operator each write in one language, so these are in English only.
 */
export function seedFeedback(db: Db, ids: Map<string, number>, merchant: string, now: number) {
  const memberId = ids.get(`${merchant}/demo`);
  if (memberId === undefined) return;
  const insert = db.prepare(
    `INSERT INTO feedback (merchant, member_id, type, content, contact, remark, images, created_at)
     VALUES (?, ?, ?, ?, NULL, ?, 0, ?)`,
  );
  const ticket = (type: string, content: string, remark: string, at: number) =>
    Number(insert.run(merchant, memberId, type, content, remark, at).lastInsertRowid);

  const complaint = ticket(
    'deposit',
    'My deposit of 500.00 by GCash took almost two hours to reach my wallet. Please check why it was so slow.',
    'GCash reference 7730 1942 5561',
    now - 6 * day,
  );
  replyToFeedback(
    db,
    complaint,
    'Thank you for waiting. The GCash gateway was delayed that evening; your 500.00 was credited in full. We are sorry for the wait.',
    true,
    now - 6 * day + 3 * hour,
  );
  db.prepare('UPDATE feedback_replies SET read_at = ? WHERE feedback_id = ?').run(now - 5 * day, complaint);

  const games = ticket(
    'games',
    'The fishing game froze after the bonus round and my win did not show in the balance.',
    'Round 58211947',
    now - 2 * day,
  );
  replyToFeedback(
    db,
    games,
    'We found round 58211947: the win of 84.50 was settled to your game wallet one minute after the screen froze. Transfer it to your main wallet from My wallet.',
    false,
    now - day - 20 * minute,
  );

  ticket('suggestion', 'Please add more Filipino card games like tongits and pusoy to the lobby.', '', now - 3 * hour);
}
