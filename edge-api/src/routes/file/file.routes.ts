import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ADMINS, CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { isSafeBlobKey } from '#core/blob-store.ts';
import { blobKeyOf, findAttachmentByStoredPath } from '#db/queries/attachment.ts';
import { reachablePostId } from '#db/queries/forum-visibility.ts';
import { noticeFileIsPublic } from '#db/queries/notice.ts';
import { reachablePartnerDocument } from '#db/queries/partner-kinds.ts';
import { reachableQuestionId } from '#db/queries/partner-qna-visibility.ts';
import { findVariantByKey } from '#db/queries/picture.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordContentUsage } from '../../lib/content-usage.ts';
import { sessionReader } from '../../lib/reader.ts';
import { loadSession } from '../../lib/session.ts';
import type { AppEnv } from '../../types.ts';

/** `attachment` (or `inline`) with an ASCII fallback name and the real name (Korean included) per RFC 5987. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'webp']);

/**
 * Thumbnails and banner images are shown in pages, so they are served inline and cached for good: their
 * paths are random and never reused (a new image gets a new path). Every other file is a download
 * that no cache keeps. The upload call checked the bytes of each image (lib/file-signature.ts).
 */
function isPageImage(row: { code: string; attachmentType: string; extension: string }): boolean {
  return (row.attachmentType === 'THUMBNAIL' || row.code === 'BANNER') && imageExtensions.has(row.extension.toLowerCase());
}

type AttachmentRow = NonNullable<Awaited<ReturnType<typeof findAttachmentByStoredPath>>>;

/**
 * Whether the reader may have this attachment's file (or a stored copy of it: the same rules); throws the 404 of a
 * file that does not exist otherwise. A pending upload (no save has claimed it) is its uploader's alone.
 */
async function checkReadable(c: Context<AppEnv>, row: AttachmentRow): Promise<{ pending: boolean }> {
  // an upload no save has claimed yet is its uploader's alone; to anyone else it does not exist
  const pending = row.ownerId === null;
  if (pending) {
    const viewer = (await loadSession(c, 'ADMIN')) ?? (await loadSession(c, 'MEMBER'));
    if (!viewer || viewer.user.id !== row.uploadedBy) throw new ApiError(404, 'api.fileNotFound');
    return { pending };
  }
  const { db } = c.var.deps;
  // a forum file is its post's: a reader who may not reach the post (a restricted board, a hidden post) finds no file
  if (row.code === 'FORUM_BULLETIN_BOARD' && row.ownerId !== null) {
    if ((await reachablePostId(db, await sessionReader(c), row.ownerId)) === null) throw new ApiError(404, 'api.fileNotFound');
  }
  // a partner FAQ or library file is read by PARTNER, STAFF and ADMIN (the member session), and by the
  // authors in the console (the admin session) who edit its document; to anyone else it does not exist
  if ((row.code === 'PARTNER_FAQ' || row.code === 'PARTNER_LIBRARY') && row.ownerId !== null) {
    const member = await loadSession(c, 'MEMBER');
    const reachable =
      (await reachablePartnerDocument(db, row.code, row.ownerId, member?.user.role ?? null)) ??
      (await reachablePartnerDocument(db, row.code, row.ownerId, (await loadSession(c, 'ADMIN'))?.user.role ?? null, CONTENT_AUTHORS));
    if (reachable === null) throw new ApiError(404, 'api.fileNotFound');
  }
  // a notice's file is public only while a notice in use names it; the console's admins keep reaching it
  if (row.code === 'NOTICE' && !(await noticeFileIsPublic(db, row.id))) {
    const consoleAuth = await loadSession(c, 'ADMIN');
    if (!consoleAuth || !ADMINS.includes(consoleAuth.user.role)) throw new ApiError(404, 'api.fileNotFound');
  }
  // a partner question's file is its question's: only a reader who may see the question (a private one: its
  // writer, STAFF and ADMIN) finds it; a visitor or a member outside the partner area never does
  if (row.code === 'PARTNER_QNA' && row.ownerId !== null) {
    const viewer = await loadSession(c, 'MEMBER');
    const reader = viewer && { accountId: viewer.user.id, role: viewer.user.role };
    if (!reader || (await reachableQuestionId(db, reader, row.ownerId)) === null) throw new ApiError(404, 'api.fileNotFound');
  }
  return { pending };
}

/** How a stored copy is named when saved from the page: the original's name, its width or "share card", its format. */
function copyName(row: AttachmentRow, variant: { purpose: string; width: number; format: string }): string {
  return `${row.name}-${variant.purpose === 'card' ? 'share-card' : `${variant.width}w`}.${variant.format === 'jpeg' ? 'jpg' : variant.format}`;
}

/**
 * GET /api + a stored path downloads a file (portal spec §7.2). Only a live attachment row can be
 * downloaded: the path is looked up, never used to reach the store directly. A pending upload (no save
 * has claimed it) is served to its uploader only, for the form's preview. A page picture's stored copies
 * (decision 056: its WebP widths, its share card) are found by their keys in their own rows and served under
 * their original's rules; the original stays downloadable as uploaded.
 */
export const fileRoutes = new Hono<AppEnv>().get(
  '/files/:folder/:name',
  describeRoute({
    tags: ['Files'],
    summary: 'Download an attachment by its stored path, under its original name, or a stored copy of a page picture',
    responses: { 200: { description: 'The file' }, 404: { description: 'The file does not exist' } },
  }),
  async (c) => {
    const storedPath = `/files/${c.req.param('folder')}/${c.req.param('name')}`;
    const key = blobKeyOf(storedPath);
    if (!isSafeBlobKey(key)) throw new ApiError(404, 'api.fileNotFound');
    const { db } = c.var.deps;
    const original = await findAttachmentByStoredPath(db, storedPath);
    const copy = original ? null : await findVariantByKey(db, key);
    const row = original ?? copy?.attachment;
    if (!row) throw new ApiError(404, 'api.fileNotFound');
    const { pending } = await checkReadable(c, row);
    const blob = await c.var.deps.blobs.get(copy ? copy.variant.blobKey : key);
    if (!blob) throw new ApiError(404, 'api.fileNotFound');
    const inline = copy !== null || isPageImage(row);
    // a file download is content use (admin spec §1); thumbnails and banner images shown in pages are not
    if (c.req.method === 'GET' && !inline)
      recordContentUsage(c, { contentType: 'ATTACHMENT', action: 'DOWNLOAD', contentId: row.id, title: `${row.name}.${row.extension}`, detail: row.code });
    return new Response(blob.body, {
      headers: {
        'content-type': copy ? (copy.variant.format === 'jpeg' ? 'image/jpeg' : 'image/webp') : row.contentType,
        'content-length': String(blob.size),
        'content-disposition': contentDisposition(copy ? copyName(row, copy.variant) : `${row.name}.${row.extension}`, inline ? 'inline' : 'attachment'),
        'x-content-type-options': 'nosniff',
        // opened directly, a file is a document without rights: no scripts, no plugins, no same origin
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': inline && !pending ? 'public, max-age=31536000, immutable' : 'private, no-store',
      },
    });
  },
);
