// The checks a save of a partner document (the partner FAQ's questions, the library's documents) makes
// before it writes: rich text through the one allow-list, and the files within the total size.
import type { Context } from 'hono';
import { formatSize } from '#core/attachment-rules.ts';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import { attachmentBytesAfterChanges } from '#db/queries/attachment.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { withAttachmentRules } from './content-save.ts';

/** Refuses file changes that would take the document past the total size (common.errorMaxTotalSize). */
export async function checkDocumentFiles(
  c: Context<AppEnv>,
  code: 'PARTNER_FAQ' | 'PARTNER_LIBRARY',
  ownerId: number | null,
  changes: readonly AttachmentChange[],
): Promise<void> {
  const { db, config } = c.var.deps;
  const bytesAfter = await withAttachmentRules(c, () => attachmentBytesAfterChanges(db, code, ownerId, changes));
  const { maxTotalBytes } = config.attachmentLimits;
  if (bytesAfter > maxTotalBytes) throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes) });
}

export const authoringRefusals = {
  401: { description: 'No session: sign in as a content manager or an admin' },
  403: { description: 'The signed-in role may not author content' },
  422: { description: 'A field breaks a rule; the message says which, in the language of Accept-Language' },
};
