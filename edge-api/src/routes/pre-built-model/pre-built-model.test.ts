import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { createTestApp } from '../../testing/test-app.ts';

type Model = {
  id: number;
  titleKr: string;
  titleEn: string;
  industryCd: string;
  algorithmCd: string;
  insDtm: string;
  insDate: string;
  industries: { code: string; nameKr: string }[];
  delYn: string;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date('2026-11-20T00:30:00Z');
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // 12 models, newest first by daysAgo; two carry a known keyword, industries and algorithms
  for (let i = 0; i < 12; i++) {
    const overrides =
      i === 3
        ? { titleKr: '크로뮴 압연기 고장 예측', titleEn: 'Zirconia kiln failure prediction', industries: ['MAN'], algorithms: ['XGB', 'ANO'] }
        : i === 7
          ? { titleKr: '몰리브덴 카드 부정 사용 탐지', titleEn: 'Molybdenum card fraud detection', industries: ['FIN'], algorithms: ['ANO'] }
          : { industries: ['EDU'], algorithms: ['REG'] };
    ids.push(await insertPreBuiltModel(t.db, preBuiltModelSeed({ ...overrides, daysAgo: i }, i), { now }));
  }
  const deleted = await insertPreBuiltModel(t.db, preBuiltModelSeed({ titleEn: 'Deleted model', daysAgo: 0, industries: ['FIN'], algorithms: ['ANO'] }), {
    now,
  });
  await t.db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, deleted));
});
afterAll(() => t.close());

const getJson = async <T>(path: string, lang: 'ko' | 'en' = 'ko', headers?: Record<string, string>) => {
  const res = await t.get(path, lang, headers);
  return { res, body: (await res.json()) as Envelope<T> };
};

describe('GET /api/public/pre-built-model', () => {
  it('returns page 1 of 9 newest models in the envelope by default', async () => {
    const { res, body } = await getJson<Page<Model>>('/api/public/pre-built-model');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: '성공', code: 200, status: 200 });
    expect(body.data).toMatchObject({ total: 12, page: 1, pageSize: 9, totalPages: 2 });
    expect(body.data.items.map((item) => item.id)).toEqual(ids.slice(0, 9));
  });

  it('pages through the rest and never lists deleted models', async () => {
    const { body } = await getJson<Page<Model>>('/api/public/pre-built-model?page=2&pageSize=9');
    expect(body.data.items.map((item) => item.id)).toEqual(ids.slice(9));
    expect(body.data.items.every((item) => item.delYn === 'N')).toBe(true);
  });

  it('filters by industry and algorithm codes, comma-separated or repeated', async () => {
    const byIndustry = await getJson<Page<Model>>('/api/public/pre-built-model?industries=FIN,MAN');
    expect(byIndustry.body.data.items.map((item) => item.id).sort()).toEqual([ids[3], ids[7]].sort());
    const repeated = await getJson<Page<Model>>('/api/public/pre-built-model?algorithms=XGB&algorithms=CNN');
    expect(repeated.body.data.items.map((item) => item.id)).toEqual([ids[3]]);
    const both = await getJson<Page<Model>>('/api/public/pre-built-model?industries=FIN&algorithms=ANO');
    expect(both.body.data.items.map((item) => item.id)).toEqual([ids[7]]);
    expect(both.body.data.items[0]?.industryCd).toBe('FIN');
    expect(both.body.data.items[0]?.algorithmCd).toBe('ANO');
  });

  it('matches a keyword or title by its words in either language; a LIKE wildcard is no wildcard', async () => {
    const ko = await getJson<Page<Model>>(`/api/public/pre-built-model?keyword=${encodeURIComponent('몰리브덴 카드')}`);
    expect(ko.body.data.items.map((item) => item.id)).toEqual([ids[7]]);
    const en = await getJson<Page<Model>>('/api/public/pre-built-model?title=zirconia%20KILN');
    expect(en.body.data.items.map((item) => item.id)).toEqual([ids[3]]);
    // as a LIKE pattern "zirc%nia" would match "Zirconia"; as words (zirc…, nia…), nothing has them
    const wildcard = await getJson<Page<Model>>('/api/public/pre-built-model?keyword=zirc%25nia');
    expect(wildcard.body.data.total).toBe(0);
  });

  it('returns one model by id with its codes named in both languages', async () => {
    const { body } = await getJson<Model>(`/api/public/pre-built-model?id=${ids[3]}`);
    expect(body.data.titleEn).toBe('Zirconia kiln failure prediction');
    expect(body.data.industries[0]).toMatchObject({ code: 'MAN' });
    expect(body.data.industries[0]?.nameKr).toMatch(/[가-힣]/);
  });

  it('answers an unknown id with 404 in the caller language', async () => {
    const en = await getJson<null>('/api/public/pre-built-model?id=999999', 'en');
    expect(en.res.status).toBe(404);
    expect(en.body).toMatchObject({ success: false, message: 'No data was found.', data: null, status: 404 });
    const ko = await getJson<null>('/api/public/pre-built-model?id=999999', 'ko');
    expect(ko.body.message).toBe('데이터를 찾을 수 없습니다.');
  });

  it.each([
    ['page=0', 'en', 'page: must be at least 1.'],
    ['page=abc', 'en', 'page: enter a whole number.'],
    ['pageSize=1000', 'en', 'pageSize: must be at most 100.'],
    ['pageSize=-3', 'ko', '페이지 크기: 정수를 입력하세요.'],
    ['industries=FIN;DROP', 'en', 'industries: contains an unknown code.'],
    [`keyword=${'x'.repeat(101)}`, 'ko', '검색어: 100자 이하로 입력하세요.'],
    ['id=0', 'en', 'id: must be at least 1.'],
  ] as const)('rejects %s with a translated 422 (%s)', async (query, lang, message) => {
    const { res, body } = await getJson<null>(`/api/public/pre-built-model?${query}`, lang);
    expect(res.status).toBe(422);
    expect(body).toEqual({ success: false, message, data: null, code: 422, status: 422 });
  });

  it('gives dates in the caller Timezone-Offset', async () => {
    // ids[0] was registered at 2026-11-20T00:30Z: still the 19th in New York (+300), the 20th in Seoul (-540)
    const seoul = await getJson<Model>(`/api/public/pre-built-model?id=${ids[0]}`, 'ko', { 'timezone-offset': '-540' });
    const newYork = await getJson<Model>(`/api/public/pre-built-model?id=${ids[0]}`, 'ko', { 'timezone-offset': '300' });
    expect(seoul.body.data.insDate).toBe('2026-11-20');
    expect(newYork.body.data.insDate).toBe('2026-11-19');
  });
});

describe('GET /api/public/pre-built-model-code', () => {
  it('lists the 50 algorithms and 18 industries of the catalogue', async () => {
    const { body } = await getJson<{ algorithms: { code: string }[]; industries: { key: number; code: string }[] }>('/api/public/pre-built-model-code');
    expect(body.data.algorithms).toHaveLength(50);
    expect(body.data.industries).toHaveLength(18);
    expect(body.data.industries[0]).toMatchObject({ key: 123, code: 'CON' });
    expect(body.data.algorithms.map((item) => item.code)).toEqual(
      expect.arrayContaining(['ALS', 'ANO', 'CLA', 'CLU', 'CNN', 'KNN', 'REG', 'SVM', 'XGB', 'ARI', 'RNN']),
    );
  });
});
