import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import type { Envelope, Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { insertSuccessStory, successStorySeed } from '#db/seed/story-generators.ts';
import { createTestApp } from '../../testing/test-app.ts';

type CodeItem = { code: string; nameKr: string; nameEn: string };
type Story = {
  id: number;
  titleKr: string;
  titleEn: string;
  overviewKr: string;
  industryCd: string;
  algorithmCd: string;
  insDate: string;
  thumbnailPath: string;
  industries: CodeItem[];
  algorithms: CodeItem[];
  attachments: { name: string; extension: string; storedPath: string; attachmentType: string }[];
  thumbnails: { storedPath: string; attachmentType: string }[];
  relatedMaterials: { id: number; titleKr: string; titleEn: string; thumbnailPath: string }[];
};

let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date('2026-11-20T00:30:00Z');
const ids: number[] = [];
let deleted = 0;

beforeAll(async () => {
  t = await createTestApp();
  // 11 stories, newest first by daysAgo; two carry a known keyword, industries and algorithms
  for (let i = 0; i < 11; i++) {
    const overrides =
      i === 2
        ? { titleKr: '텅스텐 압연 설비 예지 정비', titleEn: 'Tungsten mill predictive maintenance', industries: ['MAN'], algorithms: ['XGB', 'ANO'] }
        : i === 6
          ? { titleKr: '바나듐 카드 부정 사용 탐지', titleEn: 'Vanadium card fraud detection', industries: ['FIN'], algorithms: ['ANO'] }
          : { industries: ['EDU'], algorithms: ['REG'] };
    ids.push(await insertSuccessStory(t.db, t.blobs, successStorySeed({ ...overrides, daysAgo: i }, i), { now }));
  }
  deleted = await insertSuccessStory(t.db, t.blobs, successStorySeed({ titleEn: 'Deleted story', daysAgo: 0, industries: ['FIN'], algorithms: ['ANO'] }), {
    now,
  });
  await t.db.update(schema.successStory).set({ isDeleted: true }).where(eq(schema.successStory.id, deleted));
  // the first story lists two others and the deleted one as related materials
  await t.db.insert(schema.successStoryRelated).values([
    { storyId: ids[0] ?? 0, relatedId: ids[5] ?? 0, sortOrder: 0 },
    { storyId: ids[0] ?? 0, relatedId: deleted, sortOrder: 1 },
    { storyId: ids[0] ?? 0, relatedId: ids[3] ?? 0, sortOrder: 2 },
  ]);
});
afterAll(() => t.close());

const getJson = async <T>(path: string, lang: 'ko' | 'en' = 'ko', headers?: Record<string, string>) => {
  const res = await t.get(path, lang, headers);
  return { res, body: (await res.json()) as Envelope<T> };
};

describe('GET /api/public/success-story', () => {
  it('returns page 1 of 9 newest live stories in the envelope by default', async () => {
    const { res, body } = await getJson<Page<Story>>('/api/public/success-story');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: '성공', code: 200, status: 200 });
    expect(body.data).toMatchObject({ total: 11, page: 1, pageSize: 9, totalPages: 2 });
    expect(body.data.items.map((item) => item.id)).toEqual(ids.slice(0, 9));
  });

  it('pages through the rest and never lists deleted stories', async () => {
    const { body } = await getJson<Page<Story>>('/api/public/success-story?page=2&pageSize=9');
    expect(body.data.items.map((item) => item.id)).toEqual(ids.slice(9));
    expect(body.data.items.some((item) => item.id === deleted)).toBe(false);
  });

  it('filters by industry and algorithm codes, comma-separated or repeated', async () => {
    const byIndustry = await getJson<Page<Story>>('/api/public/success-story?industries=FIN,MAN');
    expect(byIndustry.body.data.items.map((item) => item.id).sort()).toEqual([ids[2], ids[6]].sort());
    const repeated = await getJson<Page<Story>>('/api/public/success-story?algorithms=XGB&algorithms=CNN');
    expect(repeated.body.data.items.map((item) => item.id)).toEqual([ids[2]]);
    const both = await getJson<Page<Story>>('/api/public/success-story?industries=FIN&algorithms=ANO');
    expect(both.body.data.items.map((item) => item.id)).toEqual([ids[6]]);
    expect(both.body.data.items[0]).toMatchObject({ industryCd: 'FIN', algorithmCd: 'ANO' });
  });

  it('matches keyword or title by its words in either language; a LIKE wildcard is no wildcard', async () => {
    expect((await getJson<Page<Story>>(`/api/public/success-story?keyword=${encodeURIComponent('텅스텐')}`)).body.data.items.map((item) => item.id)).toEqual([
      ids[2],
    ]);
    expect((await getJson<Page<Story>>('/api/public/success-story?title=vanadium')).body.data.items.map((item) => item.id)).toEqual([ids[6]]);
    expect((await getJson<Page<Story>>('/api/public/success-story?keyword=vana%25um')).body.data.total).toBe(0);
  });

  it('returns one story by id with its codes, thumbnail, files and live related stories in order', async () => {
    const { body } = await getJson<Story>(`/api/public/success-story?id=${ids[0]}`, 'en', { 'timezone-offset': '-540' });
    expect(body.message).toBe('Success');
    const story = body.data;
    expect(story.id).toBe(ids[0]);
    expect(story.thumbnails).toHaveLength(1);
    expect(story.thumbnails[0]).toMatchObject({ attachmentType: 'THUMBNAIL', storedPath: story.thumbnailPath });
    expect(story.attachments.length).toBeGreaterThan(0);
    expect(story.attachments.every((file) => file.attachmentType === 'ATTACHMENT')).toBe(true);
    expect(story.relatedMaterials.map((item) => item.id)).toEqual([ids[5], ids[3]]);
    expect(story.relatedMaterials[0]?.thumbnailPath).toMatch(/^\/files\/success-story-thum\//);
    expect(story.insDate).toBe('2026-11-20');
  });

  it('serves the thumbnail as a PNG at /api + thumbnailPath', async () => {
    const { body } = await getJson<Story>(`/api/public/success-story?id=${ids[1]}`);
    const res = await t.get(`/api${body.data.thumbnailPath}`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
  });

  it("answers an unknown or deleted id with 404 in the caller's language", async () => {
    for (const [lang, id] of [
      ['ko', deleted],
      ['en', 999999],
    ] as const) {
      const { res, body } = await getJson<null>(`/api/public/success-story?id=${id}`, lang);
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ success: false, message: translator(lang)('api.noData'), data: null });
    }
  });

  it('refuses an invalid query with 422 in both languages', async () => {
    const ko = await getJson<null>('/api/public/success-story?page=0', 'ko');
    const en = await getJson<null>('/api/public/success-story?pageSize=abc', 'en');
    expect([ko.res.status, en.res.status]).toEqual([422, 422]);
    expect(ko.body.success).toBe(false);
    expect(ko.body.message).toMatch(/[가-힣]/);
    expect(en.body.message).not.toMatch(/[가-힣]/);
  });
});

describe('GET /api/public/success-story-code', () => {
  it('returns the algorithm and industry code lists in catalogue order', async () => {
    const { res, body } = await getJson<{ algorithms: CodeItem[]; industries: CodeItem[] }>('/api/public/success-story-code');
    expect(res.status).toBe(200);
    expect(body.data.algorithms.length).toBeGreaterThan(40);
    expect(body.data.industries.map((item) => item.code)).toContain('FIN');
    expect(body.data.algorithms[0]).toMatchObject({ code: 'REG', nameKr: '회귀 분석', nameEn: 'Regression' });
  });
});
