import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { VideoProgressView, VideoView } from '#core/schemas/video.ts';
import { readVersionsOf } from '#db/cache/read-versions.ts';
import { schema } from '#db/client.ts';
import { openLibsql } from '#db/libsql.ts';
import { flushContentUsage } from '#db/queries/content-usage.ts';
import { listTrainingPath } from '#db/queries/video.ts';
import { insertVideo, type VideoSeed } from '#db/seed/content/videos.ts';
import { expectFailure, readJson, type TestApp } from '../../testing/api-kit.ts';
import { authoringSessions, cookieOfSession, memberSession, type NamedSessions } from '../../testing/authoring-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
const sessions: NamedSessions = {};
/** 23 machine-learning videos (ids oldest first) and 2 of Data Hub. */
let ml: number[] = [];
let hub: number[] = [];
const now = new Date('2026-11-01T00:00:00Z');
const categories = ['ONLINE_CLASS', 'AI_DEMO', 'USE_CASES'] as const;

function seed(index: number, product: VideoSeed['product'] = 'machine-learning'): VideoSeed {
  return {
    product,
    category: categories[index % 3] ?? 'ONLINE_CLASS',
    titleKr: `${index}강 ${index === 4 ? '수요 예측 실습' : '모델 학습'}`,
    titleEn: `Lesson ${index} ${index === 4 ? 'demand forecasting lab' : 'model training'}`,
    videoId: `abcdefghi${String(index).padStart(2, '0')}`,
    daysAgo: 100 - index,
    view: index * 3,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(sessions, await authoringSessions(t));
  sessions.OTHER = await memberSession(t, 'MEMBER', '다른 회원');
  ml = [];
  for (let index = 0; index < 23; index += 1) ml.push(await insertVideo(t.db, seed(index), { now }));
  hub = [await insertVideo(t.db, seed(30, 'data-hub'), { now }), await insertVideo(t.db, seed(31, 'data-hub'), { now })];
});
afterAll(() => t.close());

const cookieOf = (who: string) => cookieOfSession(sessions, who);

const list = async (query: string, lang: 'ko' | 'en' = 'ko') => {
  const res = await t.get(`/api/public/video${query}`, lang);
  const body = await readJson<Page<VideoView>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
};
const liveCount = async () => (await t.db.select({ n: count() }).from(schema.video).where(eq(schema.video.isDeleted, false)))[0]?.n ?? 0;

const payload = (overrides: Record<string, unknown> = {}) => ({
  product: 'machine-learning',
  category: 'AI_DEMO',
  titleKr: '시계열 예측 모델 배포 데모',
  titleEn: 'Deploying a time-series forecast: a demo',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ...overrides,
});

async function register(who: string, overrides: Record<string, unknown> = {}) {
  const res = await t.send('POST', '/api/admin/video/register', payload(overrides), 'ko', cookieOf(who));
  const body = await readJson<VideoView>(res);
  expect(res.status, body.message).toBe(201);
  return body.data;
}

describe('GET /api/public/video', () => {
  it("pages a channel's live videos newest first, 10 by default, with title, category, date and views", async () => {
    const first = await list('?product=machine-learning');
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, totalPages: 3 });
    expect(first.items.map((item) => item.id)).toEqual(ml.slice(-10).reverse());
    expect(first.items[0]).toMatchObject({ product: 'machine-learning', titleEn: 'Lesson 22 model training', view: 66, insDate: '2026-08-15' });
    const third = await list('?product=machine-learning&page=3');
    expect(third.items.map((item) => item.id)).toEqual(ml.slice(0, 3).reverse());
    expect((await list('?product=data-hub')).items.map((item) => item.id)).toEqual([...hub].reverse());
  });

  it('filters by category and finds a title in either language', async () => {
    const demos = await list('?product=machine-learning&category=AI_DEMO&pageSize=50', 'en');
    expect(demos.total).toBe(8);
    expect(demos.items.every((item) => item.category === 'AI_DEMO')).toBe(true);
    expect((await list(`?product=machine-learning&keyword=${encodeURIComponent('수요 예측')}`)).items.map((item) => item.id)).toEqual([ml[4]]);
    expect((await list('?product=machine-learning&keyword=FORECASTING')).items.map((item) => item.id)).toEqual([ml[4]]);
    // a keyword is literal: % and _ match themselves
    expect((await list('?product=machine-learning&keyword=%25')).total).toBe(0);
  });

  it("refuses an unknown product or category, and a missing product, in the caller's language", async () => {
    await expectFailure(await t.get('/api/public/video', 'en'), 422, 'en', 'validation.required', { field: 'Product' });
    await expectFailure(await t.get('/api/public/video?product=studio', 'ko'), 422, 'ko', 'validation.invalid', { field: '제품' });
    await expectFailure(await t.get('/api/public/video?product=data-hub&category=ALL', 'en'), 422, 'en', 'validation.invalid', { field: 'category' });
  });
});

