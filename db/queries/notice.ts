// The visitors' notices (portal spec §3 Notice, §4; admin spec §7.2 GET /api/public/notice): the notices
// in use, newest first, from the read cache (topic 'notice', forgotten by every write here and, in the
// Worker, by the triggers of the table), and the console's list and writes.
import { count, desc, eq } from 'drizzle-orm';
import type { Lang } from '#core/i18n/locales.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { NOTICE_PUBLIC_MAX, type NoticeAdminItem, type NoticeCreate } from '#core/schemas/notice.ts';
import { cachedRead, forgetReads } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

const t = schema.notice;
export type NoticeRow = typeof t.$inferSelect;

/** The notices in use, newest first, at most NOTICE_PUBLIC_MAX: what every visitor is shown. */
export function noticesInUse(db: Db): Promise<NoticeRow[]> {
  return cachedRead(db, ['notice'], 'notice:inUse', () =>
    db.select().from(t).where(eq(t.inUse, true)).orderBy(desc(t.createdDate), desc(t.id)).limit(NOTICE_PUBLIC_MAX),
  );
}

/** A notice's title and content in one language. */
export const noticeTextIn = (row: NoticeRow, lang: Lang) =>
  lang === 'en' ? { title: row.titleEn, content: row.contentEn } : { title: row.titleKr, content: row.contentKr };

export const noticeAdminItem = (row: NoticeRow): NoticeAdminItem => ({
  id: row.id,
  titleKr: row.titleKr,
  titleEn: row.titleEn,
  contentKr: row.contentKr,
  contentEn: row.contentEn,
  category: row.category,
  inUse: row.inUse,
  attachmentId: row.attachmentId,
  createdDate: row.createdDate,
  updatedDate: row.updatedDate,
  createdBy: row.createdBy,
});

/** The console's list: every notice, in use or not, newest first, a page at a time. */
export async function listNoticesAdmin(db: Db, paging: { page: number; pageSize: number }): Promise<Page<NoticeAdminItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .orderBy(desc(t.createdDate), desc(t.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(t),
  ]);
  return pageOf(rows.map(noticeAdminItem), total?.total ?? 0, paging.page, paging.pageSize);
}

export async function findNotice(db: Db, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

export async function createNotice(db: Db, input: NoticeCreate, createdBy: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(t)
    .values({ ...input, createdBy, createdDate: now.toISOString() })
    .returning({ id: t.id });
  forgetReads(db, 'notice');
  return row!.id;
}

/** Saves a notice; false when it no longer exists. */
export async function updateNotice(db: Db, id: number, input: NoticeCreate, now: Date): Promise<boolean> {
  const changed = await db
    .update(t)
    .set({ ...input, updatedDate: now.toISOString() })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  forgetReads(db, 'notice');
  return changed.length > 0;
}

/** Deletes a notice; false when it no longer existed. */
export async function deleteNotice(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  forgetReads(db, 'notice');
  return gone.length > 0;
}
