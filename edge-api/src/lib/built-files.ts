// The built files (pre-rendered pages, scripts, styles, the console's assets) as the front door serves
// them on Node: from memory (DESIGN.md §6), and through the front door like every other answer, so they
// carry the same security headers and meet the same host check. The Worker's are served by Cloudflare
// before it runs (their headers come from `_headers`, written by astro.config.mjs).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';

export type BuiltFile = { body: Uint8Array; type: string; etag: string };
export type BuiltFiles = ReadonlyMap<string, BuiltFile>;

/** Vite's hashed output never changes under the same name. */
const isHashed = (path: string) => path.startsWith('/_astro/') || path.startsWith('/admin/assets/');

/** The file a path names: the file itself, or a pre-rendered page's `index.html` (with or without the trailing slash). */
export function findBuiltFile(files: BuiltFiles, path: string): BuiltFile | undefined {
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return (bare === path ? files.get(path) : undefined) ?? files.get(`${bare}/index.html`);
}

/** Answers GET and HEAD of a built file; every other request goes on. */
export function serveBuiltFiles(load: () => Promise<BuiltFiles>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = findBuiltFile(await load(), c.req.path);
    if (!file) return next();
    const headers = {
      'content-type': file.type,
      etag: file.etag,
      'cache-control': isHashed(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'content-length': String(file.body.byteLength) });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}
