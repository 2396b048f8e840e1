import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { cacheAnswers, createWorkerDeps } from '../src/runtime/worker.ts';
import { scheduled } from '../src/scheduled.ts';

const bindings = env as unknown as Record<string, unknown>;
// storage is isolated per test, so each test makes its app (and loads the demo content) afresh
const appOnD1 = () => createApp({ deps: () => createWorkerDeps(bindings) });

describe('the API in workerd on D1', () => {
  it('GET /api/public/pre-built-model lists the seeded models from D1', async () => {
    const res = await appOnD1().request('/api/public/pre-built-model?pageSize=5', { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; message: string; data: { items: { titleEn: string }[]; total: number } }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Success');
    expect(body.data.items).toHaveLength(5);
    expect(body.data.total).toBeGreaterThanOrEqual(24);
  });

  it('GET /api/public/pre-built-model filters by industry code on D1', async () => {
    const res = await appOnD1().request('/api/public/pre-built-model?industries=FIN&pageSize=100');
    const body = await res.json<{ data: { items: { industryCd: string }[] } }>();
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) expect(item.industryCd.split(',')).toContain('FIN');
  });

  it('GET /api/public/pre-built-model answers a bad page with a Korean 422', async () => {
    const res = await appOnD1().request('/api/public/pre-built-model?page=zero');
    expect(res.status).toBe(422);
    const body = await res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain('정수');
  });

  it('GET /api/files/... streams a seeded attachment from R2 under its name', async () => {
    const app = appOnD1();
    const list = await app.request('/api/public/pre-built-model?pageSize=100');
    const body = await list.json<{ data: { items: { attachments: { storedPath: string; name: string; extension: string }[] }[] } }>();
    const file = body.data.items.flatMap((item) => item.attachments)[0];
    expect(file).toBeDefined();
    const res = await app.request(`/api${file?.storedPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`${file?.name}.${file?.extension}`));
    expect((await res.text()).length).toBeGreaterThan(0);
  });

  it('GET /api/public/success-story lists the seeded stories from D1 with their thumbnails in R2', async () => {
    const app = appOnD1();
    const res = await app.request('/api/public/success-story?pageSize=100');
    const body = await res.json<{ data: { total: number; items: { id: number; thumbnailPath: string }[] } }>();
    expect(body.data.total).toBeGreaterThanOrEqual(10);
    const first = body.data.items[0];
    const detail = await (
      await app.request(`/api/public/success-story?id=${first?.id}`)
    ).json<{ data: { relatedMaterials: unknown[]; attachments: unknown[] } }>();
    expect(detail.data.attachments.length).toBeGreaterThan(0);
    const picture = await app.request(`/api${first?.thumbnailPath}`);
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    const related = await Promise.all(
      body.data.items.map(
        async (item) =>
          (await (await app.request(`/api/public/success-story?id=${item.id}`)).json<{ data: { relatedMaterials: unknown[] } }>()).data.relatedMaterials.length,
      ),
    );
    expect(related.some((n) => n > 0)).toBe(true);
  });

  it("an isolate keeps visitors' answers and reads, and shows what another isolate wrote on the next request", async () => {
    // two apps with deps of their own: two isolates, each with its caches, over one D1
    const isolate = createApp({ deps: () => createWorkerDeps(bindings), cacheAnswers });
    const list = () => isolate.request('/api/public/pre-built-model?pageSize=3', { headers: { 'accept-language': 'en' } });
    const first = await list();
    const etag = first.headers.get('etag') ?? '';
    const top = (await first.json<{ data: { items: { id: number; titleEn: string }[] } }>()).data.items[0];
    expect(etag).not.toBe('');
    expect((await isolate.request('/api/public/pre-built-model?pageSize=3', { headers: { 'accept-language': 'en', 'if-none-match': etag } })).status).toBe(304);
    // the other isolate's write, as D1 sees it (its triggers raise the model's version)
    await env.DB.prepare('update pre_built_model set title_en = ? where id = ?').bind('Rewritten in another isolate', top?.id).run();
    const after = await list();
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json<{ data: { items: { titleEn: string }[] } }>()).data.items[0]?.titleEn).toBe('Rewritten in another isolate');
  });

  it('the scheduled handler runs the daily jobs and writes the batch history', async () => {
    const controller = createScheduledController({ cron: '0 18 * * *', scheduledTime: Date.parse('2026-11-23T18:00:00Z') });
    await scheduled(controller, bindings, createExecutionContext());
    const rows = await env.DB.prepare('select job_name, status, trigger from batch_run order by id').all<{
      job_name: string;
      status: string;
      trigger: string;
    }>();
    expect(rows.results).toEqual([
      { job_name: 'purge-deleted-attachments', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'end-expired-sessions', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'purge-expired-second-factor-steps', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'send-batch-notices', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'account-dormancy', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'purge-old-notifications', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'purge-old-search-log', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'purge-old-webhook-deliveries', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'make-picture-variants', status: 'SUCCESS', trigger: '0 18 * * *' },
      { job_name: 'apply-retention', status: 'SUCCESS', trigger: '0 18 * * *' },
    ]);
  });

  it('POST /api/auth/login signs a demo member in on D1 (scrypt in workerd) and the session cookie opens user-info', async () => {
    const app = appOnD1();
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ username: 'emily.carter@northwind-retail.com', password: 'Portal#2026!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('portal_session='))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const info = await app.request('/api/auth/user-info', { headers: { cookie: cookie ?? '', 'accept-language': 'en' } });
    expect(info.status).toBe(200);
    expect((await info.json<{ data: { name: string; role: string } }>()).data).toMatchObject({ name: 'Emily Carter', role: 'MEMBER' });
    const wrong = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ username: 'emily.carter@northwind-retail.com', password: 'Wrong#pass1' }),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<{ message: string }>()).message).toBe('The e-mail address or password is incorrect. Check them and try again.');
  });
});
