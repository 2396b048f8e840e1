// Who owns what, over every kind of content: how many live items an account wrote, which ones, and the
// console's ownership transfer (admin spec §2 /admin/content-ownership), which hands all of them, or the
// chosen ones, to another account in one batch. Each kind's table, owner column, live rows, id, title and
// date come from its declaration (db/kinds/); nothing here names a kind.
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { OwnedItem } from '#core/schemas/content-ownership.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, type BatchItem, type Db } from '../client.ts';
import { eachDbKind } from '../kinds/each.ts';
import type { OwnedKind } from '../kinds/types.ts';

/** Each kind's table and owned columns, as its declaration in db/kinds/ names them. */
export const ownedTables: Record<ContentKindName, OwnedKind> = eachDbKind((kind) => kind.owned);

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

/** How many live items one list shows at most per kind (an owner with more transfers them all at once). */
export const OWNED_LIST_LIMIT = 500;

/** A writer's live items of every kind, newest first. */
export async function listOwnedContent(db: Db, owner: string): Promise<OwnedItem[]> {
  const lists = await Promise.all(
    kindNames.map(async (kind) => {
      const k = ownedTables[kind];
      const rows = await db
        .select({ id: k.id, titleKr: k.titleKr, titleEn: k.titleEn, insDtm: k.insDtm })
        .from(k.table)
        .where(and(eq(k.owner, owner), k.live))
        .orderBy(desc(k.insDtm))
        .limit(OWNED_LIST_LIMIT);
      return (rows as { id: number; titleKr: string; titleEn: string; insDtm: string }[]).map((row) => ({ kind, ...row }));
    }),
  );
  return lists.flat().sort((a, b) => (a.insDtm < b.insDtm ? 1 : a.insDtm > b.insDtm ? -1 : 0));
}

/** The property drizzle sets a column by (its name in the table declaration, not its SQL name). */
function propertyOf(table: SQLiteTable, column: AnySQLiteColumn): string {
  const property = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)?.[0];
  if (!property) throw new Error('the owner column is not a column of its table');
  return property;
}

export type OwnershipTransfer = {
  from: string;
  to: string;
  /** The receiving account's id: set on the kinds that keep the writing account (`ownerAccount`), so the new owner may change what it received. */
  toAccountId?: number | undefined;
  /** The chosen items; every item of the former owner when absent, deleted ones included. */
  items?: readonly { kind: ContentKindName; id: number }[] | undefined;
  /** The record of the transfer, given the live items that move: the batch's last statement. */
  record?: (moved: OwnedItem[]) => BatchItem;
};

/** Why a transfer was refused before anything was written. */
export class TransferRefused extends Error {
  readonly reason: 'notOwned' | 'nothingToMove';
  constructor(reason: 'notOwned' | 'nothingToMove') {
    super(reason === 'notOwned' ? 'some chosen items are not live items of the former owner' : 'the former owner has no live items');
    this.name = 'TransferRefused';
    this.reason = reason;
  }
}

/**
 * Hands items of one writer to another in one batch with the transfer's record: all of it is written
 * or none (a record that cannot be written — its new owner deleted meanwhile — undoes the moves).
 * Every item moves when none are chosen, deleted ones included, so a restored item never comes back
 * to the former owner. Answers the live items that moved; refuses (TransferRefused) chosen items that are not the former
 * owner's live ones, and a former owner without live items. The read-version triggers of the kinds'
 * tables raise their topics in the same batch; this process's cached reads are forgotten after it.
 */
export async function transferOwnedContent(db: Db, transfer: OwnershipTransfer): Promise<OwnedItem[]> {
  const owned = await listOwnedContent(db, transfer.from);
  const chosen = transfer.items;
  const moved = chosen ? owned.filter((item) => chosen.some((pick) => pick.kind === item.kind && pick.id === item.id)) : owned;
  if (chosen && moved.length !== new Set(chosen.map((pick) => `${pick.kind}:${pick.id}`)).size) throw new TransferRefused('notOwned');
  if (moved.length === 0) throw new TransferRefused('nothingToMove');
  const statements: BatchItem[] = [];
  for (const kind of kindNames) {
    const { table, owner, id, ownerAccount } = ownedTables[kind];
    const ids = chosen?.filter((pick) => pick.kind === kind).map((pick) => pick.id);
    if (ids && ids.length === 0) continue;
    statements.push(
      db
        .update(table)
        .set({
          [propertyOf(table, owner)]: transfer.to,
          ...(ownerAccount && transfer.toAccountId !== undefined ? { [propertyOf(table, ownerAccount)]: transfer.toAccountId } : {}),
        })
        // the former owner in the query too: an item handed elsewhere meanwhile stays where it went
        .where(and(eq(owner, transfer.from), ids ? inArray(id, ids) : undefined)),
    );
  }
  if (transfer.record) statements.push(transfer.record(moved));
  await runBatch(db, statements);
  // the items show their writer
  forgetReads(db, ...kindNames);
  return moved;
}
