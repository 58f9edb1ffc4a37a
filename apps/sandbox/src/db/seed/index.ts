import { generateKeyPairSync } from 'node:crypto';
import type { RsaPrivateKey } from '@lobbykit/platform';
import type { Db } from '../database.ts';
import { seedActivity } from './activity.ts';
import { seedAgency } from './agency.ts';
import { seedBets } from './bets.ts';
import { seedBonuses } from './bonuses.ts';
import { seedGames } from './games.ts';
import { hashDemoPasswords, seedMembers } from './members.ts';
import { syncMerchants } from './merchants.ts';
import { seedNotices } from './notices.ts';
// agent reports
import { seedAgentNotices } from './agent-notices.ts';
import { seedPromotions } from './promotions.ts';
import { createRandom } from './random.ts';
import { seedRebates } from './rebates.ts';
import { seedRedEnvelopes } from './red-envelopes.ts';
import { seedSiteContent } from './site-content.ts';
// agent centre: team pages
import { seedBigTeam } from './team.ts';

/** Same seed, same catalogue: game names and figures do not change between resets. */
const SEED = 20_231_105;

/** The envelope's key pair, made once per database; the platform serves its modulus. */
function generateEnvelopeKey(): RsaPrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  const hex = (base64url: string | undefined) => Buffer.from(base64url ?? '', 'base64url').toString('hex');
  return { modulusHex: hex(jwk.n), privateExponentHex: hex(jwk.d) };
}

export async function seedDatabase(db: Db, { now }: { now: number }) {
  const random = createRandom(SEED);
  // Hashing is asynchronous (scrypt off the main thread); the rest is one transaction, so a seed
  // that fails half-way leaves nothing behind.
  const hashes = await hashDemoPasswords();
  db.transaction(() => {
    syncMerchants(db);
    seedSiteContent(db, random);
    seedNotices(db, now);
    seedPromotions(db, random, now);
    seedGames(db, random);
    const ids = seedMembers(db, now, hashes);
    seedActivity(db, ids, random, now);
    seedAgency(db, ids, now);
    seedRedEnvelopes(db, now);
    seedBets(db, ids, now);
    seedRebates(db);
    seedBonuses(db, ids, now);
    // agent centre: team pages
    seedBigTeam(db, hashes, now);
    // agent reports: after the members, whose reads it records
    seedAgentNotices(db, now);
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('rsa_key', JSON.stringify(generateEnvelopeKey()));
    meta.run('seeded_at', String(now));
  })();
}
