import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A counter per read-cache topic (db/cache/read-cache.ts), raised by triggers in the same transaction as
 * every write of the topic's tables (migration 0005). A runtime whose instances cannot hear each other's
 * writes (the Worker's isolates) reads these once per request and forgets the topics that moved
 * (db/cache/read-versions.ts, decision 016).
 */
export const readVersion = sqliteTable('read_version', {
  topic: text('topic').primaryKey(),
  version: integer('version').notNull().default(0),
});
