import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import { schema } from '#db/client.ts';
import { blobKeyOf } from '#db/queries/attachment.ts';
import { runJobs } from '../../jobs/run-jobs.ts';
import { expectFailure, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { sampleBytes, sampleFile } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

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
function upload(
  path: string,
  fields: { code: string; files: Part[]; attachmentType?: string },
  cookie: string | undefined,
  lang: Lang = 'ko',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('code', fields.code);
  if (fields.attachmentType) form.set('attachmentType', fields.attachmentType);
  for (const [name, bytes] of fields.files) form.append('files', sampleFile(name, bytes));
  return t.request(path, { method: 'POST', body: form, headers: { 'accept-language': lang, origin: SITE, ...(cookie ? { cookie } : {}), ...headers } });
}

const rowsAt = (storedPath: string) => t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, storedPath));
const countRows = async () => (await t.db.select({ id: schema.attachment.id }).from(schema.attachment)).length;

async function readBlob(storedPath: string): Promise<Uint8Array> {
  const blob = await t.blobs.get(blobKeyOf(storedPath));
  if (!blob) throw new Error(`no blob at ${storedPath}`);
  return new Uint8Array(await new Response(blob.body).arrayBuffer());
}

describe('POST /api/auth/upload-attachment stores', () => {
  it('POST /api/auth/upload-attachment stores files as pending uploads under server-made paths, Korean names intact', async () => {
    const pdf = sampleBytes.pdf();
    const csv = sampleBytes.csv();
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        attachmentType: 'DATA_SET',
        files: [
          ['수요 예측 보고서.final.PDF', pdf],
          ['../../학습데이터.csv', csv],
        ],
      },
      author,
    );
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
    const two = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'SUCCESS_STORY_THUM',
        files: [
          ['a.png', sampleBytes.png()],
          ['b.jpg', sampleBytes.jpg()],
        ],
      },
      author,
      'en',
    );
    await expectFailure(two, 422, 'en', 'resources.thumbnailSingle');
  });
});

describe('POST /api/auth/upload-attachment refuses files of a refused type, duplicates and files over the limits', () => {
  it.each(['ko', 'en'] as const)('POST /api/auth/upload-attachment names every file of a refused type (%s)', async (lang) => {
    const before = await countRows();
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        files: [
          ['ok.csv', sampleBytes.csv()],
          ['setup.exe', sampleBytes.exe()],
          ['발표.pptx', sampleBytes.pptx()],
        ],
      },
      author,
      lang,
    );
    await expectFailure(res, 422, lang, 'resources.errorExtentFile', {
      files: 'setup.exe, 발표.pptx',
      extensions: 'csv, txt, md, json, py, ipynb, pdf, zip, xlsx, png, jpg, jpeg',
    });
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
      const res = await upload(
        '/api/auth/upload-attachment',
        {
          code: 'PRE_BUILT_MODEL',
          files: [
            ['fine.md', sampleBytes.md()],
            [name, bytes],
          ],
        },
        author,
        lang,
      );
      await expectFailure(res, 422, lang, 'resources.errorFileContent', { files: name });
    }
    expect(await countRows()).toBe(before);
  });

  it('POST /api/auth/upload-attachment refuses duplicates in one upload', async () => {
    const csv = sampleBytes.csv();
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        files: [
          ['same.csv', csv],
          ['same.csv', csv],
        ],
      },
      author,
      'en',
    );
    await expectFailure(res, 422, 'en', 'resources.errorDuplicate', { files: 'same.csv' });
  });

  it('POST /api/auth/upload-attachment refuses a file over the per-file limit', async () => {
    t.deps.config.attachmentLimits = { maxTotalBytes: 64 * 1024, maxFileBytes: 1024 };
    const big = new TextEncoder().encode('x,'.repeat(600));
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        files: [
          ['big.csv', big],
          ['small.csv', sampleBytes.csv()],
        ],
      },
      author,
      'ko',
    );
    await expectFailure(res, 422, 'ko', 'resources.errorFileSize', { files: 'big.csv', max: '1 KB' });
  });

  it('POST /api/auth/upload-attachment refuses files that together exceed the total limit', async () => {
    t.deps.config.attachmentLimits = { maxTotalBytes: 2048, maxFileBytes: 2048 };
    const part = new TextEncoder().encode('y,'.repeat(600));
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        files: [
          ['a.csv', part],
          ['b.csv', part],
        ],
      },
      author,
      'en',
    );
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
});

