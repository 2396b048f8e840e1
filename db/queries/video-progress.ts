// A member's progress on a training guide (the education slice): which videos of a product's path they
// have marked as done. Read and written for the signed-in account only: the account is a condition of
// every query, never a filter of the results.
import { and, eq } from 'drizzle-orm';
import type { VideoProduct } from '#core/education.ts';
import { schema, type Db } from '../client.ts';

const p = schema.videoProgress;
const vt = schema.video;

/** The live videos of a product's path the account has marked as done. */
export async function listDoneVideos(db: Db, accountId: number, product: VideoProduct): Promise<number[]> {
  const rows = await db
    .select({ id: p.videoId })
    .from(p)
    .innerJoin(vt, eq(vt.id, p.videoId))
    .where(and(eq(p.accountId, accountId), eq(vt.product, product), eq(vt.isDeleted, false)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Marks a live video as done (or not) for the account; false when the video is not live. */
export async function setVideoDone(db: Db, accountId: number, videoId: number, done: boolean, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ id: vt.id })
    .from(vt)
    .where(and(eq(vt.id, videoId), eq(vt.isDeleted, false)))
    .limit(1);
  if (!live) return false;
  if (done) await db.insert(p).values({ accountId, videoId, doneDtm: now.toISOString() }).onConflictDoNothing();
  else await db.delete(p).where(and(eq(p.accountId, accountId), eq(p.videoId, videoId)));
  return true;
}
