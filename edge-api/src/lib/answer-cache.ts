// Whole answers kept for visitors (issue "speed", decision 014): a public page or public call that is the
// same for everyone without a session says so with `SHARED_ANSWER` (core/cache-control.ts) as its Cache-Control, and its bytes
// are kept, per address and whatever else the answer varies on, with each encoding made once. An answer is
// forgotten with the reads it was made of (db/cache/read-cache.ts topics), so a write shows on the next
// request as it does without this cache. Bounded in entries, bytes and age. No `node:` imports: lib/ is
// bundled into the Worker too (which keeps answers per isolate, catching up with the others' writes: decision 016).
import { onForgetReads, type ReadTopic } from '#db/cache/read-cache.ts';
import type { Db } from '#db/client.ts';
import { etagOf } from './built-files.ts';
import { negotiateEncoding, type Encoding } from './encoding.ts';
import type { RecordedUse } from './recorded-use.ts';
import { READER_COOKIES, SEEN_COOKIE, SESSION_COOKIE_BASES } from './session-cookies.ts';

export type { RecordedUse } from './recorded-use.ts';

export type KeptAnswer = {
  /** The answer's own headers (type, Cache-Control, Vary, CSP…), without length, coding or ETag. */
  headers: Readonly<Record<string, string>>;
  /** The bytes as rendered; each encoding's copy is made on first demand. */
  body: Uint8Array;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
  /** The copies made already, for a caller that cannot wait (Node's fast path). */
  ready: Partial<Record<Encoding, Uint8Array>>;
  /** A strong ETag of `body` (each encoding's is derived: lib/built-files.ts `etagOf`). */
  etag: string;
  topics: ReadonlySet<ReadTopic>;
  at: number;
  /** Bytes held, copies included. */
  size: number;
  /** The uses to record on every hit, as the render did. */
  uses: readonly RecordedUse[];
  /** The pattern of the route that made it, for the access log and metrics of a hit (lib/access-log.ts). */
  route: string;
  /**
   * Made without asking who reads (no session looked up: lib/session.ts): the same for a signed-in reader,
   * who is given it too. An answer made after asking is given only to requests without a session.
   */
  forAnyReader: boolean;
  /** The cache's own bookkeeping: its count of placements when it last put this answer last in line. */
  placed?: number;
};

export type AnswerCacheOptions = {
  maxEntries: number;
  /** Bytes held at most, bodies and their compressed copies together. */
  maxBytes: number;
  /** The longest an answer is given from memory (what a page reads by date, like the banners in use, moves on its own). */
  maxAgeMs: number;
};

export const defaultAnswerCacheOptions: AnswerCacheOptions = { maxEntries: 1000, maxBytes: 24 * 1024 * 1024, maxAgeMs: 60_000 };
const off: AnswerCacheOptions = { maxEntries: 0, maxBytes: 0, maxAgeMs: 0 };

export class AnswerCache {
  readonly #entries = new Map<string, KeptAnswer>();
  readonly options: AnswerCacheOptions;
  /**
   * The addresses whose page is kept per class of readers, with the class's name (lib/reader-classes.ts),
   * as their pages said when they were made: at most `maxEntries`, the oldest forgotten first.
   */
  readonly #classes = new Map<string, string>();
  #bytes = 0;
  /** Answers given from memory and answers made for lack of one, since the start (counted where they are given: lib/cache-answers.ts, Node's fast path). */
  hits = 0;
  misses = 0;
  /** Counts the answers put last in the order of eviction, kept or given. */
  #placements = 0;
  /** Counts the writes seen; a topic's last write is the count it happened at. */
  #writes = 0;
  readonly #lastWrite = new Map<ReadTopic, number>();

  constructor(options: AnswerCacheOptions) {
    this.options = options;
  }

