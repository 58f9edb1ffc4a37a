import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import { day, hour } from './random.ts';

type AgentNotice = [titleEn: string, titleTy: string, contentEn: string, contentTy: string];

/** Notices for agents, newest first: what an operator tells its agency. */
const agentNotices: AgentNotice[] = [
  [
    'Commission statements are out',
    'Labas na ang mga commission statement',
    '<p>Last month’s commission statements are ready in <strong>My income</strong>. Payouts reach your main wallet by the 5th.</p>',
    '<p>Handa na sa <strong>Aking kita</strong> ang mga commission statement noong nakaraang buwan. Papasok ang bayad sa iyong main wallet bago mag-ika-5.</p>',
  ],
  [
    'New downline registration rules',
    'Bagong patakaran sa pagrehistro ng downline',
    '<p>From next week every new downline needs a verified mobile number. Accounts you register keep their <em>agent</em> link as before.</p>',
    '<p>Simula sa susunod na linggo, kailangan ng bawat bagong downline ang beripikadong mobile number. Mananatili ang <em>agent</em> link ng mga account na irerehistro mo.</p>',
  ],
  [
    'Team report times',
    'Oras ng mga ulat ng team',
    '<p>Team betting and profit and loss count settled bets only; a bet still running shows once its round ends.</p>',
    '<p>Mga settled na taya lang ang binibilang ng taya ng team at kita at lugi; lalabas ang tayang tumatakbo pa kapag natapos ang round nito.</p>',
  ],
  [
    'Agency support hours',
    'Oras ng suporta para sa ahensya',
    '<p>The agency desk answers every day from <strong>09:00 to 21:00</strong>. Outside these hours, leave a message in Feedback.</p>',
    '<p>Sumasagot ang agency desk araw-araw mula <strong>09:00 hanggang 21:00</strong>. Sa labas ng oras na ito, mag-iwan ng mensahe sa Feedback.</p>',
  ],
];

/** The agent notices of every brand; agent1 has read the oldest, so both states show. */
export function seedAgentNotices(db: Db, now: number) {
  const insert = db.prepare(
    `INSERT INTO agent_notices (merchant, title_en, title_ty, content_en, content_ty, published_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const markRead = db.prepare(
    `INSERT INTO agent_notice_reads (notice_id, member_id, read_at)
     SELECT ?, id, ? FROM members WHERE merchant = ? AND username = 'agent1'`,
  );
  for (const merchant of merchants) {
    agentNotices.forEach((notice, index) => {
      const publishedAt = now - index * 4 * day - 2 * hour;
      const { lastInsertRowid } = insert.run(merchant.code, ...notice, publishedAt);
      if (index === agentNotices.length - 1) markRead.run(lastInsertRowid, publishedAt + hour, merchant.code);
    });
  }
}
