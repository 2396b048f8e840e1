// `npm run restore` refuses every bad backup before it touches anything, saying what is wrong, and never
// replaces the current data silently.
import { existsSync, mkdtempSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKeyOf } from '#core/blob-store.ts';
import { schema } from '#db/client.ts';
import { holdWriteLock } from '#db/testing/write-lock.ts';
import type { TestApp } from '../../testing/api-kit.ts';
import { runBackup, runRestore, type PortalData } from '../../testing/backup-commands.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { checksumOf } from './files.ts';
import { DATABASE_FILE, MANIFEST_FILE, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { buildMigrationLevel } from './migration-level.ts';

let t: TestApp;
const work = mkdtempSync(join(tmpdir(), 'restore-test-'));
const good = join(work, 'good');
const paths = ['/files/pre-built-model/first.csv', '/files/success-story-atm/second.pdf'];

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, path] of paths.entries()) {
    const bytes = new TextEncoder().encode(`file ${index}\n`);
    await t.blobs.put(blobKeyOf(path), bytes, 'text/plain');
    await t.db.insert(schema.attachment).values({
      code: index === 0 ? 'PRE_BUILT_MODEL' : 'SUCCESS_STORY_ATM',
      ownerId: 1,
      name: `file-${index}`,
      extension: path.split('.').at(-1)!,
      size: bytes.length,
      contentType: 'text/plain',
      storedPath: path,
      createdDate: new Date().toISOString(),
    });
  }
  const made = await runBackup(good, { dbPath: t.dbPath, uploadsDir: join(t.dir, 'uploads') });
  if (made.code !== 0) throw new Error(made.stderr);
}, 120_000);
afterAll(() => t.close());

let copies = 0;
/** A copy of the good backup to damage, and a target that does not exist yet. */
async function copyOfGood(): Promise<{ folder: string; target: PortalData }> {
  copies += 1;
  const folder = join(work, `copy-${copies}`);
  await cp(good, folder, { recursive: true });
  return { folder, target: { dbPath: join(work, `target-${copies}`, 'portal.db'), uploadsDir: join(work, `target-${copies}`, 'uploads') } };
}

async function editManifest(folder: string, edit: (manifest: Manifest) => void) {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8')) as Manifest;
  edit(manifest);
  await writeFile(join(folder, MANIFEST_FILE), JSON.stringify(manifest));
}

/** The manifest made to agree with a database copy changed on purpose, so only the check under test can find it. */
async function agreeWithDatabase(folder: string) {
  const sum = await checksumOf(join(folder, DATABASE_FILE));
  await editManifest(folder, (manifest) => Object.assign(manifest.database, sum));
}

async function expectRefused(folder: string, target: PortalData, ...expected: string[]) {
  const result = await runRestore(folder, target);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`${folder} cannot be restored; nothing was changed`);
  for (const text of expected) expect(result.stderr).toContain(text);
  expect(existsSync(target.dbPath)).toBe(false);
  expect(existsSync(target.uploadsDir)).toBe(false);
}

