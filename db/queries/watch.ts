// A member's watches (issue 32, core/schemas/watch.ts): read and set one level, list them for My Page. Every
// query names the account in its condition; what may be watched (a board or post the member may see, a tag of
// such a board, a catalogue item they may see: decision 047) is checked by the route before a level is set.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { watchableKinds, type WatchableKind, type WatchLevel, type WatchSave, type WatchTarget } from '#core/schemas/watch.ts';
import { schema, type Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import { integerLiteral } from './d1-sql.ts';
import type { ForumReader } from './forum-visibility.ts';
import { pageRows } from './page-rows.ts';
import type { SearchDocument } from './search/documents.ts';

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

/** Whether the reader may see a catalogue item now, by its kind's rule (db/kinds/ `search.visible`, as bookmarks read it). */
export async function canWatchItem(db: Db, reader: ForumReader, kind: WatchableKind, id: number): Promise<boolean> {
  const [row] = await db.all<{ ok: number }>(sql`select ${dbKindDeclarations[kind].search.visible(reader, integerLiteral(id))} as ok`);
  return Number(row?.ok) === 1;
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

/**
 * A watch as My Page lists it, with what it names as it is now (empty when the board or post is gone): a catalogue
 * item as the search index would hold it (its titles and page), while the member may still see it.
 */
export type WatchRow = {
  target: WatchTarget;
  key: string;
  level: WatchLevel;
  createdAt: string;
  boardNameKr: string | null;
  boardNameEn: string | null;
  postTitle: string | null;
  document: SearchDocument | null;
};

/** A watched catalogue item is one the reader may see now: a CASE over the kinds, each its own rule on the key. */
function itemVisible(reader: ForumReader): SQL<number> {
  const id = sql`cast(${w.key} as integer)`;
  const branches = watchableKinds.map((kind) => sql`when ${kind} then ${dbKindDeclarations[kind].search.visible(reader, id)}`);
  return sql<number>`(case ${w.target} ${sql.join(branches, sql` `)} else 0 end)`;
}

/** The watched items' documents by their kind's loader, keyed `KIND:id`. */
async function documentsOf(db: Db, rows: { target: WatchTarget; key: string; visible: number }[]): Promise<Map<string, SearchDocument>> {
  const documents = new Map<string, SearchDocument>();
  for (const kind of watchableKinds) {
    const ids = rows.filter((row) => row.target === kind && Number(row.visible) === 1).map((row) => Number(row.key));
    if (ids.length === 0) continue;
    for (const document of await dbKindDeclarations[kind].search.load(db, ids)) documents.set(`${kind}:${document.refId}`, document);
  }
  return documents;
}

/** One page of a member's watches, newest first (the index watch_by_account walks it). */
export async function listWatches(db: Db, reader: NonNullable<ForumReader>, paging: { page: number; pageSize: number }): Promise<Page<WatchRow>> {
  const b = schema.forumBoard;
  const p = schema.forumPost;
  const where = eq(w.accountId, reader.accountId);
  const [items, [total]] = await Promise.all([
    pageRows(
      db
        .select({
          target: w.target,
          key: w.key,
          level: w.level,
          createdAt: w.createdAt,
          boardNameKr: b.nameKr,
          boardNameEn: b.nameEn,
          postTitle: p.title,
          visible: itemVisible(reader),
        })
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
  const documents = await documentsOf(db, items);
  const rows = items.map(({ target, key, level, createdAt, boardNameKr, boardNameEn, postTitle }) => ({
    target,
    key,
    level,
    createdAt,
    boardNameKr,
    boardNameEn,
    postTitle,
    document: documents.get(`${target}:${key}`) ?? null,
  }));
  return pageOf(rows, Number(total?.total ?? 0), paging.page, paging.pageSize);
}
