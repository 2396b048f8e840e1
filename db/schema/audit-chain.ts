import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { auditLogs } from '#core/schemas/retention.ts';

// The hash chains of the audit logs (issue 33, decision 048). Rows are written as before; the sealing job
// (edge-api/src/lib/audit-chain/seal.ts) gives each sealed row the previous row's hash and its own, in id
// order. The tables below hold what the chains need beside their rows: the head each log is sealed to, the
// signed checkpoints the retention purge leaves for the rows it removed, the rolling verification's place,
// and the key used when no AUDIT_SECRET is set. Every row that vouches for something carries an HMAC made
// with the audit key, so that nobody without the key can write one that verifies.

/** The chain columns every audit log has (db/schema/audit.ts, people.ts, ownership.ts): null until sealed. */
export const chainColumns = () => ({
  /** The previous sealed row's hash (the last purge checkpoint's, or the genesis value, for the first). */
  chainPrev: text('chain_prev'),
  /** HMAC-SHA-256 over chainPrev, the row's other fields and the digest of its personal fields. */
  chainHash: text('chain_hash'),
  /** The keyed digest of the personal fields as they were sealed (db/queries/audit-logs.ts lists them per log). */
  chainDigests: text('chain_digests'),
  /** Set when a withdrawal pseudonymised the personal fields: an HMAC over the row's hash and their new values. */
  chainRedaction: text('chain_redaction'),
});

/** How far each log is sealed: the last sealed row and its hash, signed, so a truncated tail is seen. */
export const auditChainHead = sqliteTable('audit_chain_head', {
  log: text('log', { enum: auditLogs }).primaryKey(),
  throughId: integer('through_id').notNull(),
  hash: text('hash').notNull(),
  sealedAt: text('sealed_at').notNull(),
  mac: text('mac').notNull(),
});

/**
 * What a retention purge removed from a log (ids fromId..toId, `rowCount` rows) and the last removed row's
 * hash, from which the chain's verification continues. Checkpoints chain too: each signs its predecessor's mac.
 */
export const auditCheckpoint = sqliteTable(
  'audit_checkpoint',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    log: text('log', { enum: auditLogs }).notNull(),
    fromId: integer('from_id').notNull(),
    toId: integer('to_id').notNull(),
    rowCount: integer('row_count').notNull(),
    lastHash: text('last_hash').notNull(),
    prevMac: text('prev_mac').notNull(),
    createdAt: text('created_at').notNull(),
    mac: text('mac').notNull(),
  },
  (table) => [index('audit_checkpoint_log').on(table.log, table.toId)],
);

/** Where the rolling verification of each log stands (the console's look and the nightly job advance it). */
export const auditVerification = sqliteTable('audit_verification', {
  log: text('log', { enum: auditLogs }).primaryKey(),
  /** The last row checked in the current pass; the next look starts after it. */
  cursorId: integer('cursor_id').notNull(),
  /** That row's hash: the next look's expected previous hash. */
  cursorHash: text('cursor_hash').notNull(),
  /** The first broken row found, and why; null while everything checked verifies. */
  brokenId: integer('broken_id'),
  brokenReason: text('broken_reason'),
  lastFullPassAt: text('last_full_pass_at'),
  checkedAt: text('checked_at').notNull(),
  mac: text('mac').notNull(),
});

/** The audit key when the runtime has no AUDIT_SECRET: made once, at random, by whichever process needs it first. */
export const auditKey = sqliteTable('audit_key', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: text('created_at').notNull(),
});
