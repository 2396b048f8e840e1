// The visitors' notices (portal spec §3 Notice, §4; admin spec §7.2 GET /api/public/notice): the notices
// in use, newest first, from the read cache (topic 'notice', forgotten by every write here and, in the
// Worker, by the triggers of the table), and the console's list and writes. A notice carries at most one
// file (attachment code NOTICE, owner the notice): a save claims a pending upload in the same batch as the
// notice, and a replaced or removed file, or the file of a deleted notice, is marked deleted with it.
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Lang } from '#core/i18n/locales.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { NOTICE_PUBLIC_MAX, type NoticeAdminItem, type NoticeCreate } from '#core/schemas/notice.ts';
import { cachedRead, forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { pageRows } from './page-rows.ts';

const t = schema.notice;
const a = schema.attachment;
export type NoticeRow = typeof t.$inferSelect;
export type NoticeFileRow = { id: number; name: string; extension: string; size: number; storedPath: string };
/** A notice with its file, if it has one that is not deleted. */
export type NoticeWithFile = { notice: NoticeRow; file: NoticeFileRow | null };
/** What a save writes: the fields, not the file (that goes by attachment id). */
export type NoticeFields = Omit<NoticeCreate, 'attachmentPath'>;

const withFile = (db: Db) =>
  db
    .select({ notice: t, file: { id: a.id, name: a.name, extension: a.extension, size: a.size, storedPath: a.storedPath } })
    .from(t)
    .leftJoin(a, and(eq(a.id, t.attachmentId), eq(a.isDeleted, false)));

/** The notices in use, newest first, at most NOTICE_PUBLIC_MAX, with their files: what every visitor is shown. */
export function noticesInUse(db: Db): Promise<NoticeWithFile[]> {
  return cachedRead(db, ['notice'], 'notice:inUse', () =>
    withFile(db).where(eq(t.inUse, true)).orderBy(desc(t.createdDate), desc(t.id)).limit(NOTICE_PUBLIC_MAX),
  );
}

/** A notice's title and content in one language. */
export const noticeTextIn = (row: NoticeRow, lang: Lang) =>
  lang === 'en' ? { title: row.titleEn, content: row.contentEn } : { title: row.titleKr, content: row.contentKr };

/** A file's full name as it was uploaded. */
export const noticeFileName = (file: NoticeFileRow) => (file.extension ? `${file.name}.${file.extension}` : file.name);

export const noticeAdminItem = ({ notice: row, file }: NoticeWithFile): NoticeAdminItem => ({
  id: row.id,
  titleKr: row.titleKr,
  titleEn: row.titleEn,
  contentKr: row.contentKr,
  contentEn: row.contentEn,
  category: row.category,
  inUse: row.inUse,
  attachmentId: file?.id ?? null,
  attachment: file && { id: file.id, name: noticeFileName(file), size: file.size, storedPath: file.storedPath },
  createdDate: row.createdDate,
  updatedDate: row.updatedDate,
  createdBy: row.createdBy,
});

/** The console's list: every notice, in use or not, newest first, a page at a time. */
export async function listNoticesAdmin(db: Db, paging: { page: number; pageSize: number }): Promise<Page<NoticeAdminItem>> {
  const [rows, [total]] = await Promise.all([
    pageRows(withFile(db).orderBy(desc(t.createdDate), desc(t.id)).$dynamic(), paging),
    db.select({ total: count() }).from(t),
  ]);
  return pageOf(rows.map(noticeAdminItem), total?.total ?? 0, paging.page, paging.pageSize);
}

export async function findNotice(db: Db, id: number): Promise<NoticeWithFile | undefined> {
  const [row] = await withFile(db).where(eq(t.id, id)).limit(1);
  return row;
}

/**
 * The attachment id a save may give a notice for this stored path: the notice's own live file, or a
 * NOTICE upload of this account that no save has claimed yet. Undefined for any other path.
 */
export async function noticeFileFor(db: Db, storedPath: string, noticeId: number | null, uploadedBy: number): Promise<number | undefined> {
  const pending = and(isNull(a.ownerId), eq(a.uploadedBy, uploadedBy));
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.storedPath, storedPath), eq(a.code, 'NOTICE'), eq(a.isDeleted, false), noticeId === null ? pending : or(pending, eq(a.ownerId, noticeId))))
    .limit(1);
  return row?.id;
}

