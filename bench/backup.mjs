// The time of a backup and of a restore (docs/operations.md), on the demo database and on one grown to
// MODELS=100000 pre-built models (lib/grow-models.mjs), with their sizes. Each is timed twice: as the operator
// runs it (`npm run backup` / `npm run restore`, the process starts included: the command's and the copy's),
// and the work alone (makeBackup, restoreBackup) in this process. Then the backup once more while another
// process commits writes as fast as it can, as a portal under load would. Medians of RUNS=3. The commands run
// pinned to core 1 and the writer to core 0 where taskset is there. Nothing to build first; on a shared
// machine, under `flock /work/bench.lock`.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeBackup } from '#api/lib/backup/make-backup.ts';
import { restoreBackup } from '#api/lib/backup/restore-backup.ts';
import { formatSize } from '#core/attachment-rules.ts';
import { growModels } from './lib/grow-models.mjs';
import { hasTaskset, median } from './lib/portal.mjs';

const runs = Number(process.env.RUNS ?? 3);
const models = Number(process.env.MODELS ?? 100_000);
const dir = resolve('test-results/bench-backup');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const dataOf = (name) => ({ databaseFile: join(dir, name, 'portal.db'), uploadsDir: join(dir, name, 'uploads'), migrationsDir: 'db/migrations' });
const envOf = (data) => ({
  ...process.env,
  DATABASE_URL: `file:${data.databaseFile}`,
  UPLOADS_DIR: data.uploadsDir,
  OUTBOX_DIR: join(dir, 'outbox'),
  LOG_LEVEL: 'error',
});

/** Runs a command of the portal (pinned when it can be) and answers its wall time in ms. */
function timedCommand(script, args, data) {
  const command = [process.execPath, '--no-warnings', script, ...args];
  const start = performance.now();
  if (hasTaskset) execFileSync('taskset', ['-c', '1', ...command], { env: envOf(data), stdio: ['ignore', 'ignore', 'inherit'] });
  else execFileSync(command[0], command.slice(1), { env: envOf(data), stdio: ['ignore', 'ignore', 'inherit'] });
  return performance.now() - start;
}

/** Another process committing one-row writes back to back until stopped; `stop` answers how many it made. */
async function busyWriter(file) {
  const script = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('PRAGMA busy_timeout = 10000');
db.exec('CREATE TABLE IF NOT EXISTS bench_writes (at TEXT)');
let writes = 0;
let stopped = false;
const loop = () => {
  for (let i = 0; i < 20; i++) {
    db.exec('BEGIN IMMEDIATE');
    db.exec("INSERT INTO bench_writes VALUES (datetime('now'))");
    db.exec('COMMIT');
    writes += 1;
  }
  if (!stopped) setImmediate(loop);
};
loop();
process.stdout.write('writing\\n');
process.stdin.once('data', () => { stopped = true; db.close(); process.stdout.write(String(writes)); process.exit(0); });
`;
  const command = [process.execPath, '--no-warnings', '-e', script, file];
  const child = hasTaskset
    ? spawn('taskset', ['-c', '0', ...command], { stdio: ['pipe', 'pipe', 'inherit'] })
    : spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    stop: async () => {
      const output = once(child.stdout, 'data');
      child.stdin.write('stop\n');
      const [chunk] = await output;
      return Number(String(chunk));
    },
  };
}

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

console.log('Seeding the demo content…');
const demo = dataOf('demo');
execFileSync(process.execPath, ['scripts/seed-demo.ts'], { env: envOf(demo), stdio: ['ignore', 'ignore', 'inherit'] });
if (!existsSync(demo.databaseFile)) throw new Error(`no database at ${demo.databaseFile}`);
console.log(`Growing a copy to ${models.toLocaleString('en')} models…`);
const grown = dataOf('grown');
cpSync(join(dir, 'demo'), join(dir, 'grown'), { recursive: true });
growModels(grown.databaseFile, models);

const rows = [];
for (const [label, data] of [
  ['demo content', demo],
  [`${models.toLocaleString('en')} models`, grown],
]) {
  const times = { backupCommand: [], restoreCommand: [], backupWork: [], restoreWork: [] };
  let manifest;
  for (let run = 1; run <= runs; run++) {
    const name = `${data === demo ? 'demo' : 'grown'}-${run}`;
    times.backupCommand.push(timedCommand('scripts/backup.ts', [join(dir, `${name}-backup-command`)], data));
    times.restoreCommand.push(timedCommand('scripts/restore.ts', [join(dir, `${name}-backup-command`)], dataOf(`${name}-restored-command`)));
    const made = await timed(() => makeBackup(data, join(dir, `${name}-backup`)));
    manifest = made.result;
    times.backupWork.push(made.ms);
    const target = dataOf(`${name}-restored`);
    times.restoreWork.push((await timed(() => restoreBackup(join(dir, `${name}-backup`), target, { replace: false }))).ms);
  }
  const writer = await busyWriter(data.databaseFile);
  const busy = await timed(() => makeBackup(data, join(dir, `${data === demo ? 'demo' : 'grown'}-busy-backup`)));
  const writes = await writer.stop();
  rows.push({
    label,
    database: formatSize(manifest.database.bytes),
    files: `${manifest.fileCount} (${formatSize(manifest.totalBytes - manifest.database.bytes)})`,
    ...Object.fromEntries(Object.entries(times).map(([key, values]) => [key, `${(median(values) / 1000).toFixed(2)} s`])),
    busy: `${(busy.ms / 1000).toFixed(2)} s (${writes.toLocaleString('en')} writes by the other process meanwhile)`,
  });
}

console.log(`\nMedians of ${runs} runs${hasTaskset ? ', the commands pinned to core 1' : ''}:`);
console.log(
  '| Database | Database file | Uploaded files | npm run backup | npm run restore | backup (work alone) | restore (work alone) | backup beside a busy writer (work alone) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.database} | ${row.files} | ${row.backupCommand} | ${row.restoreCommand} | ${row.backupWork} | ${row.restoreWork} | ${row.busy} |`,
  );
}
