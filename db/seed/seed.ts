import { count } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import type { ContentKindName } from '#core/content-kinds.ts';
import { schema, type Db } from '../client.ts';
import { whileHolding } from '../queries/lease.ts';
import { refreshSearchIndex } from '../queries/search/refresh.ts';
import { DEMO_PASSWORD, demoAccounts } from './content/accounts.ts';
import { seedBanners } from './content/banners.ts';
import { seedConsoleActivity } from './content/console-activity.ts';
import { seedGlossary } from './content/glossary.ts';
import { seedNotices } from './content/notice.ts';
import { seedPartner } from './content/partner.ts';
import { seedPolicies } from './content/policies.ts';
import { seedUsageHistory } from './content/usage-history.ts';
import { insertAccount, type Clock, type PasswordHasher } from './generators.ts';
import { kindSlug, seededKindNames, type KindSeed } from './kind-seed.ts';
import { seedStoryUsage } from './story-generators.ts';

/** A kind's demo content, found by its name (./kinds/<kind>.ts). */
export const kindSeedOf = async (name: ContentKindName): Promise<KindSeed> =>
  ((await import(`./kinds/${kindSlug(name)}.ts`)) as { kindSeed: KindSeed }).kindSeed;

/**
 * The kinds' demo content in the order of their numbers (db/kinds/index.ts), each kind's from
 * ./kinds/<kind>.ts: loaded by name, not imported, so a new kind needs no line here and the demo data
 * enters only the builds that seed. Kinds written together (one seed for two tables) are written once.
 */
async function kindSeeds(): Promise<KindSeed[]> {
  const seeds = await Promise.all(seededKindNames().map(kindSeedOf));
  return seeds.filter((seed, index) => seeds.findIndex((other) => other.write === seed.write) === index);
}

/** Writes the demo content of the kinds that need (or do not need) the demo accounts. */
async function seedKinds(db: Db, blobs: BlobStore, clock: Clock, afterAccounts: boolean): Promise<void> {
  for (const seed of await kindSeeds()) if ((seed.after === 'accounts') === afterAccounts) await seed.write(db, blobs, clock);
}

/** Loads the bilingual demo content that names no account, when the portal has none yet. */
export async function seedDemoContent(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  await seedKinds(db, blobs, clock, false);
  await seedPolicies(db, clock);
  await seedBanners(db, blobs, clock);
  await seedNotices(db, blobs, clock);
  await seedGlossary(db, clock);
}

/** One active demo account per role (password DEMO_PASSWORD), when the portal has no account yet. */
export async function seedDemoAccounts(db: Db, hash: PasswordHasher, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.userAccount);
  if ((existing?.n ?? 0) > 0) return;
  for (const account of demoAccounts) await insertAccount(db, account, DEMO_PASSWORD, hash, clock);
}

/**
 * The demo content is seeded by one process at a time (a lease, decision 034): processes started together
 * on a new database would each find it empty and write it twice. The later ones wait, then find it there.
 */
const SEED_LEASE = { ttlMs: 10 * 60_000, waitMs: 10 * 60_000, now: () => Date.now() };

export async function seedAll(db: Db, blobs: BlobStore, hash: PasswordHasher, clock?: Clock): Promise<void> {
  const seeded = await whileHolding(db, 'seed demo content', SEED_LEASE, () => seedEverything(db, blobs, hash, clock));
  if (!seeded.ran) throw new Error('another process has been seeding the demo content for 10 minutes');
}

async function seedEverything(db: Db, blobs: BlobStore, hash: PasswordHasher, clock: Clock = { now: new Date() }): Promise<void> {
  await seedDemoContent(db, blobs, clock);
  await seedDemoAccounts(db, hash, clock);
  // the kinds whose rows keep their writers' accounts (forum posts, partner questions, shared entries)
  await seedKinds(db, blobs, clock, true);
  // after every kind: the demo stories name pre-built models and shared entries by title
  await seedStoryUsage(db);
  // after the demo accounts (whose seed runs only on an empty account table) and the content it counts
  await seedUsageHistory(db, hash, clock);
  // after the demo accounts: the approved application names the demo partner and the admin who approved it
  await seedPartner(db, clock);
  // after the demo accounts: the demo admin's console work of the last three months, for the monthly log review
  await seedConsoleActivity(db, clock);
  // last: the triggers marked every row written above; the first start indexes them instead of the first search
  await refreshSearchIndex(db);
}