describe('POST /api/auth/upload-attachment refuses bad codes, callers and origins; the purge takes what is left unclaimed', () => {
  it('POST /api/auth/upload-attachment refuses an unknown code, the banner code and an empty upload', async () => {
    await expectFailure(
      await upload('/api/auth/upload-attachment', { code: 'NOT_A_CODE', files: [['a.csv', sampleBytes.csv()]] }, author, 'en'),
      422,
      'en',
      'resources.uploadCodeInvalid',
    );
    await expectFailure(
      await upload('/api/auth/upload-attachment', { code: 'BANNER', files: [['a.png', sampleBytes.png()]] }, author, 'ko'),
      422,
      'ko',
      'resources.uploadCodeInvalid',
    );
    await expectFailure(
      await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [] }, author, 'en'),
      422,
      'en',
      'resources.noFilesChosen',
    );
  });

  it('POST /api/auth/upload-attachment answers 401 to a visitor and 403 to a member', async () => {
    await expectFailure(
      await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', sampleBytes.csv()]] }, undefined, 'en'),
      401,
      'en',
      'auth.loginRequired',
    );
    await expectFailure(
      await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', sampleBytes.csv()]] }, member, 'ko'),
      403,
      'ko',
      'auth.accessDenied',
    );
  });

  it('POST /api/auth/upload-attachment refuses a cross-site form post', async () => {
    const before = await countRows();
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['a.csv', sampleBytes.csv()]] }, author, 'en', {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(await countRows()).toBe(before);
  });

  it('POST /api/auth/upload-attachment leaves unclaimed uploads to the purge job after its grace period', async () => {
    t.clock.now = new Date('2026-11-01T09:00:00Z');
    const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['abandoned.txt', sampleBytes.txt()]] }, author);
    const [abandoned] = (await readJson<UploadedFile[]>(res)).data;
    t.clock.now = null;
    const fresh = (
      await readJson<UploadedFile[]>(
        await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['fresh.txt', sampleBytes.txt()]] }, author),
      )
    ).data[0];
    await runJobs('purge-deleted-attachments', t.deps, new Date());
    expect(await rowsAt(abandoned!.storedPath)).toHaveLength(0);
    expect(await t.blobs.get(blobKeyOf(abandoned!.storedPath))).toBeNull();
    expect(await rowsAt(fresh!.storedPath)).toHaveLength(1);
  });
});

describe('POST /api/member/upload-attachment', () => {
  it.each(['ko', 'en'] as const)('POST /api/member/upload-attachment refuses content codes with 403 (%s)', async (lang) => {
    // the community FAQ is written by content managers and admins only (portal spec §6)
    for (const code of ['PRE_BUILT_MODEL', 'SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM', 'COMMUNITY_FAQ']) {
      const res = await upload('/api/member/upload-attachment', { code, files: [['a.png', sampleBytes.png()]] }, member, lang);
      await expectFailure(res, 403, lang, 'resources.uploadCodeForbidden');
    }
  });

  it('POST /api/member/upload-attachment answers 401 to a visitor', async () => {
    await expectFailure(
      await upload('/api/member/upload-attachment', { code: 'COMMUNITY_FAQ', files: [['a.txt', sampleBytes.txt()]] }, undefined, 'ko'),
      401,
      'ko',
      'auth.loginRequired',
    );
  });
});

describe('uploads no save has claimed yet: who may see them and how many', () => {
  it('POST /api/auth/upload-attachment takes the partner FAQ and library files, once their kinds exist, as pending uploads', async () => {
    const before = await countRows();
    for (const code of ['PARTNER_FAQ', 'PARTNER_LIBRARY']) {
      const res = await upload('/api/auth/upload-attachment', { code, files: [['guide.pdf', sampleBytes.pdf()]] }, author, 'en');
      const [file] = (await readJson<UploadedFile[]>(res)).data;
      expect(res.status).toBe(200);
      expect(file?.storedPath).toMatch(/^\/files\//);
    }
    expect(await countRows()).toBe(before + 2);
  });

  it('GET /api/files/... serves a pending upload to its uploader only, never cached; to anyone else it does not exist', async () => {
    const uploader = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const other = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const res = await upload('/api/auth/upload-attachment', { code: 'SUCCESS_STORY_THUM', files: [['cover.png', sampleBytes.png()]] }, uploader.cookie);
    const [file] = (await readJson<UploadedFile[]>(res)).data;
    const path = `/api${file!.storedPath}`;
    for (const cookie of [undefined, other.cookie, member]) {
      await expectFailure(await t.get(path, 'en', cookie ? { cookie } : {}), 404, 'en', 'api.fileNotFound');
    }
    const own = await t.get(path, 'ko', { cookie: uploader.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(sampleBytes.png());
  });

  it('an account may have 30 pending uploads; the 31st is refused in its language, and a save that claims some frees their room', async () => {
    const uploader = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const files = Array.from({ length: 30 }, (_, index): Part => [`part-${index}.txt`, new TextEncoder().encode(`line ${index}\n`)]);
    const first = (
      await readJson<UploadedFile[]>(await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: files.slice(0, 20) }, uploader.cookie))
    ).data;
    expect((await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: files.slice(20) }, uploader.cookie)).status).toBe(200);
    const before = await countRows();
    for (const lang of ['ko', 'en'] as const) {
      const res = await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['one-more.txt', sampleBytes.txt()]] }, uploader.cookie, lang);
      await expectFailure(res, 422, lang, 'resources.tooManyPending', { max: 30 });
    }
    expect(await countRows()).toBe(before);
    // another account is not held back by this one
    expect((await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['mine.txt', sampleBytes.txt()]] }, author)).status).toBe(200);
    // a save claims its files: they are pending no more
    const saved = await t.send(
      'POST',
      '/api/admin/pre-built-model',
      { titleKr: '모델', titleEn: 'Model', industryCd: 'MAN', algorithmCd: 'XGB', attachments: first.slice(0, 5) },
      'ko',
      { cookie: uploader.cookie },
    );
    expect(saved.status).toBe(201);
    expect(
      (await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: [['one-more.txt', sampleBytes.txt()]] }, uploader.cookie)).status,
    ).toBe(200);
  });
});

