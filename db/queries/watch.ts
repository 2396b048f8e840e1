// A member's watches (issue 32, core/schemas/watch.ts): read and set one level, list them for My Page. Every
// query names the account in its condition; what may be watched (a board or post the member may see, a tag of
// such a board) is checked by the route before a level is set.
import { and, desc, eq, sql } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { WatchLevel, WatchSave, WatchTarget } from '#core/schemas/watch.ts';
import { schema, type Db } from '../client.ts';
import { pageRows } from './page-rows.ts';

const w = schema.watch;

/** The level a member chose for one thing; null when they chose none. */
export async function chosenWatchLevel(db: Db, accountId: number, target: WatchTarget, key: string): Promise<WatchLevel | null> {
  const [row] = await db
    .select({ level: w.level })
    .from(w)
    .where(and(eq(w.accountId, accountId), eq(w.target, target), eq(w.key, key)))
    .limit(1);
  return row?.level ?? null;
}

/** Sets a member's level for one thing (`NONE`: back to the default, no row). */
export async function saveWatchLevel(db: Db, accountId: number, save: WatchSave, now: Date): Promise<void> {
  const which = and(eq(w.accountId, accountId), eq(w.target, save.target), eq(w.key, save.key));
  if (save.level === 'NONE') {
    await db.delete(w).where(which);
    return;
  }
  await db
    .insert(w)
    .values({ accountId, target: save.target, key: save.key, level: save.level, createdAt: now.toISOString() })
    .onConflictDoUpdate({ target: [w.accountId, w.target, w.key], set: { level: save.level } });
}

/** A watch as My Page lists it, with what it names as it is now (empty when the board or post is gone). */
export type WatchRow = {
  target: WatchTarget;
  key: string;
  level: WatchLevel;
  createdAt: string;
  boardNameKr: string | null;
  boardNameEn: string | null;
  postTitle: string | null;
};

/** One page of a member's watches, newest first (the index watch_by_account walks it). */
export async function listWatches(db: Db, accountId: number, paging: { page: number; pageSize: number }): Promise<Page<WatchRow>> {
  const b = schema.forumBoard;
  const p = schema.forumPost;
  const where = eq(w.accountId, accountId);
  const [items, [total]] = await Promise.all([
    pageRows(
      db
        .select({ target: w.target, key: w.key, level: w.level, createdAt: w.createdAt, boardNameKr: b.nameKr, boardNameEn: b.nameEn, postTitle: p.title })
        .from(w)
        .leftJoin(b, and(eq(w.target, 'BOARD'), eq(b.id, sql`cast(${w.key} as integer)`), eq(b.isDeleted, false)))
        .leftJoin(p, and(eq(w.target, 'POST'), eq(p.id, sql`cast(${w.key} as integer)`), eq(p.isDeleted, false)))
        .where(where)
        .orderBy(desc(w.createdAt), desc(w.key))
        .$dynamic(),
      paging,
    ),
    db
      .select({ total: sql<number>`count(*)` })
      .from(w)
      .where(where),
  ]);
  return pageOf(items, Number(total?.total ?? 0), paging.page, paging.pageSize);
}
