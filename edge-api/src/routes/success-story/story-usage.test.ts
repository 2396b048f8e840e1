import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryUse } from '#core/schemas/story-usage.ts';
import { schema } from '#db/client.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { insertedId } from '#db/seed/kind-seed.ts';
import { insertSuccessStory, successStorySeed } from '#db/seed/story-generators.ts';
import { expectFailure, readJson, type TestApp } from '../../testing/api-kit.ts';
import { authoringSessions, cookieOfSession, type NamedSessions } from '../../testing/authoring-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

// A story names the models and data sets it used (issue 35): the save checks that everyone may see each,
// and the story shows only those still visible, in the author's order.

let t: TestApp;
const sessions: NamedSessions = {};
let storyId = 0;
const ids = { model: 0, hiddenModel: 0, shared: 0, deletedShared: 0, dataSet: 0 };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(sessions, await authoringSessions(t));
  storyId = await insertSuccessStory(t.db, t.blobs, successStorySeed({ daysAgo: 2 }, 0));
  ids.model = await insertPreBuiltModel(t.db, preBuiltModelSeed({ titleKr: '설비 고장 예측', titleEn: 'Equipment failure prediction' }, 0));
  ids.hiddenModel = await insertPreBuiltModel(t.db, preBuiltModelSeed({}, 1));
  await t.db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, ids.hiddenModel));
  const entry = (name: string, isDeleted = false) => ({ insDtm: '2026-11-01T00:00:00Z', insByUserName: '공유자', isDeleted, name });
  const model = (name: string, isDeleted = false) => {
    const { name: modelName, ...rest } = entry(name, isDeleted);
    return insertedId(t.db, schema.knowledgeModel, { ...rest, modelName, descriptionModel: '<p>설명</p>' });
  };
  ids.shared = await model('진동 이상 감지 오토인코더');
  ids.deletedShared = await model('지워진 모델', true);
  ids.dataSet = await insertedId(t.db, schema.knowledgeDataSet, {
    dataSetName: 'Bearing vibration signals',
    descriptionDataSet: '<p>Signals</p>',
    insDtm: '2026-11-01T00:00:00Z',
    insByUserName: '공유자',
  });
});
afterAll(() => t.close());

const cookie = () => cookieOfSession(sessions, 'CONTENT_MANAGER');

const payload = (uses: unknown[]) => ({
  id: storyId,
  titleKr: '한빛제철, 예지 정비로 압연 설비 비계획 정지 41% 감소',
  titleEn: 'Hanbit Steel cuts unplanned rolling-mill stops by 41% with predictive maintenance',
  overviewKr: '<p>개요</p>',
  overviewEn: '<p>Overview</p>',
  industryCd: 'MAN',
  algorithmCd: 'XGB',
  attachments: [],
  uses,
});

const save = (uses: unknown[], lang: 'ko' | 'en' = 'ko') => t.send('PUT', '/api/admin/success-story', payload(uses), lang, cookie());
const usesOfPublicStory = async (lang: 'ko' | 'en' = 'ko') =>
  (await readJson<{ uses: StoryUse[] }>(await t.get(`/api/public/success-story?id=${storyId}`, lang))).data.uses;
const refs = (uses: StoryUse[]) => uses.map(({ kind, id }) => ({ kind, id }));

describe('a story names the models and data sets it used', () => {
  it('saves them in the order given, drops a repeat, and shows each with its titles and page', async () => {
    const res = await save([
      { kind: 'KNOWLEDGE_DATA_SET', id: ids.dataSet },
      { kind: 'PRE_BUILT_MODEL', id: ids.model },
      { kind: 'KNOWLEDGE_MODEL', id: ids.shared },
      { kind: 'PRE_BUILT_MODEL', id: ids.model },
    ]);
    const body = await readJson<{ uses: StoryUse[] }>(res);
    expect(res.status, body.message).toBe(200);
    const expected = [
      { kind: 'KNOWLEDGE_DATA_SET', id: ids.dataSet, titleKr: 'Bearing vibration signals', titleEn: 'Bearing vibration signals' },
      { kind: 'PRE_BUILT_MODEL', id: ids.model, titleKr: '설비 고장 예측', titleEn: 'Equipment failure prediction' },
      { kind: 'KNOWLEDGE_MODEL', id: ids.shared, titleKr: '진동 이상 감지 오토인코더', titleEn: '진동 이상 감지 오토인코더' },
    ];
    expect(body.data.uses.map(({ path: _path, ...use }) => use)).toEqual(expected);
    expect(body.data.uses.map((use) => use.path)).toEqual([
      `/community/Knowledge-sharing/data-sets/detail/${ids.dataSet}`,
      `/resources/pre-built-model/detail/${ids.model}`,
      `/community/Knowledge-sharing/detail/${ids.shared}`,
    ]);
    expect(refs(await usesOfPublicStory('en'))).toEqual(refs(body.data.uses));
    const rows = await t.db.select().from(schema.successStoryUsage).where(eq(schema.successStoryUsage.storyId, storyId));
    expect(rows.map((row) => row.sortOrder).sort()).toEqual([0, 1, 2]);
  });

  it("refuses an unknown, deleted or unpublished item with 422 in the caller's language and keeps the saved list", async () => {
    const before = refs(await usesOfPublicStory());
    for (const [lang, use] of [
      ['ko', { kind: 'PRE_BUILT_MODEL', id: 999_999 }],
      ['en', { kind: 'PRE_BUILT_MODEL', id: ids.hiddenModel }],
      ['ko', { kind: 'KNOWLEDGE_MODEL', id: ids.deletedShared }],
      // an id of another kind's row is not a data set
      ['en', { kind: 'KNOWLEDGE_DATA_SET', id: ids.shared + 1000 }],
    ] as const) {
      await expectFailure(await save([{ kind: 'PRE_BUILT_MODEL', id: ids.model }, use], lang), 422, lang, 'modelCard.storyUsesInvalid');
    }
    expect(refs(await usesOfPublicStory())).toEqual(before);
  });

  it('refuses more than 12 and an unknown kind', async () => {
    const many = Array.from({ length: 13 }, (_, index) => ({ kind: 'PRE_BUILT_MODEL', id: index + 1 }));
    await expectFailure(await save(many, 'en'), 422, 'en', 'modelCard.storyUsesTooMany');
    const res = await save([{ kind: 'FORUM', id: 1 }]);
    expect(res.status).toBe(422);
  });

  it('shows only the items still visible once one is deleted, the story kept as it was saved', async () => {
    expect(await usesOfPublicStory()).toHaveLength(3);
    const deleted = await t.send('DELETE', `/api/admin/pre-built-model/${ids.model}`, undefined, 'ko', cookie());
    expect(deleted.status).toBe(200);
    expect(refs(await usesOfPublicStory())).toEqual([
      { kind: 'KNOWLEDGE_DATA_SET', id: ids.dataSet },
      { kind: 'KNOWLEDGE_MODEL', id: ids.shared },
    ]);
    // the link stays: the story names the model again should it come back
    const rows = await t.db.select().from(schema.successStoryUsage).where(eq(schema.successStoryUsage.storyId, storyId));
    expect(rows).toHaveLength(3);
  });

  it('a new story starts with none', async () => {
    const other = await insertSuccessStory(t.db, t.blobs, successStorySeed({ daysAgo: 1 }, 1));
    const res = await t.get(`/api/public/success-story?id=${other}`, 'ko');
    expect((await readJson<{ uses: StoryUse[] }>(res)).data.uses).toEqual([]);
  });
});