/**
 * The file id as the notice column takes it: only a live NOTICE file that is still unclaimed or already
 * this notice's (decided in the statement, so a file claimed meanwhile by another save is not shared).
 */
const claimableFile = (fileId: number, noticeId: number | null) =>
  sql`(SELECT ${a.id} FROM ${a} WHERE ${a.id} = ${fileId} AND ${a.code} = 'NOTICE' AND ${a.isDeleted} = 0 AND (${a.ownerId} IS NULL${
    noticeId === null ? sql`` : sql` OR ${a.ownerId} = ${noticeId}`
  }))`;

/** The statement that gives a pending file to the notice naming it. */
const claimFile = (db: Db, fileId: number) =>
  db
    .update(a)
    .set({ ownerId: sql`(SELECT ${t.id} FROM ${t} WHERE ${t.attachmentId} = ${fileId})` })
    .where(and(eq(a.id, fileId), eq(a.code, 'NOTICE'), isNull(a.ownerId)));

/** The statement that marks a notice's files deleted, but the one it keeps (the purge job removes their blobs). */
const releaseFilesBut = (db: Db, noticeId: number, keep: number | null, now: Date) =>
  db
    .update(a)
    .set({ isDeleted: true, deletedDate: now.toISOString() })
    .where(and(eq(a.code, 'NOTICE'), eq(a.ownerId, noticeId), eq(a.isDeleted, false), keep === null ? undefined : ne(a.id, keep)));

/** A new notice, with its file (an unclaimed upload checked by noticeFileFor) claimed in the same batch; answers its id. */
export async function createNotice(db: Db, input: NoticeFields, fileId: number | null, createdBy: string, now: Date): Promise<number> {
  const values = { ...input, createdBy, createdDate: now.toISOString() };
  if (fileId === null) {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    forgetReads(db, 'notice');
    return row!.id;
  }
  await runBatch(db, [db.insert(t).values({ ...values, attachmentId: claimableFile(fileId, null) }), claimFile(db, fileId)] as BatchItem[]);
  forgetReads(db, 'notice');
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.attachmentId, fileId), eq(t.createdDate, values.createdDate)))
    .orderBy(desc(t.id))
    .limit(1);
  if (!row) throw new Error('the notice was not inserted');
  return row.id;
}

/**
 * Saves a notice and its file (the id it keeps or takes, or null), all in one batch: a new file is
 * claimed and the one it replaces marked deleted with the fields. A notice deleted meanwhile stays
 * deleted, and the new upload then stays pending (the purge job removes it).
 */
export async function updateNotice(db: Db, id: number, input: NoticeFields, fileId: number | null, now: Date): Promise<void> {
  const statements: BatchItem[] = [
    db
      .update(t)
      .set({ ...input, attachmentId: fileId === null ? null : claimableFile(fileId, id), updatedDate: now.toISOString() })
      .where(eq(t.id, id)),
    releaseFilesBut(db, id, fileId, now),
  ];
  if (fileId !== null) statements.push(claimFile(db, fileId));
  await runBatch(db, statements);
  forgetReads(db, 'notice');
}

/** Deletes a notice and marks its file deleted, together. */
export async function deleteNotice(db: Db, id: number, now: Date): Promise<void> {
  await runBatch(db, [db.delete(t).where(eq(t.id, id)), releaseFilesBut(db, id, null, now)] as BatchItem[]);
  forgetReads(db, 'notice');
}

/** Whether a notice's file may be downloaded: a notice in use names it. Decided in the query. */
export async function noticeFileIsPublic(db: Db, attachmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.attachmentId, attachmentId), eq(t.inUse, true)))
    .limit(1);
  return row !== undefined;
}
