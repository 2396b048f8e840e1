// What the tests of the jobs that handle files share (the nightly backup, the purge of removed files): Node's
// settings for a test portal's database file and uploads folder (BACKUP_DIR and the like added), and a file
// as an upload leaves it.
import { blobKeyOf, type BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '#db/client.ts';
import { readNodeEnv, type NodeSettings } from '../env.ts';
import type { PortalData } from './backup-commands.ts';

/** The settings the server would read for `data`, with `extra` (BACKUP_DIR, BACKUP_KEEP, …). */
export function nodeSettingsFor(data: PortalData, extra: Record<string, string> = {}): NodeSettings {
  return readNodeEnv({ DATABASE_URL: `file:${data.dbPath}`, UPLOADS_DIR: data.uploadsDir, MIGRATIONS_DIR: 'db/migrations', ...extra });
}

/** Where the sample file lies under the uploads folder. */
export const SAMPLE_FILE = 'files/pre-built-model/sample.csv';

/**
 * A model's file in the store and its row in `attachment`, as an upload leaves them (every live row must
 * have its file in a backup); `storedPath`, `createdDate` and `deletedDate` for a file removed some time ago.
 */
export async function storeSampleAttachment(
  t: { db: Db; blobs: BlobStore },
  file: { storedPath?: string; createdDate?: string; deletedDate?: string | null } = {},
): Promise<void> {
  const storedPath = file.storedPath ?? `/${SAMPLE_FILE}`;
  const deletedDate = file.deletedDate ?? null;
  await t.blobs.put(blobKeyOf(storedPath), new TextEncoder().encode('a,b\n1,2\n'), 'text/csv');
  await t.db.insert(schema.attachment).values({
    code: 'PRE_BUILT_MODEL',
    ownerId: 1,
    name: 'sample',
    extension: 'csv',
    size: 8,
    contentType: 'text/csv',
    storedPath,
    createdDate: file.createdDate ?? new Date().toISOString(),
    isDeleted: deletedDate !== null,
    deletedDate,
  });
}
