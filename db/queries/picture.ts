// Page pictures and their stored copies (decision 056): what the pages read (an original's size and copies, from
// the read cache), what the file route finds behind a copy's path, what the batch job picks up, and how a made
// or failed attempt is written.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { images } from '#core/kinds/file-types.ts';
import { pictureUploadCodes, SHARE_CARD, type PictureVariant, type PictureView, type VariantFormat, type VariantPurpose } from '#core/pictures.ts';
import { cachedRead, forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';

const p = schema.picture;
const v = schema.pictureVariant;
const a = schema.attachment;

/** D1 binds at most 100 parameters per statement. */
const PATHS_PER_QUERY = 90;

/** How many times a picture's copies are tried before the job leaves it to its original. */
export const MAX_PICTURE_ATTEMPTS = 3;

const urlOf = (blobKey: string) => `/api/${blobKey}`;

/**
 * The pictures behind these stored paths that have a known size, by stored path, with their copies: what a page
 * needs for `width`/`height`, `srcset` and its preload. A path without a row (no picture yet) is absent, and the
 * page shows the original as before. Read through the cache (topic 'picture').
 */
export async function picturesOf(db: Db, storedPaths: readonly string[]): Promise<Map<string, PictureView>> {
  const paths = [...new Set(storedPaths.filter(Boolean))].sort();
  if (paths.length === 0) return new Map();
  const list = await cachedRead(db, ['picture'], `picture:${paths.join('|')}`, async () => {
    const found: [string, PictureView][] = [];
    for (let start = 0; start < paths.length; start += PATHS_PER_QUERY) {
      const rows = await db
        .select({
          id: a.id,
          storedPath: a.storedPath,
          width: p.width,
          height: p.height,
          purpose: v.purpose,
          format: v.format,
          variantWidth: v.width,
          variantHeight: v.height,
          blobKey: v.blobKey,
        })
        .from(a)
        .innerJoin(p, eq(p.attachmentId, a.id))
        .leftJoin(v, eq(v.attachmentId, a.id))
        .where(and(inArray(a.storedPath, paths.slice(start, start + PATHS_PER_QUERY)), eq(a.isDeleted, false)))
        .orderBy(asc(a.id), asc(v.width));
      const byPath = new Map<string, PictureView>();
      for (const row of rows) {
        if (row.width === null || row.height === null) continue;
        let view = byPath.get(row.storedPath);
        if (!view) {
          view = { url: `/api${row.storedPath}`, width: row.width, height: row.height, widths: [], card: null };
          byPath.set(row.storedPath, view);
        }
        if (row.blobKey === null || row.purpose === null || row.format === null || row.variantWidth === null || row.variantHeight === null) continue;
        const variant: PictureVariant = {
          purpose: row.purpose,
          format: row.format,
          width: row.variantWidth,
          height: row.variantHeight,
          url: urlOf(row.blobKey),
        };
        if (row.purpose === 'card') view.card = variant;
        else view.widths.push(variant);
      }
      found.push(...byPath);
    }
    return found;
  });
  return new Map(list);
}

/** A page picture's share card for og:image: its address (under /api, to be made absolute with the site's), size and type; null until made. */
export type ShareCard = { url: string; width: number; height: number; type: string };

/**
 * The share card of a picture, given its attachment's stored path (`/files/…`) or id: 1200×630, cut from the
 * middle of the picture (core/pictures.ts SHARE_CARD). Null for a path no live picture has, or before its card is made.
 */
export async function shareCardOf(db: Db, picture: string | number): Promise<ShareCard | null> {
  const [row] = await db
    .select({ blobKey: v.blobKey, width: v.width, height: v.height, format: v.format })
    .from(v)
    .innerJoin(a, eq(a.id, v.attachmentId))
    .where(and(typeof picture === 'number' ? eq(a.id, picture) : eq(a.storedPath, picture), eq(a.isDeleted, false), eq(v.purpose, 'card')))
    .limit(1);
  if (!row || row.width !== SHARE_CARD.width || row.height !== SHARE_CARD.height) return null;
  return { url: urlOf(row.blobKey), width: row.width, height: row.height, type: row.format === 'jpeg' ? 'image/jpeg' : 'image/webp' };
}

/** A copy found by its blob key, with the live attachment row it was made from (whose rules it is served under). */
export async function findVariantByKey(db: Db, blobKey: string) {
  const [row] = await db
    .select({ variant: v, attachment: a })
    .from(v)
    .innerJoin(a, eq(a.id, v.attachmentId))
    .where(and(eq(v.blobKey, blobKey), eq(a.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** The attachment row a picture's copies are made from. */
export type PictureSource = { id: number; code: string; extension: string; storedPath: string };

/**
 * Page pictures whose copies are still to be made: live attachments of the picture codes with no picture row
 * (uploaded before copies existed, restored, seeded) or whose last attempt failed fewer than the bound times,
 * oldest first, `limit` at a time, after the id `afterId` (the job's pages).
 */
export async function picturesToMake(db: Db, limit: number, afterId = 0): Promise<PictureSource[]> {
  return db
    .select({ id: a.id, code: a.code, extension: a.extension, storedPath: a.storedPath })
    .from(a)
    .leftJoin(p, eq(p.attachmentId, a.id))
    .where(
      and(
        inArray(a.code, pictureUploadCodes as (typeof a.code.enumValues)[number][]),
        sql`lower(${a.extension}) in ${[...images, 'webp']}`,
        eq(a.isDeleted, false),
        gt(a.id, afterId),
        or(isNull(p.attachmentId), and(eq(p.state, 'failed'), lt(p.attempts, MAX_PICTURE_ATTEMPTS))),
      ),
    )
    .orderBy(asc(a.id))
    .limit(limit);
}

/** The live attachment row behind a stored path, as the copies are made from it. */
export async function pictureSourceOf(db: Db, storedPath: string): Promise<PictureSource | null> {
  const [row] = await db
    .select({ id: a.id, code: a.code, extension: a.extension, storedPath: a.storedPath })
    .from(a)
    .where(and(eq(a.storedPath, storedPath), eq(a.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** The blob keys of an attachment's stored copies (to remove them with it, or before it is made again). */
export async function variantKeysOf(db: Db, attachmentId: number): Promise<string[]> {
  const rows = await db.select({ blobKey: v.blobKey }).from(v).where(eq(v.attachmentId, attachmentId));
  return rows.map((row) => row.blobKey);
}

/** Of these blob keys, the ones some stored copy names (the purge keeps them: their originals' rows name them). */
export async function namedVariantKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < keys.length; start += PATHS_PER_QUERY) {
    const rows = await db
      .select({ blobKey: v.blobKey })
      .from(v)
      .where(inArray(v.blobKey, keys.slice(start, start + PATHS_PER_QUERY)));
    for (const row of rows) named.add(row.blobKey);
  }
  return named;
}

export type MadeVariant = { purpose: VariantPurpose; format: VariantFormat; width: number; height: number; size: number; blobKey: string };

/** Writes a picture's made copies (replacing any earlier ones) and its size, in one batch. */
export async function recordPictureMade(
  db: Db,
  attachmentId: number,
  original: { width: number; height: number },
  variants: readonly MadeVariant[],
  now: Date,
): Promise<void> {
  const createdDate = now.toISOString();
  const statements: BatchItem[] = [
    db.delete(v).where(eq(v.attachmentId, attachmentId)),
    ...variants.map((variant) => db.insert(v).values({ attachmentId, ...variant, createdDate })),
    db
      .insert(p)
      .values({ attachmentId, width: original.width, height: original.height, state: 'made', attempts: 1, triedDate: createdDate, problem: null })
      .onConflictDoUpdate({
        target: p.attachmentId,
        set: { width: original.width, height: original.height, state: 'made', attempts: sql`${p.attempts} + 1`, triedDate: createdDate, problem: null },
      }),
  ];
  await runBatch(db, statements);
  forgetReads(db, 'picture');
}

/**
 * Writes a failed attempt (tried again by the job while under the bound) or a refusal (never tried again), with
 * the original's size when it was read. The original stays what pages show.
 */
export async function recordPictureNotMade(
  db: Db,
  attachmentId: number,
  outcome: { state: 'failed' | 'refused'; problem: string; width?: number | undefined; height?: number | undefined },
  now: Date,
): Promise<void> {
  const triedDate = now.toISOString();
  const size = { width: outcome.width ?? null, height: outcome.height ?? null };
  await db
    .insert(p)
    .values({ attachmentId, ...size, state: outcome.state, attempts: 1, triedDate, problem: outcome.problem.slice(0, 300) })
    .onConflictDoUpdate({
      target: p.attachmentId,
      set: { ...size, state: outcome.state, attempts: sql`${p.attempts} + 1`, triedDate, problem: outcome.problem.slice(0, 300) },
    });
  forgetReads(db, 'picture');
}
