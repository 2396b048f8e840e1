import { blobKeyOf } from '#db/queries/attachment.ts';
import { deleteAttachmentRow, listPurgeableAttachments } from '#db/queries/batch-run.ts';
import type { Job } from './run-jobs.ts';

/** Files removed from content are kept 5 days (so an undo is possible), then their blobs and rows go. */
export const PURGE_AFTER_DAYS = 5;

export const purgeDeletedAttachments: Job = {
  name: 'purge-deleted-attachments',
  async run(deps, now) {
    const before = new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const rows = await listPurgeableAttachments(deps.db, before);
    for (const row of rows) {
      await deps.blobs.delete(blobKeyOf(row.storedPath));
      await deleteAttachmentRow(deps.db, row.id);
    }
    return { affected: rows.length, detail: `removed ${rows.length} deleted attachment(s) older than ${PURGE_AFTER_DAYS} days` };
  },
};
