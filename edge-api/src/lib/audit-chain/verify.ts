// Verifying a chain (issue 33, decision 048). A log verifies when: its purge checkpoints' macs verify, each
// signing its predecessor's; no row is left at or below the last checkpoint; from there each sealed row names
// the previous row's hash, its own hash recomputes, and each personal value matches its digest or is vouched for
// by a redaction mac; and the signed head names the last sealed row and its hash, so a removed tail is seen too.
// `verifyLogFrom` checks a bounded number of rows from a place, so the console's look and the nightly job can
// go through a large log a part at a time (rolling.ts); `verifyLog` goes through all of it (`npm run audit:verify`).
import type { AuditLog } from '#core/schemas/retention.ts';
import type { Db } from '#db/client.ts';
import { chainRowsAfter, listCheckpoints, readChainHead, type ChainRow, type Checkpoint } from '#db/queries/audit-chain.ts';
import { checkpointMac, GENESIS, headMac, personalDigests, redactionMac, rowHash } from './chain.ts';
import { sameHex, type AuditKeys } from './keys.ts';

export type Broken = { id: number; reason: string };
/** Where a check starts: after this row, whose hash the next row must name. */
export type ChainPlace = { afterId: number; prevHash: string };
export type RangeCheck = { checked: number; place: ChainPlace; broken: Broken | null; end: boolean };

const READ_BATCH = 1000;

/** Why one sealed row does not verify after `prev`, or null when it does. */
function rowProblem(keys: AuditKeys, log: AuditLog, prev: string, row: ChainRow): string | null {
  if (row.chainPrev !== prev) return 'the previous hash does not match: a row was removed or put in before this one';
  const digests = row.chainDigests ?? '';
  if (!sameHex(row.chainHash, rowHash(keys, log, prev, row, digests))) return 'the row was changed after it was sealed';
  if (personalDigests(keys, log, row) === digests) return null;
  if (row.chainRedaction && sameHex(row.chainRedaction, redactionMac(keys, log, row, row))) return null;
  return 'a personal field was changed without a pseudonymisation';
}

/** The checkpoints' verification: the last one (where the rows start), or the first that does not verify. */
export async function verifyCheckpoints(
  db: Db,
  keys: AuditKeys,
  log: AuditLog,
): Promise<{ last: Checkpoint | undefined; broken: Broken | null; removed: number }> {
  let prevMac = '';
  let last: Checkpoint | undefined;
  let removed = 0;
  for (const checkpoint of await listCheckpoints(db, log)) {
    if (checkpoint.prevMac !== prevMac || !sameHex(checkpoint.mac, checkpointMac(keys, checkpoint))) {
      return { last, broken: { id: checkpoint.toId, reason: 'a purge checkpoint does not verify (forged, changed or removed)' }, removed };
    }
    prevMac = checkpoint.mac;
    last = checkpoint;
    removed += checkpoint.rowCount;
  }
  return { last, broken: null, removed };
}

/** Where a log's rows start: after the last checkpoint, or at the genesis. */
export const startOf = (checkpoint: Checkpoint | undefined): ChainPlace =>
  checkpoint ? { afterId: checkpoint.toId, prevHash: checkpoint.lastHash } : { afterId: 0, prevHash: GENESIS };

/** Checks up to `limit` sealed rows after `place`; `end` when it reached the last sealed row (and checked the head). */
export async function verifyLogFrom(db: Db, keys: AuditKeys, log: AuditLog, from: ChainPlace, limit: number): Promise<RangeCheck> {
  let place = from;
  let checked = 0;
  while (checked < limit) {
    const rows = await chainRowsAfter(db, log, place.afterId, Math.min(READ_BATCH, limit - checked));
    for (const row of rows) {
      if (row.chainHash === null) return { checked, place, broken: await headProblem(db, keys, log, place), end: true };
      const problem = rowProblem(keys, log, place.prevHash, row);
      if (problem) return { checked, place, broken: { id: row.id, reason: problem }, end: true };
      place = { afterId: row.id, prevHash: row.chainHash };
      checked++;
    }
    if (rows.length === 0) return { checked, place, broken: await headProblem(db, keys, log, place), end: true };
  }
  return { checked, place, broken: null, end: false };
}

/** At the end of the sealed rows: the signed head must name the last of them, or the tail was removed. */
async function headProblem(db: Db, keys: AuditKeys, log: AuditLog, last: ChainPlace): Promise<Broken | null> {
  const head = await readChainHead(db, log);
  if (!head) return last.prevHash === GENESIS ? null : { id: last.afterId, reason: 'the chain has sealed rows but no head' };
  if (!sameHex(head.mac, headMac(keys, head))) return { id: head.throughId, reason: 'the chain’s head does not verify' };
  if (head.throughId !== last.afterId || head.hash !== last.prevHash) {
    return {
      id: head.throughId,
      reason: head.throughId > last.afterId ? 'sealed rows at the end were removed or unsealed' : 'the chain’s head is behind its rows',
    };
  }
  return null;
}

export type LogVerification = { log: AuditLog; rows: number; sealed: number; verified: boolean; broken: Broken | null; removed: number };

/** Verifies a whole log from its last checkpoint: bounded in memory (a batch at a time), not in time. */
export async function verifyLog(db: Db, keys: AuditKeys, log: AuditLog): Promise<Omit<LogVerification, 'rows' | 'sealed'> & { checked: number }> {
  const checkpoints = await verifyCheckpoints(db, keys, log);
  if (checkpoints.broken) return { log, verified: false, broken: checkpoints.broken, removed: checkpoints.removed, checked: 0 };
  const start = startOf(checkpoints.last);
  const [first] = await chainRowsAfter(db, log, 0, 1);
  if (first && first.id <= start.afterId)
    return { log, verified: false, broken: { id: first.id, reason: 'a row lies in a purged range' }, removed: checkpoints.removed, checked: 0 };
  let place = start;
  let checked = 0;
  for (;;) {
    const part = await verifyLogFrom(db, keys, log, place, 50_000);
    checked += part.checked;
    if (part.broken || part.end) return { log, verified: part.broken === null, broken: part.broken, removed: checkpoints.removed, checked };
    place = part.place;
  }
}