describe('uploads no save has claimed yet: their total size and their names', () => {
  it('pending uploads together may not exceed what one save may hold', async () => {
    const uploader = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    t.deps.config.attachmentLimits = { maxTotalBytes: 4096, maxFileBytes: 4096 };
    expect(
      (
        await upload(
          '/api/auth/upload-attachment',
          { code: 'PRE_BUILT_MODEL', files: [['first.csv', new TextEncoder().encode('z,'.repeat(1500))]] },
          uploader.cookie,
        )
      ).status,
    ).toBe(200);
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        files: [
          ['second.csv', new TextEncoder().encode('w,'.repeat(700))],
          ['third.csv', sampleBytes.csv()],
        ],
      },
      uploader.cookie,
      'en',
    );
    await expectFailure(res, 422, 'en', 'resources.pendingTooLarge', { max: '4 KB' });
  });

  it('uploads racing each other cannot pass the bound together, and a refused one leaves no file behind', async () => {
    const uploader = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const filler = Array.from({ length: 26 }, (_, index): Part => [`fill-${index}.txt`, new TextEncoder().encode(`fill ${index}\n`)]);
    expect((await upload('/api/auth/upload-attachment', { code: 'PRE_BUILT_MODEL', files: filler }, uploader.cookie)).status).toBe(200);
    const racing = await Promise.all(
      Array.from({ length: 6 }, async (_, index) =>
        upload(
          '/api/auth/upload-attachment',
          {
            code: 'PRE_BUILT_MODEL',
            files: [
              [`race-${index}-a.txt`, sampleBytes.txt()],
              [`race-${index}-b.txt`, sampleBytes.md()],
            ],
          },
          uploader.cookie,
        ),
      ),
    );
    expect(racing.filter((res) => res.status === 200).length).toBe(2);
    const pending = await t.db.select().from(schema.attachment).where(eq(schema.attachment.uploadedBy, uploader.id));
    expect(pending).toHaveLength(30);
    // every blob on disk belongs to a row (an attachment's, or a page picture's copy's): the refused uploads took theirs away again
    const paths = new Set((await t.db.select({ storedPath: schema.attachment.storedPath }).from(schema.attachment)).map((row) => row.storedPath));
    const copies = new Set((await t.db.select({ blobKey: schema.pictureVariant.blobKey }).from(schema.pictureVariant)).map((row) => row.blobKey));
    for await (const page of t.blobs.list()) {
      for (const blob of page) expect(paths.has(`/${blob.key}`) || copies.has(blob.key), blob.key).toBe(true);
    }
  });

  it('a file name is stored in NFC without control or text-direction characters', async () => {
    const decomposed = '보고서'.normalize('NFD');
    const res = await upload(
      '/api/auth/upload-attachment',
      {
        code: 'PRE_BUILT_MODEL',
        files: [
          [`invoice\u202Efdp.txt`, sampleBytes.txt()],
          [`${decomposed}\u0000\u200B.csv`, sampleBytes.csv()],
        ],
      },
      author,
      'en',
    );
    expect(res.status).toBe(200);
    const names = (await readJson<UploadedFile[]>(res)).data.map((file) => `${file.name}.${file.extension}`);
    expect(names).toEqual(['invoicefdp.txt', '보고서.csv']);
    expect(names[1]).toBe('보고서'.normalize('NFC') + '.csv');
  });
});
