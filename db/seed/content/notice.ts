// The visitors' demo notices (portal spec §3 Notice): one in use, which the public pages show in their
// notice strip until a visitor dismisses it, with its file (the maintenance schedule), and two earlier ones
// no longer in use, as the console lists them. The notices are data (notice.json), typed here.
import { count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { noticeCategories } from '#core/schemas/notice.ts';
import { schema, type Db } from '../../client.ts';
import type { NoticeFields } from '../../queries/notice.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';
import { oneOf } from '../one-of.ts';
import rows from './notice.json' with { type: 'json' };

type NoticeSeed = NoticeFields & { daysAgo: number; file?: { name: string; extension: string; content: string } };

export const noticeSeeds: readonly NoticeSeed[] = rows.map((row) => ({ ...row, category: oneOf(noticeCategories, row.category) }));

export async function seedNotices(db: Db, blobs: BlobStore, clock: Clock): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.notice);
  if ((existing?.n ?? 0) > 0) return;
  const now = clock.now.getTime();
  for (const { daysAgo, file, ...notice } of noticeSeeds) {
    const createdDate = new Date(now - daysAgo * 86_400_000).toISOString();
    const [row] = await db
      .insert(schema.notice)
      .values({ ...notice, createdDate, createdBy: 'admin@example-analytics.com' })
      .returning({ id: schema.notice.id });
    if (!row || !file) continue;
    const stored = await seedAttachment(db, blobs, { code: 'NOTICE', ownerId: row.id, file, createdDate });
    await db.update(schema.notice).set({ attachmentId: stored.id }).where(eq(schema.notice.id, row.id));
  }
}
