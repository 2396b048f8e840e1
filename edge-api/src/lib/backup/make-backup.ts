// Makes a backup folder while the portal keeps serving, and verifies it before it answers. Runs only in
// a process of its own (backup-process.ts): it opens the live database with node:sqlite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { blobKeyOf, isSafeBlobKey } from '#core/blob-store.ts';
import packageJson from '../../../../package.json' with { type: 'json' };
import { checksumOf, copyWithChecksum } from './files.ts';
import { DATABASE_FILE, UPLOADS_FOLDER, writeManifest, type ChecksummedFile, type Manifest } from './manifest.ts';
import { buildMigrationLevel, databaseMigrationLevel } from './migration-level.ts';
import { BackupRefused } from './refusal.ts';
import type { BackupSource } from './source.ts';
import { problemsOf } from './verify-backup.ts';

/**
 * More pages than any database has: the whole copy in one step of SQLite's online backup. A copy in
 * several steps starts again whenever another connection writes between two of them: beside a process
 * committing without pause, a 100 MB database copied 100 pages a step had not been copied after 30 s
 * (decision 033). One step reads every page in one read transaction: in WAL mode writers go on
 * meanwhile, and the copy is the database as it was when the step began.
 */
const ONE_STEP = 2 ** 31 - 1;

/** How long the copy waits for a lock it needs to read (a WAL reset under way): as long as the portal's own writes wait. */
const LOCK_WAIT_MS = 5000;

/** The build that made the backup: the package's version and, in a git checkout, its commit. */
function buildOf(): Manifest['build'] {
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    // not a git checkout, or no git: the version alone names the build
  }
  return { version: packageJson.version, commit };
}

/** A new folder, or an empty one: a backup never mixes with other files. Answers whether it made the folder. */
async function startFolder(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (entries && entries.length > 0) throw new BackupRefused(`${folder} is not empty: give the backup a new folder`);
  await mkdir(folder, { recursive: true });
  return entries === null;
}

type AttachmentRow = { id: number; storedPath: string; ownerId: number | null; isDeleted: number };

/**
 * Copies the file of every attachment row of the database copy. A removed or abandoned upload whose file
 * is gone is one the purge job is removing (it deletes the file, then the row): its row leaves the copy
 * too. A live attachment without its file means the portal's own data is already incomplete.
 */
async function copyAttachments(copy: DatabaseSync, uploadsDir: string, to: string): Promise<ChecksummedFile[]> {
  const rows = copy
    .prepare('SELECT id, stored_path AS storedPath, owner_id AS ownerId, is_deleted AS isDeleted FROM attachment ORDER BY id')
    .all() as AttachmentRow[];
  const files: ChecksummedFile[] = [];
  const purged: number[] = [];
  const missing: string[] = [];
  for (const row of rows) {
    const key = blobKeyOf(row.storedPath);
    if (!isSafeBlobKey(key)) {
      missing.push(`attachment ${row.id} names ${row.storedPath}, which is no stored file's path`);
      continue;
    }
    try {
      files.push({ key, ...(await copyWithChecksum(join(uploadsDir, key), join(to, key))) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (row.isDeleted || row.ownerId === null) purged.push(row.id);
      else missing.push(`attachment ${row.id} (${row.storedPath}): its file is missing from UPLOADS_DIR`);
    }
  }
  if (missing.length > 0) {
    throw new BackupRefused(
      "The portal's own data is incomplete, so no backup was made. Put these files back into UPLOADS_DIR (from an earlier backup) or remove the content they belong to, then back up again",
      missing,
    );
  }
  if (purged.length > 0) copy.prepare('DELETE FROM attachment WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(purged));
  return [...files, ...(await copyPictureCopies(copy, uploadsDir, to))];
}

/**
 * Copies the stored copies of the page pictures (decision 056) beside their originals, so a restored portal shows
 * them at once. A copy is made again from its original: one whose file is gone leaves the backup with its
 * picture's record, and the nightly job makes it again after a restore.
 */
async function copyPictureCopies(copy: DatabaseSync, uploadsDir: string, to: string): Promise<ChecksummedFile[]> {
  const rows = copy.prepare('SELECT attachment_id AS attachmentId, blob_key AS blobKey FROM picture_variant ORDER BY id').all() as {
    attachmentId: number;
    blobKey: string;
  }[];
  const copied: (ChecksummedFile & { attachmentId: number })[] = [];
  const remake = new Set<number>();
  for (const row of rows) {
    if (!isSafeBlobKey(row.blobKey)) {
      remake.add(row.attachmentId);
      continue;
    }
    try {
      copied.push({ attachmentId: row.attachmentId, key: row.blobKey, ...(await copyWithChecksum(join(uploadsDir, row.blobKey), join(to, row.blobKey))) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      remake.add(row.attachmentId);
    }
  }
  if (remake.size === 0) return copied.map(({ attachmentId: _, ...file }) => file);
  const ids = JSON.stringify([...remake]);
  copy.prepare('DELETE FROM picture_variant WHERE attachment_id IN (SELECT value FROM json_each(?))').run(ids);
  copy.prepare('DELETE FROM picture WHERE attachment_id IN (SELECT value FROM json_each(?))').run(ids);
  const kept: ChecksummedFile[] = [];
  for (const { attachmentId, ...file } of copied) {
    if (remake.has(attachmentId)) await rm(join(to, file.key), { force: true });
    else kept.push(file);
  }
  return kept;
}

/** Copies the database of `source` and the files its attachment rows name into `folder`, verifies the copy, then writes its manifest. */
export async function makeBackup(source: BackupSource, folder: string): Promise<Manifest> {
  if (!existsSync(source.databaseFile)) throw new BackupRefused(`There is no database at ${resolve(source.databaseFile)} (DATABASE_URL): nothing to back up`);
  const build = buildMigrationLevel(source.migrationsDir);
  const made = await startFolder(folder);
  try {
    const databaseCopy = join(folder, DATABASE_FILE);
    const createdAt = new Date().toISOString();
    const live = new DatabaseSync(source.databaseFile, { readOnly: true, timeout: LOCK_WAIT_MS });
    try {
      await backup(live, databaseCopy, { rate: ONE_STEP });
    } finally {
      live.close();
    }
    const copy = new DatabaseSync(databaseCopy);
    let files: ChecksummedFile[];
    let level: number | null;
    try {
      // one self-contained file: no -wal beside it to lose when the folder is copied elsewhere
      copy.exec('PRAGMA journal_mode = DELETE');
      files = await copyAttachments(copy, source.uploadsDir, join(folder, UPLOADS_FOLDER));
      level = databaseMigrationLevel(copy);
    } finally {
      copy.close();
    }
    const database = { path: DATABASE_FILE, ...(await checksumOf(databaseCopy)) } as const;
    const manifest: Manifest = {
      format: 1,
      createdAt,
      build: buildOf(),
      migration: { createdAt: level ?? 0, tag: level === null ? null : build.tagOf(level) },
      database,
      files,
      fileCount: files.length,
      totalBytes: files.reduce((total, file) => total + file.bytes, database.bytes),
    };
    const problems = await problemsOf(folder, manifest, build);
    if (problems.length > 0) throw new BackupRefused('The backup did not pass its verification, so it was removed', problems);
    await writeManifest(folder, manifest);
    return manifest;
  } catch (error) {
    // what is left of a failed backup is no backup: it goes, and an empty folder given by the operator stays empty
    if (made) await rm(folder, { recursive: true, force: true });
    else for (const entry of await readdir(folder)) await rm(join(folder, entry), { recursive: true, force: true });
    throw error;
  }
}
