// A model's card and releases through the authoring calls (decision 055): the card is saved and answered with
// the model; a new version is a release with its changelog, listed newest first; a version given again, a
// changelog without a new version, a metric twice or a code not in the lists is refused in the caller's language
// and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { PreBuiltModelView } from '#core/schemas/pre-built-model.ts';
import { modelHistory } from '#db/queries/model-card.ts';
import { expectFailure, msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { preBuiltModelBody } from '../../testing/pre-built-model-body.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' }));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', body: unknown, lang: Lang = 'ko') => t.send(method, '/api/admin/pre-built-model', body, lang, { cookie, origin: SITE });

async function saved(res: Response, status = 200): Promise<PreBuiltModelView> {
  const envelope = await readJson<PreBuiltModelView>(res);
  expect(res.status, envelope.message).toBe(status);
  return envelope.data;
}

const card = {
  task: 'forecasting',
  framework: 'lightgbm',
  licence: 'Apache-2.0',
  inputType: 'timeSeries',
  metrics: [
    { name: 'mape', value: 8.4 },
    { name: 'rmse', value: 12.7 },
  ],
};

describe('a pre-built model’s card', () => {
  it('is saved with the model, answered by the public call, and each new version is a release with its changelog', async () => {
    const created = await saved(await send('POST', preBuiltModelBody({ ...card, version: '1.0', changelogKr: '첫 공개', changelogEn: 'First release' })), 201);
    expect(created.card).toEqual({ ...card, version: '1.0' });
    const res = await t.get(`/api/public/pre-built-model?id=${created.id}`, 'en');
    expect((await readJson<PreBuiltModelView>(res)).data.card).toEqual({ ...card, version: '1.0' });

    // an edit that keeps the version changes the card, not the history; an empty version keeps the current one
    const kept = await saved(await send('PUT', { ...preBuiltModelBody({ ...card, task: 'regression', version: '' }), id: created.id }));
    expect(kept.card).toMatchObject({ task: 'regression', version: '1.0' });
    const next = await saved(await send('PUT', { ...preBuiltModelBody({ ...card, version: '1.1.0', changelogEn: 'Retrained' }), id: created.id }));
    expect(next.card.version).toBe('1.1.0');
    const history = await modelHistory(t.db, 'PRE_BUILT_MODEL', created.id);
    expect(history.map(({ version, changelogKr, changelogEn }) => ({ version, changelogKr, changelogEn }))).toEqual([
      { version: '1.1.0', changelogKr: '', changelogEn: 'Retrained' },
      { version: '1.0', changelogKr: '첫 공개', changelogEn: 'First release' },
    ]);
  });

  it('may be left empty: a model without a card is as the spec has it', async () => {
    const created = await saved(await send('POST', preBuiltModelBody()), 201);
    expect(created.card).toEqual({ task: '', framework: '', licence: '', inputType: '', metrics: [], version: '' });
    expect(await modelHistory(t.db, 'PRE_BUILT_MODEL', created.id)).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>, MessageKey, MessageKey?][] = [
    ['a task not in the list', { task: 'telepathy' }, 'validation.invalid', 'field.task'],
    ['a metric reported twice', { metrics: [card.metrics[0], card.metrics[0]] }, 'modelCard.metricTwice'],
    ['a metric that is not a number', { metrics: [{ name: 'f1', value: 'high' }] }, 'modelCard.metricValueInvalid'],
    ['nine metrics', { metrics: Array.from({ length: 9 }, (_, index) => ({ name: 'f1', value: index })) }, 'modelCard.tooManyMetrics'],
    ['a version that is not one', { version: 'latest and greatest' }, 'modelCard.versionInvalid'],
  ];
  it.each(refusals)('refuses %s, in the caller’s language', async (_, overrides, key, field) => {
    for (const lang of ['ko', 'en'] as const)
      await expectFailure(await send('POST', preBuiltModelBody(overrides), lang), 422, lang, key, field ? { field: msg(lang, field) } : undefined);
  });

  it('refuses a version already released and a changelog without a new version, and changes nothing', async () => {
    const created = await saved(await send('POST', preBuiltModelBody({ version: '1.0' })), 201);
    await saved(await send('PUT', { ...preBuiltModelBody({ version: '2.0' }), id: created.id }));
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await send('PUT', { ...preBuiltModelBody({ version: '1.0', titleEn: 'Changed' }), id: created.id }, lang),
        422,
        lang,
        'modelCard.versionReleased',
      );
      await expectFailure(
        await send('PUT', { ...preBuiltModelBody({ version: '2.0', changelogEn: 'Nothing new', titleEn: 'Changed' }), id: created.id }, lang),
        422,
        lang,
        'modelCard.changelogNeedsVersion',
      );
    }
    const res = await t.get(`/api/public/pre-built-model?id=${created.id}`, 'en');
    const model = (await readJson<PreBuiltModelView>(res)).data;
    expect(model.titleEn).not.toBe('Changed');
    expect(model.card.version).toBe('2.0');
    expect((await modelHistory(t.db, 'PRE_BUILT_MODEL', created.id)).map((release) => release.version)).toEqual(['2.0', '1.0']);
  });
});
