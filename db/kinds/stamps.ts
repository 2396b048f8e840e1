// What the sitemap and the feeds read of a kind's published rows: each live row's id, first publication and
// last change, newest first (site/src/pages/sitemap.xml.ts lists them after the kind's list page, a feed
// takes the newest).
import { desc, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';

export type Stamp = { id: number; published: string; lastChanged: string };

/** The search engines' limit of one sitemap is 50,000 addresses: a kind lists at most this many rows. */
export const SITEMAP_ROWS = 5000;

export const stampOf = (row: { id: number; insDtm: string; updDtm: string | null }): Stamp => ({
  id: row.id,
  published: row.insDtm,
  lastChanged: row.updDtm ?? row.insDtm,
});

/** The stamps of a table's rows that `where` keeps, newest first, at most `limit`. */
export async function stampsOf(
  db: Db,
  table: SQLiteTable,
  columns: { id: AnySQLiteColumn; insDtm: AnySQLiteColumn; updDtm: AnySQLiteColumn },
  where: SQL,
  limit = SITEMAP_ROWS,
): Promise<Stamp[]> {
  const rows = await db
    .select({ id: columns.id, insDtm: columns.insDtm, updDtm: columns.updDtm })
    .from(table)
    .where(where)
    .orderBy(desc(columns.insDtm), desc(columns.id))
    .limit(limit);
  return (rows as { id: number; insDtm: string; updDtm: string | null }[]).map(stampOf);
}
