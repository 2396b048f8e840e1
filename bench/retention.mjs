// The retention job on a large audit log (issue 33, decision 048): ROWS=1000000 connection-history rows over two
// years (so about half are past the 1-year rule) for 5,000 members, one of whom withdrew. Each step runs in a
// process of its own, so its peak resident memory is its own: the sealing of every row into the hash chain (the
// 10-minute job's work, done here at once), the nightly retention job (purge of the expired prefix with its
// checkpoints, the withdrawn member's pseudonymisation over the whole log, a rolling check), and the full
// verification `npm run audit:verify` does. Prints each step's wall time and peak RSS. On a shared machine, under
// `flock /work/bench.lock`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const MEMBERS = 5000;
const now = new Date('2026-11-23T18:00:00Z');
const dir = resolve('test-results/bench-retention');
const url = `file:${join(dir, 'portal.db')}`;

async function step(name) {
  const { openLibsql } = await import('#db/libsql.ts');
  const { db, client } = await openLibsql(url);
  const { auditKeys } = await import('#api/lib/audit-chain/keys.ts');
  const deps = { db, config: {}, now: () => now, log: { info() {}, error() {} } };
  const keys = await auditKeys(deps);
  const start = performance.now();
  let outcome;
  if (name === 'seal') {
    const { sealLog } = await import('#api/lib/audit-chain/seal.ts');
    outcome = await sealLog(db, keys, 'connection_history', now, Number.MAX_SAFE_INTEGER);
  } else if (name === 'retention') {
    const { applyRetention } = await import('#api/jobs/apply-retention.ts');
    outcome = await applyRetention.run(deps, now);
  } else {
    const { verifyLog } = await import('#api/lib/audit-chain/verify.ts');
    outcome = await verifyLog(db, keys, 'connection_history');
  }
  const ms = performance.now() - start;
  client.close();
  // maxRSS is in kibibytes
  console.log(JSON.stringify({ step: name, seconds: +(ms / 1000).toFixed(1), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), outcome }));
}

async function build() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { openLibsql, migrateLibsql } = await import('#db/libsql.ts');
  const { db, client } = await openLibsql(url);
  await migrateLibsql(db);
  const span = 2 * 365 * 86_400_000;
  // the rows in id order, their times rising over two years before now: the log as the portal writes it
  await client.execute({
    sql: `insert into connection_history (user_id, username, kind, event, detail, ip, user_agent, created_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
      select i % ? + 1, 'member' || (i % ?) || '@example.com', 'MEMBER', 'LOGIN', '', '198.51.100.' || (i % 250),
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', strftime('%Y-%m-%dT%H:%M:%fZ', (? + i * ?) / 1000.0, 'unixepoch') from n`,
    args: [ROWS, MEMBERS, MEMBERS, now.getTime() - span, span / ROWS],
  });
  await client.execute({
    sql: "insert into withdrawn_account (user_id, username, name, phone_number, withdrawn_at) values (43, 'member42@example.com', '탈퇴자', '01000000042', ?)",
    args: [now.toISOString()],
  });
  client.close();
}

if (process.argv[2] === 'step') {
  await step(process.argv[3]);
} else {
  const started = performance.now();
  await build();
  console.log(JSON.stringify({ step: 'build', rows: ROWS, seconds: +((performance.now() - started) / 1000).toFixed(1) }));
  for (const name of ['seal', 'retention', 'verify']) {
    execFileSync(process.execPath, ['--no-warnings', 'bench/retention.mjs', 'step', name], { stdio: 'inherit' });
  }
}
