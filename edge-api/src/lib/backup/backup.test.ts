// `npm run backup` while the portal serves writes, then `npm run restore` into a new folder and a portal
// started on it: every write acknowledged before the backup began is there, with its file.
import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import { schema } from '#db/client.ts';
import { lastBackup } from '#db/queries/backup.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import { abstractPng, paletteFor } from '#db/seed/images.ts';
import { readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { runBackup, runRestore, type PortalData } from '../../testing/backup-commands.ts';
import { sampleFile } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';
import { readManifest } from './manifest.ts';

let t: TestApp;
let live: PortalData;
let managers: { cookie: string }[];
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));

beforeAll(async () => {
  t = await createTestApp();
  live = { dbPath: t.dbPath, uploadsDir: join(t.dir, 'uploads') };
  // a database of a portal in use (10 MB; the demo content's is 3), so the copy is not over in an instant
  await t.db.run(
    sql.raw(
      'CREATE TABLE ballast AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500) SELECT i, randomblob(4000) AS bytes FROM n',
    ),
  );
  // ten authors, so no one of them nears the bound on pending uploads (30) with the writes in flight
  managers = [];
  for (let i = 0; i < 10; i++) managers.push(await signedInMember(t, { role: 'CONTENT_MANAGER' }));
});
afterAll(() => t.close());

type Write = { n: number; id: number; storedPath: string; bytes: string };

/** One write as an author makes it: a file uploaded, then a model saved with it; acknowledged when the save answers. */
async function writeModel(n: number): Promise<Write> {
  const cookie = managers[n % managers.length]!.cookie;
  const bytes = `model,run\n${n},${crypto.randomUUID()}\n`;
  const form = new FormData();
  form.set('code', 'PRE_BUILT_MODEL');
  form.append('files', sampleFile(`run-${n}.csv`, new TextEncoder().encode(bytes), 'text/csv'));
  const upload = await t.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { origin: SITE, cookie } });
  const [file] = (await readJson<UploadedFile[]>(upload)).data;
  if (upload.status !== 200 || !file) throw new Error(`upload ${n} answered ${upload.status}`);
  const saved = await t.send(
    'POST',
    '/api/admin/pre-built-model',
    {
      titleKr: `백업 중 저장 ${n}`,
      titleEn: `Saved during the backup ${n}`,
      benefitKr: '복원 확인',
      benefitEn: 'Checked after the restore',
      overviewKr: '<p>백업 중에 저장했습니다.</p>',
      overviewEn: '<p>Saved while the backup ran.</p>',
      painPointKr: '<p>실수</p>',
      painPointEn: '<p>A mistake</p>',
      advantageKr: '<p>복원</p>',
      advantageEn: '<p>A restore</p>',
      valuePointKr: '<p>데이터</p>',
      valuePointEn: '<p>The data</p>',
      industryCd: 'MAN',
      algorithmCd: 'ANO',
      howToUseType: 'SOURCE_CODE',
      howToUseContent: 'print(1)',
      attachments: [file],
    },
    'ko',
    { cookie },
  );
  if (saved.status !== 201) throw new Error(`save ${n} answered ${saved.status}: ${(await readJson(saved)).message}`);
  return { n, id: (await readJson<{ id: number }>(saved)).data.id, storedPath: file.storedPath, bytes };
}

