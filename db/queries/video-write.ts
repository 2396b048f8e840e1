// Writes of the education channels (admin spec §7.2: /api/admin/video). A video has no files: each save
// is one statement, checked by the route before it runs.
import { and, eq } from 'drizzle-orm';
import type { VideoCategory, VideoProduct } from '#core/education.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

const vt = schema.video;

/** A video as stored: its product, category, titles and the video site's id. */
export type VideoWrite = { product: VideoProduct; category: VideoCategory; titleKr: string; titleEn: string; videoId: string };

export async function createVideo(db: Db, write: VideoWrite, userName: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(vt)
    .values({ ...write, insDtm: now.toISOString(), insByUserName: userName })
    .returning({ id: vt.id });
  forgetReads(db, 'VIDEO');
  if (!row) throw new Error('the video was not inserted');
  return row.id;
}

/** Replaces a live video's fields; false when it is not live. */
export async function updateVideo(db: Db, id: number, write: VideoWrite, userName: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(vt)
    .set({ ...write, updDtm: now.toISOString(), updByUserName: userName })
    .where(and(eq(vt.id, id), eq(vt.isDeleted, false)))
    .returning({ id: vt.id });
  forgetReads(db, 'VIDEO');
  return changed.length > 0;
}

/** Soft-deletes a live video: it leaves the channel and its count at once (portal spec §4); false when it is not live. */
export async function deleteVideo(db: Db, id: number, userName: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(vt)
    .set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName })
    .where(and(eq(vt.id, id), eq(vt.isDeleted, false)))
    .returning({ id: vt.id });
  forgetReads(db, 'VIDEO');
  return changed.length > 0;
}
