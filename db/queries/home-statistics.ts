// The home page's statistics (portal spec §3, home statistics): registered users, studio downloads,
// use cases, tutorial views and analysis model downloads, all counted from real rows.
import { sql } from 'drizzle-orm';
import type { HomeStatistics } from '#core/schemas/home-statistics.ts';
import { catchUpWithWrites, forgetReads, noteReadTopics, onForgetReads } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';
import { settlePendingWrites } from '../write-buffer.ts';

/**
 * Every home request would otherwise run five counts over the usage history, which grows by a row per
 * view and download; DESIGN.md §6 asks hot public reads to be cached in process. The numbers may be up to
 * a minute old, except that a counted download or view recorded by this process clears the cache at once
 * (`forgetHomeStatistics`), so a reader sees their own download counted. Uses are written in batches
 * (db/write-buffer.ts): a counted one still waiting is written before the numbers are read. Keyed by
 * database, so test apps and runtimes with their own database never share numbers.
 */
const CACHE_MS = 60_000;
const cache = new WeakMap<Db, { at: number; value: Promise<HomeStatistics> }>();
/** The databases whose writes of the statistics' topic (here or, in a Worker, elsewhere) clear the cache. */
const listening = new WeakSet<Db>();

const h = schema.contentUsageHistory;

/** The five counts in one round trip (scalar subqueries; the usage rows are found by their kind index). */
async function countHomeStatistics(db: Db): Promise<HomeStatistics> {
  const kind = (type: string, action: string) => sql`(select count(*) from ${h} where ${h.contentType} = ${type} and ${h.action} = ${action}`;
  const [row] = await db
    .select({
      registeredUsers: sql<number>`(select count(*) from ${schema.userAccount} where ${schema.userAccount.status} = 'ACTIVE')`,
      studioDownloads: sql<number>`${kind('SOFTWARE', 'DOWNLOAD')})`,
      useCases: sql<number>`(select count(*) from ${schema.successStory} where ${schema.successStory.isDeleted} = 0)`,
      tutorialViews: sql<number>`${kind('VIDEO', 'VIEW')})`,
      modelDownloads: sql<number>`${kind('ATTACHMENT', 'DOWNLOAD')} and ${h.detail} = 'PRE_BUILT_MODEL')`,
    })
    .from(sql`(select 1)`);
  return {
    registeredUsers: Number(row?.registeredUsers ?? 0),
    studioDownloads: Number(row?.studioDownloads ?? 0),
    useCases: Number(row?.useCases ?? 0),
    tutorialViews: Number(row?.tutorialViews ?? 0),
    modelDownloads: Number(row?.modelDownloads ?? 0),
  };
}

/** What a waiting write that moves one of the numbers holds (db/write-buffer.ts `keysOf`). */
export const HOME_STATISTICS_KEY = 'home-statistics';

/** The statistics, from the in-process cache when it is younger than a minute. */
export async function getHomeStatistics(db: Db, now = Date.now()): Promise<HomeStatistics> {
  // a counted use still waiting is written first; writing it forgets the cache
  await settlePendingWrites(db, HOME_STATISTICS_KEY);
  // a use counted by another of the Worker's isolates moves the numbers too
  await catchUpWithWrites(db);
  if (!listening.has(db)) {
    listening.add(db);
    onForgetReads(db, (topics) => {
      if (topics.includes('statistics')) cache.delete(db);
    });
  }
  noteReadTopics('statistics');
  const cached = cache.get(db);
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const value = countHomeStatistics(db);
  cache.set(db, { at: now, value });
  // a failed count is not kept: the next request tries again
  value.catch(() => cache.delete(db));
  return value;
}

/** Whether a recorded use changes one of the numbers. */
export function countsForHomeStatistics(entry: { contentType: string; action: string; detail?: string | undefined }): boolean {
  if (entry.contentType === 'SOFTWARE') return entry.action === 'DOWNLOAD';
  if (entry.contentType === 'VIDEO') return entry.action === 'VIEW';
  return entry.contentType === 'ATTACHMENT' && entry.action === 'DOWNLOAD' && entry.detail === 'PRE_BUILT_MODEL';
}

export function forgetHomeStatistics(db: Db): void {
  cache.delete(db);
  // and the answers that showed them (edge-api's answer cache)
  forgetReads(db, 'statistics');
}
