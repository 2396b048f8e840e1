import { isSafeBlobKey } from '#core/blob-store.ts';
import { blobKeyOf, namedStoredPaths, storedPathOf } from '#db/queries/attachment.ts';
import { deleteAttachmentRow, listPurgeableAttachments } from '#db/queries/batch-run.ts';
import { namedVariantKeys, variantKeysOf } from '#db/queries/picture.ts';
import type { Job } from './job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Files removed from content are kept 5 days (so an undo is possible), then their blobs and rows go. */
export const PURGE_AFTER_DAYS = 5;
/** An upload no save claimed within a day was abandoned with its form: it goes (and stops counting against its uploader). */
export const UNCLAIMED_AFTER_DAYS = 1;
/**
 * A blob no row names is what a failed upload left behind (a write cut short, a row never inserted).
 * An upload writes its blob just before its row, so only blobs older than a day are taken for orphans.
 */
export const ORPHAN_GRACE_MS = DAY_MS;

export const purgeDeletedAttachments: Job = {
  name: 'purge-deleted-attachments',
  async run(deps, now) {
    const rows = await listPurgeableAttachments(deps.db, {
      deletedBefore: new Date(now.getTime() - PURGE_AFTER_DAYS * DAY_MS).toISOString(),
      unclaimedBefore: new Date(now.getTime() - UNCLAIMED_AFTER_DAYS * DAY_MS).toISOString(),
    });
    for (const row of rows) {
      // a page picture's copies go with it (their rows go with the attachment's)
      for (const key of await variantKeysOf(deps.db, row.id)) await deps.blobs.delete(key);
      await deps.blobs.delete(blobKeyOf(row.storedPath));
      await deleteAttachmentRow(deps.db, row.id);
    }
    let orphans = 0;
    for await (const page of deps.blobs.list()) {
      const old = page.filter((blob) => isSafeBlobKey(blob.key) && blob.writtenAt.getTime() < now.getTime() - ORPHAN_GRACE_MS);
      const named = await namedStoredPaths(
        deps.db,
        old.map((blob) => storedPathOf(blob.key)),
      );
      // a picture's stored copy is named by its row (decision 056)
      const copies = await namedVariantKeys(
        deps.db,
        old.filter((blob) => !named.has(storedPathOf(blob.key))).map((blob) => blob.key),
      );
      for (const blob of old) {
        if (named.has(storedPathOf(blob.key)) || copies.has(blob.key)) continue;
        await deps.blobs.delete(blob.key);
        orphans += 1;
      }
    }
    return {
      affected: rows.length + orphans,
      detail: `removed ${rows.length} attachment(s) deleted over ${PURGE_AFTER_DAYS} days or unclaimed over ${UNCLAIMED_AFTER_DAYS} day ago, and ${orphans} file(s) no attachment names`,
    };
  },
};
