// What the sitemap reads of a kind whose rows have public detail pages: each live row's id and last change,
// newest first (site/src/pages/sitemap.xml.ts lists them after the kind's list page).
import { desc, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';

export type Stamp = { id: number; lastChanged: string };

/** The search engines' limit of one sitemap is 50,000 addresses: a kind lists at most this many rows. */
export const SITEMAP_ROWS = 5000;

export const stampOf = (row: { id: number; insDtm: string; updDtm: string | null }): Stamp => ({ id: row.id, lastChanged: row.updDtm ?? row.insDtm });

/** The stamps of a table's rows that `where` keeps. */
export async function stampsOf(
  db: Db,
  table: SQLiteTable,
  columns: { id: AnySQLiteColumn; insDtm: AnySQLiteColumn; updDtm: AnySQLiteColumn },
  where: SQL,
): Promise<Stamp[]> {
  const rows = await db
    .select({ id: columns.id, insDtm: columns.insDtm, updDtm: columns.updDtm })
    .from(table)
    .where(where)
    .orderBy(desc(columns.insDtm), desc(columns.id))
    .limit(SITEMAP_ROWS);
  return (rows as { id: number; insDtm: string; updDtm: string | null }[]).map(stampOf);
}
