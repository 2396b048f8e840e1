// A member's bookmarks (decision 045, core/schemas/bookmark.ts). Every query names the account in its condition.
// What may be bookmarked, and what the list shows, is what the member may see now: each kind's own rule
// (db/kinds/, `search.visible`) read on the bookmark's row, so an item hidden, deleted or moved to a board the
// member is not listed on since drops out of the list without the bookmark being touched.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { bookmarkKinds, type BookmarkKind, type BookmarkTarget } from '#core/schemas/bookmark.ts';
import { pageOf, type Page } from '#core/schemas/common.ts';
import { schema, type Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import { integerLiteral } from './d1-sql.ts';
import type { ForumReader } from './forum-visibility.ts';
import { pageRows } from './page-rows.ts';
import type { SearchDocument } from './search/documents.ts';

const bm = schema.bookmark;

/** Whether the reader may see the item now, by its kind's rule. */
export async function canBookmark(db: Db, reader: ForumReader, target: BookmarkTarget): Promise<boolean> {
  const visible = dbKindDeclarations[target.kind].search.visible(reader, integerLiteral(target.id));
  const [row] = await db.all<{ ok: number }>(sql`select ${visible} as ok`);
  return Number(row?.ok) === 1;
}

/** Whether the member has bookmarked the item. */
export async function isBookmarked(db: Db, accountId: number, target: BookmarkTarget): Promise<boolean> {
  const [row] = await db
    .select({ kind: bm.kind })
    .from(bm)
    .where(and(eq(bm.accountId, accountId), eq(bm.kind, target.kind), eq(bm.targetId, target.id)))
    .limit(1);
  return row !== undefined;
}

/** Keeps a bookmark; false when the member already had it (nothing changes). */
export async function addBookmark(db: Db, accountId: number, target: BookmarkTarget, now: Date): Promise<boolean> {
  const added = await db
    .insert(bm)
    .values({ accountId, kind: target.kind, targetId: target.id, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ kind: bm.kind });
  return added.length > 0;
}

/** Removes a bookmark; false when the member had none. */
export async function removeBookmark(db: Db, accountId: number, target: BookmarkTarget): Promise<boolean> {
  const removed = await db
    .delete(bm)
    .where(and(eq(bm.accountId, accountId), eq(bm.kind, target.kind), eq(bm.targetId, target.id)))
    .returning({ kind: bm.kind });
  return removed.length > 0;
}

/** The bookmark's item is one the reader may see now: a CASE over the kinds, each its own rule on `target_id`. */
function stillVisible(reader: ForumReader): SQL {
  const branches = bookmarkKinds.map((kind) => sql`when ${kind} then ${dbKindDeclarations[kind].search.visible(reader, bm.targetId)}`);
  return sql`(case ${bm.kind} ${sql.join(branches, sql` `)} else 0 end)`;
}

export type BookmarkRow = { kind: BookmarkKind; id: number; createdAt: string; document: SearchDocument };

/**
 * One page of the member's bookmarks of items they may still see, newest first (the index bookmark_by_account
 * walks them), each with its item as the search index would hold it (its titles and its page's path, by the
 * kind's loader). Items that became invisible are not counted either.
 */
export async function listBookmarks(db: Db, reader: NonNullable<ForumReader>, paging: { page: number; pageSize: number }): Promise<Page<BookmarkRow>> {
  const where = and(eq(bm.accountId, reader.accountId), stillVisible(reader));
  const [rows, [total]] = await Promise.all([
    pageRows(
      db
        .select({ kind: bm.kind, id: bm.targetId, createdAt: bm.createdAt })
        .from(bm)
        .where(where)
        .orderBy(desc(bm.createdAt), desc(bm.kind), desc(bm.targetId))
        .$dynamic(),
      paging,
    ),
    db
      .select({ total: sql<number>`count(*)` })
      .from(bm)
      .where(where),
  ]);
  const documents = new Map<string, SearchDocument>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
    for (const document of await dbKindDeclarations[kind].search.load(db, ids)) documents.set(`${kind}:${document.refId}`, document);
  }
  const items = rows.flatMap((row) => {
    const document = documents.get(`${row.kind}:${row.id}`);
    return document ? [{ ...row, document }] : [];
  });
  return pageOf(items, Number(total?.total ?? 0), paging.page, paging.pageSize);
}
