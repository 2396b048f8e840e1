// The portal's one cache of hot public reads (DESIGN.md §6, decision 012): lists, details, code lists,
// banners, policy revisions, master data and statistics are read through it, keyed by the query, and
// forgotten by every write of their topic, so a write is visible on the next read. Bounded in entries
// (least recently used first out) and in age; one cache per database, so test apps and runtimes with
// their own database never share answers. A value is shared between readers: treat it as read-only.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentKindName } from '#core/content-kinds.ts';
import type { Db } from '../client.ts';

/** What a cached read depends on: a kind of content, or one of the portal's shared lists. */
export type ReadTopic =
  | ContentKindName
  | `${ContentKindName}:views`
  /** The forum's reactions (decision 045): a post's page counts them; a reaction forgets the posts' pages only. */
  | 'FORUM:reactions'
  | 'catalogue'
  | 'banner'
  | 'policy'
  | 'masterData'
  | 'statistics'
  | 'notice'
  /** The search glossary (issue 31): what a keyword is also searched as. */
  | 'glossary'
  /** The page pictures' sizes and stored copies (decision 056). */
  | 'picture'
  | 'PARTNER_POLICY'
  | 'PARTNER_PROJECT'
  /** Sessions ended or changed and accounts changed (migration 0021): what Node's fast path remembers of its readers. */
  | 'accounts';

export type ReadCacheOptions = {
  /** Entries kept; the least recently read go first. */
  maxEntries: number;
  /** How long an entry may be served, whatever happens: the bound on a write made by another process. */
  maxAgeMs: number;
  /**
   * Bytes held at most, as estimated when a value is read (an id list by its length, anything else by its
   * JSON): a list of 100,000 ids is 400 KB and a page of items tens of KB, and every distinct filter and
   * page (a keyword is anyone's to choose) keeps its own.
   */
  maxBytes?: number;
  /**
   * Whether a read still loading is handed to other callers too (Node). A Worker keeps only what has been
   * read: one request must not wait on another's I/O, which workerd may cancel with its request.
   */
  shareLoads?: boolean;
};

type Entry = { value: Promise<unknown>; at: number; topics: readonly ReadTopic[]; bytes: number };

/** Node's default: its own writes are forgotten at once and others' when it catches up (decision 034); the age bounds the rest. */
export const defaultReadCacheOptions: ReadCacheOptions = { maxEntries: 2000, maxAgeMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 };

