// Verifies every audit log's hash chain on Node (issue 33, decision 048): `npm run audit:verify`. It reads the
// same settings as the server (DATABASE_URL, AUDIT_SECRET), goes through each log from its last purge checkpoint a
// batch at a time, and prints per log its rows, its sealed rows, and either "verified" or the first broken row and
// why. The exit code is 1 when any chain is broken, so a scheduled check can alert on it.
import { auditKeys } from '#api/lib/audit-chain/keys.ts';
import { verifyLog } from '#api/lib/audit-chain/verify.ts';
import { buildNodeDeps } from '#api/runtime/node.ts';
import { auditLogs } from '#core/schemas/retention.ts';
import { countChainRows } from '#db/queries/audit-chain.ts';

const deps = await buildNodeDeps();
const keys = await auditKeys(deps);
let broken = 0;
console.log(`key: ${keys.source === 'setting' ? 'AUDIT_SECRET' : 'kept in the database (set AUDIT_SECRET: docs/privacy.md)'}`);
for (const log of auditLogs) {
  const { rows, sealed } = await countChainRows(deps.db, log);
  const result = await verifyLog(deps.db, keys, log);
  const outcome = result.broken ? `BROKEN at row ${result.broken.id}: ${result.broken.reason}` : 'verified';
  if (result.broken) broken++;
  console.log(
    `${log.padEnd(28)} rows ${String(rows).padStart(9)}  sealed ${String(sealed).padStart(9)}  purged ${String(result.removed).padStart(9)}  ${outcome}`,
  );
}
deps.close();
process.exit(broken > 0 ? 1 : 0);
