// Restores a backup made by `npm run backup` or the nightly job: `npm run restore -- <folder> [--replace]`
// (docs/operations.md). It checks the backup first and refuses a bad one, saying what is wrong; it writes
// into the DATABASE_URL and UPLOADS_DIR of its environment, which must not exist yet, or, with --replace,
// moves the current ones aside and says where. Stop the portal first.
import { readNodeEnv } from '#api/env.ts';
import { describeLevel } from '#api/lib/backup/migration-level.ts';
import { messageOf } from '#api/lib/backup/refusal.ts';
import { restoreBackup } from '#api/lib/backup/restore-backup.ts';
import { backupSourceOf } from '#api/lib/backup/source.ts';
import { formatSize } from '#core/attachment-rules.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [folder, ...extra] = args.filter((arg) => arg !== '--replace');
if (!folder || extra.length > 0) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]   (stop the portal first; --replace moves the current database and uploads aside)');
  process.exit(2);
}
console.log('Restoring a backup: the portal (and any `npm run job`) must be stopped while it runs, and started again after.');
try {
  const target = backupSourceOf(readNodeEnv(process.env), 'restore');
  const restored = await restoreBackup(folder, target, { replace });
  const { manifest } = restored;
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (build ${manifest.build.version}${manifest.build.commit ? `, commit ${manifest.build.commit}` : ''}):`,
      `  the database into ${restored.databaseFile} (migrations up to ${describeLevel(manifest.migration.createdAt, manifest.migration.tag)})`,
      `  ${manifest.fileCount} file(s) into ${restored.uploadsDir} (${formatSize(manifest.totalBytes)} in all)`,
      ...restored.movedAside.map((moved) => `  the current ${moved.from} was moved to ${moved.to}`),
      'Start the portal now: it applies the newer migrations of this build, if any, as it starts.',
    ].join('\n'),
  );
} catch (error) {
  console.error(messageOf(error));
  process.exitCode = 1;
}
