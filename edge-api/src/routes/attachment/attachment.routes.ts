import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { checkNewFiles, formatSize, isUploadCode, MAX_PENDING_UPLOADS, splitFileName, uploadCodes } from '#core/attachment-rules.ts';
import { claimableUploadCodes } from '#core/content-kinds.ts';
import { attachmentTypes, uploadedFile, type UploadedFile } from '#core/schemas/attachment.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { cleanFileName } from '#core/text-safety.ts';
import {
  attachmentStoredPath,
  attachmentTypeOf,
  blobKeyOf,
  contentTypeOf,
  insertPendingUploads,
  pendingUploadsOf,
  type UploadCode,
} from '#db/queries/attachment.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { contentMatchesExtension } from '../../lib/file-signature.ts';
import { makeUploadedPictureVariants } from '../../lib/pictures/make-variants.ts';
import type { AppEnv } from '../../types.ts';

// The upload calls of the spec (portal spec §7, admin spec §3 "Attachments"): a form uploads new files
// first, gets their stored paths back, and sends those with its save. An upload is a pending row (no
// owner) until a save claims it (db/queries/attachment.ts applyAttachmentChanges). Until then only its
// uploader may read it, each account's pending files are bounded, and unclaimed ones are purged after a
// day (docs/security.md).

/** Codes whose files come through calls of their own: banner images, members' shared models and data sets, notices' files, partner questions' files. */
const ownCallCodes: readonly UploadCode[] = ['BANNER', 'KNOWLEDGE_MODEL', 'KNOWLEDGE_DATA_SET', 'NOTICE', 'PARTNER_QNA'];
/** Codes of content written by content managers and admins. */
const authorCodes: readonly UploadCode[] = uploadCodes.filter((code) => !ownCallCodes.includes(code));
/**
 * Codes of community content any member writes. The community FAQ is not one: only content managers and
 * admins register it (portal spec §6), so its files go through the authoring call.
 */
const memberCodes: readonly UploadCode[] = ['FORUM_BULLETIN_BOARD'];

/** Codes whose content holds one file, with the message that says so. */
const singleFileCodes: Partial<Record<UploadCode, 'resources.thumbnailSingle' | 'notice.fileSingle'>> = {
  SUCCESS_STORY_THUM: 'resources.thumbnailSingle',
  NOTICE: 'notice.fileSingle',
};

const attachmentTypeField = v.optional(v.picklist(attachmentTypes), 'ATTACHMENT');

/** The refusal of uploads that would take an account past its pending bounds. */
function pendingRefusal(c: Context<AppEnv>, tooMany: boolean): ApiError {
  const { maxTotalBytes } = c.var.deps.config.attachmentLimits;
  return tooMany
    ? new ApiError(422, 'resources.tooManyPending', { max: MAX_PENDING_UPLOADS })
    : new ApiError(422, 'resources.pendingTooLarge', { max: formatSize(maxTotalBytes, c.var.lang) });
}

