import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { checkNewFiles, formatSize, isUploadCode, splitFileName } from '#core/attachment-rules.ts';
import { uploadedFile, attachmentTypes, type UploadedFile } from '#core/schemas/attachment.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf, insertPendingAttachment, type UploadCode } from '#db/queries/attachment.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import { contentMatchesExtension } from '../../lib/file-signature.ts';
import type { AppEnv } from '../../types.ts';

// The upload calls of the spec (portal spec §7, admin spec §3 "Attachments"): a form uploads new files
// first, gets their stored paths back, and sends those with its save. An upload is a pending row (no
// owner) until a save claims it (db/queries/attachment.ts applyAttachmentChanges); unclaimed ones are
// purged with the deleted files.

/** Codes of content written by content managers and admins (banner images have their own call). */
const authorCodes: readonly UploadCode[] = ['PRE_BUILT_MODEL', 'SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM', 'FORUM_BULLETIN_BOARD', 'COMMUNITY_FAQ', 'PARTNER_FAQ', 'PARTNER_LIBRARY'];
/** Codes of community content any member writes. */
const memberCodes: readonly UploadCode[] = ['FORUM_BULLETIN_BOARD', 'COMMUNITY_FAQ'];

/** Room for the multipart framing around the files themselves. */
const MULTIPART_MARGIN_BYTES = 1024 * 1024;

/** A body larger than every file allowed together is refused before it is read. */
const uploadBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const { maxTotalBytes } = c.var.deps.config.attachmentLimits;
  const limit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: maxTotalBytes + MULTIPART_MARGIN_BYTES,
    onError: () => {
      throw new ApiError(413, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes) });
    },
  });
  return limit(c, next);
};

/** The name a file is shown and downloaded under: no folders, no control characters. */
function displayName(fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return (fileName.split(/[/\\]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

const attachmentTypeField = v.optional(v.picklist(attachmentTypes), 'ATTACHMENT');

async function upload(c: Context<AppEnv>, allowedCodes: readonly UploadCode[], refuse: (code: UploadCode) => ApiError): Promise<UploadedFile[]> {
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new ApiError(422, 'resources.noFilesChosen');
  });
  const code = typeof form.code === 'string' ? form.code.trim() : '';
  if (!isUploadCode(code)) throw new ApiError(422, 'resources.uploadCodeInvalid');
  if (!allowedCodes.includes(code)) throw refuse(code);
  const typeInput = typeof form.attachmentType === 'string' && form.attachmentType !== '' ? form.attachmentType : undefined;
  const requestedType = v.safeParse(attachmentTypeField, typeInput);
  if (!requestedType.success) throw new ApiError(422, 'validation.invalid', { field: c.var.t('field.attachmentType') });
  const attachmentType = code === 'SUCCESS_STORY_THUM' ? 'THUMBNAIL' : requestedType.output;

  const files = [form.files].flat().filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new ApiError(422, 'resources.noFilesChosen');
  const named = files.map((file) => ({ file, name: displayName(file.name) }));
  if (code === 'SUCCESS_STORY_THUM' && files.length > 1) throw new ApiError(422, 'resources.thumbnailSingle');

  // the same rules the form applied; existing files are counted again when the save claims these
  const failure = checkNewFiles({ code, existing: [], incoming: named.map(({ file, name }) => ({ name, size: file.size })), ...c.var.deps.config.attachmentLimits });
  if (failure) throw new ApiError(422, failure.key, failure.values);
  const tooLong = named.filter(({ name }) => !v.is(uploadedFile.entries.name, splitFileName(name).name));
  if (tooLong.length > 0) throw new ApiError(422, 'resources.errorFileName', { files: tooLong.map(({ name }) => name).join(', ') });

  const read = await Promise.all(named.map(async ({ file, name }) => ({ fullName: name, ...splitFileName(name), bytes: new Uint8Array(await file.arrayBuffer()) })));
  const checks = await Promise.all(read.map((file) => contentMatchesExtension(file.extension, file.bytes)));
  const refused = read.filter((_, index) => !checks[index]).map((file) => file.fullName);
  if (refused.length > 0) throw new ApiError(422, 'resources.errorFileContent', { files: refused.join(', ') });

  const { blobs, db } = c.var.deps;
  const now = c.var.deps.now();
  const stored: UploadedFile[] = [];
  for (const file of read) {
    const storedPath = attachmentStoredPath(code, file.extension);
    const contentType = contentTypeOf(file.extension);
    await blobs.put(blobKeyOf(storedPath), file.bytes, contentType);
    stored.push(await insertPendingAttachment(db, { code, attachmentType, name: file.name, extension: file.extension, size: file.bytes.length, contentType, storedPath }, now));
  }
  return stored;
}

const uploadDoc = (summary: string) =>
  describeRoute({
    tags: ['Attachments'],
    summary,
    description:
      'multipart/form-data with `code` (an upload code), one or more `files` and optionally `attachmentType`. Each file is checked for its extension, size, duplicates, the total size and its content (magic bytes). The answer lists the stored files; a save sends them back in its `attachments`.',
    responses: {
      200: { description: 'The stored files, pending until a save claims them', content: { 'application/json': { schema: resolver(envelopeSchema(v.array(uploadedFile))) } } },
      401: { description: 'Not signed in' },
      403: { description: 'The role may not upload, or not for this code' },
      413: { description: 'The body is larger than all attachments together may be' },
      422: { description: 'A file breaks a rule; the message names the files, in the language of Accept-Language' },
    },
  });

export const attachmentRoutes = new Hono<AppEnv>()
  .post('/auth/upload-attachment', uploadDoc('Upload files for content (content managers and admins)'), uploadBodyLimit, async (c) => {
    return ok(c, await upload(c, authorCodes, () => new ApiError(422, 'resources.uploadCodeInvalid')));
  })
  .post('/member/upload-attachment', uploadDoc('Upload files for a community post (members)'), uploadBodyLimit, async (c) => {
    // content files belong to the authoring call: a member session may not attach to models or stories
    return ok(c, await upload(c, memberCodes, (code) => new ApiError(authorCodes.includes(code) ? 403 : 422, authorCodes.includes(code) ? 'resources.uploadCodeForbidden' : 'resources.uploadCodeInvalid')));
  });
