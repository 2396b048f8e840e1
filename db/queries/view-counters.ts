// The view counter of every kind of content: the column a detail page's view adds to, on the kind's live
// rows, as its declaration (db/kinds/) names it. A view is recorded as data (`{ counter, id }`, db/queries/content-usage.ts), never as a closure.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { BatchItem, Db } from '../client.ts';
import { eachDbKind } from '../kinds/each.ts';
import type { ViewCounter } from '../kinds/types.ts';

export const viewCounters: Record<ContentKindName, ViewCounter> = eachDbKind(({ owned, view }) => ({
  table: owned.table,
  id: owned.id,
  live: owned.live,
  view,
}));

/** One counted view of an item: which kind's counter, and which item. */
export type CountedView = { counter: ContentKindName; id: number };

/** Adds `views` to an item's counter (a live item only): one statement for a batch. */
export function addViews(db: Db, { counter, id }: CountedView, views: number): BatchItem {
  const { table, id: idColumn, view, live } = viewCounters[counter];
  // drizzle sets columns by their property name, not their SQL name
  const property = Object.entries(getTableColumns(table)).find(([, column]) => column === view)?.[0];
  if (!property) throw new Error(`the view column of ${counter} is not a column of its table`);
  return db
    .update(table)
    .set({ [property]: sql`${view} + ${views}` })
    .where(and(eq(idColumn, id), live)) as BatchItem;
}
