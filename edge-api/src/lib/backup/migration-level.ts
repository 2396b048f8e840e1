// A database's migration level: the newest migration drizzle applied to it (`created_at` of
// `__drizzle_migrations`, the journal's `when`). drizzle applies every migration newer than that level
// at start, so a database at a level this build's journal does not reach comes from a newer build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';

const journalSchema = v.object({ entries: v.pipe(v.array(v.object({ when: v.number(), tag: v.string() })), v.minLength(1)) });

export type BuildLevel = { createdAt: number; tag: string; tagOf: (createdAt: number) => string | null };

/** The level this build migrates a database to, from its migrations folder's journal. */
export function buildMigrationLevel(migrationsDir: string): BuildLevel {
  const { entries } = v.parse(journalSchema, JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')));
  const newest = entries.reduce((a, b) => (b.when > a.when ? b : a));
  const tags = new Map(entries.map((entry) => [entry.when, entry.tag]));
  return { createdAt: newest.when, tag: newest.tag, tagOf: (createdAt) => tags.get(createdAt) ?? null };
}

/** The database's level, or null when it is no portal database (drizzle never migrated it). */
export function databaseMigrationLevel(db: DatabaseSync): number | null {
  const table = db.prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return null;
  const row = db.prepare('SELECT max(CAST(created_at AS INTEGER)) AS level FROM __drizzle_migrations').get() as { level: number | null } | undefined;
  return row?.level ?? null;
}

/** A level as the operator reads it: the instant its migration was made, and its name when known. */
export const describeLevel = (createdAt: number, tag: string | null) => `${new Date(createdAt).toISOString()}${tag ? ` (${tag})` : ''}`;
