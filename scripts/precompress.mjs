// Writes a brotli (`.br`, maximum quality) and a gzip (`.gz`, level 9) copy beside each text file of a
// build (issue "speed"), once, so the Node server sends them from memory without compressing per
// request (edge-api/src/lib/built-files.ts). Run by `npm run build` on dist/node/client; not by the
// Worker's build: Cloudflare compresses its static assets at the edge.
// Usage: node scripts/precompress.mjs <folder>
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats; source maps are left out: only the browser's tools fetch them, and rarely. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
/** Under a kilobyte a compressed copy saves less than a packet. */
const MIN_SIZE = 1024;
/** A copy must save at least a tenth, or the original goes out as it is. */
const MAX_RATIO = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const copies = {
  '.br': (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  '.gz': (body) => gzip(body, { level: 9 }),
};

/** Compresses every text file under `dir`; a copy that saves too little is not written (and a stale one removed). */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries.filter((entry) => entry.isFile() && compressible.has(extname(entry.name))).map((entry) => join(entry.parentPath, entry.name));
  const totals = { files: 0, original: 0, '.br': 0, '.gz': 0 };
  const compressOne = async (path) => {
    const body = await readFile(path);
    if (body.byteLength < MIN_SIZE) return;
    totals.files += 1;
    totals.original += body.byteLength;
    for (const [suffix, compress] of Object.entries(copies)) {
      const copy = await compress(body);
      const smaller = copy.byteLength < body.byteLength * MAX_RATIO;
      await (smaller ? writeFile(path + suffix, copy) : rm(path + suffix, { force: true }));
      totals[suffix] += smaller ? copy.byteLength : body.byteLength;
    }
  };
  // zlib runs on libuv's thread pool: one file per core at a time, the biggest first, keeps the build short
  const sizes = new Map(await Promise.all(paths.map(async (path) => [path, (await stat(path)).size])));
  const queue = paths.toSorted((a, b) => sizes.get(b) - sizes.get(a));
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await compressOne(path);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Say which folder to compress: node scripts/precompress.mjs dist/node/client');
    process.exit(1);
  }
  const started = performance.now();
  const totals = await precompress(dir);
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `precompressed ${totals.files} files of ${dir} in ${Math.round(performance.now() - started)} ms: ${kb(totals.original)}, brotli ${kb(totals['.br'])}, gzip ${kb(totals['.gz'])}`,
  );
}
