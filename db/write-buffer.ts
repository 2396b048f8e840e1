// Writes that may wait a moment: items are held in memory per database and written together, in one
// batch (one transaction), so a burst of page views costs one commit (one fsync) instead of two each.
// The content usage history and the view counters use it (db/queries/content-usage.ts). Readers that must
// see every item written first call `settlePendingWrites` (a no-op when nothing waits), so buffering
// never shows a reader a stale number. On Node a timer writes after `delayMs`; in a Worker, where no timer
// outlives a request, the recorder flushes through `waitUntil` at the end of each request.
import { getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { runBatch, type BatchItem, type Db } from './client.ts';

/** Where a failed write is reported (the runtime's logger). */
export type ErrorLog = { error(message: string, fields?: Record<string, unknown>): void };

export type WriteBufferSpec<T> = {
  /** Names the buffer in logs. */
  name: string;
  /** The statements that write these items, run in one batch. */
  statements: (db: Db, items: T[]) => BatchItem[];
  /** What a waiting item changes, for `settlePendingWrites(db, key)`: a row (`rowKey`) or a derived number. */
  keysOf?: (item: T) => readonly string[];
  /** Called once the items are written (to forget a cache that counted without them). */
  written?: (db: Db, items: T[]) => void;
  /** How long an item may wait on a timer (Node). */
  delayMs?: number;
  /** Items waiting that start a write at once. */
  batchSize?: number;
  /** Items held at most (waiting and being written): past it new items are dropped and logged. */
  maxHeld?: number;
};

export type AddOptions = {
  log: ErrorLog;
  /** Write after `delayMs` on a timer (Node); false where the caller flushes itself (a Worker's `waitUntil`). */
  timer: boolean;
};

export type WriteBuffer<T> = {
  /** Holds an item (or one still being worked out: a null answer holds nothing) until the next flush. */
  add(db: Db, item: T | Promise<T | null>, options: AddOptions): void;
  /** Writes everything held for this database; resolves once it is written or its failure logged. Never rejects. */
  flush(db: Db): Promise<void>;
};

/** The key of one row for `keysOf`, e.g. a model whose view counter waits. */
export const rowKey = (table: SQLiteTable, id: number) => `${getTableName(table)}#${id}`;

type Held<T> = { item: T; attempts: number };

type Queue = {
  /** Whether anything is held (waiting, arriving or being written). */
  busy(): boolean;
  /** How many items held change `key`, after the arriving items arrived. */
  count(key: string): Promise<number>;
  flush(): Promise<void>;
};

/** Every buffer's queue per database, so readers settle all of them; `active` holds the queues with items, for `flushAll`. */
const queuesOf = new WeakMap<Db, Set<Queue>>();
const active = new Set<Queue>();

export function writeBuffer<T>(spec: WriteBufferSpec<T>): WriteBuffer<T> {
  const { delayMs = 1000, batchSize = 200, maxHeld = 10_000 } = spec;
  const keysOf = spec.keysOf ?? (() => []);
  const queues = new WeakMap<Db, ReturnType<typeof createQueue>>();

  function createQueue(db: Db) {
    const waiting: Held<T>[] = [];
    const arriving = new Set<Promise<unknown>>();
    const writing = new Map<Promise<void>, Held<T>[]>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timed = false;
    let log: ErrorLog = { error: () => undefined };

    const heldCount = () => waiting.length + [...writing.values()].reduce((sum, items) => sum + items.length, 0);

    const arm = () => {
      if (!timed || timer || waiting.length === 0) return;
      timer = setTimeout(() => void queue.flush(), delayMs);
      // a waiting write does not keep the process alive: shutdown flushes (scripts/listen.mjs)
      (timer as { unref?: () => void }).unref?.();
    };

    const hold = (item: T) => {
      if (heldCount() >= maxHeld) {
        log.error('write dropped: too many waiting', { buffer: spec.name, held: heldCount() });
        return;
      }
      waiting.push({ item, attempts: 0 });
      active.add(queue);
      if (waiting.length >= batchSize) void queue.flush();
      else arm();
    };

    const write = (batch: Held<T>[]): Promise<void> => {
      const items = batch.map((held) => held.item);
      const done = Promise.resolve()
        .then(() => runBatch(db, spec.statements(db, items)))
        .then(
          () => spec.written?.(db, items),
          (error: unknown) => {
            const retry = batch.filter((held) => held.attempts === 0).map((held) => ({ ...held, attempts: 1 }));
            log.error(retry.length > 0 ? 'write failed, retried with the next flush' : 'write failed again, dropped', {
              buffer: spec.name,
              items: batch.length,
              error: String(error),
            });
            waiting.unshift(...retry);
            arm();
          },
        )
        .finally(() => {
          writing.delete(done);
          if (!queue.busy()) active.delete(queue);
        });
      writing.set(done, batch);
      return done;
    };

    const queue = {
      busy: () => waiting.length > 0 || arriving.size > 0 || writing.size > 0,
      async count(key: string) {
        if (arriving.size > 0) await Promise.all(arriving);
        const has = (held: Held<T>) => keysOf(held.item).includes(key);
        return [waiting, ...writing.values()].reduce((sum, items) => sum + items.filter(has).length, 0);
      },
      async flush() {
        if (arriving.size > 0) await Promise.all(arriving);
        clearTimeout(timer);
        timer = undefined;
        const earlier = [...writing.keys()];
        const taken = waiting.splice(0);
        await Promise.all(taken.length > 0 ? [...earlier, write(taken)] : earlier);
      },
      add(item: T | Promise<T | null>, options: AddOptions) {
        log = options.log;
        timed = options.timer;
        if (!(item instanceof Promise)) return hold(item);
        active.add(queue);
        const arrival = item.then(
          (value) => {
            if (value !== null) hold(value);
          },
          (error: unknown) => log.error('write not queued', { buffer: spec.name, error: String(error) }),
        );
        arriving.add(arrival);
        void arrival.finally(() => {
          arriving.delete(arrival);
          if (!queue.busy()) active.delete(queue);
        });
      },
    };
    return queue;
  }

  const queueOf = (db: Db) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = createQueue(db);
      queues.set(db, queue);
      const all = queuesOf.get(db) ?? new Set<Queue>();
      all.add(queue);
      queuesOf.set(db, all);
    }
    return queue;
  };

  return {
    add: (db, item, options) => queueOf(db).add(item, options),
    flush: (db) => queues.get(db)?.flush() ?? Promise.resolve(),
  };
}

/**
 * Writes what waits for this database before a read that must count it: everything, or only when an item
 * changes `key`. A no-op (one resolved promise) when nothing waits.
 */
export async function settlePendingWrites(db: Db, key?: string): Promise<void> {
  const queues = queuesOf.get(db);
  if (!queues) return;
  await Promise.all(
    [...queues].map(async (queue) => {
      if (!queue.busy()) return;
      if (key === undefined || (await queue.count(key)) > 0) await queue.flush();
    }),
  );
}

/**
 * How many items waiting (or being written) change `key`, without writing them: a reader that can add
 * them itself (a detail page's view count) so that a popular page does not turn every view into a write.
 */
export async function pendingWrites(db: Db, key: string): Promise<number> {
  const queues = queuesOf.get(db);
  if (!queues) return 0;
  const counts = await Promise.all([...queues].map((queue) => (queue.busy() ? queue.count(key) : Promise.resolve(0))));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Writes everything waiting for every database (at shutdown); a write that fails is tried once more. */
export async function flushAllPendingWrites(): Promise<void> {
  for (let pass = 0; pass < 2 && active.size > 0; pass++) await Promise.all([...active].map((queue) => queue.flush()));
}
