import { count } from 'drizzle-orm';
import { PASSWORD_CYCLE_MONTHS, PASSWORD_NOTICE_DAYS } from '#core/auth/limits.ts';
import type { BlobStore } from '#core/blob-store.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf } from '../queries/attachment.ts';
import { algorithms } from './catalogues/algorithms.ts';
import { countries } from './catalogues/countries.ts';
import { industries } from './catalogues/industries.ts';
import { masterData } from './catalogues/master-data.ts';
import { inChunks } from './chunks.ts';
import { DEMO_PASSWORD, demoAccounts } from './content/accounts.ts';
import { seedBanners } from './content/banners.ts';
import { seedPolicies } from './content/policies.ts';
import { preBuiltModels } from './content/pre-built-models.ts';
import { seedUsageHistory } from './content/usage-history.ts';
import { insertAccount, insertPreBuiltModel, type Clock, type PasswordHasher } from './generators.ts';
import { seedSuccessStories } from './story-generators.ts';

const ordered = <T extends object>(rows: readonly T[]) => rows.map((row, sortOrder) => ({ ...row, sortOrder }));

/** Loads the spec's catalogues (algorithms, industries, countries, master data) when they are missing. */
export async function seedCatalogues(db: Db): Promise<void> {
  // the password cycle's one row (admin spec §3: id 1), enabled by default (DESIGN.md §5)
  await db
    .insert(schema.passwordCycle)
    .values({ id: 1, defaultPeriod: PASSWORD_CYCLE_MONTHS, enable: true, noticePeriod: PASSWORD_NOTICE_DAYS, updatedAt: new Date().toISOString() })
    .onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(schema.algorithm);
  if ((existing?.n ?? 0) > 0) return;
  const statements = [
    ...inChunks(schema.algorithm, ordered(algorithms)).map((rows) => db.insert(schema.algorithm).values(rows)),
    ...inChunks(schema.industry, ordered(industries)).map((rows) => db.insert(schema.industry).values(rows)),
    ...inChunks(schema.country, ordered(countries)).map((rows) => db.insert(schema.country).values(rows)),
    ...inChunks(schema.masterData, ordered(masterData)).map((rows) => db.insert(schema.masterData).values(rows)),
  ] as BatchItem[];
  await runBatch(db, statements);
}

/** Loads the bilingual demo content when the portal has none yet. */
export async function seedDemoContent(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  await seedSuccessStories(db, blobs, clock);
  await seedPolicies(db, clock);
  await seedBanners(db, blobs, clock);
  const [existing] = await db.select({ n: count() }).from(schema.preBuiltModel);
  if ((existing?.n ?? 0) > 0) return;
  for (const model of preBuiltModels) {
    const id = await insertPreBuiltModel(db, model, clock);
    for (const file of model.attachments) {
      const bytes = new TextEncoder().encode(file.content);
      const storedPath = attachmentStoredPath('PRE_BUILT_MODEL', file.extension);
      const contentType = contentTypeOf(file.extension);
      await blobs.put(blobKeyOf(storedPath), bytes, contentType);
      await db.insert(schema.attachment).values({
        code: 'PRE_BUILT_MODEL',
        ownerId: id,
        attachmentType: 'ATTACHMENT',
        name: file.name,
        extension: file.extension,
        size: bytes.byteLength,
        contentType,
        storedPath,
        createdDate: clock.now.toISOString(),
      });
    }
  }
}

/** One active demo account per role (password DEMO_PASSWORD), when the portal has no account yet. */
export async function seedDemoAccounts(db: Db, hash: PasswordHasher, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.userAccount);
  if ((existing?.n ?? 0) > 0) return;
  for (const account of demoAccounts) await insertAccount(db, account, DEMO_PASSWORD, hash, clock);
}

export async function seedAll(db: Db, blobs: BlobStore, hash: PasswordHasher, clock?: Clock): Promise<void> {
  await seedCatalogues(db);
  await seedDemoContent(db, blobs, clock);
  await seedDemoAccounts(db, hash, clock);
  // after the demo accounts (whose seed runs only on an empty account table) and the content it counts
  await seedUsageHistory(db, hash, clock);
}
