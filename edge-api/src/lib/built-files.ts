// The built files (pre-rendered pages, scripts, styles, the console's assets) as the front door serves
// them on Node: from memory (DESIGN.md §6), and through the front door like every other answer, so they
// carry the same security headers and meet the same host check. The Worker's are served by Cloudflare
// before it runs (their headers come from `_headers`, written by astro.config.mjs).
// Each text file comes with the brotli and gzip copies scripts/precompress.mjs wrote beside it at build
// time (issue "speed"): the copy the request accepts goes out, compressed once at maximum quality.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { BUILT_FILE_ROUTE } from './access-log.ts';
import { negotiateEncoding, type Encoding } from './encoding.ts';

export type BuiltFile = { body: Uint8Array; type: string; etag: string; variants?: Partial<Record<Encoding, Uint8Array>> };
export type BuiltFiles = ReadonlyMap<string, BuiltFile>;

/** The name of each encoding's copy beside a file, as scripts/precompress.mjs writes it. */
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The files of a build as read from disk, `x.js.br` and `x.js.gz` kept as the variants of `x.js`, never
 * as files of their own. A `.gz` with no file beside it (a download) is a file like any other.
 */
export function builtFilesFrom(
  read: ReadonlyMap<string, Uint8Array>,
  describe: (path: string, body: Uint8Array) => { type: string; etag: string },
): BuiltFiles {
  const files = new Map<string, BuiltFile>();
  const isVariant = (path: string) => Object.values(suffixes).some((suffix) => path.endsWith(suffix) && read.has(path.slice(0, -suffix.length)));
  for (const [path, body] of read) {
    if (isVariant(path)) continue;
    const variants: Partial<Record<Encoding, Uint8Array>> = {};
    for (const encoding of Object.keys(suffixes) as Encoding[]) {
      const copy = read.get(path + suffixes[encoding]);
      if (copy) variants[encoding] = copy;
    }
    files.set(path, { body, ...describe(path, body), ...(Object.keys(variants).length > 0 ? { variants } : {}) });
  }
  return files;
}

/** Vite's hashed output never changes under the same name. */
const isHashed = (path: string) => path.startsWith('/_astro/') || path.startsWith('/admin/assets/');

/** The file a path names: the file itself, or a pre-rendered page's `index.html` (with or without the trailing slash). */
export function findBuiltFile(files: BuiltFiles, path: string): BuiltFile | undefined {
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return (bare === path ? files.get(path) : undefined) ?? files.get(`${bare}/index.html`);
}

/** Each encoding's bytes differ, so each has its own strong ETag: `"abc"`, `"abc-br"`, `"abc-gz"`. */
export function etagOf(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;
}

/** If-None-Match names this ETag (a list, `*`, weak forms: RFC 9110 §13.1.2 compares them weakly). */
export const isUnchanged = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/** The encoding a built file goes out in for this Accept-Encoding: one of its compressed copies, or none. */
export function builtFileEncoding(file: BuiltFile, acceptEncoding: string | undefined): Encoding | null {
  const available = Object.keys(file.variants ?? {}) as Encoding[];
  return available.length > 0 ? negotiateEncoding(acceptEncoding, available) : null;
}

/** A built file's headers in an encoding, length and coding included (a 304 sends them without a body). */
export function builtFileHeaders(file: BuiltFile, path: string, encoding: Encoding | null): Record<string, string> {
  const body = (encoding ? file.variants?.[encoding] : undefined) ?? file.body;
  return {
    'content-type': file.type,
    etag: etagOf(file.etag, encoding),
    'cache-control': isHashed(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    // a file with compressed copies answers each request by its Accept-Encoding, and caches must know it
    ...(file.variants ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.byteLength),
  };
}

/** The headers of a 304 for an answer with these: no coding and no length, since no body goes. */
export function unchangedHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'content-encoding': _coding, 'content-length': _length, ...unchanged } = headers;
  return unchanged;
}

/** Answers GET and HEAD of a built file, in the best encoding the request accepts; every other request goes on. */
export function serveBuiltFiles(load: () => Promise<BuiltFiles>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = findBuiltFile(await load(), c.req.path);
    if (!file) return next();
    const encoding = builtFileEncoding(file, c.req.header('accept-encoding'));
    const headers = builtFileHeaders(file, c.req.path, encoding);
    c.set('route', BUILT_FILE_ROUTE);
    if (isUnchanged(c.req.header('if-none-match'), headers.etag ?? '')) return c.body(null, 304, unchangedHeaders(headers));
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const body = (encoding ? file.variants?.[encoding] : undefined) ?? file.body;
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };
}
