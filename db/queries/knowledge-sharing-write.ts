// Writes of shared models and data sets (admin spec §7.2, /api/member/knowledge-sharing). Who may change
// an entry is part of every statement: its writer's account, or a moderator (ADMIN, CONTENT_MANAGER), so
// a member's change of another's entry finds no row. D1 has no interactive transactions: a save is a few
// batches, the route checks everything it can before the first one, and a create that fails after its
// row was written removes it again.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import type { KnowledgeLink } from '../schema/knowledge-sharing.ts';
import { applyAttachmentChanges, markAttachmentsDeleted, type UploadCode } from './attachment.ts';
import { cardColumns, releaseStatements, type ModelCardInput } from './model-card.ts';

const m = schema.knowledgeModel;
const d = schema.knowledgeDataSet;

/** Who writes: the account, its name (what the entry shows), and whether it moderates every entry. */
export type KnowledgeWriter = { id: number; name: string; moderates: boolean };

export type KnowledgeModelWrite = {
  modelName: string;
  descriptionModel: string;
  howToExecuteModel: string;
  embedCode: string;
  links: KnowledgeLink[];
  industryKeys: readonly number[];
  algorithmKeys: readonly number[];
  /** Its card and, with a new version, the release's changelog (decision 055). */
  card: ModelCardInput;
  fileChanges: readonly AttachmentChange[];
};

export type KnowledgeDataSetWrite = {
  dataSetName: string;
  descriptionDataSet: string;
  applicationField: string;
  source: string;
  numberOfRows: number | null;
  links: KnowledgeLink[];
  industryKeys: readonly number[];
  fileChanges: readonly AttachmentChange[];
};

/** How one type of entry is written: its table, upload code, read topic, link tables and text. */
type Writing<W> = {
  table: typeof m | typeof d;
  id: typeof m.id | typeof d.id;
  isDeleted: typeof m.isDeleted | typeof d.isDeleted;
  insById: typeof m.insById | typeof d.insById;
  code: UploadCode;
  topic: 'KNOWLEDGE_MODEL' | 'KNOWLEDGE_DATA_SET';
  text: (write: W) => Record<string, unknown>;
  links: (db: Db, id: number, write: W) => BatchItem[];
  unlink: (db: Db, id: number) => BatchItem[];
  /** The release a save makes when it gives a new version (models: decision 055), after the entry's current version. */
  release: (db: Db, id: number, currentVersion: string, write: W, byUserName: string, now: Date) => BatchItem[];
};

const modelWriting: Writing<KnowledgeModelWrite> = {
  table: m,
  id: m.id,
  isDeleted: m.isDeleted,
  insById: m.insById,
  code: 'KNOWLEDGE_MODEL',
  topic: 'KNOWLEDGE_MODEL',
  text: (write) => ({
    modelName: write.modelName,
    descriptionModel: write.descriptionModel,
    howToExecuteModel: write.howToExecuteModel,
    embedCode: write.embedCode,
    links: write.links,
    ...cardColumns(write.card),
  }),
  // at most 20 codes each, far below D1's 100 parameters a statement
  links: (db, modelId, write) => [
    ...(write.industryKeys.length > 0
      ? [db.insert(schema.knowledgeModelIndustry).values(write.industryKeys.map((industryKey) => ({ modelId, industryKey })))]
      : []),
    ...(write.algorithmKeys.length > 0
      ? [db.insert(schema.knowledgeModelAlgorithm).values(write.algorithmKeys.map((algorithmKey) => ({ modelId, algorithmKey })))]
      : []),
  ],
  unlink: (db, id) => [
    db.delete(schema.knowledgeModelIndustry).where(eq(schema.knowledgeModelIndustry.modelId, id)),
    db.delete(schema.knowledgeModelAlgorithm).where(eq(schema.knowledgeModelAlgorithm.modelId, id)),
  ],
  release: (db, id, currentVersion, write, byUserName, now) => releaseStatements(db, 'KNOWLEDGE_MODEL', id, currentVersion, write.card, byUserName, now),
};

const dataSetWriting: Writing<KnowledgeDataSetWrite> = {
  table: d,
  id: d.id,
  isDeleted: d.isDeleted,
  insById: d.insById,
  code: 'KNOWLEDGE_DATA_SET',
  topic: 'KNOWLEDGE_DATA_SET',
  text: (write) => ({
    dataSetName: write.dataSetName,
    descriptionDataSet: write.descriptionDataSet,
    applicationField: write.applicationField,
    source: write.source,
    numberOfRows: write.numberOfRows,
    links: write.links,
  }),
  links: (db, dataSetId, write) =>
    write.industryKeys.length > 0
      ? [db.insert(schema.knowledgeDataSetIndustry).values(write.industryKeys.map((industryKey) => ({ dataSetId, industryKey })))]
      : [],
  unlink: (db, id) => [db.delete(schema.knowledgeDataSetIndustry).where(eq(schema.knowledgeDataSetIndustry.dataSetId, id))],
  release: () => [],
};

