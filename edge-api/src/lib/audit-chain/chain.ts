// What the chain's hashes and macs are made of (issue 33, decision 048). A row's hash is an HMAC with the chain
// key over the previous row's hash and the row's canonical content: the log's name, its id, its plain fields as
// they are, and the keyed digest of its personal fields (stored beside it in `chain_digests`). The personal values
// are checked against their digest; a withdrawal that replaces it leaves the digest, and signs the new values with
// the row's hash (`chain_redaction`), so a pseudonymised row still verifies and any other change does not.
import type { AuditLog } from '#core/schemas/retention.ts';
import type { ChainHead, ChainRow, Checkpoint, VerificationPlace } from '#db/queries/audit-chain.ts';
import { auditLogShapes } from '#db/queries/audit-logs.ts';
import { hmacHex, type AuditKeys } from './keys.ts';

/** The previous hash of a log's first row. */
export const GENESIS = '0'.repeat(64);

/** Digests are cut to 128 bits: enough to tell a value from another, half the room. */
const DIGEST_HEX = 32;

const plain = (value: unknown) => (value === undefined ? null : value);
/** A personal field's value as text: the logs' personal fields are text, or null. */
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));

/**
 * The keyed digest of a row's personal fields together, as `chain_digests` keeps it: one HMAC rather than one per
 * field (each costs more than reading the row), since a pseudonymisation vouches for all of them at once anyway.
 */
export function personalDigests(keys: AuditKeys, log: AuditLog, row: Record<string, unknown>): string {
  const values = auditLogShapes[log].personal.map((field) => text(row[field]));
  return hmacHex(keys.digest, JSON.stringify(values)).slice(0, DIGEST_HEX);
}

/** The row's hash from its previous hash, its plain fields and its stored digests. */
export function rowHash(keys: AuditKeys, log: AuditLog, prev: string, row: Record<string, unknown>, digests: string): string {
  const content = JSON.stringify([log, row.id, ...auditLogShapes[log].fields.map((field) => plain(row[field])), digests]);
  return hmacHex(keys.chain, `${prev}\n${content}`);
}

/** What vouches for a pseudonymised row's personal values: signed with the row's hash, by the key's holder only. */
export function redactionMac(keys: AuditKeys, log: AuditLog, row: ChainRow, values: Record<string, unknown>): string {
  const personal = auditLogShapes[log].personal.map((field) => text(values[field]));
  return hmacHex(keys.mac, JSON.stringify(['redaction', log, row.id, row.chainHash, personal]));
}

export function headMac(keys: AuditKeys, head: Omit<ChainHead, 'mac'>): string {
  return hmacHex(keys.mac, JSON.stringify(['head', head.log, head.throughId, head.hash, head.sealedAt]));
}

export function checkpointMac(keys: AuditKeys, c: Omit<Checkpoint, 'id' | 'mac'>): string {
  return hmacHex(keys.mac, JSON.stringify(['checkpoint', c.log, c.fromId, c.toId, c.rowCount, c.lastHash, c.prevMac, c.createdAt]));
}

export function placeMac(keys: AuditKeys, p: Omit<VerificationPlace, 'mac'>): string {
  return hmacHex(keys.mac, JSON.stringify(['place', p.log, p.cursorId, p.cursorHash, p.brokenId, p.brokenReason, p.lastFullPassAt, p.checkedAt]));
}
