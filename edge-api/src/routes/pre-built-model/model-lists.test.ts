// Both model lists' orders and card filters (issue 35): GET /api/public/pre-built-model (and the authors' list
// with its query) and GET /api/public/knowledge-sharing?type=model, against the real database and read cache.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { Envelope, Page } from '#core/schemas/common.ts';
import type { ModelCardView } from '#core/schemas/model-card.ts';
import { forgetReads } from '#db/cache/read-cache.ts';
import { schema } from '#db/client.ts';
import { viewsTopic } from '#db/queries/catalogue-content.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { expectFailure, msg, signedInMember } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

type Card = Omit<ModelCardView, 'metrics' | 'version'>;
type Fixture = { titleKr: string; titleEn: string; view: number; daysAgo: number; card: Card };

const card = (task: string, framework: string, licence: string, inputType: string): Card => ({ task, framework, licence, inputType });

// four live models, newest first; two share a view count (the newer of them first when most viewed)
const fixtures: Fixture[] = [
  { titleKr: '나 모델', titleEn: 'Cedar model', view: 5, daysAgo: 0, card: card('vision', 'pytorch', 'MIT', 'image') },
  { titleKr: '라 모델', titleEn: 'Birch model', view: 50, daysAgo: 1, card: card('forecasting', 'xgboost', 'Apache-2.0', 'timeSeries') },
  { titleKr: '가 모델', titleEn: 'Alder model', view: 50, daysAgo: 2, card: card('vision', 'tensorflow', 'GPL-3.0', 'text') },
  { titleKr: '다 모델', titleEn: 'Dogwood model', view: 0, daysAgo: 3, card: card('classification', 'xgboost', 'MIT', 'tabular') },
];

let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date('2026-11-20T00:30:00Z');
const models: number[] = [];
const shared: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, fixture] of fixtures.entries()) {
    const seed = preBuiltModelSeed({ ...fixture, card: { ...fixture.card, metrics: [] }, releases: [], industries: ['FIN'], algorithms: ['XGB'] }, index);
    models.push(await insertPreBuiltModel(t.db, seed, { now }));
    const [row] = await t.db
      .insert(schema.knowledgeModel)
      .values({
        modelName: fixture.titleEn,
        descriptionModel: '<p>A shared model.</p>',
        view: fixture.view,
        insDtm: new Date(now.getTime() - fixture.daysAgo * 86_400_000).toISOString(),
        insByUserName: '박지훈',
        ...fixture.card,
      })
      .returning({ id: schema.knowledgeModel.id });
    shared.push(row!.id);
  }
  // deleted models, the most viewed and of every filter, are never listed
  const gone = await insertPreBuiltModel(
    t.db,
    preBuiltModelSeed({ titleEn: 'Aaa gone', titleKr: '가가', view: 999, daysAgo: 0, card: { ...fixtures[0]!.card, metrics: [] } }),
    {
      now,
    },
  );
  await t.db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, gone));
  await t.db
    .insert(schema.knowledgeModel)
    .values({ modelName: 'Aaa gone', descriptionModel: '<p>x</p>', view: 999, insDtm: now.toISOString(), isDeleted: true, ...fixtures[0]!.card });
});
afterAll(() => t.close());

/** The ids of a list call's page, as positions in the fixtures (0 the newest). */
async function order(path: string, ids: number[], lang: Lang = 'ko'): Promise<number[]> {
  const res = await t.get(path, lang);
  expect(res.status).toBe(200);
  const body = (await res.json()) as Envelope<Page<{ id: number }>>;
  return body.data.items.map((item) => ids.indexOf(item.id));
}

const lists = [
  { name: 'pre-built models', path: '/api/public/pre-built-model?', ids: () => models },
  { name: 'shared models', path: '/api/public/knowledge-sharing?type=model&', ids: () => shared },
];