/** What a value holds in memory, roughly: a typed array's bytes, or two bytes per character of its JSON. */
function estimatedBytes(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  try {
    return 2 * (JSON.stringify(value)?.length ?? 0);
  } catch {
    return 0;
  }
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly options: ReadCacheOptions;
  #bytes = 0;
  /** Reads answered from memory and reads that loaded, since the start (the metrics' counters). */
  hits = 0;
  misses = 0;
  /** Counts the forgets; a topic's last one is the count it happened at (for reads kept once read). */
  #forgets = 0;
  readonly #lastForget = new Map<ReadTopic, number>();

  constructor(options: ReadCacheOptions = defaultReadCacheOptions) {
    this.options = options;
  }

  /** Whether answers are kept at all (a runtime may switch the cache off with zero bounds). */
  get enabled(): boolean {
    return this.options.maxEntries > 0 && this.options.maxAgeMs > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, as estimated. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The cached answer of `key`, or `load()`'s, kept until a write of one of `topics` or the age bound. */
  read<T>(topics: readonly ReadTopic[], key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const found = this.#entries.get(key);
    if (found && now - found.at < this.options.maxAgeMs) {
      this.hits += 1;
      // most recently read last: the first in the map is the first to go
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return found.value as Promise<T>;
    }
    this.misses += 1;
    if (!this.enabled) return load();
    if (this.options.shareLoads === false) return this.#readAlone(topics, key, load, now);
    const value = load();
    const entry: Entry = { value, at: now, topics, bytes: 0 };
    this.#delete(key);
    this.#entries.set(key, entry);
    value.then(
      (loaded) => {
        // counted in bytes once it is read
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = estimatedBytes(loaded);
        this.#bytes += entry.bytes;
        this.#trim();
      },
      // a failed read is not kept: the next reader tries again
      () => {
        if (this.#entries.get(key) === entry) this.#delete(key);
      },
    );
    this.#trim();
    return value;
  }

  /** Loads for this caller only, and keeps the value once read unless one of its topics was forgotten meanwhile. */
  async #readAlone<T>(topics: readonly ReadTopic[], key: string, load: () => Promise<T>, now: number): Promise<T> {
    const mark = this.#forgets;
    const loaded = await load();
    if (topics.every((topic) => (this.#lastForget.get(topic) ?? 0) <= mark)) {
      this.#delete(key);
      const bytes = estimatedBytes(loaded);
      this.#entries.set(key, { value: Promise.resolve(loaded), at: now, topics, bytes });
      this.#bytes += bytes;
      this.#trim();
    }
    return loaded;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #trim(): void {
    const maxBytes = this.options.maxBytes ?? Infinity;
    while (this.#entries.size > this.options.maxEntries || this.#bytes > maxBytes) {
      this.#delete(this.#entries.keys().next().value as string);
    }
  }

  /**
   * Forgets every entry of these topics, those still loading included: a read that began before the write
   * answers its own caller and nobody else.
   */
  forget(topics: readonly ReadTopic[]): void {
    this.#forgets += 1;
    for (const topic of topics) this.#lastForget.set(topic, this.#forgets);
    for (const [key, entry] of this.#entries) {
      if (entry.topics.some((topic) => topics.includes(topic))) this.#delete(key);
    }
  }
}

/** The topics read by the work running in `collectReadTopics`, whichever request it belongs to. */
const readTopics = new AsyncLocalStorage<Set<ReadTopic>>();

/**
 * Runs `work` and answers, with its result, every topic it read through the cache (hits, misses and reads
 * shared with another caller alike): what an answer made of those reads depends on, so it can be forgotten
 * with them.
 */
export async function collectReadTopics<T>(work: () => Promise<T>): Promise<{ result: T; topics: ReadonlySet<ReadTopic> }> {
  const topics = new Set<ReadTopic>();
  const result = await readTopics.run(topics, work);
  return { result, topics };
}

/** Counts `topics` as read by the work running now (for reads cached outside ReadCache, like the home statistics). */
export function noteReadTopics(...topics: ReadTopic[]): void {
  const collecting = readTopics.getStore();
  if (collecting) for (const topic of topics) collecting.add(topic);
}

const caches = new WeakMap<Db, ReadCache>();

/**
 * How a runtime that does not hear every writer learns of the others' writes: the topics written elsewhere
 * since it last looked. Either a query (a function: the Worker's isolates and a Node process on a remote libSQL
 * database, db/cache/read-versions.ts) or a check that answers at once without waiting on I/O (`check`: a
 * Node process beside others on one embedded file, db/cache/file-versions.ts), which Node's fast path can
 * make before it gives a kept answer.
 */
export type WritesElsewhere = AskWritesElsewhere | { check: () => readonly ReadTopic[] };
/** The query of the topics written elsewhere since it was last asked. */
export type AskWritesElsewhere = () => Promise<readonly ReadTopic[]>;
const elsewhere = new WeakMap<Db, WritesElsewhere>();

/** Sets how a database's reads are cached (the runtimes do, once, when they open it). */
export function configureReadCache(db: Db, options: ReadCacheOptions, writesElsewhere?: WritesElsewhere): void {
  caches.set(db, new ReadCache(options));
  if (writesElsewhere) elsewhere.set(db, writesElsewhere);
  else elsewhere.delete(db);
}

/** Each request's catching up, per database: asked once, at the request's first cached read (undefined: checked at once). */
const catchUps = new AsyncLocalStorage<Map<Db, Promise<void> | undefined>>();

/** Runs one request's work, in which others' writes are asked for once (`catchUpWithWrites`). */
export function oneCatchUpPerRequest<T>(work: () => Promise<T>): Promise<T> {
  return catchUps.run(new Map(), work);
}

/**
 * Forgets what others wrote since this runtime last looked, once per request (every call outside a
 * request); undefined when that is done already, or needs no waiting (a check), or nobody else writes (one
 * process that hears every writer). A check that fails throws: what is cached cannot be trusted then.
 */
export function catchUpWithWrites(db: Db): Promise<void> | undefined {
  const writes = elsewhere.get(db);
  if (!writes) return undefined;
  const scope = catchUps.getStore();
  if (scope?.has(db)) return scope.get(db);
  if (typeof writes !== 'function') {
    const moved = writes.check();
    if (moved.length > 0) forgetReads(db, ...moved);
    scope?.set(db, undefined);
    return undefined;
  }
  const caughtUp = writes().then((moved) => {
    if (moved.length > 0) forgetReads(db, ...moved);
  });
  scope?.set(db, caughtUp);
  return caughtUp;
}

/**
 * Catches up with the others' writes now, where that needs no waiting: true when the caches are up to date
 * (nobody else writes, or the check answered), false when it takes a query or the check failed (the front
 * door catches up then, or answers the failure). For Node's fast path, which answers synchronously.
 */
export function catchUpNow(db: Db): boolean {
  const writes = elsewhere.get(db);
  if (!writes) return true;
  if (typeof writes === 'function') return false;
  try {
    // a check answers at once: nothing to wait for
    void catchUpWithWrites(db);
    return true;
  } catch {
    return false;
  }
}

export function readCacheOf(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ReadCache()));
  return cache;
}

/** Reads through the database's cache; `key` names the query and its arguments. */
export function cachedRead<T>(db: Db, topics: readonly ReadTopic[], key: string, load: () => Promise<T>): Promise<T> {
  noteReadTopics(...topics);
  let caughtUp: Promise<void> | undefined;
  try {
    caughtUp = catchUpWithWrites(db);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  if (!caughtUp) return readCacheOf(db).read(topics, key, load);
  return caughtUp.then(() => readCacheOf(db).read(topics, key, load));
}

type ForgetListener = (topics: readonly ReadTopic[]) => void;
const listeners = new WeakMap<Db, Set<ForgetListener>>();

/**
 * Calls `listener` with the topics of every write of this database, so what was made of its reads (the
 * answers edge-api keeps whole) is forgotten with them; answers a function that stops it.
 */
export function onForgetReads(db: Db, listener: ForgetListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called by every write of these topics, after it is committed. */
export function forgetReads(db: Db, ...topics: ReadTopic[]): void {
  caches.get(db)?.forget(topics);
  for (const listener of listeners.get(db) ?? []) listener(topics);
}
