// How a runtime learns of writes made by other processes or isolates (decisions 016 and 034): every write
// of a read-cache topic's tables raises the topic's counter in `read_version`, by trigger, in the write's
// own transaction (migration 0005). One small query per request then tells the runtime which topics moved
// since it last looked, and it forgets them (db/cache/read-cache.ts `catchUpWithWrites`) before anything
// is read from memory. Counters only grow, so an answer that arrives late never undoes a newer one.
import { schema, type Db } from '../client.ts';
import type { AskWritesElsewhere, ReadTopic } from './read-cache.ts';

export type VersionRow = { topic: string; version: number };

/**
 * Compares the counters read each time with those read before: the topics that moved, none the first
 * time (nothing is cached before it). `restart()` makes every topic count as moved at the next look (the
 * counters were read from a database that may since have been replaced by another, a restore).
 */
export function versionTracker() {
  const seen = new Map<string, number>();
  let looked = false;
  let everything = false;
  return {
    moved(rows: readonly VersionRow[]): ReadTopic[] {
      const moved: ReadTopic[] = [];
      for (const { topic, version } of rows) {
        const before = seen.get(topic);
        if (!everything && before !== undefined && version <= before) continue;
        seen.set(topic, version);
        if (looked) moved.push(topic as ReadTopic);
      }
      looked = true;
      everything = false;
      return moved;
    },
    restart() {
      everything = true;
    },
  };
}

/** Asks the database the topics whose counters moved since the last call: the Worker, and Node on a remote libSQL database. */
export function readVersionsOf(db: Db): AskWritesElsewhere {
  const tracker = versionTracker();
  return async () => tracker.moved(await db.select({ topic: schema.readVersion.topic, version: schema.readVersion.version }).from(schema.readVersion));
}