describe.each(lists)('the order and card filters of the $name', ({ path, ids }) => {
  it('lists newest first by default and with sort=newest, as the spec does', async () => {
    expect(await order(path, ids())).toEqual([0, 1, 2, 3]);
    expect(await order(`${path}sort=newest`, ids())).toEqual([0, 1, 2, 3]);
  });

  it('lists the most viewed first, equal counts newest first', async () => {
    expect(await order(`${path}sort=views`, ids())).toEqual([1, 2, 0, 3]);
  });

  it.each([
    ['task=vision', [0, 2]],
    ['framework=xgboost', [1, 3]],
    ['licence=MIT', [0, 3]],
    ['inputType=image', [0]],
    ['task=vision&licence=GPL-3.0', [2]],
    ['task=nlp', []],
  ])('filters by the card: %s', async (query, expected) => {
    expect(await order(`${path}${query}`, ids())).toEqual(expected);
  });

  it('sorts a filtered list, and pages it in its order', async () => {
    expect(await order(`${path}task=vision&sort=views`, ids())).toEqual([2, 0]);
    expect(await order(`${path}sort=views&pageSize=2&page=2`, ids())).toEqual([0, 3]);
  });

  it.each<[Lang, string, string]>([
    ['ko', 'sort=oldest', 'sort'],
    ['en', 'sort=VIEWS', 'sort'],
    ['ko', 'task=poetry', 'task'],
    ['en', 'framework=caffe', 'framework'],
    ['ko', 'licence=WTFPL', 'licence'],
    ['en', 'inputType=video', 'inputType'],
  ])('refuses a value that is not one of the codes (%s, %s)', async (lang, query, field) => {
    // the field by its name in the caller's language (field.json)
    await expectFailure(await t.get(`${path}${query}`, lang), 422, lang, 'validation.invalid', { field: msg(lang, `field.${field}` as MessageKey) });
  });
});

describe('the title order', () => {
  it("sorts pre-built models by the title in the caller's language", async () => {
    expect(await order('/api/public/pre-built-model?sort=title', models, 'ko')).toEqual([2, 0, 3, 1]);
    expect(await order('/api/public/pre-built-model?sort=title', models, 'en')).toEqual([2, 1, 0, 3]);
  });

  it("sorts and filters the authors' list the same way, and refuses its bad values", async () => {
    const { cookie } = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
    const res = await t.get('/api/admin/pre-built-model?sort=title&task=vision', 'en', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope<Page<{ id: number }>>;
    expect(body.data.items.map((item) => models.indexOf(item.id))).toEqual([2, 0]);
    await expectFailure(await t.get('/api/admin/pre-built-model?sort=random', 'en', { cookie }), 422, 'en', 'validation.invalid', {
      field: msg('en', 'field.sort'),
    });
  });

  it('sorts shared models by their name, whatever the language', async () => {
    expect(await order('/api/public/knowledge-sharing?sort=title', shared, 'ko')).toEqual([2, 1, 0, 3]);
    expect(await order('/api/public/knowledge-sharing?sort=title', shared, 'en')).toEqual([2, 1, 0, 3]);
  });
});

describe('the read cache of the orders', () => {
  it('keeps each order and filter apart, and moves the most viewed with the view counters', async () => {
    expect(await order('/api/public/pre-built-model?sort=views', models)).toEqual([1, 2, 0, 3]);
    await t.db.update(schema.preBuiltModel).set({ view: 500 }).where(eq(schema.preBuiltModel.id, models[3]!));
    // what the view counters' flush does after writing the counts
    forgetReads(t.db, viewsTopic('PRE_BUILT_MODEL'));
    expect(await order('/api/public/pre-built-model?sort=views', models)).toEqual([3, 1, 2, 0]);
    expect(await order('/api/public/pre-built-model', models)).toEqual([0, 1, 2, 3]);
    await t.db.update(schema.preBuiltModel).set({ view: 0 }).where(eq(schema.preBuiltModel.id, models[3]!));
    forgetReads(t.db, viewsTopic('PRE_BUILT_MODEL'));
  });
});

describe('the shared data sets', () => {
  it.each<[Lang, string]>([
    ['ko', 'sort=views'],
    ['en', 'task=vision'],
  ])('take no order or card filter (%s, %s)', async (lang, query) => {
    await expectFailure(await t.get(`/api/public/knowledge-sharing?type=dataset&${query}`, lang), 422, lang, 'modelCard.modelsOnly');
  });

  it('keep the spec order with sort=newest', async () => {
    expect((await t.get('/api/public/knowledge-sharing?type=dataset&sort=newest', 'en')).status).toBe(200);
  });
});
