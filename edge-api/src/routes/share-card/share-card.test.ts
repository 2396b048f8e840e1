import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { itemCardText, pageCardText, SHARE_CARD, shareCardAddress, type ShareCardKind } from '#core/share-card.ts';
import { forgetReads } from '#db/cache/read-cache.ts';
import { schema } from '#db/client.ts';
import { seedDemoPortal } from '../../contract/contract-kit.ts';
import { expectFailure, freshIp, useApp, type TestApp } from '../../testing/api-kit.ts';

let t: TestApp;
useApp((app) => (t = app), { answers: true });

beforeAll(async () => {
  await seedDemoPortal(t);
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's header (IHDR, right after the signature) states. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const visitor = (lang: Lang = 'ko') => ({ 'x-test-ip': freshIp(), 'accept-language': lang });
const get = (path: string, lang: Lang = 'ko') => t.get(path, lang, visitor(lang));

async function liveModel() {
  const [model] = await t.db
    .select({ id: schema.preBuiltModel.id, ko: schema.preBuiltModel.titleKr, en: schema.preBuiltModel.titleEn })
    .from(schema.preBuiltModel)
    .where(eq(schema.preBuiltModel.delYn, 'N'))
    .orderBy(desc(schema.preBuiltModel.id))
    .limit(1);
  if (!model) throw new Error('the demo content has a pre-built model');
  return model;
}

const itemAddress = (kind: ShareCardKind, id: number, titles: { ko: string; en: string }, lang: Lang) =>
  shareCardAddress({ kind, id }, itemCardText(kind, titles, lang));

describe('GET /api/public/share-card', () => {
  it("draws an item's card as a 1200 × 630 PNG in the language asked for, kept for a year and whole for the next visitor", async () => {
    const model = await liveModel();
    const pictures: Record<Lang, Uint8Array> = { ko: new Uint8Array(), en: new Uint8Array() };
    for (const lang of ['ko', 'en'] as const) {
      const res = await get(itemAddress('PRE_BUILT_MODEL', model.id, model, lang));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(SHARE_CARD.type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pngSize(bytes)).toEqual({ width: SHARE_CARD.width, height: SHARE_CARD.height });
      pictures[lang] = bytes;
    }
    // the Korean card draws the Korean title, the English card the English one
    expect(Buffer.from(pictures.ko).equals(Buffer.from(pictures.en))).toBe(false);
    // the next visitor is given the same bytes from memory (a kept answer carries its ETag), not compressed again
    const again = await get(itemAddress('PRE_BUILT_MODEL', model.id, model, 'ko'));
    expect(again.headers.get('etag')).toMatch(/^"/);
    expect(again.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(pictures.ko))).toBe(true);
  });

  it("draws a listed page's card, and the home page's for the site", async () => {
    for (const page of ['/products/overview', '/resources/pre-built-model', '/education/data-hub-tv', '/']) {
      const res = await get(shareCardAddress({ page }, pageCardText(page, 'en')), 'en');
      expect(res.status, page).toBe(200);
      expect(pngSize(new Uint8Array(await res.arrayBuffer())), page).toEqual({ width: 1200, height: 630 });
    }
  });

  it('sends an older version of the card on to the current one, so a page read before an edit still shows a picture', async () => {
    const model = await liveModel();
    const before = itemAddress('PRE_BUILT_MODEL', model.id, { ko: `${model.ko} (이전)`, en: model.en }, 'ko');
    const res = await get(before);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(itemAddress('PRE_BUILT_MODEL', model.id, model, 'ko'));
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 in the caller’s language for an item a visitor may not see: deleted, on a restricted board, or none', async () => {
    const model = await liveModel();
    // deleted as the console's delete leaves it (the write forgets what was read of its kind, the kept card with it)
    await t.db.update(schema.preBuiltModel).set({ delYn: 'Y' }).where(eq(schema.preBuiltModel.id, model.id));
    forgetReads(t.db, 'PRE_BUILT_MODEL');
    try {
      for (const lang of ['ko', 'en'] as const)
        await expectFailure(await get(itemAddress('PRE_BUILT_MODEL', model.id, model, lang), lang), 404, lang, 'shareCard.notFound');
    } finally {
      await t.db.update(schema.preBuiltModel).set({ delYn: 'N' }).where(eq(schema.preBuiltModel.id, model.id));
      forgetReads(t.db, 'PRE_BUILT_MODEL');
    }
    // the demo forum has a board restricted to listed addresses: its posts have no card, the open boards' have
    const restricted = t.db.select({ id: schema.forumBoardAccess.boardId }).from(schema.forumBoardAccess);
    const [hidden] = await t.db
      .select({ id: schema.forumPost.id, title: schema.forumPost.title })
      .from(schema.forumPost)
      .where(inArray(schema.forumPost.boardId, restricted))
      .limit(1);
    const [open] = await t.db
      .select({ id: schema.forumPost.id, title: schema.forumPost.title })
      .from(schema.forumPost)
      .where(and(notInArray(schema.forumPost.boardId, restricted), eq(schema.forumPost.isDeleted, false)))
      .limit(1);
    if (!hidden || !open) throw new Error('the demo forum has posts on an open and on a restricted board');
    await expectFailure(await get(itemAddress('FORUM', hidden.id, { ko: hidden.title, en: hidden.title }, 'en'), 'en'), 404, 'en', 'shareCard.notFound');
    expect((await get(itemAddress('FORUM', open.id, { ko: open.title, en: open.title }, 'en'), 'en')).status).toBe(200);
    await expectFailure(await get(itemAddress('KNOWLEDGE_DATA_SET', 999_999, { ko: 'x', en: 'x' }, 'ko')), 404, 'ko', 'shareCard.notFound');
  });

  it('refuses a query that names no card of the portal, in the caller’s language, and draws nothing', async () => {
    const bad = [
      // a kind whose rows have no public page of their own, or none at all
      '/api/public/share-card?kind=PARTNER_LIBRARY&id=1&lang=ko&v=1',
      '/api/public/share-card?kind=VIDEO&id=1&lang=ko&v=1',
      '/api/public/share-card?kind=../../etc&id=1&lang=ko&v=1',
      // half an item, an item and a page, neither
      '/api/public/share-card?kind=PRE_BUILT_MODEL&lang=ko&v=1',
      '/api/public/share-card?kind=PRE_BUILT_MODEL&id=1&page=%2F&lang=ko&v=1',
      '/api/public/share-card?lang=ko&v=1',
      // a page of no card (a member's own, a path of the server's files), an id that is no id
      '/api/public/share-card?page=%2Fmy-page%2Finfo&lang=ko&v=1',
      '/api/public/share-card?page=..%2F..%2Fpackage.json&lang=ko&v=1',
      '/api/public/share-card?kind=FORUM&id=0&lang=ko&v=1',
      '/api/public/share-card?kind=FORUM&id=1e3&lang=ko&v=1',
      // a language of none, a version that is not one
      '/api/public/share-card?page=%2F&lang=ja&v=1',
      '/api/public/share-card?page=%2F&lang=ko&v=%3Cscript%3E',
    ];
    for (const path of bad) {
      for (const lang of ['ko', 'en'] as const) {
        const res = await get(path, lang);
        expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
        await expectFailure(res, 422, lang, 'shareCard.invalid');
      }
    }
  });
});
