import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type UploadCode = (typeof schema.uploadCodes)[number];

export type AttachmentView = {
  id: number;
  name: string;
  extension: string;
  size: number;
  createdDate: string;
  storedPath: string;
  attachmentType: (typeof schema.attachmentTypes)[number];
};

const contentTypes: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  py: 'text/x-python; charset=utf-8',
  ipynb: 'application/x-ipynb+json',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export function contentTypeOf(extension: string): string {
  return contentTypes[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** A new stored path: made by the server from the upload code and a random id, never from a file name. */
export function attachmentStoredPath(code: UploadCode, extension: string): string {
  const folder = code.toLowerCase().replaceAll('_', '-');
  const safeExtension = extension.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) || 'bin';
  return `/files/${folder}/${crypto.randomUUID()}.${safeExtension}`;
}

/** The blob key of a stored path (the path without its leading slash). */
export function blobKeyOf(storedPath: string): string {
  return storedPath.replace(/^\/+/, '');
}

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

/** The live attachment row behind a stored path, or null: only rows may be downloaded, never bare paths. */
export async function findAttachmentByStoredPath(db: Db, storedPath: string) {
  const [row] = await db
    .select()
    .from(schema.attachment)
    .where(and(eq(schema.attachment.storedPath, storedPath), eq(schema.attachment.isDeleted, false)))
    .limit(1);
  return row ?? null;
}
