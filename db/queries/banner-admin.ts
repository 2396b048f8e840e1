// The console's banner writes (admin spec §3, §4, §5): every banner of a language in use or not, the
// image claimed from the uploader's pending file and the old one let go in the same batch as the row, and
// the order and in-use switches saved together. Each write forgets the 'banner' reads, so the home page
// shows it at once (the triggers of 0005_read_versions.sql tell the Worker's other isolates).
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BannerAdminItem } from '#core/schemas/banner.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';

const b = schema.banner;
const a = schema.attachment;

type BannerRow = typeof b.$inferSelect;
export type BannerLang = BannerRow['languageCode'];

export const bannerAdminItem = (row: BannerRow): BannerAdminItem => ({
  id: row.id,
  languageCode: row.languageCode,
  position: row.position,
  title: row.title,
  content: row.content,
  imgStoredPath: row.imgStoredPath,
  imgUrl: `/api${row.imgStoredPath}`,
  inUse: row.inUse,
  button1InUse: row.button1InUse,
  button1Text: row.button1Text,
  button1Link: row.button1Link,
  button2InUse: row.button2InUse,
  button2Text: row.button2Text,
  button2Link: row.button2Link,
  createdDate: row.createdDate,
  updatedDate: row.updatedDate,
});

/** Every banner of a language, in use or not, in the home page's order (position, then age). */
export async function listBannersOf(db: Db, lang: BannerLang): Promise<BannerAdminItem[]> {
  const rows = await db.select().from(b).where(eq(b.languageCode, lang)).orderBy(asc(b.position), asc(b.id));
  return rows.map(bannerAdminItem);
}

export async function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(b).where(eq(b.id, id)).limit(1);
  return row;
}

/** How many banners of a language are in use, leaving one banner out (the one being changed). */
export async function bannersInUse(db: Db, lang: BannerLang, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(b)
    .where(and(eq(b.languageCode, lang), eq(b.inUse, true), except === undefined ? undefined : sql`${b.id} <> ${except}`));
  return row?.n ?? 0;
}

/** Whether a stored path is a banner image uploaded by this account that no banner has claimed yet. */
export async function isPendingBannerImage(db: Db, storedPath: string, uploadedBy: number): Promise<boolean> {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.storedPath, storedPath), eq(a.code, 'BANNER'), isNull(a.ownerId), eq(a.uploadedBy, uploadedBy), eq(a.isDeleted, false)))
    .limit(1);
  return row !== undefined;
}

export type BannerFields = Omit<typeof b.$inferInsert, 'id' | 'languageCode' | 'position' | 'imgStoredPath' | 'createdDate' | 'updatedDate'>;

/** The statement that gives a pending image to the banner that names it (ownerId still null, so two saves cannot both claim it). */
const claimImage = (db: Db, storedPath: string) =>
  db
    .update(a)
    .set({ ownerId: sql`(SELECT ${b.id} FROM ${b} WHERE ${b.imgStoredPath} = ${storedPath} ORDER BY ${b.id} DESC LIMIT 1)` })
    .where(and(eq(a.storedPath, storedPath), eq(a.code, 'BANNER'), isNull(a.ownerId)));

/** The statement that lets a banner's other images go (marked deleted; the purge job removes their blobs). */
const releaseImagesBut = (db: Db, bannerId: number, keep: string, now: Date) =>
  db
    .update(a)
    .set({ isDeleted: true, deletedDate: now.toISOString() })
    .where(and(eq(a.code, 'BANNER'), eq(a.ownerId, bannerId), eq(a.isDeleted, false), sql`${a.storedPath} <> ${keep}`));

/** A new banner at the end of its language's order, its image claimed in the same batch; answers its id. */
export async function createBanner(db: Db, lang: BannerLang, fields: BannerFields, imgStoredPath: string, now: Date): Promise<number> {
  const created = now.toISOString();
  await runBatch(db, [
    db.insert(b).values({
      ...fields,
      languageCode: lang,
      imgStoredPath,
      createdDate: created,
      position: sql`(SELECT coalesce(max(${b.position}), 0) + 1 FROM ${b} WHERE ${b.languageCode} = ${lang})`,
    }),
    claimImage(db, imgStoredPath),
  ] as BatchItem[]);
  forgetReads(db, 'banner');
  const [row] = await db
    .select({ id: b.id })
    .from(b)
    .where(eq(b.imgStoredPath, imgStoredPath))
    .orderBy(sql`${b.id} DESC`)
    .limit(1);
  if (!row) throw new Error('the banner was not inserted');
  return row.id;
}

/** Saves a banner's fields; a new image replaces the old one, which is let go in the same batch. */
export async function updateBanner(db: Db, id: number, fields: BannerFields, newImage: string | null, now: Date): Promise<void> {
  const statements: BatchItem[] = [
    db
      .update(b)
      .set({ ...fields, ...(newImage && { imgStoredPath: newImage }), updatedDate: now.toISOString() })
      .where(eq(b.id, id)),
  ];
  if (newImage) statements.push(claimImage(db, newImage), releaseImagesBut(db, id, newImage, now));
  await runBatch(db, statements);
  forgetReads(db, 'banner');
}

/** Deletes a banner and lets its image go, together. */
export async function deleteBanner(db: Db, id: number, now: Date): Promise<void> {
  await runBatch(db, [db.delete(b).where(eq(b.id, id)), releaseImagesBut(db, id, '', now)] as BatchItem[]);
  forgetReads(db, 'banner');
}

/** The banners of these ids (to check a reordering names one language's banners). */
export async function bannersByIds(db: Db, ids: readonly number[]): Promise<BannerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(b)
    .where(inArray(b.id, [...ids]));
}

/** Saves a language's order and in-use switches together (admin spec §4). */
export async function saveBannerPositions(db: Db, changes: readonly { id: number; position: number; inUse?: boolean | undefined }[], now: Date): Promise<void> {
  const updated = now.toISOString();
  await runBatch(
    db,
    changes.map((change) =>
      db
        .update(b)
        .set({ position: change.position, ...(change.inUse !== undefined && { inUse: change.inUse }), updatedDate: updated })
        .where(eq(b.id, change.id)),
    ),
  );
  forgetReads(db, 'banner');
}