  get enabled(): boolean {
    return this.options.maxEntries > 0 && this.options.maxBytes > 0 && this.options.maxAgeMs > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Where the writes stand now: an answer begun here is kept only if none of its topics is written before it ends. */
  get mark(): number {
    return this.#writes;
  }

  get(key: string, now = Date.now()): KeptAnswer | undefined {
    const found = this.#entries.get(key);
    if (!found) return undefined;
    if (now - found.at >= this.options.maxAgeMs) {
      this.#drop(key, found);
      return undefined;
    }
    // most recently given last: the first in the map is the first to go. An answer placed fewer than half the
    // entries ago is in the newer half already and stays where it is: taken out and put back on every hit, a
    // busy answer left the map's table full of holes to rebuild, garbage that only full collections reclaim
    if (this.#placements - (found.placed ?? 0) >= this.#entries.size / 2) {
      this.#entries.delete(key);
      this.#place(key, found);
    }
    return found;
  }

  /** The class of readers the page at `key` is kept per, if it said one. */
  classOf(key: string): string | undefined {
    return this.#classes.get(key);
  }

  noteClass(key: string, name: string): void {
    if (this.#classes.get(key) === name) return;
    this.#classes.set(key, name);
    if (this.#classes.size > this.options.maxEntries) this.#classes.delete(this.#classes.keys().next().value as string);
  }

  /** Keeps an answer begun at `mark`, unless one of its topics was written since or it is too big to keep. */
  keep(key: string, answer: KeptAnswer, mark: number): boolean {
    if (!this.enabled || answer.size > this.options.maxBytes / 8) return false;
    for (const topic of answer.topics) if ((this.#lastWrite.get(topic) ?? 0) > mark) return false;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    this.#place(key, answer);
    this.#bytes += answer.size;
    this.#trim();
    return true;
  }

  /** Counts bytes added to a kept answer (an encoding made on demand). */
  grew(key: string, answer: KeptAnswer, bytes: number): void {
    answer.size += bytes;
    if (this.#entries.get(key) !== answer) return;
    this.#bytes += bytes;
    this.#trim();
  }

  forget(topics: readonly ReadTopic[]): void {
    this.#writes += 1;
    for (const topic of topics) this.#lastWrite.set(topic, this.#writes);
    for (const [key, answer] of this.#entries) {
      if (topics.some((topic) => answer.topics.has(topic))) this.#drop(key, answer);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #place(key: string, answer: KeptAnswer): void {
    this.#placements += 1;
    answer.placed = this.#placements;
    this.#entries.set(key, answer);
  }

  #drop(key: string, answer: KeptAnswer): void {
    this.#entries.delete(key);
    this.#bytes -= answer.size;
  }

  #trim(): void {
    while (this.#entries.size > this.options.maxEntries || this.#bytes > this.options.maxBytes) {
      const [key, answer] = this.#entries.entries().next().value as [string, KeptAnswer];
      this.#drop(key, answer);
    }
  }
}

const caches = new WeakMap<Db, AnswerCache>();

/** Keeps answers made from this database's reads (Node does, once, when it opens it); forgotten with them. */
export function configureAnswerCache(db: Db, options: AnswerCacheOptions = defaultAnswerCacheOptions): AnswerCache {
  const cache = new AnswerCache(options);
  caches.set(db, cache);
  onForgetReads(db, (topics) => cache.forget(topics));
  return cache;
}

/** The database's answer cache; one that keeps nothing where none was configured. */
export function answerCacheOf(db: Db): AnswerCache {
  return caches.get(db) ?? new AnswerCache(off);
}

/** The cookie names a visitor may carry and still share answers: the language switch's choice (it is in the key). */
const SHAREABLE_COOKIES = new Set(['portal_lang']);

/** What a request's cookies say of the answers it may be given. */
export type AnswerCookies = {
  /** The cookies in the key (the language switch's), by name. */
  shared: Map<string, string>;
  /** It carries a session or the signed-in hint: only answers made without asking who reads (`forAnyReader`). */
  reader: boolean;
  /** The member session's token, as plain HTTP names its cookie, when the header holds it once (Node's fast path: lib/reader-memo.ts). */
  memberToken?: string | undefined;
};

/**
 * The cookies of a request that may be answered from the cache; null when it carries any cookie the cache
 * does not know (a page may read it): that request is answered by the pages and calls themselves.
 */
export function answerCookies(cookieHeader: string | undefined): AnswerCookies | null {
  const found: AnswerCookies = { shared: new Map(), reader: false };
  if (!cookieHeader) return found;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!name) continue;
    if (READER_COOKIES.has(name)) {
      found.reader = true;
      if (name === SESSION_COOKIE_BASES.MEMBER) found.memberToken = 'memberToken' in found || eq < 0 ? undefined : part.slice(eq + 1).trim();
    } else if (name === SEEN_COOKIE) continue;
    else if (SHAREABLE_COOKIES.has(name)) found.shared.set(name, eq < 0 ? '' : part.slice(eq + 1).trim());
    else return null;
  }
  return found;
}

/** Whether a kept answer may be given to a request: a reader's only if it was made without asking who reads. */
export const mayGive = (kept: KeptAnswer, reader: boolean): boolean => !reader || kept.forAnyReader;

/** What a kept answer is found by. */
export type AnswerKeyParts = {
  /** The Host header (and a forwarded host), as the request named it: only the portal's are ever kept. */
  host: string;
  /** Path and query as requested. */
  url: string;
  /** For API calls: the message language (Accept-Language) and the time zone of the dates. */
  lang: string;
  tzOffset: number;
  cookies: ReadonlyMap<string, string>;
};

/**
 * The key of an answer: a page by its address and the language cookie (the Korean home sends an English
 * reader on); an API call also by its message language and time zone, which its JSON carries.
 */
export function answerKey(parts: AnswerKeyParts): string {
  const isApi = parts.url.startsWith('/api/');
  const lang = parts.cookies.get('portal_lang') ?? '';
  return isApi ? `${parts.host} ${parts.url} ${parts.lang} ${parts.tzOffset}` : `${parts.host} ${parts.url} ${lang}`;
}

/** The key of the answer kept for one class of readers (lib/reader-classes.ts) at an answer's key. */
export const classAnswerKey = (key: string, readerClass: string): string => `${key}\u0001${readerClass}`;

/** The encoding a kept answer goes out in: none for a body under `threshold` or a request that accepts none. */
export function encodingFor(kept: KeptAnswer, acceptEncoding: string | undefined, threshold: number): Encoding | null {
  // a picture other than SVG (a share card) is compressed already: coding it again costs time and saves nothing
  if (/^image\/(?!svg)/i.test(kept.headers['content-type'] ?? '')) return null;
  return kept.body.byteLength < threshold ? null : negotiateEncoding(acceptEncoding);
}

/** A kept answer's headers on the wire in `encoding`, for a body of `length` bytes. */
export function keptAnswerHeaders(kept: KeptAnswer, encoding: Encoding | null, length: number): Record<string, string> {
  return {
    ...kept.headers,
    etag: etagOf(kept.etag, encoding),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(length),
  };
}