describe('GET /api/public/video/detail/:id', () => {
  it('answers one live video with its watch link, and 404 for an unknown or malformed id', async () => {
    const res = await t.get(`/api/public/video/detail/${ml[5]}`, 'en');
    const body = await readJson<VideoView>(res);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ id: ml[5], videoId: 'abcdefghi05', url: 'https://www.youtube.com/watch?v=abcdefghi05', category: 'USE_CASES' });
    await expectFailure(await t.get('/api/public/video/detail/999999', 'ko'), 404, 'ko', 'api.noData');
    expect((await t.get('/api/public/video/detail/abc', 'en')).status).toBe(422);
  });
});

describe('PUT /api/public/video/update-view/:id', () => {
  it('counts a play by a visitor in the view count and the content usage history', async () => {
    const id = ml[6] ?? 0;
    const before = (await list('?product=machine-learning&pageSize=50')).items.find((item) => item.id === id)?.view ?? -1;
    expect((await t.send('PUT', `/api/public/video/update-view/${id}`, undefined, 'en')).status).toBe(200);
    // a detail read before the write settles counts the waiting view
    expect((await readJson<VideoView>(await t.get(`/api/public/video/detail/${id}`, 'en'))).data.view).toBe(before + 1);
    await flushContentUsage(t.db);
    const [row] = await t.db.select({ view: schema.video.view }).from(schema.video).where(eq(schema.video.id, id));
    expect(row?.view).toBe(before + 1);
    const history = await t.db.select().from(schema.contentUsageHistory).where(eq(schema.contentUsageHistory.contentType, 'VIDEO'));
    expect(history.map((entry) => [entry.contentId, entry.action, entry.title])).toContainEqual([id, 'VIEW', 'Lesson 6 model training']);
    expect((await list('?product=machine-learning&pageSize=50')).items.find((item) => item.id === id)?.view).toBe(before + 1);
  });

  it('answers 404 for an unknown video and counts nothing', async () => {
    await expectFailure(await t.send('PUT', '/api/public/video/update-view/999999', undefined, 'en'), 404, 'en', 'api.noData');
  });
});

