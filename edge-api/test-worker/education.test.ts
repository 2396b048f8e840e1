// The education channels in workerd on D1: a channel's list and one video read from D1 (the demo videos),
// a content manager's registration first on its channel, and a delete that lowers the total at once.
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

type Video = { id: number; product: string; category: string; titleEn: string; videoId: string; url: string; view: number };
type Page = { items: Video[]; total: number; page: number; pageSize: number; totalPages: number };

describe('the education channels in workerd on D1', () => {
  it("lists a channel's videos 10 a page and serves one, from D1", async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const list = await app.request(`${ORIGIN}/api/public/video?product=machine-learning`, { headers: { 'accept-language': 'en' } });
    expect(list.status).toBe(200);
    const page = (await list.json<{ data: Page }>()).data;
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((item) => item.product === 'machine-learning' && /^[\w-]{11}$/.test(item.videoId))).toBe(true);
    const demos = (await (await app.request(`${ORIGIN}/api/public/video?product=machine-learning&category=AI_DEMO`)).json<{ data: Page }>()).data;
    expect(demos.total).toBeGreaterThan(0);
    expect(demos.items.every((item) => item.category === 'AI_DEMO')).toBe(true);

    const first = page.items[0];
    const detail = await app.request(`${ORIGIN}/api/public/video/detail/${first?.id}`, { headers: { 'accept-language': 'en' } });
    expect(detail.status).toBe(200);
    expect((await detail.json<{ data: Video }>()).data).toMatchObject({
      id: first?.id,
      titleEn: first?.titleEn,
      url: `https://www.youtube.com/watch?v=${first?.videoId}`,
    });
    expect((await app.request(`${ORIGIN}/api/public/video/detail/999999`)).status).toBe(404);
  });

  it('registers a video for a content manager and deletes it, the total lowered at once', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const manager = await signIn(app, 'content@example-analytics.com');
    const totalOf = async () => (await (await app.request(`${ORIGIN}/api/public/video?product=data-hub`)).json<{ data: Page }>()).data;
    const before = await totalOf();
    const created = await app.request(`${ORIGIN}/api/admin/video/register`, {
      method: 'POST',
      headers: { cookie: manager, 'content-type': 'application/json', origin: ORIGIN, 'accept-language': 'en' },
      body: JSON.stringify({
        product: 'data-hub',
        category: 'USE_CASES',
        titleKr: 'D1에서 등록한 영상',
        titleEn: 'A video registered on D1',
        url: 'https://youtu.be/M7lc1UVf-VE',
      }),
    });
    expect(created.status).toBe(201);
    const id = (await created.json<{ data: Video }>()).data.id;
    const after = await totalOf();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id, videoId: 'M7lc1UVf-VE' });

    const deleted = await app.request(`${ORIGIN}/api/admin/video/${id}`, { method: 'DELETE', headers: { cookie: manager, origin: ORIGIN } });
    expect(deleted.status).toBe(200);
    const gone = await totalOf();
    expect(gone.total).toBe(before.total);
    expect(gone.items.map((item) => item.id)).not.toContain(id);
  });
});
