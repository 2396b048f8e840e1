// The retention purge of an audit log (issue 33, decision 048): it removes a prefix of sealed rows, never one
// written at or after the cutoff (the prefix ends before the first such id, so a row written late out of order
// is kept rather than one removed early), a range of ids at a time. Each range goes in one batch with its
// checkpoint: the range, the count, the last removed row's hash, signed with the audit key and chained to the
// previous checkpoint, from which the chain's verification continues.
import type { AuditLog } from '#core/schemas/retention.ts';
import { runBatch, type Db } from '#db/client.ts';
import { lastCheckpoint, purgeBounds, purgeRangeStatements, rangeEnd, readChainHead } from '#db/queries/audit-chain.ts';
import { checkpointMac } from './chain.ts';
import type { AuditKeys } from './keys.ts';

/** Ids removed per batch: a bounded write whatever the log's size. */
export const PURGE_BATCH = 10_000;

/** Removes a log's sealed rows written before `cutoff`; answers how many. */
export async function purgeAuditLog(db: Db, keys: AuditKeys, log: AuditLog, cutoff: Date, now: Date): Promise<number> {
  const head = await readChainHead(db, log);
  if (!head) return 0;
  const { firstId, firstKeptId } = await purgeBounds(db, log, cutoff.toISOString());
  if (firstId === null) return 0;
  const through = Math.min(firstKeptId === null ? Number.MAX_SAFE_INTEGER : firstKeptId - 1, head.throughId);
  let prevMac = (await lastCheckpoint(db, log))?.mac ?? '';
  let removed = 0;
  for (let from = firstId; from <= through; from += PURGE_BATCH) {
    const to = Math.min(from + PURGE_BATCH - 1, through);
    const end = await rangeEnd(db, log, from, to);
    if (!end || end.lastHash === null) continue;
    const checkpoint = { log, fromId: from, toId: end.lastId, rowCount: end.rows, lastHash: end.lastHash, prevMac, createdAt: now.toISOString() };
    const mac = checkpointMac(keys, checkpoint);
    await runBatch(db, purgeRangeStatements(db, log, from, end.lastId, { ...checkpoint, mac }));
    prevMac = mac;
    removed += end.rows;
  }
  return removed;
}
