// The process that makes a backup (take-backup.ts starts it with the source and the folder as
// arguments, and reads the manifest it prints). It opens the database with node:sqlite and with
// nothing else: SQLite's file locks belong to a process, and a second copy of SQLite in the portal's
// process (libSQL is one) would release libSQL's locks each time it closed the file
// (https://sqlite.org/howtocorrupt.html, 2.2.1).
import { makeBackup } from './make-backup.ts';
import { messageOf } from './refusal.ts';

const [databaseFile, uploadsDir, migrationsDir, folder] = process.argv.slice(2);
if (!databaseFile || !uploadsDir || !migrationsDir || !folder) {
  process.stderr.write('Usage: backup-process.ts <database file> <uploads folder> <migrations folder> <backup folder>\n');
  process.exit(2);
}
try {
  process.stdout.write(JSON.stringify(await makeBackup({ databaseFile, uploadsDir, migrationsDir }, folder)));
} catch (error) {
  process.stderr.write(messageOf(error));
  process.exitCode = 1;
}
