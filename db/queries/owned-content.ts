// Who owns what, over every kind of content of core/content-kinds.ts: how many live items an account
// wrote, which ones, and the console's ownership transfer (admin spec §2 /admin/content-ownership),
// which hands all of them, or the chosen ones, to another account in one batch. Each kind is one entry
// of `ownedTables` (its table, owner column, live rows, id, title and date); the record does not
// compile until a new kind of core/content-kinds.ts is declared here, and nothing else changes for it.
import { and, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { OwnedItem } from '#core/schemas/content-ownership.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { faqKind } from './faq.ts';
import { forumPostKind } from './forum-visibility.ts';
import { knowledgeDataSetKind, knowledgeModelKind } from './knowledge-sharing.ts';
import { partnerFaqKind, partnerLibraryKind } from './partner-kinds.ts';
import { partnerQnaKind } from './partner-qna-visibility.ts';
import { preBuiltModelKind } from './pre-built-model.ts';
import { successStoryKind } from './success-story.ts';
import { videoKind } from './video.ts';

export type OwnedTable = {
  table: SQLiteTable;
  /** Who owns an item: its writer as the spec stores it (`insByUserName`, the writer's name at the time). */
  owner: AnySQLiteColumn;
  /** The rows that are live (not deleted). */
  live: SQL;
};

/** A kind of owned content: its table and the columns the console lists an owner's items by. */
export type OwnedKind = OwnedTable & {
  id: AnySQLiteColumn;
  insDtm: AnySQLiteColumn;
  titleKr: AnySQLiteColumn;
  titleEn: AnySQLiteColumn;
  /** The writing account's id, where a kind keeps it for who may change an item (shared knowledge): it moves with the name. */
  ownerAccount?: AnySQLiteColumn;
};

export const ownedTables: Record<ContentKindName, OwnedKind> = {
  PRE_BUILT_MODEL: { ...preBuiltModelKind, titleKr: schema.preBuiltModel.titleKr, titleEn: schema.preBuiltModel.titleEn },
  SUCCESS_STORY: { ...successStoryKind, titleKr: schema.successStory.titleKr, titleEn: schema.successStory.titleEn },
  FAQ: { ...faqKind, titleKr: schema.faq.titleKr, titleEn: schema.faq.titleEn },
  // shared models and data sets are written in one language: their name is the title in both
  KNOWLEDGE_MODEL: {
    ...knowledgeModelKind,
    titleKr: schema.knowledgeModel.modelName,
    titleEn: schema.knowledgeModel.modelName,
    ownerAccount: schema.knowledgeModel.insById,
  },
  KNOWLEDGE_DATA_SET: {
    ...knowledgeDataSetKind,
    titleKr: schema.knowledgeDataSet.dataSetName,
    titleEn: schema.knowledgeDataSet.dataSetName,
    ownerAccount: schema.knowledgeDataSet.insById,
  },
  // a post has one title, in the language it was written in; its writer's account decides who may edit it
  FORUM: { ...forumPostKind, titleKr: schema.forumPost.title, titleEn: schema.forumPost.title, ownerAccount: schema.forumPost.writerId },
  PARTNER_QNA: { ...partnerQnaKind, titleKr: schema.partnerQna.title, titleEn: schema.partnerQna.title, ownerAccount: schema.partnerQna.writerId },
  VIDEO: { ...videoKind, titleKr: schema.video.titleKr, titleEn: schema.video.titleEn },
  PARTNER_FAQ: { ...partnerFaqKind, titleKr: schema.partnerFaq.titleKr, titleEn: schema.partnerFaq.titleKr },
  PARTNER_LIBRARY: { ...partnerLibraryKind, titleKr: schema.partnerLibrary.titleKr, titleEn: schema.partnerLibrary.titleEn },
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
