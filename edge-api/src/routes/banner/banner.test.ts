import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerView } from '#core/schemas/banner.ts';
import { schema } from '#db/client.ts';
import { bannerSeeds, seedBanners } from '#db/seed/content/banners.ts';
import { expectFailure, readJson } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedBanners(t.db, t.blobs, { now: new Date('2026-11-01T00:00:00Z') });
  // a banner in use whose second button is switched off, placed first
  await t.db.insert(schema.banner).values({
    languageCode: 'en',
    title: 'Webinar: forecasting with Studio',
    content: 'Join the live session.',
    imgStoredPath: '/files/banner/webinar.png',
    inUse: true,
    position: 0,
    button1Text: 'Register',
    button1Link: 'https://events.example-analytics.com/webinar',
    button1InUse: true,
    button2Text: 'Hidden',
    button2Link: '/en/download',
    button2InUse: false,
    createdDate: '2026-11-02T00:00:00Z',
  });
});
afterAll(() => t.close());

describe('GET /api/public/banner/get-list/:lang', () => {
  it('lists only the Korean banners in use, in their order, with their buttons', async () => {
    const res = await t.get('/api/public/banner/get-list/ko');
    expect(res.status).toBe(200);
    const body = await readJson<BannerView[]>(res);
    const expected = bannerSeeds.filter((seed) => seed.languageCode === 'ko' && seed.inUse);
    expect(body.data.map((banner) => banner.title)).toEqual(expected.map((seed) => seed.title));
    expect(body.data[0]?.buttons).toEqual([expected[0]?.button1, expected[0]?.button2]);
    for (const banner of body.data) expect(banner.imgUrl).toBe(`/api${banner.imgStoredPath}`);
  });

  it('lists the English banners by position and leaves out buttons that are not in use', async () => {
    const body = await readJson<BannerView[]>(await t.get('/api/public/banner/get-list/en', 'ko'));
    expect(body.data.map((banner) => banner.title)).toEqual([
      'Webinar: forecasting with Studio',
      ...bannerSeeds.filter((seed) => seed.languageCode === 'en' && seed.inUse).map((seed) => seed.title),
    ]);
    expect(body.data[0]?.buttons).toEqual([{ text: 'Register', link: 'https://events.example-analytics.com/webinar' }]);
    expect(body.data.some((banner) => banner.title.includes('Academy'))).toBe(false);
  });

  it('serves each seeded banner image inline from its stored path', async () => {
    const body = await readJson<BannerView[]>(await t.get('/api/public/banner/get-list/ko'));
    const first = body.data[0];
    const res = await t.get(first?.imgUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  });

  it.each([
    ['ko', 'jp'],
    ['en', 'EN'],
    ['en', 'english'],
  ] as const)("answers 422 in the caller's language (%s) for the language %s", async (lang, param) => {
    await expectFailure(await t.get(`/api/public/banner/get-list/${param}`, lang), 422, lang, 'validation.invalid', {
      field: lang === 'ko' ? '언어' : 'Language',
    });
  });
});
