// What the operators' routes read (docs/observability.md): the migration level a database is at, its
// size, the outbox's backlog and the last run of each scheduled job. Each is one small query, cheap enough for a
// readiness probe every few seconds or a scrape every fifteen.
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

/** The `when` of the newest migration drizzle's migrator applied (libSQL), or null before any. */
export async function newestDrizzleMigration(db: Db): Promise<number | null> {
  const [row] = await db.all<{ at: number | string }>(sql`select created_at as at from __drizzle_migrations order by created_at desc limit 1`);
  return row ? Number(row.at) : null;
}

/** The file name of the newest migration wrangler applied to D1 (`0017_search-terms.sql`), or null before any. */
export async function newestD1Migration(db: Db): Promise<string | null> {
  const [row] = await db.all<{ name: string }>(sql`select name from d1_migrations order by id desc limit 1`);
  return row?.name ?? null;
}

/** The database's size as SQLite counts it (its pages), for a libSQL server whose files the portal cannot see. */
export async function databasePageBytes(db: Db): Promise<number | null> {
  const [row] = await db.all<{ bytes: number | string | null }>(sql`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`);
  return row?.bytes === undefined || row.bytes === null ? null : Number(row.bytes);
}

/**
 * D1's size of the database, as every D1 result reports it (`meta.size_after`, in bytes): D1 allows few
 * PRAGMAs and no file to look at. Null when the result carries no size.
 */
export async function d1DatabaseBytes(db: Db): Promise<number | null> {
  const result = (await db.run(sql`select 1`)) as { meta?: { size_after?: unknown } } | undefined;
  const size = result?.meta?.size_after;
  return typeof size === 'number' && Number.isFinite(size) ? size : null;
}

export type OutboxBacklog = { pending: number; failed: number; abandoned: number };

/**
 * Messages not delivered yet: waiting (queued by a mail job, or being delivered), failed and to be tried again,
 * and failed `maxAttempts` times (given up).
 */
export async function outboxBacklog(db: Db, maxAttempts: number): Promise<OutboxBacklog> {
  const o = schema.outbox;
  const count = async (where: SQL | undefined) =>
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(o)
        .where(where)
    )[0]?.n ?? 0;
  const [pending, failed, abandoned] = await Promise.all([
    count(inArray(o.status, ['QUEUED', 'PENDING'])),
    count(and(eq(o.status, 'FAILED'), lt(o.attempts, maxAttempts))),
    count(and(eq(o.status, 'FAILED'), gte(o.attempts, maxAttempts))),
  ]);
  return { pending, failed, abandoned };
}

/**
 * The staff's webhook deliveries not delivered (issue 32, docs/webhooks.md): waiting for their first attempt,
 * failed and to be tried again (a next attempt is set), and given up (failed with none left).
 */
export async function webhookBacklog(db: Db): Promise<OutboxBacklog> {
  const d = schema.webhookDelivery;
  const count = async (where: SQL | undefined) =>
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(d)
        .where(where)
    )[0]?.n ?? 0;
  const [pending, failed, abandoned] = await Promise.all([
    count(eq(d.status, 'PENDING')),
    count(and(eq(d.status, 'FAILED'), isNotNull(d.nextAttemptAt))),
    count(and(eq(d.status, 'FAILED'), isNull(d.nextAttemptAt))),
  ]);
  return { pending, failed, abandoned };
}

/** New posts and comments whose watchers are not told yet (issue 32, db/queries/watch-fan-out.ts). */
export async function untoldEvents(db: Db): Promise<number> {
  const e = schema.notificationEvent;
  return (
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(e)
        .where(isNull(e.doneAt))
    )[0]?.n ?? 0
  );
}

export type LastJobRun = { jobName: string; startedAt: string; finishedAt: string; status: 'SUCCESS' | 'FAILURE' };

/** The newest run of each named job (newest first by id: a job's last run is among the latest rows). */
export async function lastJobRuns(db: Db, jobNames: readonly string[]): Promise<LastJobRun[]> {
  const b = schema.batchRun;
  const runs = await Promise.all(
    jobNames.map(async (jobName) => {
      const [run] = await db
        .select({ jobName: b.jobName, startedAt: b.startedAt, finishedAt: b.finishedAt, status: b.status })
        .from(b)
        .where(eq(b.jobName, jobName))
        .orderBy(desc(b.id))
        .limit(1);
      return run;
    }),
  );
  return runs.filter((run) => run !== undefined);
}
