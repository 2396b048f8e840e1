// The owned columns of a kind's table written with the shared audit columns (db/schema/columns.ts): its id,
// when and by whom a row was written; the kind says which rows are live, which columns are its titles and,
// where it keeps one, the writer's account.
import type { SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { OwnedKind } from './types.ts';

type AuditedTable = SQLiteTable & { id: AnySQLiteColumn; insDtm: AnySQLiteColumn; insByUserName: AnySQLiteColumn };

export const ownedColumns = (table: AuditedTable, live: SQL, named: Pick<OwnedKind, 'titleKr' | 'titleEn' | 'ownerAccount'>): OwnedKind => ({
  table,
  id: table.id,
  insDtm: table.insDtm,
  owner: table.insByUserName,
  live,
  ...named,
});
