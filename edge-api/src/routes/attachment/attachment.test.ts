import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import { schema } from '#db/client.ts';
import { blobKeyOf } from '#db/queries/attachment.ts';
import { runJobs } from '../../jobs/run-jobs.ts';
import { sampleBytes, sampleFile } from '../../testing/sample-files.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { expectFailure, readJson, signedInMember, type TestApp } from '../member-auth/member-test-kit.ts';

let t: TestApp;
let author: string;
let member: string;
const defaultLimits = { maxTotalBytes: 50 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 };

beforeAll(async () => {
  t = await createTestApp();
  author = (await signedInMember(t, { role: 'CONTENT_MANAGER' })).cookie;
  member = (await signedInMember(t, { role: 'MEMBER' })).cookie;
});
afterEach(() => {
  t.deps.config.attachmentLimits = { ...defaultLimits };
  t.clock.now = null;
});
afterAll(() => t.close());

type Part = [name: string, bytes: Uint8Array];

/** A multipart upload as the form's fetch sends it (same origin). */
function upload(path: string, fields: { code: string; files: Part[]; attachmentType?: string }, cookie: string | undefined, lang: Lang = 'ko', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('code', fields.code);
  if (fields.attachmentType) form.set('attachmentType', fields.attachmentType);
  for (const [name, bytes] of fields.files) form.append('files', sampleFile(name, bytes));
  return t.app.request(path, { method: 'POST', body: form, headers: { 'accept-language': lang, origin: 'http://localhost', ...(cookie ? { cookie } : {}), ...headers } });
}

const rowsAt = (storedPath: string) => t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, storedPath));
const countRows = async () => (await t.db.select({ id: schema.attachment.id }).from(schema.attachment)).length;

async function readBlob(storedPath: string): Promise<Uint8Array> {
  const blob = await t.blobs.get(blobKeyOf(storedPath));
  if (!blob) throw new Error(`no blob at ${storedPath}`);
  return new Uint8Array(await new Response(blob.body).arrayBuffer());
}

