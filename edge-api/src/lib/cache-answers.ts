// The front door's use of the answer cache (lib/answer-cache.ts, decision 014): a GET from a visitor
// (no cookie but the language switch's) is answered from memory when a page or call that says
// `SHARED_ANSWER` answered it before, in the encoding the request accepts, with a strong ETag, and 304
// when the browser's copy is that one. A signed-in reader is given the same answer when it was made
// without looking up a session (`forAnyReader`): such a page cannot differ by reader; a page the same for a
// class of readers is kept once per class (lib/reader-classes.ts). The uses a page records (a detail page's
// view) are recorded again on every hit. Everything else passes through untouched. The runtime hands the compressor (Node's zlib);
// the Worker hands none.
import type { Context, MiddlewareHandler } from 'hono';
import { IMMUTABLE_ANSWER, READER_CLASS_ANSWER, SHARED_ANSWER } from '#core/cache-control.ts';
import { catchUpWithWrites, collectReadTopics } from '#db/cache/read-cache.ts';
import type { AppEnv } from '../types.ts';
import { routeOf } from './access-log.ts';
import {
  answerCacheOf,
  answerCookies,
  answerKey,
  classAnswerKey,
  encodingFor,
  keptAnswerHeaders,
  mayGive,
  type AnswerCache,
  type KeptAnswer,
  type RecordedUse,
} from './answer-cache.ts';
import { etagOf, isUnchanged } from './built-files.ts';
import { recordContentUsage } from './content-usage.ts';
import type { Encoding } from './encoding.ts';
import { isReaderClassName, readerClassOf } from './reader-classes.ts';
import { recordSearchAgain } from './search-log.ts';

export type AnswerEncoder = {
  encode: (body: Uint8Array, encoding: Encoding) => Promise<Uint8Array>;
  /** A smaller copy, slower to make, that replaces the first once made (null: none will be). */
  refine?: (body: Uint8Array, encoding: Encoding) => Promise<Uint8Array> | null;
  /** Bodies under this many bytes go as they are. */
  threshold: number;
};

/** Headers that belong to one answer on the wire, never to the kept one. */
const perAnswer = new Set(['content-length', 'content-encoding', 'etag', 'x-request-id', 'date']);

/** A strong ETag of the bytes (SHA-256, like the built files'). */
async function etagOfBytes(body: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body as Uint8Array<ArrayBuffer>));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').slice(0, 27)}"`;
}

