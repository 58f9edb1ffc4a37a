import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';
import { seedDatabase } from './seed/index.ts';
import { syncMerchants } from './seed/merchants.ts';

export type Db = Database.Database;

/** apps/sandbox/data/sandbox.sqlite, wherever the sandbox is started from (gitignored). */
export const defaultDatabaseFile = fileURLToPath(new URL('../../data/sandbox.sqlite', import.meta.url));

export function migrate(db: Db): number {
  const applied = db.pragma('user_version', { simple: true }) as number;
  const pending = migrations.slice(applied);
  db.transaction(() => {
    for (const [index, sql] of pending.entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    }
  })();
  return pending.length;
}

export function isSeeded(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded_at'`).get() !== undefined;
}

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:'. */
  file?: string;
  /** Throw the data away and seed afresh. */
  reset?: boolean;
  now?: () => number;
  log?: (line: string) => void;
}

/** Opens the sandbox's database: created, migrated and seeded on first use, kept afterwards. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const file = options.file ?? defaultDatabaseFile;
  const log = options.log ?? (() => {});
  if (file !== ':memory:') {
    if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    mkdirSync(dirname(file), { recursive: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const ran = migrate(db);
  if (ran > 0) log(`database ${file}: ${ran} migration(s) applied`);
  if (!isSeeded(db)) {
    const started = Date.now();
    await seedDatabase(db, { now: options.now?.() ?? Date.now() });
    log(`database seeded in ${Date.now() - started} ms`);
  } else {
    syncMerchants(db, log);
  }
  return db;
}
