import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { isSafeBlobKey } from '#core/blob-store.ts';
import { blobKeyOf, findAttachmentByStoredPath } from '#db/queries/attachment.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppEnv } from '../../types.ts';

/** `attachment` with an ASCII fallback name and the real name (Korean included) per RFC 5987. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /api + a stored path downloads a file (portal spec §7.2). Only a live attachment row can be
 * downloaded: the path is looked up, never used to reach the store directly.
 */
export const fileRoutes = new Hono<AppEnv>().get(
  '/files/:folder/:name',
  describeRoute({
    tags: ['Files'],
    summary: 'Download an attachment by its stored path, under its original name',
    responses: { 200: { description: 'The file' }, 404: { description: 'The file does not exist' } },
  }),
  async (c) => {
    const storedPath = `/files/${c.req.param('folder')}/${c.req.param('name')}`;
    const key = blobKeyOf(storedPath);
    if (!isSafeBlobKey(key)) throw new ApiError(404, 'api.fileNotFound');
    const row = await findAttachmentByStoredPath(c.var.deps.db, storedPath);
    if (!row) throw new ApiError(404, 'api.fileNotFound');
    const blob = await c.var.deps.blobs.get(key);
    if (!blob) throw new ApiError(404, 'api.fileNotFound');
    return new Response(blob.body, {
      headers: {
        'content-type': row.contentType,
        'content-length': String(blob.size),
        'content-disposition': contentDisposition(`${row.name}.${row.extension}`),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  },
);
