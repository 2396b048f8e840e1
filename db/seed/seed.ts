import { count } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../client.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf } from '../queries/attachment.ts';
import { whileHolding } from '../queries/lease.ts';
import { refreshSearchIndex } from '../queries/search/refresh.ts';
import { DEMO_PASSWORD, demoAccounts } from './content/accounts.ts';
import { seedBanners } from './content/banners.ts';
import { seedFaqs } from './content/faq.ts';
import { seedForum } from './content/forum.ts';
import { seedKnowledgeSharing } from './content/knowledge-sharing.ts';
import { seedNotices } from './content/notice.ts';
import { seedPartnerContent } from './content/partner-content.ts';
import { seedPartnerQna } from './content/partner-qna.ts';
import { seedPartner } from './content/partner.ts';
import { seedPolicies } from './content/policies.ts';
import { preBuiltModels } from './content/pre-built-models.ts';
import { seedUsageHistory } from './content/usage-history.ts';
import { seedVideos } from './content/videos.ts';
import { insertAccount, insertPreBuiltModel, type Clock, type PasswordHasher } from './generators.ts';
import { seedSuccessStories } from './story-generators.ts';

/** Loads the bilingual demo content when the portal has none yet. */
export async function seedDemoContent(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  await seedSuccessStories(db, blobs, clock);
  await seedPolicies(db, clock);
  await seedBanners(db, blobs, clock);
  await seedNotices(db, blobs, clock);
  await seedFaqs(db, blobs, clock);
  await seedVideos(db, clock);
  await seedPartnerContent(db, blobs, clock);
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

/**
 * The demo content is seeded by one process at a time (a lease, decision 034): processes started together
 * on a new database would each find it empty and write it twice. The later ones wait, then find it there.
 */
const SEED_LEASE = { ttlMs: 10 * 60_000, waitMs: 10 * 60_000, now: () => Date.now() };

export async function seedAll(db: Db, blobs: BlobStore, hash: PasswordHasher, clock?: Clock): Promise<void> {
  const seeded = await whileHolding(db, 'seed demo content', SEED_LEASE, () => seedEverything(db, blobs, hash, clock));
  if (!seeded.ran) throw new Error('another process has been seeding the demo content for 10 minutes');
}

async function seedEverything(db: Db, blobs: BlobStore, hash: PasswordHasher, clock?: Clock): Promise<void> {
  await seedDemoContent(db, blobs, clock);
  await seedDemoAccounts(db, hash, clock);
  // after the accounts: posts and comments are written by the demo members
  await seedForum(db, blobs, clock);
  // after the accounts: the demo partner's questions and the staff's answers keep their accounts
  await seedPartnerQna(db, blobs, clock);
  // after the demo accounts (whose seed runs only on an empty account table) and the content it counts
  await seedUsageHistory(db, hash, clock);
  // after the demo accounts: each shared entry keeps its writer's account
  await seedKnowledgeSharing(db, blobs, clock ?? { now: new Date() });
  // after the demo accounts: the approved application names the demo partner and the admin who approved it
  await seedPartner(db, clock ?? { now: new Date() });
  // last: the triggers marked every row written above; the first start indexes them instead of the first search
  await refreshSearchIndex(db);
}