describe('authorization of /api/admin/video', () => {
  it('answers a visitor with 401 in both languages and changes nothing', async () => {
    const before = await liveCount();
    await expectFailure(await t.send('POST', '/api/admin/video/register', payload(), 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.send('PUT', '/api/admin/video', payload({ id: ml[0] }), 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await t.send('DELETE', `/api/admin/video/${ml[0]}`, undefined, 'en'), 401, 'en', 'auth.loginRequired');
    expect(await liveCount()).toBe(before);
  });

  it.each(['MEMBER', 'PARTNER', 'STAFF'])('refuses a %s with 403 on every call', async (role) => {
    const before = await liveCount();
    await expectFailure(await t.send('POST', '/api/admin/video/register', payload(), 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.send('PUT', '/api/admin/video', payload({ id: ml[0] }), 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.send('DELETE', `/api/admin/video/${ml[0]}`, undefined, 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    expect(await liveCount()).toBe(before);
  });

  it.each(['CONTENT_MANAGER', 'ADMIN', 'console'])('lets a %s session register a video, first on its channel', async (who) => {
    const item = await register(who, { product: 'data-hub', category: 'USE_CASES' });
    expect(item).toMatchObject({ product: 'data-hub', category: 'USE_CASES', videoId: 'dQw4w9WgXcQ', insByUserName: sessions[who]?.name });
    expect((await list('?product=data-hub')).items[0]?.id).toBe(item.id);
  });
});

describe('POST /api/admin/video/register: the fields', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=a-b_c1D2e3F&t=42s', 'a-b_c1D2e3F'],
    ['  https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('takes the link %s and stores only its id', async (url, id) => {
    expect((await register('CONTENT_MANAGER', { url })).videoId).toBe(id);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', 'en'],
    ['https://youtu.be/dQw4w9WgXcQQ', 'ko'],
    ['https://vimeo.com/76979871', 'en'],
    ['https://www.youtube.evil.example/watch?v=dQw4w9WgXcQ', 'ko'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', 'en'],
    ['youtu.be/dQw4w9WgXcQ', 'ko'],
  ] as const)('refuses %s: not a video-site link with an 11-character id', async (url, lang) => {
    const before = await liveCount();
    await expectFailure(
      await t.send('POST', '/api/admin/video/register', payload({ url }), lang, cookieOf('CONTENT_MANAGER')),
      422,
      lang,
      'education.invalidVideoLink',
    );
    expect(await liveCount()).toBe(before);
  });

  it('refuses embed code with its own message, in both languages', async () => {
    const embed = '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    await expectFailure(await t.send('POST', '/api/admin/video/register', payload({ url: embed }), 'en', cookieOf('ADMIN')), 422, 'en', 'education.onlyLink');
    await expectFailure(
      await t.send('POST', '/api/admin/video/register', payload({ url: ` ${embed}` }), 'ko', cookieOf('ADMIN')),
      422,
      'ko',
      'education.onlyLink',
    );
  });

  it('requires the title in both languages, the category and the link', async () => {
    const send = (overrides: Record<string, unknown>, lang: 'ko' | 'en') =>
      t.send('POST', '/api/admin/video/register', payload(overrides), lang, cookieOf('CONTENT_MANAGER'));
    await expectFailure(await send({ titleKr: '   ' }, 'ko'), 422, 'ko', 'validation.required', { field: '제목(국문)' });
    await expectFailure(await send({ titleEn: undefined }, 'en'), 422, 'en', 'validation.required', { field: 'Title (English)' });
    await expectFailure(await send({ category: undefined }, 'en'), 422, 'en', 'education.selectCategory');
    await expectFailure(await send({ category: 'viewAll' }, 'ko'), 422, 'ko', 'education.selectCategory');
    await expectFailure(await send({ url: '' }, 'ko'), 422, 'ko', 'education.urlRequired');
    await expectFailure(await send({ url: undefined }, 'en'), 422, 'en', 'education.urlRequired');
    await expectFailure(await send({ titleKr: 'x'.repeat(201) }, 'en'), 422, 'en', 'validation.maxLength', { field: 'Title (Korean)', max: 200 });
  });
});

describe('PUT /api/admin/video and DELETE /api/admin/video/:id', () => {
  it('changes every field of a live video, and answers 404 for an unknown one', async () => {
    const item = await register('ADMIN');
    const res = await t.send(
      'PUT',
      '/api/admin/video',
      payload({ id: item.id, category: 'ONLINE_CLASS', titleEn: 'Renamed', url: 'https://youtu.be/zzzzzzzzzz1' }),
      'en',
      cookieOf('CONTENT_MANAGER'),
    );
    const body = await readJson<VideoView>(res);
    expect(res.status, body.message).toBe(200);
    expect(body.data).toMatchObject({ id: item.id, category: 'ONLINE_CLASS', titleEn: 'Renamed', videoId: 'zzzzzzzzzz1', updByUserName: '이서연' });
    expect((await readJson<VideoView>(await t.get(`/api/public/video/detail/${item.id}`, 'en'))).data.titleEn).toBe('Renamed');
    await expectFailure(await t.send('PUT', '/api/admin/video', payload({ id: 999999 }), 'ko', cookieOf('ADMIN')), 404, 'ko', 'api.noData');
  });

  it('deletes a video: it leaves the list and the total drops at once; a second delete is 404', async () => {
    const before = await list('?product=machine-learning');
    const id = before.items[0]?.id ?? 0;
    const res = await t.send('DELETE', `/api/admin/video/${id}`, undefined, 'en', cookieOf('CONTENT_MANAGER'));
    expect(res.status).toBe(200);
    const after = await list('?product=machine-learning');
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(id);
    await expectFailure(await t.get(`/api/public/video/detail/${id}`, 'ko'), 404, 'ko', 'api.noData');
    await expectFailure(await t.send('DELETE', `/api/admin/video/${id}`, undefined, 'ko', cookieOf('ADMIN')), 404, 'ko', 'api.noData');
    await expectFailure(await t.send('PUT', `/api/public/video/update-view/${id}`, undefined, 'en'), 404, 'en', 'api.noData');
  });
});

describe('the training path', () => {
  it('puts the online classes first, then the AI demos, then the use cases, each oldest first', async () => {
    const path = await listTrainingPath(t.db, 'data-hub');
    const live = (await list('?product=data-hub&pageSize=100')).items;
    expect(path).toHaveLength(live.length);
    const rank = { ONLINE_CLASS: 0, AI_DEMO: 1, USE_CASES: 2 };
    const expected = [...live].sort((a, b) => rank[a.category] - rank[b.category] || a.insDtm.localeCompare(b.insDtm) || a.id - b.id);
    expect(path.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(new Set(path.map((item) => item.category)).size).toBeGreaterThan(1);
  });
});

describe("a member's training-guide progress", () => {
  const progress = async (who: string, product = 'machine-learning') => {
    const res = await t.get(`/api/member/video-progress?product=${product}`, 'en', cookieOf(who));
    const body = await readJson<VideoProgressView>(res);
    expect(res.status, body.message).toBe(200);
    return body.data.done;
  };
  const mark = (who: string, id: number, done: boolean) => t.send('PUT', `/api/member/video-progress/${id}`, { done }, 'en', cookieOf(who));

  it('keeps the videos each member marked done, per product, apart from other members', async () => {
    expect(await progress('MEMBER')).toEqual([]);
    expect((await mark('MEMBER', ml[1] ?? 0, true)).status).toBe(200);
    expect((await mark('MEMBER', ml[2] ?? 0, true)).status).toBe(200);
    // marking twice changes nothing
    const again = await readJson<VideoProgressView>(await mark('MEMBER', ml[2] ?? 0, true));
    expect(again.data).toEqual({ product: 'machine-learning', done: [ml[1], ml[2]] });
    expect((await mark('MEMBER', hub[0] ?? 0, true)).status).toBe(200);
    expect(await progress('MEMBER')).toEqual([ml[1], ml[2]]);
    expect(await progress('MEMBER', 'data-hub')).toEqual([hub[0]]);
    expect(await progress('OTHER')).toEqual([]);
    expect((await readJson<VideoProgressView>(await mark('MEMBER', ml[1] ?? 0, false))).data.done).toEqual([ml[2]]);
  });

  it('leaves a deleted video out of the progress, and refuses to mark it', async () => {
    const item = await register('ADMIN');
    expect((await mark('PARTNER', item.id, true)).status).toBe(200);
    expect(await progress('PARTNER')).toContain(item.id);
    await t.send('DELETE', `/api/admin/video/${item.id}`, undefined, 'en', cookieOf('ADMIN'));
    expect(await progress('PARTNER')).not.toContain(item.id);
    await expectFailure(await mark('PARTNER', item.id, true), 404, 'en', 'api.noData');
  });

  it('needs a member session, and a valid body and product', async () => {
    await expectFailure(await t.get('/api/member/video-progress?product=data-hub', 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.send('PUT', `/api/member/video-progress/${ml[3]}`, { done: true }, 'en'), 401, 'en', 'auth.loginRequired');
    expect((await t.send('PUT', `/api/member/video-progress/${ml[3]}`, { done: 'yes' }, 'en', cookieOf('MEMBER'))).status).toBe(422);
    expect((await t.get('/api/member/video-progress?product=studio', 'en', cookieOf('MEMBER'))).status).toBe(422);
  });
});

describe('what other instances write', () => {
  it('raises the video topics for writes of its table, views apart (decision 016)', async () => {
    const { client: elsewhere } = await openLibsql(`file:${t.dbPath}`);
    try {
      const moved = readVersionsOf(t.db);
      await moved();
      const after = async (statement: string) => {
        await elsewhere.execute(statement);
        return [...(await moved())].sort();
      };
      const id = ml[8] ?? 0;
      expect(await after(`update video set view = view + 2 where id = ${id}`)).toEqual(['VIDEO:views']);
      expect(await after(`update video set title_en = title_en || '?' where id = ${id}`)).toEqual(['VIDEO']);
      expect(await after(`insert into video_progress (account_id, video_id, done_dtm) values (1, ${id}, '2026-11-20')`)).toEqual([]);
    } finally {
      elsewhere.close();
    }
  });
});
