// Demo questions of the community FAQ (portal spec §3): what members of an analytics and machine-learning
// platform ask about their account, the portal and the technical side (data import, training, deployment,
// licences), in both languages, as rich text within the allow-list (core/rich-text.ts). Category ids are
// the rows the migration writes: 1 account, 2 using the portal, 3 technical. The questions are data (faq.json),
// typed here.
import { count } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { ArticleSeed } from '../catalogues/types.ts';
import type { Clock } from '../generators.ts';
import { oneOf } from '../one-of.ts';
import { DEMO_CONTENT_WRITER } from './accounts.ts';
import rows from './faq.json' with { type: 'json' };

const faqCategories = [1, 2, 3] as const;

export type FaqSeed = ArticleSeed & { category: (typeof faqCategories)[number] };

export const faqSeeds: FaqSeed[] = rows.map((row) => ({ ...row, category: oneOf(faqCategories, row.category) }));

const dayMs = 24 * 60 * 60 * 1000;

/** Inserts one demo question with its files and returns its id. */
export async function insertFaq(db: Db, blobs: BlobStore, seed: FaqSeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.faq)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      contentKr: seed.contentKr,
      contentEn: seed.contentEn,
      categoryId: seed.category,
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.faq.id });
  if (!row) throw new Error('the demo question was not inserted');
  for (const file of seed.attachments ?? []) {
    await seedAttachment(db, blobs, { code: 'COMMUNITY_FAQ', ownerId: row.id, file, createdDate: insDtm });
  }
  return row.id;
}

/** Loads the demo questions when the FAQ has none yet. */
export async function seedFaqs(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.faq);
  if ((existing?.n ?? 0) > 0) return;
  for (const seed of faqSeeds) await insertFaq(db, blobs, seed, clock);
}