/** What the answer varies on besides its address, for caches on the way (lib/answer-cache.ts `answerKey`). */
function varyOf(kept: string | null, isApi: boolean): string {
  const names = (kept ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const wanted = ['Accept-Encoding', ...(isApi ? ['Accept-Language', 'Timezone-Offset'] : [])];
  for (const name of wanted) if (!names.some((have) => have.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

/**
 * The request's part of the key (the host it named, its path and query, language, time zone and the
 * language cookie), and whether it comes from a signed-in reader (a session cookie, the hint, a bearer
 * token); null for a request with a cookie the cache does not know.
 */
function answerKeyOf(c: Context<AppEnv>): { key: string; reader: boolean } | null {
  const cookies = answerCookies(c.req.header('cookie'));
  if (!cookies) return null;
  const url = new URL(c.req.url);
  const host = `${c.req.header('host') ?? url.host} ${c.req.header('x-forwarded-host') ?? ''}`;
  const key = answerKey({ host, url: url.pathname + url.search, lang: c.var.lang, tzOffset: c.var.tzOffset, cookies: cookies.shared });
  return { key, reader: cookies.reader || c.req.header('authorization') !== undefined };
}

/**
 * Replaces a kept answer's copy in `encoding` with the encoder's smaller one when it is made: the same bytes once
 * decoded, so the ETag stays (the cache gives no ranges).
 */
function refineLater(cache: AnswerCache, key: string, kept: KeptAnswer, encoding: Encoding, encoder: AnswerEncoder): void {
  encoder.refine?.(kept.body, encoding)?.then(
    (smaller) => {
      const first = kept.ready[encoding];
      if (!first || smaller.byteLength >= first.byteLength) return;
      kept.encoded[encoding] = Promise.resolve(smaller);
      kept.ready[encoding] = smaller;
      cache.grew(key, kept, smaller.byteLength - first.byteLength);
    },
    // the first copy stays
    () => {},
  );
}

/** A kept answer's bytes in `encoding`, made once and kept with it (and made smaller after, where the encoder can). */
function encodedBody(cache: AnswerCache, key: string, kept: KeptAnswer, encoding: Encoding, encoder: AnswerEncoder): Promise<Uint8Array> {
  let copy = kept.encoded[encoding];
  if (!copy) {
    copy = encoder.encode(kept.body, encoding);
    kept.encoded[encoding] = copy;
    copy.then(
      (bytes) => {
        kept.ready[encoding] = bytes;
        cache.grew(key, kept, bytes.byteLength);
        refineLater(cache, key, kept, encoding, encoder);
      },
      () => delete kept.encoded[encoding],
    );
  }
  return copy;
}

async function give(c: Context<AppEnv>, cache: AnswerCache, key: string, kept: KeptAnswer, encoder: AnswerEncoder | undefined): Promise<Response> {
  const encoding = encoder ? encodingFor(kept, c.req.header('accept-encoding'), encoder.threshold) : null;
  const etag = etagOf(kept.etag, encoding);
  // the request's own id goes with every answer given (lib/access-log.ts `requestIds`)
  const requestId = { 'x-request-id': c.var.requestId };
  if (isUnchanged(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers: { ...kept.headers, etag, ...requestId } });
  const body = encoding && encoder ? await encodedBody(cache, key, kept, encoding, encoder) : kept.body;
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...keptAnswerHeaders(kept, encoding, body.byteLength), ...requestId } });
}

/** Records again what the page recorded when it was rendered: each view and each search counts, whoever is served. */
function replayUses(c: Context<AppEnv>, uses: readonly RecordedUse[]): void {
  for (const recorded of uses) {
    if ('search' in recorded) recordSearchAgain(c, recorded.search);
    else recordContentUsage(c, recorded.use, recorded.counted, recorded.visit);
  }
}

/** Whether an answer may be kept: it says `cacheControl`, and it sets nothing of its own on the browser. */
function isKeepable(res: Response, cacheControl: string): boolean {
  return res.status === 200 && res.headers.get('cache-control') === cacheControl && !res.headers.has('set-cookie') && !res.headers.has('content-encoding');
}

/** The key of a class's answer: the address's, and the class of its reader (lib/reader-classes.ts). */
async function classKeyOf(c: Context<AppEnv>, key: string, name: string | undefined): Promise<string | undefined> {
  return name !== undefined && isReaderClassName(name) ? classAnswerKey(key, await readerClassOf(c, name)) : undefined;
}

/**
 * Where an answer just made is kept, if anywhere: a visitor's that says SHARED_ANSWER (or IMMUTABLE_ANSWER, at an
 * address that names its version) at its address; a
 * signed-in reader's at its address when it was made without asking who reads (then it is anyone's), or
 * at its class's key when its page named a class and sent READER_CLASS_ANSWER; null for any other.
 */
async function placeOf(
  c: Context<AppEnv>,
  key: string,
  reader: boolean,
  lookedUp: { name?: string | undefined; classKey?: string | undefined },
): Promise<string | null> {
  if (!reader || c.var.askedWhoReads !== true) return isKeepable(c.res, SHARED_ANSWER) || isKeepable(c.res, IMMUTABLE_ANSWER) ? key : null;
  const name = c.var.readerClass;
  if (name === undefined || !isKeepable(c.res, READER_CLASS_ANSWER)) return null;
  return (name === lookedUp.name ? lookedUp.classKey : await classKeyOf(c, key, name)) ?? null;
}

/** Without an encoder (the Worker, whose answers the edge compresses) answers go as they were rendered. */
export function cacheAnswers(encoder?: AnswerEncoder): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // a page pre-rendered by the build has no dependencies, and is a built file afterwards
    const deps = c.var.deps as AppEnv['Variables']['deps'] | undefined;
    if (!deps) return next();
    const cache = answerCacheOf(deps.db);
    const request = cache.enabled && c.req.method === 'GET' ? answerKeyOf(c) : null;
    if (request === null) return next();
    const { key, reader } = request;
    // what other instances wrote is forgotten before anything is given from memory
    await catchUpWithWrites(deps.db);
    const found = cache.get(key);
    // a signed-in reader of a page kept per class of readers: their class's answer
    const className = reader && !found?.forAnyReader ? cache.classOf(key) : undefined;
    const classKey = await classKeyOf(c, key, className);
    const hit = found && mayGive(found, reader) ? { at: key, kept: found } : classKey ? { at: classKey, kept: cache.get(classKey) } : undefined;
    if (hit?.kept) {
      cache.hits += 1;
      c.set('route', hit.kept.route);
      replayUses(c, hit.kept.uses);
      return give(c, cache, hit.at, hit.kept, encoder);
    }
    cache.misses += 1;
    const mark = cache.mark;
    const uses: RecordedUse[] = [];
    c.set('recordedUses', uses);
    // the page's reads happen while it renders, its body's streaming included: all of it counts
    const { result: kept, topics } = await collectReadTopics(async () => {
      await next();
      if (c.var.readerClass !== undefined) cache.noteClass(key, c.var.readerClass);
      const place = await placeOf(c, key, reader, { name: className, classKey });
      if (place === null) return null;
      const body = new Uint8Array(await c.res.arrayBuffer());
      const headers: Record<string, string> = {};
      c.res.headers.forEach((value, name) => {
        if (!perAnswer.has(name)) headers[name] = value;
      });
      headers.vary = varyOf(c.res.headers.get('vary'), new URL(c.req.url).pathname.startsWith('/api/'));
      return { place, headers, body, etag: await etagOfBytes(body) };
    });
    if (!kept) return;
    const { place, ...made } = kept;
    const forAnyReader = c.var.askedWhoReads !== true;
    const answer: KeptAnswer = { ...made, encoded: {}, ready: {}, topics, at: Date.now(), size: made.body.byteLength, uses, route: routeOf(c), forAnyReader };
    cache.keep(place, answer, mark);
    const given = await give(c, cache, place, answer, encoder);
    // Hono's setter would copy the rendered answer's headers (its length among them) over the new one's
    c.res = undefined;
    c.res = given;
  };
}
