// Compression of what the front door renders per request on Node (issue "speed"): pages and API answers,
// in the coding the request prefers (lib/encoding.ts), at fast settings since it runs on every request.
// The built files come compressed at maximum quality from the build (scripts/precompress.mjs) and are
// left alone here. Node only: the Worker's answers are compressed by Cloudflare at the edge.
import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding, type Encoding } from '../lib/encoding.ts';
import type { AppEnv } from '../types.ts';

/** Under a kilobyte, the coding's own overhead and the CPU cost buy next to nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli 7 and gzip 6 cost one to three milliseconds for an 80 KB page; brotli 7 writes it 4-5% smaller than 5, and
 * 5 did 7% smaller than 4, each for a few tenths of a millisecond more (decisions 064, 065): a detail page rendered
 * again after each counted view is sent at this level, and 600 bytes decide whether it fits the first round trip.
 * Brotli 11 is for the build's copies and the kept answers' (below).
 */
// a 256 KB window holds any page or answer whole, and the encoder then allocates a sixteenth of the default's 4 MB
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };
const gzipOptions = { level: 6 };

/** HTML, JSON, scripts, styles, SVG, XML and plain text; never event streams, images or downloads of binary files. */
const compressibleType = /^(?:text\/(?:html|css|plain|javascript|xml)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A whole body compressed at the same settings (for answers kept in memory, like a page cache). */
export async function compressBytes(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br' ? brotli(body, brotliOptions) : gzip(body, gzipOptions);
}

/**
 * Brotli 11, for answers kept in memory and given again and again (decision 064): a page comes out 15-17% smaller
 * than at 4, which brings most pages into the first round trip of a new connection, for 30-80 ms of a zlib
 * worker thread per page. Gzip is left at 6: level 9 saves about 1%.
 */
const smallestBrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };
/** Kept answers waiting for their smallest copy; beyond this many (a crawl of cold pages) an answer keeps its fast one. */
const REFINE_QUEUE = 32;
let refineTail: Promise<unknown> = Promise.resolve();
let refineWaiting = 0;

/**
 * The smallest Brotli copy of a kept answer, made off the event loop one answer at a time, after the fast copy
 * was given; null when there is nothing to gain (gzip) or too many wait already.
 */
export function refineBytes(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> | null {
  if (encoding !== 'br' || refineWaiting >= REFINE_QUEUE) return null;
  refineWaiting += 1;
  const made = refineTail.then(() => brotli(body, smallestBrotliOptions));
  refineTail = made.then(
    () => (refineWaiting -= 1),
    () => (refineWaiting -= 1),
  );
  return made;
}

/** Resolves once every smallest copy asked for so far is made (for tests). */
export const refinementsDone = (): Promise<unknown> => refineTail;

function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip(gzipOptions);
  // as a web stream pair: a reader that goes away cancels the body, and a failing body fails the answer
  return body.pipeThrough(Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
}

/**
 * The start of a body whose length is unknown: all of it when it ends under the threshold, else a
 * stream that replays what was read and goes on with the rest (a page streamed by Astro stays streamed).
 */
async function readStart(body: ReadableStream<Uint8Array>): Promise<{ whole: Uint8Array } | { stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const start: Uint8Array[] = [];
  let size = 0;
  while (size < COMPRESSION_THRESHOLD) {
    const { done, value } = await reader.read();
    if (done) return { whole: Buffer.concat(start) };
    start.push(value);
    size += value.byteLength;
  }
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = start.shift() ?? (await reader.read()).value;
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream };
}

const isJson = (res: Response) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(res.headers.get('content-type') ?? '');

/** Whether an answer may be compressed at all: its type, its status, no coding yet, no `no-transform`. */
function mayCompress(res: Response): boolean {
  if (res.status < 200 || [204, 206, 304].includes(res.status) || res.headers.has('content-range')) return false;
  if (res.headers.has('content-encoding')) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return false;
  return compressibleType.test(res.headers.get('content-type') ?? '');
}

/** Compresses the answer when its type, size and the request's Accept-Encoding allow it. */
export const compress: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!mayCompress(c.res)) return;
  const length = c.res.headers.get('content-length');
  if (length !== null && Number(length) < COMPRESSION_THRESHOLD) return;
  const vary = c.res.headers.get('vary') ?? '';
  // the built files negotiate their own coding (lib/built-files.ts) and say so with Vary
  if (/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return;
  // the same address answers differently by Accept-Encoding, whatever this request accepts
  if (vary.trim() !== '*') c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  if (!encoding || c.req.method === 'HEAD' || !c.res.body) return;
  const etag = c.res.headers.get('etag');
  let body: BodyInit;
  if (isJson(c.res)) {
    // an API answer is whole in memory already: one call compresses it for a fraction of a stream's cost
    const whole = new Uint8Array(await c.res.arrayBuffer());
    if (whole.byteLength < COMPRESSION_THRESHOLD) return void (c.res = new Response(whole, c.res));
    body = (await compressBytes(whole, encoding)) as Uint8Array<ArrayBuffer>;
  } else {
    const start = length === null ? await readStart(c.res.body) : { stream: c.res.body };
    if ('whole' in start) return void (c.res = new Response(start.whole as Uint8Array<ArrayBuffer>, c.res));
    body = compressStream(start.stream, encoding);
  }
  // the Response setter copies the old answer's headers onto the new one: fix them up after it
  c.res = new Response(body, c.res);
  c.res.headers.delete('content-length');
  c.res.headers.set('content-encoding', encoding);
  // the bytes are no longer those a strong ETag names (RFC 9110 §8.8.3)
  if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
};
