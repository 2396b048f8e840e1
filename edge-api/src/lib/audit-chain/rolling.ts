// The rolling verification (issue 33, decision 048): the console's look at the chains, and the nightly job, each
// check a bounded number of rows per log, continuing from where the last check stopped (its place is kept in
// `audit_verification`, signed, so it cannot be moved past a changed row without the key). When a pass reaches
// the end of a log, the next one starts again from the last checkpoint, so every row is checked again, pass after
// pass, and a change to an old row is found by the next pass that reaches it; `npm run audit:verify` checks
// everything at once. A broken row stays reported until a whole pass verifies.
import { auditLogs, type AuditChainView, type AuditLog } from '#core/schemas/retention.ts';
import type { Db } from '#db/client.ts';
import { chainRowsAfter, countChainRows, readVerificationPlace, saveVerificationPlace, type VerificationPlace } from '#db/queries/audit-chain.ts';
import { placeMac } from './chain.ts';
import { sameHex, type AuditKeys } from './keys.ts';
import { startOf, verifyCheckpoints, verifyLogFrom, type Broken, type ChainPlace } from './verify.ts';

/** Rows one look checks per log: a few tenths of a second of hashing. */
export const LOOK_BUDGET = 20_000;

function trustedPlace(keys: AuditKeys, log: AuditLog, start: ChainPlace, stored: VerificationPlace | undefined) {
  if (!stored || !sameHex(stored.mac, placeMac(keys, stored))) return { place: start, stored: undefined };
  // a place inside what a purge removed starts a new pass
  if (stored.cursorId < start.afterId) return { place: start, stored };
  return { place: { afterId: stored.cursorId, prevHash: stored.cursorHash }, stored };
}

/** Checks up to `budget` rows of one log from where the last check stopped, keeps the new place, and answers the view. */
export async function lookAtChain(db: Db, keys: AuditKeys, log: AuditLog, now: Date, budget = LOOK_BUDGET): Promise<AuditChainView> {
  const counts = await countChainRows(db, log);
  const checkpoints = await verifyCheckpoints(db, keys, log);
  const purged = { rows: checkpoints.removed, throughId: checkpoints.last?.toId ?? 0 };
  const start = startOf(checkpoints.last);
  let broken: Broken | null = checkpoints.broken;
  let checked = 0;
  const { place, stored } = trustedPlace(keys, log, start, await readVerificationPlace(db, log));
  let next = place;
  let passEnded = false;
  if (!broken) {
    const [first] = await chainRowsAfter(db, log, 0, 1);
    if (first && first.id <= start.afterId) broken = { id: first.id, reason: 'a row lies in a purged range' };
  }
  if (!broken) {
    const part = await verifyLogFrom(db, keys, log, place, budget);
    checked = part.checked;
    broken = part.broken;
    next = part.place;
    passEnded = part.end;
  }
  const nowIso = now.toISOString();
  // every pass starts again after a broken row, so a pass that reaches the end without one verified the whole log
  // since: that clears an old report; until then a broken row stays reported
  const storedBroken = stored?.brokenId != null ? { id: stored.brokenId, reason: stored.brokenReason ?? '' } : null;
  const reported = broken ?? (passEnded ? null : storedBroken);
  const lastFullPassAt = passEnded && broken === null ? nowIso : (stored?.lastFullPassAt ?? null);
  const restart = passEnded || broken !== null;
  const saved = {
    log,
    cursorId: restart ? start.afterId : next.afterId,
    cursorHash: restart ? start.prevHash : next.prevHash,
    brokenId: reported?.id ?? null,
    brokenReason: reported?.reason ?? null,
    lastFullPassAt,
    checkedAt: nowIso,
  };
  await saveVerificationPlace(db, { ...saved, mac: placeMac(keys, saved) });
  return { log, ...counts, verified: reported === null, firstBroken: reported, checked, lastFullPassAt, purged };
}

/** One look at every audit log. */
export async function lookAtChains(db: Db, keys: AuditKeys, now: Date, budget?: number): Promise<AuditChainView[]> {
  const views: AuditChainView[] = [];
  for (const log of auditLogs) views.push(await lookAtChain(db, keys, log, now, budget));
  return views;
}
