// Watching the catalogue (issue 32, decision 047): a member watches a pre-built model, a success story, a shared
// entry or a video, a video channel, or a filter of the pre-built models; a new model matching a watched filter, a
// new video of a watched channel and an update of a watched item reach the watchers' and trackers' bells after the
// answer, never the muted, never the author; an item deleted since drops out of the bell; what cannot be watched
// is refused in the reader's language and changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '#core/schemas/notification.ts';
import { modelFilterKey, type WatchItemView, type WatchLevelView, type WatchSave } from '#core/schemas/watch.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { expectFailure, msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { preBuiltModelBody } from '../../testing/pre-built-model-body.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let watcher: Member;
let tracker: Member;
let muted: Member;
let bystander: Member;
let manager: Member;
let editor: Member;

const send = (method: string, path: string, body: unknown, who: Member, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });

async function created(res: Response): Promise<number> {
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}

/** A model written by `who` (the manager unless said), its watchers told after the answer. */
const model = async (overrides: Record<string, unknown> = {}, who: Member = manager) => {
  const id = await created(await send('POST', '/api/admin/pre-built-model', preBuiltModelBody(overrides), who));
  await settleAfterAnswer();
  return id;
};
const video = async (product: string) => {
  const body = {
    product,
    category: 'AI_DEMO',
    titleKr: '수요 예측 데모',
    titleEn: 'A demand forecast demo',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };
  const id = await created(await send('POST', '/api/admin/video/register', body, manager));
  await settleAfterAnswer();
  return id;
};
const watch = async (who: Member, save: WatchSave, lang: 'ko' | 'en' = 'ko') => {
  const res = await send('PUT', '/api/member/watches', save, who, lang);
  const envelope = await readJson<WatchLevelView>(res);
  expect(res.status, envelope.message).toBe(200);
  return envelope;
};
async function bell(who: Member, lang: 'ko' | 'en' = 'ko') {
  const res = await t.get('/api/member/notifications?pageSize=50', lang, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<NotificationPage>(res)).data;
}
const about = async (who: Member, id: number, lang: 'ko' | 'en' = 'ko') => (await bell(who, lang)).items.filter((item) => item.refObjId === id);
const updatesOf = async (who: Member, id: number) => (await about(who, id)).filter((item) => item.kind === 'CATALOGUE_UPDATED');
const mailOf = async (who: Member, id: number) =>
  (
    await t.db.all<{ mail: string | null }>(sql`select mail from notification where account_id = ${who.id} and ref_obj_id = ${id} and ref_kind is not null`)
  ).map((row) => row.mail);

beforeAll(async () => {
  t = await createTestApp();
  watcher = await signedInMember(t, { name: 'Emma Clarke', lang: 'en' });
  tracker = await signedInMember(t, { name: '최민수' });
  muted = await signedInMember(t, { name: '정하늘' });
  bystander = await signedInMember(t, { name: '한지우' });
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
  editor = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '김편집' });
});
afterAll(() => t.close());

describe('PUT /api/member/watches for the catalogue', () => {
  it.each(['ko', 'en'] as const)('watches an item, a channel and a filter, with the catalogue’s message in the reader’s language (%s)', async (lang) => {
    const id = await model();
    const filter = modelFilterKey({ industries: ['MAN'], algorithms: ['ANO'] }) ?? '';
    for (const save of [
      { target: 'PRE_BUILT_MODEL', key: String(id), level: 'WATCHING' },
      { target: 'CHANNEL', key: 'machine-learning', level: 'WATCHING' },
      { target: 'MODEL_FILTER', key: filter, level: 'MUTED' },
    ] as const) {
      const saved = await watch(bystander, save, lang);
      expect(saved.message).toBe(msg(lang, `watch.saved.catalogue.${save.level}`));
      expect(saved.data).toMatchObject({ target: save.target, key: save.key, level: save.level, chosen: true });
      const res = await t.get(`/api/member/watches/level?target=${save.target}&key=${encodeURIComponent(save.key)}`, lang, { cookie: bystander.cookie });
      expect((await readJson<WatchLevelView>(res)).data).toMatchObject({ level: save.level });
      expect((await watch(bystander, { ...save, level: 'NONE' }, lang)).message).toBe(msg(lang, 'watch.cleared'));
    }
  });

  it.each(['ko', 'en'] as const)('refuses what the member cannot see or a filter that cannot be watched, and changes nothing (%s)', async (lang) => {
    const gone = await model();
    expect((await send('DELETE', `/api/admin/pre-built-model/${gone}`, null, manager)).status).toBe(200);
    const cases: [WatchSave, number, Parameters<typeof msg>[1]][] = [
      [{ target: 'PRE_BUILT_MODEL', key: String(gone), level: 'WATCHING' }, 404, 'watch.itemUnknown'],
      [{ target: 'SUCCESS_STORY', key: '999999', level: 'WATCHING' }, 404, 'watch.itemUnknown'],
      [{ target: 'KNOWLEDGE_DATA_SET', key: 'abc', level: 'WATCHING' }, 404, 'watch.itemUnknown'],
      [{ target: 'CHANNEL', key: 'cooking', level: 'WATCHING' }, 404, 'watch.channelUnknown'],
      [{ target: 'MODEL_FILTER', key: 'manufacturing', level: 'WATCHING' }, 422, 'watch.filterInvalid'],
      [{ target: 'MODEL_FILTER', key: 'i=NOPE;a=;k=', level: 'WATCHING' }, 422, 'watch.filterInvalid'],
      [{ target: 'MODEL_FILTER', key: 'i=;a=;k=', level: 'WATCHING' }, 422, 'watch.filterInvalid'],
    ];
    for (const [body, status, key] of cases) await expectFailure(await send('PUT', '/api/member/watches', body, watcher, lang), status, lang, key);
    const [row] = await t.db.all<{ n: number }>(sql`select count(*) as n from watch where account_id = ${watcher.id}`);
    expect(Number(row?.n)).toBe(0);
  });
});

