import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import type { Random } from './random.ts';

const countries: [code: string, dialing: string, en: string, ty: string][] = [
  ['PH', '63', 'Philippines', 'Pilipinas'],
  ['ID', '62', 'Indonesia', 'Indonesia'],
  ['TH', '66', 'Thailand', 'Thailand'],
  ['VN', '84', 'Vietnam', 'Vietnam'],
  ['MY', '60', 'Malaysia', 'Malaysia'],
  ['SG', '65', 'Singapore', 'Singapore'],
  ['KH', '855', 'Cambodia', 'Cambodia'],
  ['MM', '95', 'Myanmar', 'Myanmar'],
  ['LA', '856', 'Laos', 'Laos'],
  ['IN', '91', 'India', 'India'],
  ['BD', '880', 'Bangladesh', 'Bangladesh'],
  ['PK', '92', 'Pakistan', 'Pakistan'],
  ['NP', '977', 'Nepal', 'Nepal'],
  ['CN', '86', 'China', 'Tsina'],
  ['TW', '886', 'Taiwan', 'Taiwan'],
  ['HK', '852', 'Hong Kong', 'Hong Kong'],
  ['JP', '81', 'Japan', 'Hapon'],
  ['KR', '82', 'South Korea', 'Timog Korea'],
  ['AE', '971', 'United Arab Emirates', 'United Arab Emirates'],
  ['SA', '966', 'Saudi Arabia', 'Saudi Arabia'],
  ['TR', '90', 'Türkiye', 'Turkey'],
  ['BR', '55', 'Brazil', 'Brazil'],
  ['MX', '52', 'Mexico', 'Mexico'],
  ['US', '1', 'United States', 'Estados Unidos'],
  ['GB', '44', 'United Kingdom', 'United Kingdom'],
  ['AU', '61', 'Australia', 'Australia'],
];

/** Every banner group of spec §2 with its slides: [title EN, title TY, linkage type, link]. */
const bannerGroups: Record<string, [string, string, string | null, string | null][]> = {
  w_home: [
    [
      'Welcome bonus up to 8,888 on your first deposit',
      'Welcome bonus hanggang 8,888 sa unang deposito',
      'PROMOTION',
      '/promotions',
    ],
    ['Nearly 10,000 slots, one wallet', 'Halos 10,000 na slot, iisang wallet', 'ROUTE', '/rng'],
    ['Live dealers, around the clock', 'Live dealer, buong araw at gabi', 'ROUTE', '/live'],
  ],
  w_login: [
    ['Sign in and claim today’s reload bonus', 'Mag-sign in at kunin ang reload bonus ngayong araw', null, null],
  ],
  w_reg: [
    [
      'Join in a minute — free spins waiting',
      'Sumali sa loob ng isang minuto — may libreng spin na naghihintay',
      'PROMOTION',
      '/promotions',
    ],
  ],
  w_shop: [
    ['Turn points into prizes', 'Gawing premyo ang iyong puntos', 'ROUTE', '/pointMall'],
    ['New gadgets in the points mall', 'Bagong gadget sa points mall', null, null],
  ],
  w_live: [
    ['Lightning Roulette: multipliers up to 500×', 'Lightning Roulette: multiplier hanggang 500×', 'GAME', 'EVO'],
    ['Baccarat cashback every weekend', 'Baccarat cashback tuwing weekend', 'PROMOTION', '/promotions'],
  ],
  w_sports: [
    ['Basketball season: boosted odds every night', 'Basketball season: mas mataas na odds gabi-gabi', 'GAME', 'SBO'],
    ['Cash out before the final whistle', 'Mag-cash out bago ang huling pito', null, null],
  ],
  w_esports: [['Mobile Legends playoffs: bet live', 'Mobile Legends playoffs: tumaya nang live', 'GAME', 'AV']],
  w_lott: [
    ['Draws every minute with E-Lottery', 'May bola bawat minuto sa E-Lottery', 'ROUTE', '/elott'],
    ['Vietnam lottery results, live', 'Resulta ng Vietnam lottery, live', 'ROUTE', '/vnlottery'],
  ],
  w_rng: [
    ['Slot tournament: 1,000,000 prize pool', 'Slot tournament: 1,000,000 na premyo', 'PROMOTION', '/promotions'],
    ['New from PG Soft this week', 'Bago mula sa PG Soft ngayong linggo', 'ROUTE', '/rng'],
  ],
  w_fish: [['Big fish, bigger prizes', 'Malaking isda, mas malaking premyo', 'ROUTE', '/fish']],
  w_pvp: [['Tongits and Pusoy tables open 24/7', 'Bukas ang mesa ng Tongits at Pusoy 24/7', 'ROUTE', '/pvp']],
  w_promotion: [
    ['Daily reload: 10% every day', 'Araw-araw na reload: 10% bawat araw', 'PROMOTION', '/promotions'],
    ['Refer a friend, earn together', 'Mag-imbita ng kaibigan, sabay kumita', 'ROUTE', '/join'],
  ],
  w_help: [['Help is here 24/7', 'Narito ang tulong 24/7', 'ROUTE', '/helpmc']],
  w_down: [
    ['Get the app: faster, smoother, safer', 'Kunin ang app: mas mabilis, mas maayos, mas ligtas', 'ROUTE', '/down'],
  ],
};

export function seedSiteContent(db: Db, random: Random) {
  const insertCountry = db.prepare(
    'INSERT INTO countries (country_code, dialing_code, name_en, name_ty, sort) VALUES (?, ?, ?, ?, ?)',
  );
  countries.forEach(([code, dialing, en, ty], index) => insertCountry.run(code, dialing, en, ty, index));

  const insertBanner = db.prepare(
    `INSERT INTO banners (merchant, group_name, title_en, title_ty, linkage_type, link, hue, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const merchant of merchants) {
    for (const [group, slides] of Object.entries(bannerGroups)) {
      slides.forEach(([en, ty, linkageType, link], index) =>
        insertBanner.run(merchant.code, group, en, ty, linkageType, link, random.int(0, 359), index),
      );
    }
  }
}

export const bannerGroupNames = Object.keys(bannerGroups);