describe('npm run backup and npm run restore', () => {
  it(
    'a backup taken during 200 writes restores into a new folder, where the portal finds every write acknowledged before it began',
    { timeout: 300_000 },
    async () => {
      const folder = join(work, 'during-writes');
      const acknowledged: Write[] = [];
      let issued = 0;
      let backup: Promise<Awaited<ReturnType<typeof runBackup>>> | undefined;
      let ackedBeforeBackup: Write[] = [];
      let inFlightAtBackup = 0;
      let backupDone = false;
      // 20 writers at a time; the backup starts once 100 writes are acknowledged, and the writers go on until
      // 200 are written and the backup has ended, so writes are under way for the whole of the backup
      const writer = async () => {
        while (issued < 200 || (backup !== undefined && !backupDone)) {
          issued += 1;
          acknowledged.push(await writeModel(issued));
          if (acknowledged.length === 100 && !backup) {
            ackedBeforeBackup = [...acknowledged];
            inFlightAtBackup = issued - acknowledged.length;
            backup = runBackup(folder, live).finally(() => (backupDone = true));
          }
        }
      };
      await Promise.all(Array.from({ length: 20 }, writer));
      const result = await backup!;
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Backup verified in ${folder}`);
      expect(inFlightAtBackup).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);

      // recorded as a manual run in the batch history and as the console's last backup
      const read = await readManifest(folder);
      if (!('manifest' in read)) throw new Error(read.problem);
      expect((await listBatchRuns(t.db, 5)).find((run) => run.jobName === 'backup')).toMatchObject({ trigger: 'manual', status: 'SUCCESS' });
      expect(await lastBackup(t.db)).toMatchObject({
        folder,
        verified: true,
        fileCount: read.manifest.fileCount,
        totalBytes: read.manifest.totalBytes,
        problem: null,
      });

      const restored: PortalData = { dbPath: join(work, 'restored', 'portal.db'), uploadsDir: join(work, 'restored', 'uploads') };
      const restore = await runRestore(folder, restored);
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain(`the database into ${restored.dbPath}`);

      const portal = await createTestApp({ data: restored });
      try {
        for (const write of ackedBeforeBackup) {
          const detail = await readJson<{ titleEn: string; attachments: { storedPath: string }[] }>(
            await portal.get(`/api/public/pre-built-model?id=${write.id}`),
          );
          expect(detail.data).toMatchObject({ titleEn: `Saved during the backup ${write.n}`, attachments: [{ storedPath: write.storedPath }] });
          const download = await portal.get(`/api${write.storedPath}`);
          expect(download.status).toBe(200);
          expect(await download.text()).toBe(write.bytes);
        }
        // the writes under way when the copy was taken are there or not, and every file a row names is there
        // (the restore checked it), the uploads still waiting for their save included
        const models = await portal.db.select({ id: schema.preBuiltModel.id }).from(schema.preBuiltModel);
        expect(models.length).toBeGreaterThanOrEqual(ackedBeforeBackup.length);
        expect(await portal.db.select({ id: schema.attachment.id }).from(schema.attachment)).toHaveLength(read.manifest.fileCount);
      } finally {
        portal.close();
      }
    },
  );

  it('leaves out the row of a removed file the purge already deleted, and refuses a portal whose live file is missing', { timeout: 120_000 }, async () => {
    const [removed, live1] = [await writeModel(1001), await writeModel(1002)];
    await t.db
      .update(schema.attachment)
      .set({ isDeleted: true, deletedDate: new Date().toISOString() })
      .where(eq(schema.attachment.storedPath, removed.storedPath));
    await rm(join(live.uploadsDir, removed.storedPath));
    const kept = join(work, 'purged-row');
    expect((await runBackup(kept, live)).code).toBe(0);
    const read = await readManifest(kept);
    if (!('manifest' in read)) throw new Error(read.problem);
    expect(read.manifest.files.map((file) => `/${file.key}`)).not.toContain(removed.storedPath);
    expect(read.manifest.files.map((file) => `/${file.key}`)).toContain(live1.storedPath);

    await rm(join(live.uploadsDir, live1.storedPath));
    const refused = join(work, 'missing-live-file');
    const result = await runBackup(refused, live);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`(${live1.storedPath}): its file is missing from UPLOADS_DIR`);
    expect(result.stderr).toContain('Put these files back into UPLOADS_DIR');
    expect((await listBatchRuns(t.db, 1))[0]).toMatchObject({ jobName: 'backup', trigger: 'manual', status: 'FAILURE' });
    expect(await lastBackup(t.db)).toMatchObject({ folder: refused, verified: false, fileCount: 0 });
    expect((await lastBackup(t.db))?.problem).toContain(live1.storedPath);
    // a failed backup leaves no folder that could be taken for one
    expect((await readManifest(refused)) as object).toHaveProperty('problem');
    await writeFile(join(live.uploadsDir, live1.storedPath), live1.bytes);
  });

  it('refuses a folder that is not empty, a database that does not exist, and a remote DATABASE_URL, saying what to do', { timeout: 120_000 }, async () => {
    const used = join(work, 'used');
    await writeFile(join(work, 'used-file'), '');
    expect((await runBackup(work, live)).stderr).toContain(`${work} is not empty: give the backup a new folder`);
    const none = await runBackup(used, { dbPath: join(work, 'no-such.db'), uploadsDir: live.uploadsDir });
    expect(none).toMatchObject({ code: 1 });
    expect(none.stderr).toContain('no-such.db (DATABASE_URL): nothing to back up');
    const remote = await runBackup(used, live, { DATABASE_URL: 'libsql://portal-example.turso.io', DATABASE_AUTH_TOKEN: 'secret-token' });
    expect(remote.code).toBe(1);
    expect(remote.stderr).toContain('DATABASE_URL is a remote libSQL database, and npm run backup works on the embedded database file only');
    expect(remote.stderr).toContain('turso db create <new> --from-db <db> --timestamp <time>');
    expect(remote.stderr).not.toContain('secret-token');
  });
});

describe('npm run backup and the page pictures (decision 056)', () => {
  it('carries the page pictures copies, and leaves a picture whose copy is missing to be made again', { timeout: 120_000 }, async () => {
    const upload = async (name: string, seed: number) => {
      const form = new FormData();
      form.set('code', 'SUCCESS_STORY_THUM');
      form.append('files', sampleFile(name, abstractPng({ width: 640, height: 360, palette: paletteFor(seed), seed })));
      const res = await t.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { cookie: managers[0]!.cookie, origin: SITE } });
      expect(res.status).toBe(200);
      const [file] = (await readJson<UploadedFile[]>(res)).data;
      const [row] = await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, file!.storedPath));
      const copies = await t.db.select().from(schema.pictureVariant).where(eq(schema.pictureVariant.attachmentId, row!.id));
      expect(copies.length).toBe(3);
      return { id: row!.id, keys: copies.map((copy) => copy.blobKey) };
    };
    const [whole, damaged] = [await upload('whole.png', 31), await upload('damaged.png', 32)];
    await rm(join(live.uploadsDir, damaged.keys[0]!));
    const folder = join(work, 'picture-copies');
    expect((await runBackup(folder, live)).code).toBe(0);
    const read = await readManifest(folder);
    if (!('manifest' in read)) throw new Error(read.problem);
    const keys = read.manifest.files.map((file) => file.key);
    for (const key of whole.keys) expect(keys).toContain(key);
    for (const key of damaged.keys) expect(keys).not.toContain(key);
    const copy = new DatabaseSync(join(folder, 'portal.db'), { readOnly: true });
    try {
      const rowsOf = (table: string, id: number) => copy.prepare(`SELECT count(*) AS n FROM ${table} WHERE attachment_id = ?`).get(id) as { n: number };
      expect([rowsOf('picture_variant', whole.id).n, rowsOf('picture', whole.id).n]).toEqual([3, 1]);
      // the job makes the damaged picture's copies again after a restore: no row says they exist
      expect([rowsOf('picture_variant', damaged.id).n, rowsOf('picture', damaged.id).n]).toEqual([0, 0]);
    } finally {
      copy.close();
    }
  });
});
