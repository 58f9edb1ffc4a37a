import type { Db } from '../db/database.ts';

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
  db.prepare(
    `INSERT INTO messages (member_id, template, title_en, title_ty, content_en, content_ty, read, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(memberId, template, title[0], title[1], fill(content[0]), fill(content[1]), read ? 1 : 0, createdAt);
}

export function formatAmount(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