async function upload(
  c: Context<AppEnv>,
  allowedCodes: readonly UploadCode[],
  refuse: (code: UploadCode) => ApiError,
  callCode?: UploadCode,
): Promise<UploadedFile[]> {
  const uploader = requireAuth(c).user.id;
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new ApiError(422, 'resources.noFilesChosen');
  });
  // a call of its own names its code; the shared calls take it from the form
  const code = callCode ?? (typeof form.code === 'string' ? form.code.trim() : '');
  if (!isUploadCode(code)) throw new ApiError(422, 'resources.uploadCodeInvalid');
  if (!allowedCodes.includes(code)) throw refuse(code);
  // a shared call's code opens when its kind of content exists (core/content-kinds.ts): until then an upload
  // could only sit pending; a call of its own comes with the save that claims its files
  if (!callCode && !claimableUploadCodes.has(code)) throw new ApiError(422, 'resources.uploadCodeNotOpen');
  const typeInput = typeof form.attachmentType === 'string' && form.attachmentType !== '' ? form.attachmentType : undefined;
  const requestedType = v.safeParse(attachmentTypeField, typeInput);
  if (!requestedType.success) throw new ApiError(422, 'validation.invalid', { field: c.var.t('field.attachmentType') });
  const attachmentType = attachmentTypeOf(code, requestedType.output);

  const files = [form.files].flat().filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new ApiError(422, 'resources.noFilesChosen');
  const named = files.map((file) => ({ file, name: cleanFileName(file.name) }));
  const single = singleFileCodes[code];
  if (single && files.length > 1) throw new ApiError(422, single);

  // the same rules the form applied; existing files are counted again when the save claims these
  const limits = c.var.deps.config.attachmentLimits;
  const failure = checkNewFiles({ code, existing: [], incoming: named.map(({ file, name }) => ({ name, size: file.size })), ...limits });
  if (failure) throw new ApiError(422, failure.key, failure.values);
  const tooLong = named.filter(({ name }) => !v.is(uploadedFile.entries.name, splitFileName(name).name));
  if (tooLong.length > 0) throw new ApiError(422, 'resources.errorFileName', { files: tooLong.map(({ name }) => name).join(', ') });

  const { blobs, db } = c.var.deps;
  const pending = await pendingUploadsOf(db, uploader);
  const incomingBytes = files.reduce((total, file) => total + file.size, 0);
  if (pending.files + files.length > MAX_PENDING_UPLOADS) throw pendingRefusal(c, true);
  if (pending.bytes + incomingBytes > limits.maxTotalBytes) throw pendingRefusal(c, false);

  const read = await Promise.all(
    named.map(async ({ file, name }) => ({ fullName: name, ...splitFileName(name), bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const checks = await Promise.all(read.map((file) => contentMatchesExtension(file.extension, file.bytes)));
  const refused = read.filter((_, index) => !checks[index]).map((file) => file.fullName);
  if (refused.length > 0) throw new ApiError(422, 'resources.errorFileContent', { files: refused.join(', ') });

  const rows = read.map((file) => ({
    code,
    attachmentType,
    name: file.name,
    extension: file.extension,
    size: file.bytes.length,
    contentType: contentTypeOf(file.extension),
    storedPath: attachmentStoredPath(code, file.extension),
  }));
  const written: string[] = [];
  // nothing is left behind when a write or the rows fail: the blobs written so far go again
  const removeWritten = () => Promise.all(written.map((path) => blobs.delete(blobKeyOf(path)).catch(() => undefined)));
  let stored: UploadedFile[] | null;
  try {
    for (const [index, row] of rows.entries()) {
      await blobs.put(blobKeyOf(row.storedPath), read[index]!.bytes, row.contentType);
      written.push(row.storedPath);
    }
    stored = await insertPendingUploads(db, rows, uploader, { maxFiles: MAX_PENDING_UPLOADS, maxBytes: limits.maxTotalBytes }, c.var.deps.now());
  } catch (error) {
    await removeWritten();
    throw error;
  }
  if (stored) {
    // the page pictures' copies (decision 056), from the bytes in hand; one that fails is the nightly job's
    await makeUploadedPictureVariants(
      c.var.deps,
      rows.map((row, index) => ({ ...row, bytes: read[index]!.bytes })),
    );
    return stored;
  }
  // another upload of the same account got in first and took what was left
  await removeWritten();
  const now = await pendingUploadsOf(db, uploader);
  throw pendingRefusal(c, now.files + files.length > MAX_PENDING_UPLOADS);
}

/**
 * The upload of a call that serves one code (the knowledge-sharing uploads, a notice's file): the same checks and pending
 * rows as the shared calls, the code fixed by the call rather than taken from the form.
 */
export function uploadUnderCode(c: Context<AppEnv>, code: UploadCode): Promise<UploadedFile[]> {
  return upload(c, [code], () => new ApiError(422, 'resources.uploadCodeInvalid'), code);
}

export const uploadDoc = (summary: string) =>
  describeRoute({
    tags: ['Attachments'],
    summary,
    description:
      "multipart/form-data with `code` (an upload code whose content exists), one or more `files` and optionally `attachmentType`. Each file is checked for its extension, size, duplicates, the total size and its content (magic bytes), and the account's pending uploads for their number and bytes. The answer lists the stored files, readable only by their uploader until a save sends them back in its `attachments`.",
    responses: {
      200: {
        description: 'The stored files, pending until a save claims them',
        content: { 'application/json': { schema: resolver(envelopeSchema(v.array(uploadedFile))) } },
      },
      401: { description: 'Not signed in' },
      403: { description: 'The role may not upload, or not for this code' },
      413: { description: 'The body is larger than all attachments together may be' },
      422: {
        description:
          'A file breaks a rule, the code has no content yet, or the account has too many pending uploads; the message says which, in the language of Accept-Language',
      },
    },
  });

export const attachmentRoutes = new Hono<AppEnv>()
  .post('/auth/upload-attachment', uploadDoc('Upload files for content (content managers and admins)'), async (c) => {
    return ok(c, await upload(c, authorCodes, () => new ApiError(422, 'resources.uploadCodeInvalid')));
  })
  .post('/member/upload-attachment', uploadDoc('Upload files for a community post (members)'), async (c) => {
    // content files belong to the authoring call: a member session may not attach to models or stories
    return ok(
      c,
      await upload(
        c,
        memberCodes,
        (code) =>
          new ApiError(authorCodes.includes(code) ? 403 : 422, authorCodes.includes(code) ? 'resources.uploadCodeForbidden' : 'resources.uploadCodeInvalid'),
      ),
    );
  });
