import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';
import { day } from './random.ts';

/**
 * Per brand: one envelope open now (for a week), one that opens in two days, one that ended
 * yesterday, so every state shows. No random draws, so the rest of the seed stays as it was.
 */
export function seedRedEnvelopes(db: Db, now: number) {
  const insert = db.prepare(
    `INSERT INTO red_envelopes (merchant, title_en, title_ty, min_cents, max_cents, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { code } of merchants) {
    insert.run(code, 'Weekend red envelope', 'Red envelope ngayong weekend', 8_00, 88_00, now - day, now + 7 * day);
    insert.run(
      code,
      'Payday red envelope',
      'Red envelope sa araw ng sahod',
      18_00,
      188_00,
      now + 2 * day,
      now + 9 * day,
    );
    insert.run(code, 'Lunar new year envelope', 'Red envelope sa Bagong Taon', 6_00, 66_00, now - 10 * day, now - day);
  }
}
