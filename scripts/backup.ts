// Backs up the database of DATABASE_URL and the files of UPLOADS_DIR into a new folder while the portal
// keeps serving, and verifies the copy before it says it is done: `npm run backup -- <folder>`
// (docs/operations.md). The run is written to the batch history and to the console's last backup.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readNodeEnv } from '#api/env.ts';
import { describeLevel } from '#api/lib/backup/migration-level.ts';
import { messageOf } from '#api/lib/backup/refusal.ts';
import { backupSourceOf } from '#api/lib/backup/source.ts';
import { takeBackup } from '#api/lib/backup/take-backup.ts';
import { jsonLogger } from '#api/lib/logger.ts';
import { formatSize } from '#core/attachment-rules.ts';
import { openLibsql } from '#db/libsql.ts';
import { recordBatchRun } from '#db/queries/batch-run.ts';

const folder = process.argv[2];
if (!folder || process.argv.length > 3) {
  console.error('Usage: npm run backup -- <new folder>   (e.g. npm run backup -- /var/backups/portal/before-upgrade)');
  process.exit(2);
}

let source;
let settings;
try {
  settings = readNodeEnv(process.env);
  source = backupSourceOf(settings, 'backup');
} catch (error) {
  console.error(messageOf(error));
  process.exit(1);
}
if (!existsSync(source.databaseFile)) {
  console.error(`There is no database at ${resolve(source.databaseFile)} (DATABASE_URL): nothing to back up.`);
  process.exit(1);
}

// the live database, only to record the run: the copy is made by a process of its own
const { db, client } = await openLibsql(settings.databaseUrl);
const log = jsonLogger('error');
const startedAt = new Date().toISOString();
const recordRun = (run: { status: 'SUCCESS' | 'FAILURE'; affectedCount?: number; detail: string }) =>
  recordBatchRun(db, { jobName: 'backup', trigger: 'manual', startedAt, finishedAt: new Date().toISOString(), ...run }).catch((error: unknown) =>
    log.error('the backup could not be written to the batch history', { error: messageOf(error) }),
  );
try {
  const manifest = await takeBackup({ db, log }, source, folder);
  await recordRun({
    status: 'SUCCESS',
    affectedCount: manifest.fileCount,
    detail: `verified backup of the database and ${manifest.fileCount} file(s) in ${resolve(folder)}`,
  });
  console.log(
    [
      `Backup verified in ${resolve(folder)}:`,
      `  the database as of ${manifest.createdAt}, migrations up to ${describeLevel(manifest.migration.createdAt, manifest.migration.tag)}`,
      `  ${manifest.fileCount} uploaded file(s); ${formatSize(manifest.totalBytes)} in all`,
      `  build ${manifest.build.version}${manifest.build.commit ? `, commit ${manifest.build.commit}` : ''}`,
      `Restore it with: npm run restore -- ${folder}`,
    ].join('\n'),
  );
} catch (error) {
  await recordRun({ status: 'FAILURE', detail: messageOf(error).slice(0, 500) });
  console.error(messageOf(error));
  process.exitCode = 1;
} finally {
  client.close();
}
