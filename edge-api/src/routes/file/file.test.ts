import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { blobKeyOf, listAttachmentsOf } from '#db/queries/attachment.ts';
import { listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { seedDemoContent } from '#db/seed/seed.ts';
import { sampleBytes } from '../../testing/sample-files.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { contentDisposition } from './file.routes.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let files: { storedPath: string; name: string; extension: string; size: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, t.blobs);
  const { items } = await listPreBuiltModels(t.db, { page: 1, pageSize: 100 });
  const byModel = await listAttachmentsOf(
    t.db,
    'PRE_BUILT_MODEL',
    items.map((item) => item.id),
  );
  files = [...byModel.values()].flat();
});
afterAll(() => t.close());

describe('GET /api/files/:folder/:name (download by stored path)', () => {
  it('streams a seeded attachment under its original name, Korean included', async () => {
    const korean = files.find((file) => /[가-힣]/.test(file.name));
    expect(korean).toBeDefined();
    const res = await t.get(`/api${korean?.storedPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(`${korean?.name}.${korean?.extension}`);
    expect((await res.arrayBuffer()).byteLength).toBe(korean?.size);
  });

  it.each([
    '/api/files/pre-built-model/no-such-file.csv',
    '/api/files/pre-built-model/..%2f..%2fpackage.json',
    '/api/files/pre-built-model/x.csv%00.png',
    '/api/files/pre-built-model/..%5c..%5cpackage.json',
  ])('answers %s with "The file does not exist" and nothing else', async (path) => {
    const res = await t.get(path, 'en');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'The file does not exist', data: null, code: 404, status: 404 });
  });

  it.each([
    '/api/files/../../package.json',
    '/api/files/pre-built-model/%2e%2e/%2e%2e/package.json',
    '/api/files/.%2e/.%2e/.%2e/etc/passwd',
    '/api/files/%2fetc%2fpasswd',
  ])('never serves a file outside the store for %s', async (path) => {
    const res = await t.get(path, 'en');
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain('analytics-portal');
    expect(text).not.toContain('root:');
  });

  it('answers in Korean by default', async () => {
    const res = await t.get('/api/files/pre-built-model/none.csv');
    expect(((await res.json()) as { message: string }).message).toBe('파일이 존재하지 않습니다.');
  });
});

/** A stored file with its row, as an upload and a save leave it. */
async function storedFile(
  row: {
    storedPath: string;
    name: string;
    extension: string;
    code?: 'PRE_BUILT_MODEL' | 'SUCCESS_STORY_THUM' | 'BANNER';
    attachmentType?: 'ATTACHMENT' | 'THUMBNAIL';
    isDeleted?: boolean;
  },
  bytes: Uint8Array,
  contentType: string,
) {
  await t.blobs.put(blobKeyOf(row.storedPath), bytes, contentType);
  await t.db.insert(schema.attachment).values({
    code: row.code ?? 'PRE_BUILT_MODEL',
    ownerId: 1,
    attachmentType: row.attachmentType ?? 'ATTACHMENT',
    name: row.name,
    extension: row.extension,
    size: bytes.length,
    contentType,
    storedPath: row.storedPath,
    createdDate: new Date().toISOString(),
    isDeleted: row.isDeleted ?? false,
    deletedDate: row.isDeleted ? new Date().toISOString() : null,
  });
}

describe('GET /api/files/:folder/:name headers and names', () => {
  it('GET /api/files/:folder/:name sends a Korean file name per RFC 5987 and the exact bytes', async () => {
    const pdf = sampleBytes.pdf();
    await storedFile(
      { storedPath: '/files/pre-built-model/3f1c2d4e-0000-4000-8000-00000000a001.pdf', name: '2026년 1분기 수요예측 결과 (최종)', extension: 'pdf' },
      pdf,
      'application/pdf',
    );
    const res = await t.get('/api/files/pre-built-model/3f1c2d4e-0000-4000-8000-00000000a001.pdf', 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="2026_ 1__ ____ __ (__).pdf"; filename*=UTF-8''2026%EB%85%84%201%EB%B6%84%EA%B8%B0%20%EC%88%98%EC%9A%94%EC%98%88%EC%B8%A1%20%EA%B2%B0%EA%B3%BC%20%28%EC%B5%9C%EC%A2%85%29.pdf`,
    );
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
  });

  it('GET /api/files/:folder/:name shows thumbnails and banner images inline and lets caches keep them', async () => {
    await storedFile(
      {
        storedPath: '/files/success-story-thum/3f1c2d4e-0000-4000-8000-00000000a002.png',
        name: '썸네일',
        extension: 'png',
        code: 'SUCCESS_STORY_THUM',
        attachmentType: 'THUMBNAIL',
      },
      sampleBytes.png(),
      'image/png',
    );
    await storedFile(
      { storedPath: '/files/banner/3f1c2d4e-0000-4000-8000-00000000a003.jpg', name: 'banner', extension: 'jpg', code: 'BANNER' },
      sampleBytes.jpg(),
      'image/jpeg',
    );
    for (const path of [
      '/api/files/success-story-thum/3f1c2d4e-0000-4000-8000-00000000a002.png',
      '/api/files/banner/3f1c2d4e-0000-4000-8000-00000000a003.jpg',
    ]) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('GET /api/files/:folder/:name keeps an image that is an ordinary attachment a private download', async () => {
    await storedFile(
      { storedPath: '/files/pre-built-model/3f1c2d4e-0000-4000-8000-00000000a004.png', name: 'chart', extension: 'png' },
      sampleBytes.png(),
      'image/png',
    );
    const res = await t.get('/api/files/pre-built-model/3f1c2d4e-0000-4000-8000-00000000a004.png');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('GET /api/files/:folder/:name refuses what is not a live attachment row', () => {
  beforeAll(async () => {
    await storedFile(
      { storedPath: '/files/pre-built-model/3f1c2d4e-0000-4000-8000-00000000a005.csv', name: 'removed', extension: 'csv', isDeleted: true },
      sampleBytes.csv(),
      'text/csv',
    );
    // a blob in the store that no row describes (a purge in progress, or a file put there by hand)
    await t.blobs.put('files/pre-built-model/orphan.csv', sampleBytes.csv(), 'text/csv');
  });

  const routed = [
    '/api/files/pre-built-model/3f1c2d4e-0000-4000-8000-00000000a005.csv',
    '/api/files/pre-built-model/orphan.csv',
    '/api/files/pre-built-model/%2e%2e%2f%2e%2e%2fpackage.json',
    '/api/files/pre-built-model/..%2f..%2f..%2fetc%2fpasswd',
    '/api/files/pre-built-model/..%5c..%5cpackage.json',
    '/api/files/pre-built-model/%252e%252e%252fpackage.json',
    '/api/files/%2fetc/passwd',
    '/api/files/pre-built-model/%2fetc%2fpasswd',
    '/api/files/pre-built-model/C:%5cWindows%5cwin.ini',
    '/api/files/pre-built-model/x.csv%00.png',
  ];
  it.each(
    routed.flatMap(
      (path) =>
        [
          [path, 'ko'],
          [path, 'en'],
        ] as const,
    ),
  )('GET %s answers "The file does not exist" (%s)', async (path, lang) => {
    const res = await t.get(path, lang);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      message: lang === 'ko' ? '파일이 존재하지 않습니다.' : 'The file does not exist',
      data: null,
      code: 404,
      status: 404,
    });
  });

  // URL parsing resolves these dot segments before any routing: they never reach the download route
  it.each(['/api/files/../../etc/passwd', '/api/files/%2e%2e/%2e%2e/etc/passwd', '/api/files/pre-built-model/../../../package.json'])(
    'GET %s answers 404 and no file',
    async (path) => {
      const res = await t.get(path, 'en');
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('analytics-portal');
    },
  );
});

describe('contentDisposition', () => {
  it('keeps an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('데이터 "명세".md')).toBe(
      `attachment; filename="___ ____.md"; filename*=UTF-8''%EB%8D%B0%EC%9D%B4%ED%84%B0%20%22%EB%AA%85%EC%84%B8%22.md`,
    );
  });
});
