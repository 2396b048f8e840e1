// Attachments as the authoring forms send them (portal spec §3, Attachment): files already stored keep
// their id, removed ones come back with isDeleted 1, and new ones carry what the upload call returned.
import * as v from 'valibot';

export const attachmentTypes = ['ATTACHMENT', 'THUMBNAIL', 'DATA_SET', 'MODEL'] as const;

/** What an upload call returns for each stored file, and what a save sends back for it. */
export const uploadedFile = v.object({
  storedPath: v.pipe(v.string(), v.regex(/^\/files\/[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/, 'validation.invalid')),
  /** The original name without its extension (Korean kept). */
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(200, 'validation.maxLength')),
  extension: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,10}$/, 'validation.invalid')),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  attachmentType: v.optional(v.picklist(attachmentTypes), 'ATTACHMENT'),
});
export type UploadedFile = v.InferOutput<typeof uploadedFile>;

/** One entry of a save's attachment list: a stored file (id), a removal (id and isDeleted 1) or a new upload. */
export const attachmentChange = v.union([
  v.object({
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    isDeleted: v.optional(v.union([v.picklist([0, 1]), v.boolean()])),
    attachmentType: v.optional(v.picklist(attachmentTypes)),
  }),
  v.object({ ...uploadedFile.entries, isDeleted: v.optional(v.union([v.literal(0), v.literal(false)])) }),
]);
export type AttachmentChange = v.InferOutput<typeof attachmentChange>;

export const attachmentChanges = v.optional(v.pipe(v.array(attachmentChange), v.maxLength(50, 'validation.maxLength')), []);

/** A stored file as content shows it (its download is GET /api + storedPath). */
export const attachmentView = v.object({
  id: v.number(),
  name: v.string(),
  extension: v.string(),
  size: v.number(),
  createdDate: v.string(),
  storedPath: v.string(),
  attachmentType: v.picklist(attachmentTypes),
});
export type AttachmentView = v.InferOutput<typeof attachmentView>;
