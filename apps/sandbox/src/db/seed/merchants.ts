import { merchants } from '../../merchants.ts';
import type { Db } from '../database.ts';

/**
 * Brings the brands' modules, rules and settings in line with src/merchants.ts on every start, so
 * an edit there needs no reseed. A brand added since seeding gets its row, but no content.
 */
export function syncMerchants(db: Db, log: (line: string) => void = () => {}) {
  const upsert = db.prepare(
    `INSERT INTO merchants (code, name, sort, flags, register_rules, settings) VALUES (@code, @name, @sort, @flags, @rules, @settings)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, sort = excluded.sort, flags = excluded.flags,
       register_rules = excluded.register_rules, settings = excluded.settings`,
  );
  const known = new Set((db.prepare('SELECT code FROM merchants').all() as { code: string }[]).map((row) => row.code));
  db.transaction(() => {
    merchants.forEach((merchant, sort) => {
      upsert.run({
        code: merchant.code,
        name: merchant.name,
        sort,
        flags: JSON.stringify(merchant.flags),
        rules: JSON.stringify(merchant.registerRules),
        settings: JSON.stringify(merchant.settings),
      });
      if (!known.has(merchant.code)) log(`brand ${merchant.code} is new: start with --reset to seed its content`);
    });
  })();
}