describe('POST /api/auth/upload-attachment', () => {
  it('POST /api/auth/upload-attachment stores files as pending uploads under server-made paths, Korean names intact', async () => {
    const pdf = sampleBytes.pdf();
    const csv = sampleBytes.csv();
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', attachmentType: 'DATA_SET', files: [['수요 예측 보고서.final.PDF', pdf], ['../../학습데이터.csv', csv]] }, author);
    expect(res.status).toBe(200);
    const body = await readJson<UploadedFile[]>(res);
    expect(body.message).toBe('성공');
    expect(body.data.map(({ storedPath: _path, ...file }) => file)).toEqual([
      { name: '수요 예측 보고서.final', extension: 'PDF', size: pdf.length, attachmentType: 'DATA_SET' },
      { name: '학습데이터', extension: 'csv', size: csv.length, attachmentType: 'DATA_SET' },
    ]);
    const [first, second] = body.data;
    // made by the server from the code and a random id; the file's name never reaches the path
    expect(first?.storedPath).toMatch(/^\/files\/pre-built-model\/[0-9a-f-]{36}\.pdf$/);
    expect(second?.storedPath).toMatch(/^\/files\/pre-built-model\/[0-9a-f-]{36}\.csv$/);
    const [row] = await rowsAt(first!.storedPath);
    expect(row).toMatchObject({ code: 'PRE_BUILT_MODEL', ownerId: null, isDeleted: false, contentType: 'application/pdf', size: pdf.length });
    expect(await readBlob(first!.storedPath)).toEqual(pdf);
    expect(await readBlob(second!.storedPath)).toEqual(csv);
  });

  it('POST /api/auth/upload-attachment marks a story thumbnail THUMBNAIL and takes only one', async () => {
    const res = await upload('/api/auth/upload-attachment', { code: 'SUCCESS_STORY_THUM', files: [['cover.webp', sampleBytes.webp()]] }, author);
    expect(res.status).toBe(200);
    expect((await readJson<UploadedFile[]>(res)).data[0]).toMatchObject({ attachmentType: 'THUMBNAIL', extension: 'webp' });
    const two = await upload('/api/auth/upload-attachment', { code: 'SUCCESS_STORY_THUM', files: [['a.png', sampleBytes.png()], ['b.jpg', sampleBytes.jpg()]] }, author, 'en');
    await expectFailure(two, 422, 'en', 'resources.thumbnailSingle');
  });

  it.each(['ko', 'en'] as const)('POST /api/auth/upload-attachment names every file of a refused type (%s)', async (lang) => {
    const before = await countRows();
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['ok.csv', sampleBytes.csv()], ['setup.exe', sampleBytes.exe()], ['발표.pptx', sampleBytes.pptx()]] }, author, lang);
    await expectFailure(res, 422, lang, 'resources.errorExtentFile', { files: 'setup.exe, 발표.pptx', extensions: 'csv, txt, md, json, py, ipynb, pdf, zip, xlsx, png, jpg, jpeg' });
    expect(await countRows()).toBe(before);
  });

  it.each([
    ['a renamed Windows program', 'report.pdf', sampleBytes.exe()],
    ['a renamed Linux program', 'notes.txt', sampleBytes.elf()],
    ['a Java archive named zip', 'model.zip', sampleBytes.jar()],
    ['a PNG named pdf', 'scan.pdf', sampleBytes.png()],
    ['binary bytes named csv', 'data.csv', sampleBytes.zip()],
  ])('POST /api/auth/upload-attachment refuses %s by its content, in both languages', async (_label, name, bytes) => {
    const before = await countRows();
    for (const lang of ['ko', 'en'] as const) {
      const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['fine.md', sampleBytes.md()], [name, bytes]] }, author, lang);
      await expectFailure(res, 422, lang, 'resources.errorFileContent', { files: name });
    }
    expect(await countRows()).toBe(before);
  });

  it('POST /api/auth/upload-attachment refuses duplicates in one upload', async () => {
    const csv = sampleBytes.csv();
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['same.csv', csv], ['same.csv', csv]] }, author, 'en');
    await expectFailure(res, 422, 'en', 'resources.errorDuplicate', { files: 'same.csv' });
  });

  it('POST /api/auth/upload-attachment refuses a file over the per-file limit', async () => {
    t.deps.config.attachmentLimits = { maxTotalBytes: 64 * 1024, maxFileBytes: 1024 };
    const big = new TextEncoder().encode('x,'.repeat(600));
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['big.csv', big], ['small.csv', sampleBytes.csv()]] }, author, 'ko');
    await expectFailure(res, 422, 'ko', 'resources.errorFileSize', { files: 'big.csv', max: '1 KB' });
  });

  it('POST /api/auth/upload-attachment refuses files that together exceed the total limit', async () => {
    t.deps.config.attachmentLimits = { maxTotalBytes: 2048, maxFileBytes: 2048 };
    const part = new TextEncoder().encode('y,'.repeat(600));
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', part], ['b.csv', part]] }, author, 'en');
    await expectFailure(res, 422, 'en', 'common.errorMaxTotalSize', { max: '2 KB' });
  });

  it('POST /api/auth/upload-attachment answers 413 before reading a body far over the limit', async () => {
    t.deps.config.attachmentLimits = { maxTotalBytes: 2048, maxFileBytes: 2048 };
    const huge = new Uint8Array(1024 * 1024 + 4096).fill(0x41);
    for (const lang of ['ko', 'en'] as const) {
      const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['huge.txt', huge]] }, author, lang);
      await expectFailure(res, 413, lang, 'common.errorMaxTotalSize', { max: '2 KB' });
    }
  });

  it('POST /api/auth/upload-attachment refuses an unknown code, the banner code and an empty upload', async () => {
    await expectFailure(await upload('/api/auth/upload-attachment', { code: 'NOT_A_CODE', files: [['a.csv', sampleBytes.csv()]] }, author, 'en'), 422, 'en', 'resources.uploadCodeInvalid');
    await expectFailure(await upload('/api/auth/upload-attachment', { code: 'BANNER', files: [['a.png', sampleBytes.png()]] }, author, 'ko'), 422, 'ko', 'resources.uploadCodeInvalid');
    await expectFailure(await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [] }, author, 'en'), 422, 'en', 'resources.noFilesChosen');
  });

  it('POST /api/auth/upload-attachment answers 401 to a visitor and 403 to a member', async () => {
    await expectFailure(await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', sampleBytes.csv()]] }, undefined, 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', sampleBytes.csv()]] }, member, 'ko'), 403, 'ko', 'auth.accessDenied');
  });

  it('POST /api/auth/upload-attachment refuses a cross-site form post', async () => {
    const before = await countRows();
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', sampleBytes.csv()]] }, author, 'en', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await countRows()).toBe(before);
  });

  it('POST /api/auth/upload-attachment leaves unclaimed uploads to the purge job after its grace period', async () => {
    t.clock.now = new Date('2026-11-01T09:00:00Z');
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['abandoned.txt', sampleBytes.txt()]] }, author);
    const [abandoned] = (await readJson<UploadedFile[]>(res)).data;
    t.clock.now = null;
    const fresh = (await readJson<UploadedFile[]>(await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['fresh.txt', sampleBytes.txt()]] }, author))).data[0];
    await runJobs('purge-deleted-attachments', t.deps, new Date());
    expect(await rowsAt(abandoned!.storedPath)).toHaveLength(0);
    expect(await t.blobs.get(blobKeyOf(abandoned!.storedPath))).toBeNull();
    expect(await rowsAt(fresh!.storedPath)).toHaveLength(1);
  });
});

describe('POST /api/member/upload-attachment', () => {
  it('POST /api/member/upload-attachment stores a community file for a member', async () => {
    const res = await upload('/api/member/upload-attachment', { code: 'FORUM_BULLETIN_BOARD', files: [['분석 노트북.ipynb', sampleBytes.ipynb()]] }, member);
    expect(res.status).toBe(200);
    const [file] = (await readJson<UploadedFile[]>(res)).data;
    expect(file).toMatchObject({ name: '분석 노트북', extension: 'ipynb', attachmentType: 'ATTACHMENT' });
    expect(file?.storedPath).toMatch(/^\/files\/forum-bulletin-board\//);
  });

  it.each(['ko', 'en'] as const)('POST /api/member/upload-attachment refuses content codes with 403 (%s)', async (lang) => {
    for (const code of ['PRE_BUILT_MODEL', 'SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM']) {
      const res = await upload('/api/member/upload-attachment', { code, files: [['a.png', sampleBytes.png()]] }, member, lang);
      await expectFailure(res, 403, lang, 'resources.uploadCodeForbidden');
    }
  });

  it('POST /api/member/upload-attachment answers 401 to a visitor', async () => {
    await expectFailure(await upload('/api/member/upload-attachment', { code: 'COMMUNITY_FAQ', files: [['a.txt', sampleBytes.txt()]] }, undefined, 'ko'), 401, 'ko', 'auth.loginRequired');
  });
});
