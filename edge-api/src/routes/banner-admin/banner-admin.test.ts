import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { BannerAdminItem, BannerImageUpload, BannerView } from '#core/schemas/banner.ts';
import { schema } from '#db/client.ts';
import { blobKeyOf } from '#db/queries/attachment.ts';
import { expectFailure, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { sampleBytes, sampleFile } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).cookie;
  otherAdmin = (await signedInAdmin(t)).cookie;
  member = (await signedInMember(t)).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(schema.banner);
});

function uploadImage(name: string, bytes: Uint8Array, cookie = admin, lang: Lang = 'ko') {
  const form = new FormData();
  form.set('bannerImg', sampleFile(name, bytes));
  return t.request('/api/admin/banner/upload-banner-img', { method: 'POST', body: form, headers: { 'accept-language': lang, origin: SITE, cookie } });
}

async function uploaded(name = 'campaign.png', bytes = sampleBytes.png(), cookie = admin): Promise<BannerImageUpload> {
  const res = await uploadImage(name, bytes, cookie);
  expect(res.status).toBe(200);
  return (await readJson<BannerImageUpload>(res)).data;
}

const send = (method: string, path: string, body: unknown, lang: Lang = 'ko', cookie = admin) => t.send(method, path, body, lang, { cookie, origin: SITE });

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: '겨울 프로모션',
  content: '60일 무료 체험',
  inUse: true,
  button1InUse: true,
  button1Text: '시작하기',
  button1Link: '/register',
  button2InUse: false,
  button2Text: '',
  button2Link: '',
  ...overrides,
});

async function create(lang: 'ko' | 'en', overrides: Record<string, unknown> = {}): Promise<BannerAdminItem> {
  const image = await uploaded();
  const res = await send('POST', '/api/admin/banner', { languageCode: lang, imgStoredPath: image.imgStoredPath, ...fields(overrides) });
  expect(res.status).toBe(201);
  return (await readJson<BannerAdminItem>(res)).data;
}

const adminList = async (lang: 'ko' | 'en') => (await readJson<BannerAdminItem[]>(await t.get(`/api/admin/banner/list/${lang}`, 'ko', { cookie: admin }))).data;
const home = async (lang: 'ko' | 'en') => (await readJson<BannerView[]>(await t.get(`/api/public/banner/get-list/${lang}`, lang))).data;

describe('POST /api/admin/banner/upload-banner-img', () => {
  it('stores a JPG or PNG (any case) at a server-made path that only its uploader sees until a save claims it', async () => {
    const image = await uploaded('../../겨울 배너.PNG');
    expect(image.imgStoredPath).toMatch(/^\/files\/banner\/[0-9a-f-]{36}\.png$/);
    expect(image.imgUrl).toBe(`/api${image.imgStoredPath}`);
    expect(await t.blobs.get(blobKeyOf(image.imgStoredPath))).not.toBeNull();
    expect((await t.get(image.imgUrl, 'ko', { cookie: admin })).status).toBe(200);
    expect((await t.get(image.imgUrl, 'ko')).status).toBe(404);
    expect((await uploadImage('photo.JpG', sampleBytes.jpg())).status).toBe(200);
  });

  it.each(['ko', 'en'] as const)('refuses another type, a renamed file, a large one and none at all (%s)', async (lang) => {
    await expectFailure(await uploadImage('banner.webp', sampleBytes.webp(), admin, lang), 422, lang, 'bannerAdmin.errFormat');
    await expectFailure(await uploadImage('banner.gif', sampleBytes.png(), admin, lang), 422, lang, 'bannerAdmin.errFormat');
    // the right extension on the wrong bytes: a PDF and a program called .png
    await expectFailure(await uploadImage('banner.png', sampleBytes.pdf(), admin, lang), 422, lang, 'bannerAdmin.imageContent');
    await expectFailure(await uploadImage('banner.jpg', sampleBytes.exe(), admin, lang), 422, lang, 'bannerAdmin.imageContent');
    const big = new Uint8Array(1.5 * 1024 * 1024 + 1);
    big.set(sampleBytes.png());
    await expectFailure(await uploadImage('big.png', big, admin, lang), 422, lang, 'bannerAdmin.maximun', { max: '1.5 MB' });
    const form = new FormData();
    const none = await t.request('/api/admin/banner/upload-banner-img', {
      method: 'POST',
      body: form,
      headers: { 'accept-language': lang, origin: SITE, cookie: admin },
    });
    await expectFailure(none, 422, lang, 'bannerAdmin.imageRequired');
  });

  it('takes an image of exactly 1.5 MB', async () => {
    const exact = new Uint8Array(1.5 * 1024 * 1024);
    exact.set(sampleBytes.png());
    expect((await uploadImage('exact.png', exact)).status).toBe(200);
  });
});

