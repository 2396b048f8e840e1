// Who owns what, over every kind of content of core/content-kinds.ts: how many live items an account
// wrote, and the console's ownership transfer (admin spec §2 /admin/content-ownership), which hands
// them all to another account at once. Each kind names its table, its owner column and its live rows;
// the record below does not compile until a new kind of core/content-kinds.ts is declared here.
import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, type BatchItem, type Db } from '../client.ts';
import { preBuiltModelKind } from './pre-built-model.ts';
import { successStoryKind } from './success-story.ts';

export type OwnedTable = {
  table: SQLiteTable;
  /** Who owns an item: its writer as the spec stores it (`insByUserName`, the writer's name at the time). */
  owner: AnySQLiteColumn;
  /** The rows that are live (not deleted). */
  live: SQL;
};

export const ownedTables: Record<ContentKindName, OwnedTable> = {
  PRE_BUILT_MODEL: preBuiltModelKind,
  SUCCESS_STORY: successStoryKind,
};

const kindNames = Object.keys(ownedTables) as ContentKindName[];

/** How many live items of each kind a writer owns. */
export async function countOwnedContent(db: Db, owner: string): Promise<Record<ContentKindName, number>> {
  const counts = await Promise.all(
    kindNames.map(async (name) => {
      const { table, owner: column, live } = ownedTables[name];
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(column, owner), live));
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentKindName, number>;
}

/**
 * Hands every item of every kind one account owns to another, in one batch: all of it moves or none.
 * Deleted items move too, so a restored item never comes back to the former owner. Answers how many
 * live items of each kind moved.
 */
export async function transferOwnedContent(db: Db, from: string, to: string): Promise<Record<ContentKindName, number>> {
  const moved = await countOwnedContent(db, from);
  const statements = kindNames.map((name) => {
    const { table, owner } = ownedTables[name];
    // drizzle sets columns by their property name, not their SQL name
    const property = Object.entries(getTableColumns(table)).find(([, column]) => column === owner)?.[0];
    if (!property) throw new Error(`the owner column of ${name} is not a column of its table`);
    return db
      .update(table)
      .set({ [property]: to })
      .where(eq(owner, from));
  }) as BatchItem[];
  await runBatch(db, statements);
  // the items show their writer
  forgetReads(db, ...kindNames);
  return moved;
}
