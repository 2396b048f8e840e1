// Demo videos of the education channels (portal spec §2, §3): for each product the site presents, online
// classes, AI demos and use cases, titled in both languages, with 11-character video-site ids. The ids
// are made up for the demo: the player says the video is unavailable until real ones are registered.
import { count } from 'drizzle-orm';
import { videoCategories, videoProducts, type VideoCategory, type VideoProduct } from '#core/education.ts';
import { schema, type Db } from '../../client.ts';
import type { Clock } from '../generators.ts';
import { oneOf } from '../one-of.ts';
import { DEMO_CONTENT_WRITER } from './accounts.ts';
import channels from './videos.json' with { type: 'json' };

export type VideoSeed = {
  product: VideoProduct;
  category: VideoCategory;
  titleKr: string;
  titleEn: string;
  videoId: string;
  /** How long ago it was registered, distinct within a channel so the order is stable. */
  daysAgo: number;
  view: number;
};

// videos.json holds the rows by product, then channel, in the order they are registered
const byChannel: Record<string, Record<string, Omit<VideoSeed, 'product' | 'category'>[]>> = channels;

export const videoSeeds: VideoSeed[] = Object.entries(byChannel).flatMap(([product, categories]) =>
  Object.entries(categories).flatMap(([category, rows]) =>
    rows.map((row) => ({ product: oneOf(videoProducts, product), category: oneOf(videoCategories, category), ...row })),
  ),
);

export async function insertVideo(db: Db, seed: VideoSeed, clock: Clock): Promise<number> {
  const [row] = await db
    .insert(schema.video)
    .values({
      product: seed.product,
      category: seed.category,
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      videoId: seed.videoId,
      view: seed.view,
      insDtm: new Date(clock.now.getTime() - seed.daysAgo * 86_400_000).toISOString(),
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.video.id });
  if (!row) throw new Error('the video was not inserted');
  return row.id;
}

/** The demo videos, when no channel has any yet. */
export async function seedVideos(db: Db, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.video);
  if ((existing?.n ?? 0) > 0) return;
  for (const seed of videoSeeds) await insertVideo(db, seed, clock);
}
