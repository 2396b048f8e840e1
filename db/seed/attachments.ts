// A demo file stored as an upload leaves it: its bytes in the blob store under a path the server makes,
// and its attachment row, claimed by its owner. Every seed of content with files writes them through this.
import type { BlobStore } from '#core/blob-store.ts';
import type { attachmentTypes } from '#core/schemas/attachment.ts';
import { schema, type Db } from '../client.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf, type UploadCode } from '../queries/attachment.ts';

/** A demo file: a small text file written in full, or bytes made by the seed (a drawn thumbnail). */
export type SeededFile = { name: string; extension: string } & ({ content: string } | { bytes: Uint8Array });

export type SeededAttachment = {
  code: UploadCode;
  ownerId: number;
  file: SeededFile;
  createdDate: string;
  attachmentType?: (typeof attachmentTypes)[number];
};

/** Stores one demo file and its attachment row; returns the row's id and the stored path. */
export async function seedAttachment(db: Db, blobs: BlobStore, { code, ownerId, file, createdDate, attachmentType = 'ATTACHMENT' }: SeededAttachment) {
  const bytes = 'bytes' in file ? file.bytes : new TextEncoder().encode(file.content);
  const storedPath = attachmentStoredPath(code, file.extension);
  const contentType = contentTypeOf(file.extension);
  await blobs.put(blobKeyOf(storedPath), bytes, contentType);
  const [row] = await db
    .insert(schema.attachment)
    .values({ code, ownerId, attachmentType, name: file.name, extension: file.extension, size: bytes.byteLength, contentType, storedPath, createdDate })
    .returning({ id: schema.attachment.id });
  if (!row) throw new Error('the demo file was not stored');
  return { id: row.id, storedPath };
}
