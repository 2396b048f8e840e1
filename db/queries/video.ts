// Reads of the education channels (portal spec §2, §3; admin spec §7.2 video): a channel's live videos,
// of one category or all, found by a literal keyword in the title (either language), newest first, a page
// at a time; one video; and a channel's training path (its videos in order). Paging and order are the
// query's (the indexes of db/schema/video.ts); everything goes through the read cache (decision 012),
// forgotten by the video's writes and, for view counts, by the view counters' flush.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { videoWatchUrl, type VideoCategory, type VideoProduct } from '#core/education.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { VideoItem } from '#core/schemas/video.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { pendingWrites, rowKey } from '../write-buffer.ts';
import { pageRows } from './page-rows.ts';
import { keywordMatches } from './search/list-keyword.ts';

const vt = schema.video;

export type VideoFilter = {
  product: VideoProduct;
  category?: VideoCategory | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
};

const columns = {
  id: vt.id,
  product: vt.product,
  category: vt.category,
  titleKr: vt.titleKr,
  titleEn: vt.titleEn,
  videoId: vt.videoId,
  view: vt.view,
  insDtm: vt.insDtm,
  updDtm: vt.updDtm,
  insByUserName: vt.insByUserName,
  updByUserName: vt.updByUserName,
};

type VideoRow = Omit<VideoItem, 'url'>;
const withUrl = (row: VideoRow): VideoItem => ({ ...row, url: videoWatchUrl(row.videoId) });

async function whereOf(db: Db, filter: VideoFilter): Promise<SQL | undefined> {
  return and(
    eq(vt.product, filter.product),
    eq(vt.isDeleted, false),
    filter.category === undefined ? undefined : eq(vt.category, filter.category),
    // a video's entry is its title in each language
    await keywordMatches(db, 'VIDEO', vt.id, filter.keyword, 'title'),
  );
}

const filterKey = (filter: VideoFilter) => JSON.stringify([filter.product, filter.category ?? '', filter.keyword?.trim() ?? '', filter.page, filter.pageSize]);

/** A channel's live videos matching the filter, newest first, one page at a time. */
export function listVideos(db: Db, filter: VideoFilter): Promise<Page<VideoItem>> {
  return cachedRead(db, ['VIDEO', 'VIDEO:views'], `VIDEO:page:${filterKey(filter)}`, async () => {
    const where = await whereOf(db, filter);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(vt).where(where),
      pageRows(db.select(columns).from(vt).where(where).orderBy(desc(vt.insDtm), desc(vt.id)).$dynamic(), filter),
    ]);
    return pageOf(rows.map(withUrl), total?.n ?? 0, filter.page, filter.pageSize);
  });
}

/** One live video, or null. Its view count adds the views still waiting to be written. */
export async function getVideo(db: Db, id: number): Promise<VideoItem | null> {
  const [item, waiting] = await Promise.all([
    cachedRead(db, ['VIDEO', 'VIDEO:views'], `VIDEO:item:${id}`, async () => {
      const [row] = await db
        .select(columns)
        .from(vt)
        .where(and(eq(vt.id, id), eq(vt.isDeleted, false)))
        .limit(1);
      return row ? withUrl(row) : null;
    }),
    pendingWrites(db, rowKey(vt, id)),
  ]);
  return item && waiting > 0 ? { ...item, view: item.view + waiting } : item;
}

/** The order of a training path: the online classes first, then the AI demos, then the use cases. */
const pathOrder = sql`case ${vt.category} when 'ONLINE_CLASS' then 0 when 'AI_DEMO' then 1 else 2 end`;

/** How many videos a training path shows at most (a channel holds far fewer). */
export const TRAINING_PATH_MAX = 200;

/**
 * A product's training path: its live videos in learning order, the online classes first, then the AI
 * demos, then the use cases, each oldest first (the order they were published in). No view counts: the
 * path does not change when a video is watched.
 */
export function listTrainingPath(db: Db, product: VideoProduct): Promise<VideoItem[]> {
  return cachedRead(db, ['VIDEO'], `VIDEO:path:${product}`, async () => {
    const rows = await db
      .select(columns)
      .from(vt)
      .where(and(eq(vt.product, product), eq(vt.isDeleted, false)))
      .orderBy(pathOrder, asc(vt.insDtm), asc(vt.id))
      .limit(TRAINING_PATH_MAX);
    return rows.map(withUrl);
  });
}
