// Every call's body has a limit that fits it (DESIGN.md §4), checked before the body is read: a
// Content-Length over the limit is refused at once, a body without one is counted while it streams in.
// The limit follows what the call matrix says the call's body is (`body` in core/auth/calls.ts), so a new
// call gets its limit where it is declared. The answer is a 413 envelope in the caller's language.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatSize } from '#core/attachment-rules.ts';
import { callOf, type BodyKind } from '#core/auth/calls.ts';
import { BANNER_IMAGE_MAX_BYTES } from '#core/schemas/banner.ts';
import type { AppConfig, AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

/** A form's fields, a sign-in, a filter: far below this. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** A content save: a dozen rich texts of up to 100,000 characters each (core/schemas/content-save.ts), Korean at 3 bytes a character. */
export const CONTENT_BODY_LIMIT = 4 * 1024 * 1024;
/** Room for the multipart framing around the files of an upload. */
export const MULTIPART_MARGIN_BYTES = 1024 * 1024;

/** The most a body of this kind may hold, in bytes. */
export function bodyLimitOf(kind: BodyKind, limits: AppConfig['attachmentLimits']): number {
  switch (kind) {
    // every file a content may have together (ATTACHMENT_MAX_TOTAL_SIZE); each file is checked against
    // ATTACHMENT_MAX_FILE_SIZE by the upload itself
    case 'upload':
      return limits.maxTotalBytes + MULTIPART_MARGIN_BYTES;
    // one banner image (admin spec §5: at most 1.5 MB)
    case 'bannerImage':
      return BANNER_IMAGE_MAX_BYTES + MULTIPART_MARGIN_BYTES;
    case 'content':
      return CONTENT_BODY_LIMIT;
    case 'json':
      return JSON_BODY_LIMIT;
  }
}

export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  // a path outside the matrix answers 404 after this: it may send no more than a form's fields
  const kind = callOf(c.req.method, c.req.path)?.body ?? 'json';
  const limits = c.var.deps.config.attachmentLimits;
  const maxSize = bodyLimitOf(kind, limits);
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      if (kind === 'bannerImage') throw new ApiError(413, 'bannerAdmin.maximun', { max: formatSize(BANNER_IMAGE_MAX_BYTES, c.var.lang) });
      // an upload names the limit of the files, as the form does (common.errorMaxTotalSize)
      if (kind === 'upload') throw new ApiError(413, 'common.errorMaxTotalSize', { max: formatSize(limits.maxTotalBytes, c.var.lang) });
      throw new ApiError(413, 'api.payloadTooLarge', { max: formatSize(maxSize, c.var.lang) });
    },
  });
  return limit(c, next);
};
