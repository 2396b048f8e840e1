import { and, count, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import { blobKeyOf } from '#core/blob-store.ts';
import { kindOfUploadCode } from '#core/content-kinds.ts';
import type { AttachmentChange, AttachmentView, UploadedFile } from '#core/schemas/attachment.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';

export type UploadCode = (typeof schema.uploadCodes)[number];

const contentTypes: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  jsonl: 'application/jsonl; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  r: 'text/plain; charset=utf-8',
  parquet: 'application/vnd.apache.parquet',
  pkl: 'application/octet-stream',
  onnx: 'application/octet-stream',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  py: 'text/x-python; charset=utf-8',
  ipynb: 'application/x-ipynb+json',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * The attachment type a file of this code is stored with: fixed by the code where the code says what the
 * file is (a story's thumbnail, a shared model's or data set's file), what the form asked for otherwise.
 */
export function attachmentTypeOf(code: UploadCode, requested: AttachmentView['attachmentType']): AttachmentView['attachmentType'] {
  if (code === 'SUCCESS_STORY_THUM') return 'THUMBNAIL';
  if (code === 'KNOWLEDGE_MODEL') return 'MODEL';
  if (code === 'KNOWLEDGE_DATA_SET') return 'DATA_SET';
  return requested;
}

export function contentTypeOf(extension: string): string {
  return contentTypes[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** A new stored path: made by the server from the upload code and a random id, never from a file name. */
export function attachmentStoredPath(code: UploadCode, extension: string): string {
  const folder = code.toLowerCase().replaceAll('_', '-');
  const safeExtension =
    extension
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 10) || 'bin';
  return `/files/${folder}/${crypto.randomUUID()}.${safeExtension}`;
}

export { blobKeyOf };

export async function listAttachmentsOf(db: Db, code: UploadCode, ownerIds: readonly number[]): Promise<Map<number, AttachmentView[]>> {
  const byOwner = new Map<number, AttachmentView[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(schema.attachment)
    .where(and(eq(schema.attachment.code, code), inArray(schema.attachment.ownerId, [...ownerIds]), eq(schema.attachment.isDeleted, false)))
    .orderBy(schema.attachment.id);
  for (const row of rows) {
    if (row.ownerId === null) continue;
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      extension: row.extension,
      size: row.size,
      createdDate: row.createdDate,
      storedPath: row.storedPath,
      attachmentType: row.attachmentType,
    });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

/** Rows with their live files under `code`, read in one query for all of them. */
export async function withAttachmentsOf<Row extends { id: number }>(
  db: Db,
  code: UploadCode,
  rows: readonly Row[],
): Promise<(Row & { attachments: AttachmentView[] })[]> {
  const files = await listAttachmentsOf(
    db,
    code,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, attachments: files.get(row.id) ?? [] }));
}

/** D1 binds at most 100 parameters per statement. */
const PATHS_PER_QUERY = 90;

/** Of these stored paths, the ones some attachment row (live, pending or deleted) names. */
export async function namedStoredPaths(db: Db, paths: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < paths.length; start += PATHS_PER_QUERY) {
    const rows = await db
      .select({ storedPath: schema.attachment.storedPath })
      .from(schema.attachment)
      .where(inArray(schema.attachment.storedPath, paths.slice(start, start + PATHS_PER_QUERY)));
    for (const row of rows) named.add(row.storedPath);
  }
  return named;
}

/** The stored path of a blob key (the inverse of blobKeyOf). */
export function storedPathOf(blobKey: string): string {
  return `/${blobKey}`;
}

/** The live attachment row behind a stored path, or null: only rows may be downloaded, never bare paths. */
export async function findAttachmentByStoredPath(db: Db, storedPath: string) {
  const [row] = await db
    .select()
    .from(schema.attachment)
    .where(and(eq(schema.attachment.storedPath, storedPath), eq(schema.attachment.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** Thrown when a save names a file that is not a pending upload of this code, or an id that is not this owner's. */
export class AttachmentChangeError extends Error {
  readonly key: 'api.fileNotFound' | 'validation.invalid';
  constructor(key: 'api.fileNotFound' | 'validation.invalid') {
    super(key);
    this.key = key;
    this.name = 'AttachmentChangeError';
  }
}

type PendingRow = {
  code: UploadCode;
  attachmentType: UploadedFile['attachmentType'];
  name: string;
  extension: string;
  size: number;
  contentType: string;
  storedPath: string;
};

/** How many uploads an account may have waiting for a save, and how many bytes they may take together. */
export type PendingBounds = { maxFiles: number; maxBytes: number };

/** An account's uploads that no save has claimed yet: how many, and their bytes. */
export async function pendingUploadsOf(db: Db, uploadedBy: number): Promise<{ files: number; bytes: number }> {
  const a = schema.attachment;
  const [row] = await db
    .select({ files: count(), bytes: sum(a.size) })
    .from(a)
    .where(and(eq(a.uploadedBy, uploadedBy), isNull(a.ownerId), eq(a.isDeleted, false)));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/**
 * Inserts an account's new uploads as pending rows (no owner until a save claims them; the purge job
 * removes them if none does). Each row goes in only while the account's pending files stay within the
 * bounds, checked by the same statement that inserts it, so uploads racing each other cannot pass them
 * together. Returns the files when all went in; otherwise takes out those that did and returns null.
 * (One statement a row, not a batch: D1's batch does not take raw statements with values.)
 */
export async function insertPendingUploads(
  db: Db,
  rows: readonly PendingRow[],
  uploadedBy: number,
  bounds: PendingBounds,
  now: Date,
): Promise<UploadedFile[] | null> {
  const createdDate = now.toISOString();
  const pending = sql`uploaded_by = ${uploadedBy} AND owner_id IS NULL AND is_deleted = 0`;
  const inserted: string[] = [];
  for (const row of rows) {
    await db.run(sql`INSERT INTO attachment (code, owner_id, uploaded_by, attachment_type, name, extension, size, content_type, stored_path, is_deleted, created_date)
      SELECT ${row.code}, NULL, ${uploadedBy}, ${row.attachmentType}, ${row.name}, ${row.extension}, ${row.size}, ${row.contentType}, ${row.storedPath}, 0, ${createdDate}
      WHERE (SELECT count(*) FROM attachment WHERE ${pending}) < ${bounds.maxFiles}
        AND (SELECT coalesce(sum(size), 0) FROM attachment WHERE ${pending}) + ${row.size} <= ${bounds.maxBytes}`);
    if (!(await namedStoredPaths(db, [row.storedPath])).has(row.storedPath)) break;
    inserted.push(row.storedPath);
  }
  if (inserted.length < rows.length) {
    if (inserted.length > 0) await db.delete(schema.attachment).where(inArray(schema.attachment.storedPath, inserted));
    return null;
  }
  return rows.map((row) => ({ storedPath: row.storedPath, name: row.name, extension: row.extension, size: row.size, attachmentType: row.attachmentType }));
}

type PlannedChanges = {
  claim: { id: number; attachmentType: UploadedFile['attachmentType'] }[];
  remove: number[];
  /** Live bytes of the owner's files of this code once the changes are applied. */
  bytesAfter: number;
};

/** Checks a save's attachment list against the rows (every id this owner's, every new path a pending upload of this code). */
async function planChanges(db: Db, code: UploadCode, ownerId: number | null, changes: readonly AttachmentChange[]): Promise<PlannedChanges> {
  const a = schema.attachment;
  const owned =
    ownerId === null
      ? []
      : await db
          .select()
          .from(a)
          .where(and(eq(a.code, code), eq(a.ownerId, ownerId), eq(a.isDeleted, false)));
  const ownedById = new Map(owned.map((row) => [row.id, row]));
  const newPaths = changes.flatMap((change) => ('storedPath' in change ? [change.storedPath] : []));
  const pending =
    newPaths.length === 0
      ? []
      : await db
          .select()
          .from(a)
          .where(and(eq(a.code, code), isNull(a.ownerId), eq(a.isDeleted, false), inArray(a.storedPath, newPaths)));
  const pendingByPath = new Map(pending.map((row) => [row.storedPath, row]));

  const seen = new Set<string>();
  const plan: PlannedChanges = { claim: [], remove: [], bytesAfter: 0 };
  for (const change of changes) {
    const ref = 'storedPath' in change ? `path:${change.storedPath}` : `id:${change.id}`;
    // the same file twice in one save is a broken form, not something to guess about
    if (seen.has(ref)) throw new AttachmentChangeError('validation.invalid');
    seen.add(ref);
    if ('storedPath' in change) {
      const row = pendingByPath.get(change.storedPath);
      if (!row) throw new AttachmentChangeError('api.fileNotFound');
      plan.claim.push({ id: row.id, attachmentType: attachmentTypeOf(code, change.attachmentType) });
    } else {
      if (!ownedById.has(change.id)) throw new AttachmentChangeError('api.fileNotFound');
      if (change.isDeleted === 1 || change.isDeleted === true) plan.remove.push(change.id);
    }
  }
  const removed = new Set(plan.remove);
  const kept = owned.filter((row) => !removed.has(row.id)).reduce((total, row) => total + row.size, 0);
  // sizes come from the rows the upload call wrote, never from what the form sends back
  const added = plan.claim.reduce((total, claim) => total + (pending.find((row) => row.id === claim.id)?.size ?? 0), 0);
  plan.bytesAfter = kept + added;
  return plan;
}

/**
 * The live bytes an owner's files of one code would take after a save's changes (ownerId null for a
 * create), checking the list as applyAttachmentChanges does, so a route can refuse a save before writing.
 */
export async function attachmentBytesAfterChanges(db: Db, code: UploadCode, ownerId: number | null, changes: readonly AttachmentChange[]): Promise<number> {
  return (await planChanges(db, code, ownerId, changes)).bytesAfter;
}

/** Applies a save's attachment list (core/schemas/attachment.ts AttachmentChange[]) to one owner's files of one code: new uploads (pending rows of this code with ownerId null, found by storedPath) are claimed with their attachmentType; entries with id and isDeleted 1/true are marked deleted (isDeleted, deletedDate); other ids are kept. */
export async function applyAttachmentChanges(db: Db, code: UploadCode, ownerId: number, changes: readonly AttachmentChange[], now: Date): Promise<void> {
  const plan = await planChanges(db, code, ownerId, changes);
  const a = schema.attachment;
  const deletedDate = now.toISOString();
  const statements: BatchItem[] = [
    // ownerId IS NULL again in the update, so two saves racing for one upload cannot both claim it
    ...plan.claim.map((claim) =>
      db
        .update(a)
        .set({ ownerId, attachmentType: claim.attachmentType })
        .where(and(eq(a.id, claim.id), isNull(a.ownerId))),
    ),
    ...(plan.remove.length === 0
      ? []
      : [
          db
            .update(a)
            .set({ isDeleted: true, deletedDate })
            .where(and(inArray(a.id, plan.remove), eq(a.ownerId, ownerId))),
        ]),
  ];
  await runBatch(db, statements);
  forgetKindOf(db, code);
}

/** An item's files are part of its cached reads. */
function forgetKindOf(db: Db, code: UploadCode): void {
  const kind = kindOfUploadCode(code);
  if (kind) forgetReads(db, kind);
}

/** Marks every live file of an owner deleted (content deletion). */
export async function markAttachmentsDeleted(db: Db, code: UploadCode, ownerId: number, now: Date): Promise<void> {
  const a = schema.attachment;
  await db
    .update(a)
    .set({ isDeleted: true, deletedDate: now.toISOString() })
    .where(and(eq(a.code, code), eq(a.ownerId, ownerId), eq(a.isDeleted, false)));
  forgetKindOf(db, code);
}

/** Total bytes of an owner's live files of these codes. */
export async function liveAttachmentBytes(db: Db, codes: readonly UploadCode[], ownerId: number): Promise<number> {
  if (codes.length === 0) return 0;
  const a = schema.attachment;
  const [row] = await db
    .select({ total: sum(a.size) })
    .from(a)
    .where(and(inArray(a.code, [...codes]), eq(a.ownerId, ownerId), eq(a.isDeleted, false)));
  return Number(row?.total ?? 0);
}
