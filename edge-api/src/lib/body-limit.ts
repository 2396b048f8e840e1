// Every call's body has a limit that fits it (DESIGN.md §4), checked before the body is read: a
// Content-Length over the limit is refused at once, a body without one is counted while it streams in.
// The answer is a 413 envelope in the caller's language. Calls not listed here take the JSON limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatSize } from '#core/attachment-rules.ts';
import { callOf } from '#core/auth/calls.ts';
import { BANNER_IMAGE_MAX_BYTES } from '#core/schemas/banner.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

/** A form's fields, a sign-in, a filter: far below this. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** A content save: a dozen rich texts of up to 100,000 characters each (core/schemas/content-save.ts), Korean at 3 bytes a character. */
export const CONTENT_BODY_LIMIT = 4 * 1024 * 1024;
/** Room for the multipart framing around the files of an upload. */
const MULTIPART_MARGIN_BYTES = 1024 * 1024;

type BodyKind = 'content' | 'upload' | 'bannerImage';

const kinds: ReadonlyMap<string, BodyKind> = new Map([
  ['POST /api/admin/pre-built-model', 'content'],
  ['PUT /api/admin/pre-built-model', 'content'],
  ['POST /api/admin/success-story', 'content'],
  ['PUT /api/admin/success-story', 'content'],
  ['POST /api/policy-admin/privacy', 'content'],
  ['PUT /api/policy-admin/privacy', 'content'],
  // uploads: every file a content may have together (ATTACHMENT_MAX_TOTAL_SIZE)
  ['POST /api/auth/upload-attachment', 'upload'],
  ['POST /api/member/upload-attachment', 'upload'],
  // one banner image (admin spec §5: at most 1.5 MB)
  ['POST /api/admin/banner/upload-banner-img', 'bannerImage'],
  // shared models and data sets: rich text like the content saves, and their files
  ['POST /api/member/knowledge-sharing', 'content'],
  ['PUT /api/member/knowledge-sharing', 'content'],
  ['POST /api/member/knowledge-sharing/upload-attachment', 'upload'],
  ['POST /api/member/knowledge-sharing/upload-attachment-model', 'upload'],
  // a notice's one file (checked against ATTACHMENT_MAX_FILE_SIZE by the upload itself)
  ['POST /api/admin/notice/upload-file', 'upload'],
]);

export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const call = callOf(c.req.method, c.req.path);
  const kind = call ? kinds.get(`${call.method} ${call.path}`) : undefined;
  const { maxTotalBytes } = c.var.deps.config.attachmentLimits;
  const maxSize =
    kind === 'upload'
      ? maxTotalBytes + MULTIPART_MARGIN_BYTES
      : kind === 'bannerImage'
        ? BANNER_IMAGE_MAX_BYTES + MULTIPART_MARGIN_BYTES
        : kind === 'content'
          ? CONTENT_BODY_LIMIT
          : JSON_BODY_LIMIT;
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      if (kind === 'bannerImage') throw new ApiError(413, 'bannerAdmin.maximun', { max: formatSize(BANNER_IMAGE_MAX_BYTES, c.var.lang) });
      // an upload names the limit of the files, as the form does (common.errorMaxTotalSize)
      if (kind === 'upload') throw new ApiError(413, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes, c.var.lang) });
      throw new ApiError(413, 'api.payloadTooLarge', { max: formatSize(maxSize, c.var.lang) });
    },
  });
  return limit(c, next);
};