describe('npm run restore refuses a bad backup and changes nothing', { timeout: 120_000 }, () => {
  it('a damaged database copy, even where the manifest agrees with it', async () => {
    const { folder, target } = await copyOfGood();
    const file = join(folder, DATABASE_FILE);
    const bytes = await readFile(file);
    // a row's stored path changed inside the table's page, where its index still has the old one: damage
    // SQLite reads without failing, which only its integrity check finds (overwriting a page wholesale may
    // fail the first statement instead, depending on what the page held)
    const copy = new DatabaseSync(file, { readOnly: true });
    const { rootpage, size } = copy
      .prepare("SELECT rootpage, (SELECT page_size FROM pragma_page_size) AS size FROM sqlite_schema WHERE type = 'table' AND name = 'attachment'")
      .get() as { rootpage: number; size: number };
    copy.close();
    const page = bytes.subarray((rootpage - 1) * size, rootpage * size);
    const at = page.indexOf(paths[0]!);
    expect(at).toBeGreaterThan(0);
    page.write(paths[0]!.replace('first', 'fir5t'), at);
    await writeFile(file, bytes);
    await agreeWithDatabase(folder);
    await expectRefused(folder, target, `${DATABASE_FILE} is damaged (SQLite's integrity check: `, 'use another backup');
    // a header that is no SQLite header: the file cannot even be read
    bytes.fill(0, 0, 100);
    await writeFile(file, bytes);
    await agreeWithDatabase(folder);
    await expectRefused(folder, target, `${DATABASE_FILE} is damaged, or no database (SQLite: file is not a database): use another backup`);
  });

  it('a file missing from the backup: listed in the manifest, or named by an attachment row only', async () => {
    const { folder, target } = await copyOfGood();
    const key = blobKeyOf(paths[0]!);
    await rm(join(folder, UPLOADS_FOLDER, key));
    await expectRefused(folder, target, `${UPLOADS_FOLDER}/${key} is missing, though the manifest lists it`);
    await editManifest(folder, (manifest) => {
      manifest.files = manifest.files.filter((entry) => entry.key !== key);
    });
    await expectRefused(folder, target, `(${paths[0]}): its file is not in the backup`);
  });

  it('a file that does not match its checksum', async () => {
    const { folder, target } = await copyOfGood();
    const key = blobKeyOf(paths[1]!);
    await writeFile(join(folder, UPLOADS_FOLDER, key), 'file X\n');
    await expectRefused(folder, target, `${UPLOADS_FOLDER}/${key} does not match its checksum in the manifest`);
  });

  it('a database from a newer build, naming the build that made the backup', async () => {
    const { folder, target } = await copyOfGood();
    const build = buildMigrationLevel('db/migrations');
    const copy = new DatabaseSync(join(folder, DATABASE_FILE));
    copy.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('a-later-migration', build.createdAt + 86_400_000);
    copy.close();
    await agreeWithDatabase(folder);
    await expectRefused(
      folder,
      target,
      `${DATABASE_FILE} comes from a newer build: its migrations reach ${new Date(build.createdAt + 86_400_000).toISOString()}, this build's only ${new Date(build.createdAt).toISOString()} (${build.tag})`,
      'Restore it with the build that made it (version 0.1.0',
    );
  });

  it('a folder that is no finished backup', async () => {
    const { folder, target } = await copyOfGood();
    await rm(join(folder, MANIFEST_FILE));
    await expectRefused(folder, target, `${MANIFEST_FILE} is missing: this folder is not a finished backup`);
  });

  it('a remote DATABASE_URL, saying what to use instead', async () => {
    const { folder, target } = await copyOfGood();
    const result = await runRestore(folder, target, [], { DATABASE_URL: 'libsql://portal-example.turso.io' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is a remote libSQL database, and npm run restore works on the embedded database file only');
    expect(result.stderr).toContain("back a remote libSQL database up with its server's own tools");
  });
});

describe('npm run restore and the current data', { timeout: 120_000 }, () => {
  it('refuses to replace the current data unless asked, then moves it aside and says where, never while a process has it open', async () => {
    const { folder, target } = await copyOfGood();
    expect((await runRestore(folder, target)).code).toBe(0);
    // the portal ran on it: a write of its own, a file of its own
    const ran = new DatabaseSync(target.dbPath);
    ran.exec("CREATE TABLE written_after_restore (note TEXT); INSERT INTO written_after_restore VALUES ('kept aside')");
    ran.close();
    await writeFile(join(target.uploadsDir, 'files', 'mine.txt'), 'mine');

    const refused = await runRestore(folder, target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The current data is still in place (${target.dbPath}, ${target.uploadsDir}); nothing was changed.`);
    expect(refused.stderr).toContain('run the restore again with --replace');

    const lock = await holdWriteLock(target.dbPath);
    try {
      const held = await runRestore(folder, target, ['--replace']);
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(`Stop the portal first: these processes have ${target.dbPath} open`);
      expect(held.stderr).toMatch(/process \d+ \(node\)/);
    } finally {
      await lock.release();
    }

    const replaced = await runRestore(folder, target, ['--replace']);
    expect(replaced.code).toBe(0);
    const aside = /the current (\S+) was moved to (\S+)/g;
    const moved = [...replaced.stdout.matchAll(aside)].map((match) => [match[1], match[2]] as const);
    expect(moved.map(([from]) => from)).toEqual([target.dbPath, target.uploadsDir]);
    const [databaseAside, uploadsAside] = moved.map(([, to]) => to!);
    const kept = new DatabaseSync(databaseAside!, { readOnly: true });
    expect(kept.prepare('SELECT note FROM written_after_restore').get()).toEqual({ note: 'kept aside' });
    kept.close();
    expect(await readFile(join(uploadsAside!, 'files', 'mine.txt'), 'utf8')).toBe('mine');
    expect(existsSync(join(target.uploadsDir, 'files', 'mine.txt'))).toBe(false);
    expect(await readFile(join(target.uploadsDir, blobKeyOf(paths[0]!)), 'utf8')).toBe('file 0\n');
  });
});
