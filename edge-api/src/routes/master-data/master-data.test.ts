import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/public/master-data/:type', () => {
  it('maps BUSSINESS_FIELD items to id, displayEn and displayKr', async () => {
    const res = await t.get('/api/public/master-data/BUSSINESS_FIELD', 'en');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; displayEn: string; displayKr: string; code: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['code', 'displayEn', 'displayKr', 'id']);
      expect(item.displayKr).toMatch(/[가-힣]/);
    }
  });

  it('answers an unknown type with 404 and a malformed one with 422', async () => {
    const unknown = await t.get('/api/public/master-data/NO_SUCH_TYPE', 'en');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('No data was found.');
    const malformed = await t.get('/api/public/master-data/lower-case', 'ko');
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { message: string }).message).toBe('알 수 없는 마스터 데이터 유형입니다.');
  });
});
