// Sealing (issue 33, decision 048): rows are written as before, by any process, and the sealing step gives the
// unsealed ones their hashes in id order, a batch at a time, with the log's signed head in the same batch. SQLite
// and D1 give ids in commit order, so no row appears later below the head. Two sealers at once compute the same
// values from the same head, and a seal only writes an unsealed row, so a race changes nothing. The window: a row
// is unprotected from its writing to the next seal (the `seal-audit-logs` job, every 10 minutes).
import { auditLogs, type AuditLog } from '#core/schemas/retention.ts';
import { runBatch, type Db } from '#db/client.ts';
import { chainHeadStatement, chainRowsAfter, readChainHead, sealRowsStatement, type Seal } from '#db/queries/audit-chain.ts';
import { GENESIS, headMac, personalDigests, rowHash } from './chain.ts';
import { sameHex, type AuditKeys } from './keys.ts';

/** Rows sealed per batch (one write transaction each). */
export const SEAL_BATCH = 500;
/**
 * Rows sealed per log and run: a process's memory grew with the rows it sealed in one go (bench/retention.mjs:
 * 470 MB at 200,000, 1.2 GB at 1,000,000), so a run stops here and the next (10 minutes later) goes on.
 */
export const SEAL_BUDGET = 50_000;

/**
 * Seals a log's unsealed rows, at most `budget` of them; answers how many, and whether it reached the end. A head
 * whose mac does not verify is not built upon: the verification reports it, and sealing waits for a person.
 */
export async function sealLog(db: Db, keys: AuditKeys, log: AuditLog, now: Date, budget = SEAL_BUDGET): Promise<{ sealed: number; done: boolean }> {
  const head = await readChainHead(db, log);
  if (head && !sameHex(head.mac, headMac(keys, head))) throw new Error(`${log}: the chain's head does not verify; run npm run audit:verify`);
  let prev = head?.hash ?? GENESIS;
  let after = head?.throughId ?? 0;
  let sealed = 0;
  while (sealed < budget) {
    const rows = await chainRowsAfter(db, log, after, Math.min(SEAL_BATCH, budget - sealed));
    if (rows.length === 0) return { sealed, done: true };
    const seals: Seal[] = [];
    for (const row of rows) {
      const chainDigests = personalDigests(keys, log, row);
      const chainHash = rowHash(keys, log, prev, row, chainDigests);
      seals.push({ id: row.id, chainPrev: prev, chainHash, chainDigests });
      prev = chainHash;
      after = row.id;
    }
    const next = { log, throughId: after, hash: prev, sealedAt: now.toISOString() };
    await runBatch(db, [sealRowsStatement(db, log, seals), chainHeadStatement(db, { ...next, mac: headMac(keys, next) })]);
    sealed += rows.length;
    if (rows.length < SEAL_BATCH) return { sealed, done: true };
  }
  return { sealed, done: false };
}

/** Seals every audit log; answers the rows sealed and whether every log reached its end. */
export async function sealAuditLogs(db: Db, keys: AuditKeys, now: Date, budget?: number): Promise<{ sealed: number; done: boolean }> {
  let sealed = 0;
  let done = true;
  for (const log of auditLogs) {
    const result = await sealLog(db, keys, log, now, budget);
    sealed += result.sealed;
    done &&= result.done;
  }
  return { sealed, done };
}