describe('telling the catalogue’s watchers', () => {
  it('a new model tells the watchers and trackers of the filters it matches, not the muted, the author or other filters', async () => {
    const manufacturingAnomaly = modelFilterKey({ industries: ['MAN'], algorithms: ['ANO'] }) ?? '';
    const xgb = modelFilterKey({ algorithms: ['XGB'] }) ?? '';
    const keyword = modelFilterKey({ keyword: 'Anomaly' }) ?? '';
    await watch(watcher, { target: 'MODEL_FILTER', key: manufacturingAnomaly, level: 'WATCHING' });
    await watch(tracker, { target: 'MODEL_FILTER', key: xgb, level: 'TRACKING' });
    await watch(muted, { target: 'MODEL_FILTER', key: manufacturingAnomaly, level: 'MUTED' });
    await watch(bystander, { target: 'MODEL_FILTER', key: modelFilterKey({ industries: ['FIN'] }) ?? '', level: 'WATCHING' });
    await watch(manager, { target: 'MODEL_FILTER', key: keyword, level: 'WATCHING' });
    await watch(editor, { target: 'MODEL_FILTER', key: keyword, level: 'WATCHING' });

    const id = await model({ industryCd: 'MAN', algorithmCd: 'ANO,XGB' });
    const [told] = await about(watcher, id, 'en');
    expect(told).toMatchObject({ kind: 'CATALOGUE_NEW_ITEM', path: `/resources/pre-built-model/detail/${id}`, seen: false });
    // in the watcher's language: their title, and the catalogue's sentence
    expect(told?.content).toContain('Equipment anomaly detection');
    expect(told?.title).toBe(msg('en', 'notification.kind.catalogueNewItem.title'));
    expect((await about(tracker, id)).map((item) => item.kind)).toEqual(['CATALOGUE_NEW_ITEM']);
    expect((await about(tracker, id))[0]?.content).toContain('설비 이상 감지 모델');
    // the keyword matches through the search index, as the list's does
    expect((await about(editor, id)).map((item) => item.kind)).toEqual(['CATALOGUE_NEW_ITEM']);
    expect(await about(muted, id)).toEqual([]);
    expect(await about(bystander, id)).toEqual([]);
    expect(await about(manager, id)).toEqual([]);
    // watching follows the member's preference (the daily digest); tracking stays on the bell
    expect(await mailOf(watcher, id)).toEqual(['DAILY']);
    expect(await mailOf(tracker, id)).toEqual([null]);
  });

  it('a new video tells its channel’s watchers, not another channel’s', async () => {
    await watch(watcher, { target: 'CHANNEL', key: 'data-hub', level: 'WATCHING' });
    await watch(tracker, { target: 'CHANNEL', key: 'data-hub', level: 'TRACKING' });
    await watch(muted, { target: 'CHANNEL', key: 'data-hub', level: 'MUTED' });
    await watch(bystander, { target: 'CHANNEL', key: 'machine-learning', level: 'WATCHING' });
    const id = await video('data-hub');
    expect(await about(watcher, id)).toMatchObject([{ kind: 'CATALOGUE_NEW_ITEM', path: '/education/data-hub-tv' }]);
    expect((await about(tracker, id)).map((item) => item.kind)).toEqual(['CATALOGUE_NEW_ITEM']);
    expect(await about(muted, id)).toEqual([]);
    expect(await about(bystander, id)).toEqual([]);
  });

  it('an update tells the item’s watchers and trackers, not the muted or the one who edited it; a deleted item leaves the bell', async () => {
    const id = await model({ industryCd: 'FIN', algorithmCd: 'XGB' });
    for (const [who, level] of [
      [watcher, 'WATCHING'],
      [tracker, 'TRACKING'],
      [muted, 'MUTED'],
      [editor, 'WATCHING'],
    ] as const)
      await watch(who, { target: 'PRE_BUILT_MODEL', key: String(id), level });
    const res = await send(
      'PUT',
      '/api/admin/pre-built-model',
      { ...preBuiltModelBody({ titleEn: 'Anomaly detection, second edition', industryCd: 'FIN', algorithmCd: 'XGB' }), id },
      editor,
    );
    expect(res.status).toBe(200);
    await settleAfterAnswer();
    // the model matches filters watched above: only its update is looked at here
    const [told] = await updatesOf(watcher, id);
    expect(told).toMatchObject({ kind: 'CATALOGUE_UPDATED', path: `/resources/pre-built-model/detail/${id}` });
    expect(told?.content).toContain('김편집');
    expect(told?.content).toContain('Anomaly detection, second edition');
    expect((await updatesOf(tracker, id)).map((item) => item.kind)).toEqual(['CATALOGUE_UPDATED']);
    expect(await updatesOf(muted, id)).toEqual([]);
    expect(await updatesOf(editor, id)).toEqual([]);

    expect((await send('DELETE', `/api/admin/pre-built-model/${id}`, null, manager)).status).toBe(200);
    await settleAfterAnswer();
    expect(await about(watcher, id)).toEqual([]);
    expect(await about(tracker, id)).toEqual([]);
  });

  it('an update that releases a new version tells the watchers once, as the release, in their language; a version kept is an update', async () => {
    const id = await model({ industryCd: 'FIN', algorithmCd: 'XGB', version: '1.0.0' });
    await watch(watcher, { target: 'PRE_BUILT_MODEL', key: String(id), level: 'WATCHING' });
    const save = async (overrides: Record<string, unknown>) => {
      const res = await send(
        'PUT',
        '/api/admin/pre-built-model',
        { ...preBuiltModelBody({ industryCd: 'FIN', algorithmCd: 'XGB', ...overrides }), id },
        editor,
      );
      expect(res.status, (await readJson(res)).message).toBe(200);
      await settleAfterAnswer();
    };
    const catalogueKinds = async (lang: 'ko' | 'en' = 'ko') =>
      (await bell(watcher, lang)).items.filter((item) => item.refObjId === id && ['CATALOGUE_UPDATED', 'CATALOGUE_NEW_VERSION'].includes(item.kind));

    await save({ version: '1.1.0', changelogKr: '다시 학습했습니다.', changelogEn: 'Retrained.' });
    const told = await catalogueKinds('en');
    expect(told.map((item) => item.kind)).toEqual(['CATALOGUE_NEW_VERSION']);
    expect(told[0]?.content).toContain('1.1.0');
    expect(told[0]?.title).toBe(msg('en', 'notification.kind.catalogueNewVersion.title'));
    expect((await catalogueKinds('ko'))[0]?.title).toBe(msg('ko', 'notification.kind.catalogueNewVersion.title'));

    // the same version again (or none) is an update like any other
    await save({ version: '1.1.0', titleEn: 'Anomaly detection, tidied' });
    expect((await catalogueKinds()).map((item) => item.kind)).toEqual(['CATALOGUE_UPDATED', 'CATALOGUE_NEW_VERSION']);
  });
});

