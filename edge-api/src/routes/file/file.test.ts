import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAttachmentsOf } from '#db/queries/attachment.ts';
import { listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { seedDemoContent } from '#db/seed/seed.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { contentDisposition } from './file.routes.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let files: { storedPath: string; name: string; extension: string; size: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, t.blobs);
  const { items } = await listPreBuiltModels(t.db, { page: 1, pageSize: 100 });
  const byModel = await listAttachmentsOf(t.db, 'PRE_BUILT_MODEL', items.map((item) => item.id));
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

  it.each(['/api/files/../../package.json', '/api/files/pre-built-model/%2e%2e/%2e%2e/package.json', '/api/files/.%2e/.%2e/.%2e/etc/passwd', '/api/files/%2fetc%2fpasswd'])(
    'never serves a file outside the store for %s',
    async (path) => {
      const res = await t.get(path, 'en');
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('analytics-portal');
      expect(text).not.toContain('root:');
    },
  );

  it('answers in Korean by default', async () => {
    const res = await t.get('/api/files/pre-built-model/none.csv');
    expect(((await res.json()) as { message: string }).message).toBe('파일이 존재하지 않습니다.');
  });
});

describe('contentDisposition', () => {
  it('keeps an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('데이터 "명세".md')).toBe(
      `attachment; filename="___ ____.md"; filename*=UTF-8''%EB%8D%B0%EC%9D%B4%ED%84%B0%20%22%EB%AA%85%EC%84%B8%22.md`,
    );
  });
});