describe('POST /api/admin/banner', () => {
  it('registers a banner at the end of its language, claims its image, and the home page shows it at once', async () => {
    const first = await create('ko');
    const second = await create('ko', { title: '두 번째', button2InUse: true, button2Text: '안내', button2Link: 'https://www.example.com/guide' });
    expect(second).toMatchObject({ languageCode: 'ko', position: first.position + 1, inUse: true, button2Link: 'https://www.example.com/guide' });
    const [claimed] = await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, second.imgStoredPath));
    expect(claimed?.ownerId).toBe(second.id);
    expect((await t.get(second.imgUrl, 'ko')).status).toBe(200);
    expect((await home('ko')).map((banner) => banner.title)).toEqual(['겨울 프로모션', '두 번째']);
    expect(await home('en')).toEqual([]);
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({ action: 'UPDATE', screen: '/admin/banner' });
  });

  it.each(['ko', 'en'] as const)('checks every rule of admin spec §5 (%s)', async (lang) => {
    const image = await uploaded();
    const post = (body: Record<string, unknown>) =>
      send('POST', '/api/admin/banner', { languageCode: 'en', imgStoredPath: image.imgStoredPath, ...fields(), ...body }, lang);
    await expectFailure(await post({ imgStoredPath: undefined }), 422, lang, 'bannerAdmin.imageRequired');
    await expectFailure(await post({ imgStoredPath: '/files/banner/../../etc/passwd' }), 422, lang, 'bannerAdmin.imageRequired');
    await expectFailure(await post({ title: '  ' }), 422, lang, 'bannerAdmin.titleRequired');
    await expectFailure(await post({ content: '' }), 422, lang, 'bannerAdmin.contentRequired');
    await expectFailure(await post({ button1Text: '' }), 422, lang, 'bannerAdmin.buttonTextRequired', { n: 1 });
    await expectFailure(await post({ button1Link: 'javascript:alert(1)' }), 422, lang, 'bannerAdmin.buttonLinkInvalid', { n: 1 });
    await expectFailure(await post({ button1Link: '//evil.example/' }), 422, lang, 'bannerAdmin.buttonLinkInvalid', { n: 1 });
    await expectFailure(await post({ button2InUse: true, button2Text: 'Go', button2Link: 'not a link' }), 422, lang, 'bannerAdmin.buttonLinkInvalid', { n: 2 });
    // a button not in use needs nothing
    expect((await post({ button1InUse: false, button1Text: '', button1Link: '' })).status).toBe(201);
  });

  it('takes only an image its admin uploaded that no banner holds', async () => {
    const others = await uploaded('other.png', sampleBytes.png(), otherAdmin);
    const res = await send('POST', '/api/admin/banner', { languageCode: 'ko', imgStoredPath: others.imgStoredPath, ...fields() });
    await expectFailure(res, 422, 'ko', 'bannerAdmin.imageNotFound');
    const used = await create('ko');
    const again = await send('POST', '/api/admin/banner', { languageCode: 'ko', imgStoredPath: used.imgStoredPath, ...fields() }, 'en');
    await expectFailure(again, 422, 'en', 'bannerAdmin.imageNotFound');
  });

  it.each(['ko', 'en'] as const)('refuses a sixth banner in use of a language, but not one that is not in use (%s)', async (lang) => {
    for (let i = 0; i < 5; i++) await create('en', { title: `Banner ${i}` });
    const image = await uploaded();
    const sixth = await send('POST', '/api/admin/banner', { languageCode: 'en', imgStoredPath: image.imgStoredPath, ...fields() }, lang);
    await expectFailure(sixth, 422, lang, 'bannerAdmin.maxInUse', { max: 5 });
    expect((await send('POST', '/api/admin/banner', { languageCode: 'en', imgStoredPath: image.imgStoredPath, ...fields({ inUse: false }) })).status).toBe(201);
    // the other language counts on its own
    expect((await create('ko')).inUse).toBe(true);
  });
});

describe('PUT /api/admin/banner', () => {
  it('keeps the image without a new one, and swaps it (the old one let go) with one', async () => {
    const banner = await create('ko');
    const kept = await send('PUT', '/api/admin/banner', { id: banner.id, ...fields({ title: '새 제목' }) });
    expect(kept.status).toBe(200);
    expect((await readJson<BannerAdminItem>(kept)).data).toMatchObject({ title: '새 제목', imgStoredPath: banner.imgStoredPath });
    const image = await uploaded('new.jpg', sampleBytes.jpg());
    const swapped = await send('PUT', '/api/admin/banner', { id: banner.id, imgStoredPath: image.imgStoredPath, ...fields() });
    expect((await readJson<BannerAdminItem>(swapped)).data.imgStoredPath).toBe(image.imgStoredPath);
    const [old] = await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, banner.imgStoredPath));
    expect(old?.isDeleted).toBe(true);
    expect((await home('ko'))[0]?.imgStoredPath).toBe(image.imgStoredPath);
  });

  it.each(['ko', 'en'] as const)('keeps between 1 and 5 banners in use (%s)', async (lang) => {
    const only = await create('ko');
    await expectFailure(await send('PUT', '/api/admin/banner', { id: only.id, ...fields({ inUse: false }) }, lang), 422, lang, 'bannerAdmin.minInUse', {
      min: 1,
    });
    for (let i = 0; i < 4; i++) await create('ko');
    const spare = await create('ko', { inUse: false });
    await expectFailure(await send('PUT', '/api/admin/banner', { id: spare.id, ...fields({ inUse: true }) }, lang), 422, lang, 'bannerAdmin.maxInUse', {
      max: 5,
    });
    expect((await send('PUT', '/api/admin/banner', { id: only.id, ...fields({ inUse: false }) }, lang)).status).toBe(200);
    expect((await home('ko')).length).toBe(4);
  });

  it('answers 404 for a banner that does not exist', async () => {
    await expectFailure(await send('PUT', '/api/admin/banner', { id: 999_999, ...fields() }, 'en'), 404, 'en', 'bannerAdmin.notFound');
    await expectFailure(await t.get('/api/admin/banner/999999', 'ko', { cookie: admin }), 404, 'ko', 'bannerAdmin.notFound');
  });
});

