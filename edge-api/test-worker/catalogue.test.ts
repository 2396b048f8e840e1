import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PreBuiltModelView } from '#core/schemas/pre-built-model.ts';
import { createApp } from '../src/app.ts';
import { settleAfterAnswer } from '../src/lib/after-answer.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { preBuiltModelBody } from '../src/testing/pre-built-model-body.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

// The catalogue's depth (decision 055) in workerd on D1: a model's card and a release written in D1's batch with
// the save, answered by the public call, the release kept in the history, and an earlier version refused.
const MANAGER = 'content@example-analytics.com';

describe('model cards and releases in workerd on D1', () => {
  it('PUT /api/admin/pre-built-model saves the card and releases a new version once', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const cookie = await signIn(app, MANAGER);
    const headers = { cookie, 'accept-language': 'en', origin: ORIGIN, 'content-type': 'application/json' };
    const list = await app.request(`${ORIGIN}/api/public/pre-built-model?pageSize=1`);
    const [first] = (await list.json<{ data: { items: PreBuiltModelView[] } }>()).data.items;
    if (!first) throw new Error('the demo content has no model');
    expect(first.card.version).not.toBe('');

    const card = { task: 'forecasting', framework: 'pytorch', licence: 'MIT', inputType: 'timeSeries', metrics: [{ name: 'mape', value: 7.5 }] };
    const save = (version: string) =>
      app.request(`${ORIGIN}/api/admin/pre-built-model`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...preBuiltModelBody({ ...card, version, changelogEn: `Release ${version}` }), id: first.id }),
      });
    const saved = await save('9.0.0');
    expect(saved.status).toBe(200);
    await settleAfterAnswer();
    const read = await app.request(`${ORIGIN}/api/public/pre-built-model?id=${first.id}`);
    expect((await read.json<{ data: PreBuiltModelView }>()).data.card).toEqual({ ...card, version: '9.0.0' });
    const releases = await env.DB.prepare("select version, changelog_en from model_version where kind = 'PRE_BUILT_MODEL' and item_id = ? order by id desc")
      .bind(first.id)
      .all<{ version: string; changelog_en: string }>();
    expect(releases.results[0]).toEqual({ version: '9.0.0', changelog_en: 'Release 9.0.0' });
    expect(releases.results.length).toBeGreaterThan(1);

    const again = await save(first.card.version);
    expect(again.status).toBe(422);
    expect((await again.json<{ message: string }>()).message).toBe('This version was already released. Give a new one.');
    // the first test of a file loads the whole demo content into D1 first
  }, 120_000);
});
