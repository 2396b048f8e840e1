// The checks a backup folder passes before a backup says it is done and before a restore touches
// anything: every checksum of the manifest, SQLite's integrity check of the copy, a migration level
// this build can run, and a file in the backup for every attachment row of the copy.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { blobKeyOf } from '#core/blob-store.ts';
import { checksumOf, type Checksum } from './files.ts';
import { DATABASE_FILE, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { databaseMigrationLevel, describeLevel, type BuildLevel } from './migration-level.ts';
import { messageOf } from './refusal.ts';

async function checksumProblem(path: string, expected: Checksum, name: string): Promise<string | null> {
  if (!existsSync(path)) return `${name} is missing, though the manifest lists it: the backup folder is incomplete; use another backup`;
  const actual = await checksumOf(path);
  if (actual.sha256 === expected.sha256 && actual.bytes === expected.bytes) return null;
  return `${name} does not match its checksum in the manifest (the file changed or is damaged): use another backup`;
}

type AttachmentRow = { id: number; storedPath: string; size: number };

/** What is wrong with the database copy itself; it is opened read-only. */
function databaseProblems(path: string, manifest: Manifest, build: BuildLevel): string[] {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    const integrity = (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[])
      .flatMap((row) => row.integrity_check.split('\n'))
      .filter((line) => !line.startsWith('***'));
    if (integrity.join() !== 'ok') {
      return [
        `${DATABASE_FILE} is damaged (SQLite's integrity check: ${integrity.slice(0, 3).join('; ')}; ${integrity.length} problem(s) in all): use another backup`,
      ];
    }
    const level = databaseMigrationLevel(db);
    if (level === null) return [`${DATABASE_FILE} is not a portal database (no migration was ever applied to it)`];
    const problems: string[] = [];
    if (level > build.createdAt) {
      problems.push(
        `${DATABASE_FILE} comes from a newer build: its migrations reach ${describeLevel(level, null)}, this build's only ${describeLevel(build.createdAt, build.tag)}. ` +
          `Restore it with the build that made it (version ${manifest.build.version}, commit ${manifest.build.commit ?? 'unknown'}) or a newer one`,
      );
    }
    const files = new Map(manifest.files.map((file) => [file.key, file]));
    const rows = db.prepare('SELECT id, stored_path AS storedPath, size FROM attachment ORDER BY id').all() as AttachmentRow[];
    for (const row of rows) {
      const file = files.get(blobKeyOf(row.storedPath));
      if (!file) problems.push(`attachment ${row.id} (${row.storedPath}): its file is not in the backup`);
      else if (file.bytes !== row.size)
        problems.push(`attachment ${row.id} (${row.storedPath}): the row says ${row.size} bytes, its file in the backup has ${file.bytes}`);
    }
    return problems;
  } catch (error) {
    // SQLite reports some damage by failing the statement that meets it
    return [`${DATABASE_FILE} is damaged, or no database (SQLite: ${messageOf(error)}): use another backup`];
  } finally {
    db?.close();
  }
}

/** Every problem of the backup in `folder` described by `manifest`; none means it can be restored by this build. */
export async function problemsOf(folder: string, manifest: Manifest, build: BuildLevel): Promise<string[]> {
  const problems: string[] = [];
  const database = join(folder, DATABASE_FILE);
  const check = async (path: string, expected: Checksum, name: string) => {
    const problem = await checksumProblem(path, expected, name);
    if (problem) problems.push(problem);
  };
  await check(database, manifest.database, DATABASE_FILE);
  for (const file of manifest.files) await check(join(folder, UPLOADS_FOLDER, file.key), file, `${UPLOADS_FOLDER}/${file.key}`);
  if (existsSync(database)) problems.push(...databaseProblems(database, manifest, build));
  return problems;
}