describe('GET /api/member/watches', () => {
  it.each(['ko', 'en'] as const)('names the catalogue’s items, channels and filters in the reader’s language, with their pages (%s)', async (lang) => {
    const member = await signedInMember(t, { lang });
    const id = await model();
    await watch(member, { target: 'PRE_BUILT_MODEL', key: String(id), level: 'WATCHING' });
    await watch(member, { target: 'CHANNEL', key: 'machine-learning', level: 'TRACKING' });
    const filter = modelFilterKey({ industries: ['MAN'], keyword: 'Vibration' }) ?? '';
    await watch(member, { target: 'MODEL_FILTER', key: filter, level: 'WATCHING' });
    const res = await t.get('/api/member/watches', lang, { cookie: member.cookie });
    expect(res.status).toBe(200);
    const items = (await readJson<{ items: WatchItemView[] }>(res)).data.items;
    const byTarget = Object.fromEntries(items.map((item) => [item.target, item]));
    expect(byTarget.PRE_BUILT_MODEL).toMatchObject({
      key: String(id),
      label: lang === 'ko' ? '설비 이상 감지 모델' : 'Equipment anomaly detection',
      path: `/resources/pre-built-model/detail/${id}`,
    });
    expect(byTarget.CHANNEL).toMatchObject({
      label: lang === 'ko' ? '머신러닝 TV' : 'Machine learning TV',
      path: '/education/machine-learning-tv',
      level: 'TRACKING',
    });
    expect(byTarget.MODEL_FILTER?.label).toContain(' × ');
    expect(byTarget.MODEL_FILTER?.label).toContain('vibration');
    expect(byTarget.MODEL_FILTER?.path).toBe('/resources/pre-built-model?keyword=vibration&industries=MAN');
    // an item deleted since stays listed, without its title or page, to be removed
    expect((await send('DELETE', `/api/admin/pre-built-model/${id}`, null, manager)).status).toBe(200);
    const after = (await readJson<{ items: WatchItemView[] }>(await t.get('/api/member/watches', lang, { cookie: member.cookie }))).data.items;
    expect(after.find((item) => item.target === 'PRE_BUILT_MODEL')).toMatchObject({ label: '', path: '' });
  });
});