/** The live entry, when this writer may change it: its own, or any for a moderator. */
function changeable<W>(writing: Writing<W>, id: number, writer: KnowledgeWriter): SQL | undefined {
  return and(eq(writing.id, id), eq(writing.isDeleted, false), writer.moderates ? undefined : eq(writing.insById, writer.id));
}

async function create<W extends { fileChanges: readonly AttachmentChange[] }>(
  db: Db,
  writing: Writing<W>,
  write: W,
  writer: KnowledgeWriter,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(writing.table)
    .values({ ...writing.text(write), insDtm: now.toISOString(), insById: writer.id, insByUserName: writer.name } as typeof m.$inferInsert &
      typeof d.$inferInsert)
    .returning({ id: writing.id });
  if (!row) throw new Error('the entry was not inserted');
  try {
    await runBatch(db, [...writing.links(db, row.id, write), ...writing.release(db, row.id, '', write, writer.name, now)]);
    await applyAttachmentChanges(db, writing.code, row.id, write.fileChanges, now);
  } catch (error) {
    // links go with the row (on delete cascade); claimed uploads return to pending and are purged later
    await runBatch(db, [
      db
        .update(schema.attachment)
        .set({ ownerId: null })
        .where(and(eq(schema.attachment.code, writing.code), eq(schema.attachment.ownerId, row.id))),
      db.delete(writing.table).where(eq(writing.id, row.id)),
    ] as BatchItem[]);
    throw error;
  } finally {
    forgetReads(db, writing.topic);
  }
  return row.id;
}

async function update<W extends { fileChanges: readonly AttachmentChange[] }>(
  db: Db,
  writing: Writing<W>,
  id: number,
  write: W,
  writer: KnowledgeWriter,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: writing.id, version: writing.table === m ? m.version : sql<string>`''` })
    .from(writing.table)
    .where(changeable(writing, id, writer))
    .limit(1);
  if (!found) return false;
  // the files first: a refused change (a path that is not a pending upload) then leaves the text untouched
  await applyAttachmentChanges(db, writing.code, id, write.fileChanges, now);
  await runBatch(db, [
    ...writing.release(db, id, found.version, write, writer.name, now),
    db
      .update(writing.table)
      .set({ ...writing.text(write), updDtm: now.toISOString(), updByUserName: writer.name })
      .where(changeable(writing, id, writer)),
    ...writing.unlink(db, id),
    ...writing.links(db, id, write),
  ] as BatchItem[]);
  forgetReads(db, writing.topic);
  return true;
}

async function remove<W>(db: Db, writing: Writing<W>, id: number, writer: KnowledgeWriter, now: Date): Promise<boolean> {
  const [deleted] = await db
    .update(writing.table)
    .set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: writer.name })
    .where(changeable(writing, id, writer))
    .returning({ id: writing.id });
  if (!deleted) return false;
  // the row stays for the record; its files are marked deleted and purged some days later
  await markAttachmentsDeleted(db, writing.code, id, now);
  forgetReads(db, writing.topic);
  return true;
}

/** A new shared model with its codes and files; returns its id. */
export const createKnowledgeModel = (db: Db, write: KnowledgeModelWrite, writer: KnowledgeWriter, now: Date) => create(db, modelWriting, write, writer, now);
/** A new shared data set with its codes and files; returns its id. */
export const createKnowledgeDataSet = (db: Db, write: KnowledgeDataSetWrite, writer: KnowledgeWriter, now: Date) =>
  create(db, dataSetWriting, write, writer, now);

/** Saves a shared model this writer may change; false when there is none. */
export const updateKnowledgeModel = (db: Db, id: number, write: KnowledgeModelWrite, writer: KnowledgeWriter, now: Date) =>
  update(db, modelWriting, id, write, writer, now);
/** Saves a shared data set this writer may change; false when there is none. */
export const updateKnowledgeDataSet = (db: Db, id: number, write: KnowledgeDataSetWrite, writer: KnowledgeWriter, now: Date) =>
  update(db, dataSetWriting, id, write, writer, now);

/** Soft-deletes a shared model this writer may change; false when there is none. */
export const deleteKnowledgeModel = (db: Db, id: number, writer: KnowledgeWriter, now: Date) => remove(db, modelWriting, id, writer, now);
/** Soft-deletes a shared data set this writer may change; false when there is none. */
export const deleteKnowledgeDataSet = (db: Db, id: number, writer: KnowledgeWriter, now: Date) => remove(db, dataSetWriting, id, writer, now);

/** Whether this writer may change a live entry: `missing` when there is none, `notYours` when it is another member's. */
export async function knowledgeAccess(db: Db, type: 'model' | 'dataset', id: number, writer: KnowledgeWriter): Promise<'missing' | 'notYours' | 'yours'> {
  const writing = type === 'model' ? modelWriting : dataSetWriting;
  const [row] = await db
    .select({ insById: writing.insById })
    .from(writing.table)
    .where(and(eq(writing.id, id), eq(writing.isDeleted, false)))
    .limit(1);
  if (!row) return 'missing';
  return writer.moderates || row.insById === writer.id ? 'yours' : 'notYours';
}
