import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { flushContentUsage, queueContentUsage, type QueuedUse } from '#db/queries/content-usage.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';

const bindings = env as unknown as Record<string, unknown>;

type UsageRow = { content_type: string; action: string; content_id: number | null; detail: string; lang: string; created_at: string };
/** The history as D1 holds it, read without the recorder's flush (the portal's readers would write what waits first). */
const storedRows = async () =>
  (await env.DB.prepare('select content_type, action, content_id, detail, lang, created_at from content_usage_history order by id').all<UsageRow>()).results;

describe('views and downloads in workerd on D1', () => {
  it('GET /api/files/... writes its download by the end of the request (waitUntil)', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const before = (await storedRows()).length;
    const list = await app.request('/api/public/pre-built-model?pageSize=100');
    const body = await list.json<{ data: { items: { attachments: { id: number; storedPath: string }[] }[] } }>();
    const file = body.data.items.flatMap((item) => item.attachments)[0];
    expect(file).toBeDefined();

    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://localhost/api${file?.storedPath}`, { headers: { 'accept-language': 'en' } }), bindings, ctx);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await waitOnExecutionContext(ctx);

    const rows = await storedRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ content_type: 'ATTACHMENT', action: 'DOWNLOAD', content_id: file?.id, detail: 'PRE_BUILT_MODEL', lang: 'en' });
  });

  it('writes a batch of views on D1: summed counters and more history rows than one statement may bind', async () => {
    const { db, log } = await createWorkerDeps(bindings);
    const stored = await env.DB.prepare('select id, view from pre_built_model where del_yn = ? order by id limit 2')
      .bind('N')
      .all<{ id: number; view: number }>();
    const [first, second] = stored.results;
    if (!first || !second) throw new Error('the demo content has no two models');
    const before = (await storedRows()).length;
    const view = (id: number, second: number): QueuedUse => ({
      use: { contentType: 'PRE_BUILT_MODEL', action: 'VIEW', contentId: id, lang: 'ko', createdAt: `2026-11-20T01:00:${String(second).padStart(2, '0')}.000Z` },
      counted: { counter: 'PRE_BUILT_MODEL', id },
    });
    for (let i = 0; i < 15; i++) queueContentUsage(db, view(i % 3 === 0 ? second.id : first.id, i), { log, timer: false });
    await flushContentUsage(db);

    const after = await env.DB.prepare('select id, view from pre_built_model where id in (?, ?) order by id')
      .bind(first.id, second.id)
      .all<{ id: number; view: number }>();
    expect(after.results).toEqual([
      { id: first.id, view: first.view + 10 },
      { id: second.id, view: second.view + 5 },
    ]);
    const rows = (await storedRows()).slice(before);
    expect(rows.map((row) => row.created_at)).toEqual(Array.from({ length: 15 }, (_, i) => `2026-11-20T01:00:${String(i).padStart(2, '0')}.000Z`));
  });
});