describe('DELETE /api/admin/banner/:id', () => {
  it.each(['ko', 'en'] as const)('deletes a banner and its image, but never the last one in use (%s)', async (lang) => {
    const first = await create('en');
    const second = await create('en', { inUse: false });
    await expectFailure(await send('DELETE', `/api/admin/banner/${first.id}`, undefined, lang), 422, lang, 'bannerAdmin.minInUse', { min: 1 });
    expect((await send('DELETE', `/api/admin/banner/${second.id}`, undefined, lang)).status).toBe(200);
    expect((await adminList('en')).map((banner) => banner.id)).toEqual([first.id]);
    const [image] = await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, second.imgStoredPath));
    expect(image?.isDeleted).toBe(true);
  });
});

describe('PUT /api/admin/banner/change-banner-possition', () => {
  it('saves the order and in-use switches together, answers the first item language list, and the home page follows', async () => {
    const a = await create('ko', { title: 'A' });
    const b = await create('ko', { title: 'B' });
    const c = await create('ko', { title: 'C', inUse: false });
    await create('en', { title: 'English' });
    expect((await home('ko')).map((banner) => banner.title)).toEqual(['A', 'B']);
    const res = await send('PUT', '/api/admin/banner/change-banner-possition', {
      bannerPositionChanges: [
        { id: c.id, position: 1, inUse: true },
        { id: a.id, position: 2 },
        { id: b.id, position: 3, inUse: false },
      ],
    });
    expect(res.status).toBe(200);
    expect((await readJson<BannerAdminItem[]>(res)).data.map((banner) => [banner.title, banner.position, banner.inUse])).toEqual([
      ['C', 1, true],
      ['A', 2, true],
      ['B', 3, false],
    ]);
    expect((await home('ko')).map((banner) => banner.title)).toEqual(['C', 'A']);
    expect((await home('en')).map((banner) => banner.title)).toEqual(['English']);
  });

  it.each(['ko', 'en'] as const)('refuses a list that leaves out, repeats or mixes banners, and keeps the count rule (%s)', async (lang) => {
    const a = await create('ko');
    const b = await create('ko');
    const english = await create('en');
    const change = (list: unknown[]) => send('PUT', '/api/admin/banner/change-banner-possition', { bannerPositionChanges: list }, lang);
    // one left out, a position repeated, a banner of the other language, none at all
    const refused = [
      [{ id: a.id, position: 1 }],
      [
        { id: a.id, position: 1 },
        { id: b.id, position: 1 },
      ],
      [
        { id: a.id, position: 1 },
        { id: english.id, position: 2 },
      ],
      [],
    ];
    for (const list of refused) await expectFailure(await change(list), 422, lang, 'bannerAdmin.positionsInvalid');
    await expectFailure(
      await change([
        { id: a.id, position: 1, inUse: false },
        { id: b.id, position: 2, inUse: false },
      ]),
      422,
      lang,
      'bannerAdmin.minInUse',
      { min: 1 },
    );
    for (let i = 0; i < 4; i++) await create('ko', { inUse: i < 3 });
    const all = await adminList('ko');
    await expectFailure(await change(all.map((banner, index) => ({ id: banner.id, position: index + 1, inUse: true }))), 422, lang, 'bannerAdmin.maxInUse', {
      max: 5,
    });
    // nothing was written by the refusals
    expect((await adminList('ko')).map((banner) => banner.position)).toEqual(all.map((banner) => banner.position));
  });
});

describe('authorization', () => {
  it('lets neither a visitor nor a member in', async () => {
    await expectFailure(await t.get('/api/admin/banner/list/ko', 'ko'), 401, 'ko', 'auth.loginRequired');
    const res = await t.get('/api/admin/banner/list/ko', 'en', { cookie: member });
    expect([401, 403]).toContain(res.status);
    const upload = await uploadImage('a.png', sampleBytes.png(), member);
    expect([401, 403]).toContain(upload.status);
    expect((await send('POST', '/api/admin/banner', { languageCode: 'ko' }, 'ko', member)).status).not.toBe(201);
  });

  it('records the admin view of the list', async () => {
    await adminList('en');
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({ action: 'VIEW', screen: '/admin/banner', detail: 'lang=en' });
  });
});
