// The hash chains' reads and writes (issue 33, decision 048): a log's rows in id order, a batch of seals with
// the head that follows them, the purge of a sealed prefix with its checkpoint, and the rolling verification's
// place. The hashing itself is the API's (edge-api/src/lib/audit-chain/): SQLite and D1 have no SHA-256.
import { and, asc, count, desc, eq, getTableColumns, gt, gte, isNotNull, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { AuditLog } from '#core/schemas/retention.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { auditLogShapes } from './audit-logs.ts';

export type ChainRow = Record<string, unknown> & {
  id: number;
  chainPrev: string | null;
  chainHash: string | null;
  chainDigests: string | null;
  chainRedaction: string | null;
};
export type ChainHead = typeof schema.auditChainHead.$inferSelect;
export type Checkpoint = typeof schema.auditCheckpoint.$inferSelect;
export type VerificationPlace = typeof schema.auditVerification.$inferSelect;

// every log's table has the same id, created_at and chain columns: one of them stands for all in the types
const tableOf = (log: AuditLog) => auditLogShapes[log].table as typeof schema.connectionHistory;
const columnOf = (log: AuditLog, field: string) =>
  getTableColumns(tableOf(log))[field as keyof ReturnType<typeof getTableColumns<typeof schema.connectionHistory>>];

/** The key kept in the database when no AUDIT_SECRET is set: `candidate` unless one was made before (by any process). */
export async function readOrCreateAuditKey(db: Db, candidate: string, now: string): Promise<string> {
  await db.insert(schema.auditKey).values({ id: 1, secret: candidate, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select({ secret: schema.auditKey.secret }).from(schema.auditKey).where(eq(schema.auditKey.id, 1));
  if (!row) throw new Error('the audit key could not be read back');
  return row.secret;
}

export async function readChainHead(db: Db, log: AuditLog): Promise<ChainHead | undefined> {
  const [head] = await db.select().from(schema.auditChainHead).where(eq(schema.auditChainHead.log, log));
  return head;
}

/** Up to `limit` rows of a log after `afterId` (and up to `throughId`), in id order. */
export async function chainRowsAfter(db: Db, log: AuditLog, afterId: number, limit: number, throughId?: number): Promise<ChainRow[]> {
  const t = tableOf(log);
  const range = throughId === undefined ? gt(t.id, afterId) : and(gt(t.id, afterId), lte(t.id, throughId));
  return await db.select().from(t).where(range).orderBy(asc(t.id)).limit(limit);
}

export type Seal = { id: number; chainPrev: string; chainHash: string; chainDigests: string };

const hexOnly = /^[0-9a-f]+$/;

/**
 * The seals of a batch of rows in one statement (UPDATE … FROM VALUES): only of rows still unsealed, so a second
 * sealer (the same values) changes nothing. The values are written into the statement, not bound: D1 binds at
 * most 100 values a statement, and they are our own integers and hex digits, checked here.
 */
export function sealRowsStatement(db: Db, log: AuditLog, seals: readonly Seal[]): BatchItem {
  const rows = seals.map((seal) => {
    if (!Number.isSafeInteger(seal.id) || ![seal.chainPrev, seal.chainHash, seal.chainDigests].every((hex) => hexOnly.test(hex))) {
      throw new Error(`${log}: a seal that is not ids and hex digits`);
    }
    return `(${seal.id}, '${seal.chainPrev}', '${seal.chainHash}', '${seal.chainDigests}')`;
  });
  const table = sql.identifier(log);
  return db.run(
    sql`update ${table} set chain_prev = v.column2, chain_hash = v.column3, chain_digests = v.column4 from (values ${sql.raw(rows.join(', '))}) as v where ${table}.id = v.column1 and ${table}.chain_hash is null`,
  );
}

/** The head after a batch of seals; never moved back by a slower sealer. */
export function chainHeadStatement(db: Db, head: ChainHead): BatchItem {
  const h = schema.auditChainHead;
  return db
    .insert(h)
    .values(head)
    .onConflictDoUpdate({
      target: h.log,
      set: { throughId: head.throughId, hash: head.hash, sealedAt: head.sealedAt, mac: head.mac },
      setWhere: lte(h.throughId, head.throughId),
    });
}

/** How many rows a log holds, and how many of them are sealed. */
export async function countChainRows(db: Db, log: AuditLog): Promise<{ rows: number; sealed: number }> {
  const t = tableOf(log);
  const [row] = await db.select({ rows: count(), sealed: count(t.chainHash) }).from(t);
  return { rows: row?.rows ?? 0, sealed: row?.sealed ?? 0 };
}

/** A log's purge checkpoints, oldest first. */
export async function listCheckpoints(db: Db, log: AuditLog): Promise<Checkpoint[]> {
  const c = schema.auditCheckpoint;
  return db.select().from(c).where(eq(c.log, log)).orderBy(asc(c.toId), asc(c.id));
}

export async function lastCheckpoint(db: Db, log: AuditLog): Promise<Checkpoint | undefined> {
  const c = schema.auditCheckpoint;
  const [row] = await db.select().from(c).where(eq(c.log, log)).orderBy(desc(c.toId), desc(c.id)).limit(1);
  return row;
}

/** The oldest row's id, and the first id written at or after `cutoff` (by the created_at index). */
export async function purgeBounds(db: Db, log: AuditLog, cutoff: string): Promise<{ firstId: number | null; firstKeptId: number | null }> {
  const t = tableOf(log);
  const [first] = await db.select({ id: min(t.id) }).from(t);
  const [kept] = await db
    .select({ id: min(t.id) })
    .from(t)
    .where(gte(t.createdAt, cutoff));
  return { firstId: first?.id ?? null, firstKeptId: kept?.id ?? null };
}

/** The last row at or before `id`, with its hash and how many rows fromId..id holds. */
export async function rangeEnd(
  db: Db,
  log: AuditLog,
  fromId: number,
  toId: number,
): Promise<{ lastId: number; lastHash: string | null; rows: number } | undefined> {
  const t = tableOf(log);
  const [last] = await db
    .select({ id: t.id, hash: t.chainHash })
    .from(t)
    .where(and(gte(t.id, fromId), lte(t.id, toId)))
    .orderBy(desc(t.id))
    .limit(1);
  if (!last) return undefined;
  const [counted] = await db
    .select({ rows: count() })
    .from(t)
    .where(and(gte(t.id, fromId), lte(t.id, toId)));
  return { lastId: last.id, lastHash: last.hash, rows: counted?.rows ?? 0 };
}

/** Removes a log's rows fromId..toId and writes the checkpoint for them, in one batch. */
export function purgeRangeStatements(db: Db, log: AuditLog, fromId: number, toId: number, checkpoint: Omit<Checkpoint, 'id'>): BatchItem[] {
  const t = tableOf(log);
  return [db.delete(t).where(and(gte(t.id, fromId), lte(t.id, toId))), db.insert(schema.auditCheckpoint).values(checkpoint)];
}

/**
 * The sealed rows of ids fromId..toId that name one of these members: by account id, username or name in a
 * subject's fields, or their username inside a free-text field. One window of ids at a time: never the whole log.
 */
export async function rowsNaming(
  db: Db,
  log: AuditLog,
  window: { fromId: number; toId: number },
  members: readonly { userId: number; username: string }[],
): Promise<ChainRow[]> {
  if (members.length === 0) return [];
  const shape = auditLogShapes[log];
  const t = tableOf(log);
  const ids = members.map((member) => member.userId);
  const usernames = members.map((member) => member.username.toLowerCase());
  const naming: SQL[] = [];
  for (const subject of shape.subjects) {
    naming.push(sql`${columnOf(log, subject.id)} in ${ids}`, sql`lower(${columnOf(log, subject.username)}) in ${usernames}`);
  }
  for (const field of shape.freeText) {
    for (const username of usernames) naming.push(sql`instr(lower(${columnOf(log, field)}), ${username}) > 0`);
  }
  return await db
    .select()
    .from(t)
    .where(and(gte(t.id, window.fromId), lte(t.id, window.toId), isNotNull(t.chainHash), or(...naming)))
    .orderBy(asc(t.id));
}

/** The highest id a log holds (0 when empty). */
export async function lastRowId(db: Db, log: AuditLog): Promise<number> {
  const t = tableOf(log);
  const [row] = await db.select({ id: t.id }).from(t).orderBy(desc(t.id)).limit(1);
  return row?.id ?? 0;
}

/** A pseudonymised row's new personal values and the mac that vouches for them; only while its hash is the one read. */
export function redactRowStatement(db: Db, log: AuditLog, id: number, hash: string, values: Record<string, string>, redaction: string): BatchItem {
  const t = tableOf(log);
  return db
    .update(t)
    .set({ ...values, chainRedaction: redaction })
    .where(and(eq(t.id, id), eq(t.chainHash, hash)));
}

export async function readVerificationPlace(db: Db, log: AuditLog): Promise<VerificationPlace | undefined> {
  const [row] = await db.select().from(schema.auditVerification).where(eq(schema.auditVerification.log, log));
  return row;
}

export async function saveVerificationPlace(db: Db, place: VerificationPlace): Promise<void> {
  const v = schema.auditVerification;
  const { cursorId, cursorHash, brokenId, brokenReason, lastFullPassAt, checkedAt, mac } = place;
  await db.insert(v).values(place).onConflictDoUpdate({ target: v.log, set: { cursorId, cursorHash, brokenId, brokenReason, lastFullPassAt, checkedAt, mac } });
}
