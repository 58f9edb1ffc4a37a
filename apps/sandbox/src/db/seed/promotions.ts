import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import { day, type Random } from './random.ts';

type Promotion = [
  category: string,
  titleEn: string,
  titleTy: string,
  summaryEn: string,
  summaryTy: string,
  bodyEn: string,
  bodyTy: string,
];

const terms = {
  en: '<h3>Terms</h3><ol><li>One claim per member.</li><li>Turnover of 10× the bonus before withdrawal.</li><li>The operator may end the promotion at any time.</li></ol>',
  ty: '<h3>Mga tuntunin</h3><ol><li>Isang claim bawat miyembro.</li><li>Turnover na 10× ng bonus bago mag-withdraw.</li><li>Maaaring tapusin ng operator ang promosyon anumang oras.</li></ol>',
};

const promotions: Promotion[] = [
  [
    'new',
    'Welcome bonus 100% up to 8,888',
    'Welcome bonus 100% hanggang 8,888',
    'Double your first deposit.',
    'Doblehin ang unang deposito.',
    '<p>Deposit at least 100 and get a 100% bonus, up to 8,888.</p>',
    '<p>Mag-deposito ng hindi bababa sa 100 at makakuha ng 100% bonus, hanggang 8,888.</p>',
  ],
  [
    'daily',
    'Daily reload 10%',
    'Araw-araw na reload 10%',
    'A bonus on your first deposit of the day.',
    'Bonus sa unang deposito ng araw.',
    '<p>Every day, your first deposit earns a 10% bonus up to 1,000.</p>',
    '<p>Araw-araw, ang unang deposito mo ay may 10% bonus hanggang 1,000.</p>',
  ],
  [
    'live',
    'Weekend live casino cashback 5%',
    'Weekend cashback sa live casino 5%',
    'Losses on live tables, partly back.',
    'Bahagi ng talo sa live table, ibabalik.',
    '<p>Every Monday we return 5% of your net weekend losses on live casino tables.</p>',
    '<p>Tuwing Lunes, ibabalik namin ang 5% ng netong talo mo sa live casino noong weekend.</p>',
  ],
  [
    'slots',
    'Slot tournament: 1,000,000 prize pool',
    'Slot tournament: 1,000,000 na premyo',
    'Spin to climb the leaderboard.',
    'Mag-spin para umakyat sa leaderboard.',
    '<p>Every spin on selected slots earns tournament points. Top 100 players share the pool.</p>',
    '<p>Bawat spin sa piling slot ay may puntos sa tournament. Hahatiin ng nangungunang 100 manlalaro ang premyo.</p>',
  ],
  [
    'sports',
    'Accumulator boost up to 50%',
    'Accumulator boost hanggang 50%',
    'More legs, more winnings.',
    'Mas maraming leg, mas malaking panalo.',
    '<p>Win an accumulator of 4 or more legs and get up to 50% extra winnings.</p>',
    '<p>Manalo sa accumulator na may 4 o higit pang leg at makakuha ng hanggang 50% dagdag na panalo.</p>',
  ],
  [
    'vip',
    'VIP monthly gift',
    'Buwanang regalo sa VIP',
    'Gifts for Gold members and above.',
    'Regalo para sa Gold member pataas.',
    '<p>VIP members from Gold upward receive a monthly gift, sized by level.</p>',
    '<p>Ang mga VIP member mula Gold pataas ay may buwanang regalo, ayon sa antas.</p>',
  ],
];

export function seedPromotions(db: Db, random: Random, now: number) {
  const insert = db.prepare(
    `INSERT INTO promotions (merchant, category, title_en, title_ty, summary_en, summary_ty, content_en, content_ty, hue, start_time, end_time, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const merchant of merchants) {
    promotions.forEach(([category, titleEn, titleTy, summaryEn, summaryTy, bodyEn, bodyTy], index) =>
      insert.run(
        merchant.code,
        category,
        titleEn,
        titleTy,
        summaryEn,
        summaryTy,
        bodyEn + terms.en,
        bodyTy + terms.ty,
        random.int(0, 359),
        now - (index + 1) * 7 * day,
        index % 2 === 0 ? null : now + (index + 2) * 7 * day,
        index,
      ),
    );
  }
}
