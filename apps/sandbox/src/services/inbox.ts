import type { Db } from '../db/database.ts';
import { Refusal } from '../envelope.ts';

/** The platform's message templates (spec §3), in EN and TY; `{amount}` is filled in. */
export const messageTemplates = {
  'deposit-credited': {
    title: ['Deposit credited', 'Naikredito ang deposito'],
    content: [
      '<p>Your deposit of <strong>{amount}</strong> has been credited to your wallet. Good luck!</p>',
      '<p>Naikredito na sa iyong wallet ang deposito na <strong>{amount}</strong>. Good luck!</p>',
    ],
  },
  'deposit-failed': {
    title: ['Deposit failed', 'Hindi natuloy ang deposito'],
    content: [
      '<p>Your deposit of <strong>{amount}</strong> could not be completed. No money was taken. Please try another channel.</p>',
      '<p>Hindi natuloy ang deposito na <strong>{amount}</strong>. Walang nakuhang pera. Subukan ang ibang channel.</p>',
    ],
  },
  'withdrawal-approved': {
    title: ['Withdrawal approved', 'Naaprubahan ang withdrawal'],
    content: [
      '<p>Your withdrawal of <strong>{amount}</strong> has been paid out. Please confirm whether you received it.</p>',
      '<p>Naipadala na ang withdrawal na <strong>{amount}</strong>. Pakikumpirma kung natanggap mo ito.</p>',
    ],
  },
  'withdrawal-rejected': {
    title: ['Withdrawal rejected', 'Tinanggihan ang withdrawal'],
    content: [
      '<p>Your withdrawal of <strong>{amount}</strong> was rejected and the amount returned to your wallet. Contact support for details.</p>',
      '<p>Tinanggihan ang withdrawal na <strong>{amount}</strong> at ibinalik ang halaga sa iyong wallet. Makipag-ugnayan sa support para sa detalye.</p>',
    ],
  },
  welcome: {
    title: ['Welcome aboard', 'Maligayang pagdating'],
    content: [
      '<p>Thanks for joining. Claim your welcome bonus in the <em>Reward centre</em>.</p>',
      '<p>Salamat sa pagsali. Kunin ang iyong welcome bonus sa <em>Reward centre</em>.</p>',
    ],
  },
} as const;

export type MessageTemplate = keyof typeof messageTemplates;

export function sendMessage(
  db: Db,
  memberId: number,
  template: MessageTemplate,
  params: { amount?: string },
  createdAt: number,
  read = false,
) {
  const fill = (text: string) => text.replace('{amount}', params.amount ?? '');
  const { title, content } = messageTemplates[template];
  insertMessage(db, memberId, { template, title, content: [fill(content[0]), fill(content[1])] }, createdAt, read);
}

/** A message in EN and TY: `[en, ty]` pairs. */
export interface MessageText {
  template: string;
  title: readonly [string, string];
  content: readonly [string, string];
}

export function insertMessage(db: Db, memberId: number, message: MessageText, createdAt: number, read: boolean) {
  const { template, title, content } = message;
  db.prepare(
    `INSERT INTO messages (member_id, template, title_en, title_ty, content_en, content_ty, read, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(memberId, template, title[0], title[1], content[0], content[1], read ? 1 : 0, createdAt);
}

export function formatAmount(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function unreadCount(db: Db, memberId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read = 0').get(memberId) as { n: number }
  ).n;
}

/**
 * Runs `sql` (with `?` for the message id, then the member's id) on each of the member's own
 * messages among `ids`, in one transaction; refuses when none of them is the member's.
 */
export function changeOwnMessages(db: Db, memberId: number, ids: readonly (number | string)[], sql: string): number {
  const statement = db.prepare(sql);
  const changed = db.transaction(() =>
    ids.reduce<number>((sum, id) => sum + statement.run(Number(id), memberId).changes, 0),
  )();
  if (changed === 0) throw new Refusal('INVALID_INPUT', 'message_not_found');
  return changed;
}

const PREVIEW_LENGTH = 100;
const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * The list's preview: the body as plain text (elements that are not text, such as scripts and
 * frames, dropped with their content), cut at a word near 100 characters. The site shows it as
 * text, never as HTML.
 */
export function messagePreview(html: string): string {
  const text = html
    .replace(/<(script|style|iframe|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Words inside a line (bold, a link) join the text around them; a block ends a word.
    .replace(/<\/?(a|b|strong|i|em|u|s|span|small|mark|code|sub|sup)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...text];
  if (characters.length <= PREVIEW_LENGTH) return text;
  const cut = characters.slice(0, PREVIEW_LENGTH).join('');
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > PREVIEW_LENGTH / 2 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`;
}
