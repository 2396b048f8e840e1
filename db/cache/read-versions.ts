// How a Worker's isolate learns of writes made by the others (decision 016): every write of a read-cache
// topic's tables raises the topic's counter in `read_version`, by trigger, in the write's own transaction
// (migration 0005). One small query per request then tells the isolate which topics moved since it last
// looked, and it forgets them (db/cache/read-cache.ts `catchUpWithWrites`) before anything is read from
// memory. Counters only grow, so an answer that arrives late never undoes a newer one.
import { schema, type Db } from '../client.ts';
import type { ReadTopic, WritesElsewhere } from './read-cache.ts';

/** The topics whose counters moved since the last call; none the first time (nothing is cached before it). */
export function readVersionsOf(db: Db): WritesElsewhere {
  const seen = new Map<string, number>();
  let asked = false;
  return async () => {
    const rows = await db.select({ topic: schema.readVersion.topic, version: schema.readVersion.version }).from(schema.readVersion);
    const moved: ReadTopic[] = [];
    for (const { topic, version } of rows) {
      const before = seen.get(topic);
      if (before !== undefined && version <= before) continue;
      seen.set(topic, version);
      if (asked) moved.push(topic as ReadTopic);
    }
    asked = true;
    return moved;
  };
}
