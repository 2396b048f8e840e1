import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('documents the public calls with their query parameters', async () => {
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/public/pre-built-model', '/public/pre-built-model-code', '/public/master-data/{type}', '/files/{folder}/{name}']),
    );
    const names = doc.paths['/public/pre-built-model']?.get?.parameters?.map((p) => p.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['page', 'pageSize', 'keyword', 'title', 'industries', 'algorithms', 'id']));
  });
});

describe('GET /api/docs', () => {
  it('renders the reference page in the caller language', async () => {
    const en = await t.get('/api/docs', 'en');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/html');
    const html = await en.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Analytics Portal API reference');
    expect(html).toContain('/api/public/pre-built-model');
    const ko = await (await t.get('/api/docs', 'ko')).text();
    expect(ko).toContain('애널리틱스 포털 API 참조');
  });
});

describe('unknown /api paths', () => {
  it('GET /api/nothing-here answers the JSON 404 envelope in the caller language', async () => {
    const res = await t.get('/api/nothing-here', 'en');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.json()).toEqual({ success: false, message: 'Not found', data: null, code: 404, status: 404 });
    const ko = await t.get('/api/public/nothing', 'ko');
    expect(((await ko.json()) as { message: string }).message).toBe('요청하신 주소를 찾을 수 없습니다.');
  });

  it('every response carries the security headers', async () => {
    const res = await t.get('/api/public/pre-built-model-code');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
