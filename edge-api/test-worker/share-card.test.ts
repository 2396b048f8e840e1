// The share cards in workerd on D1 (decision 057): the same drawing as on Node, its WebAssembly imported as
// modules (the only way workerd runs it) and its font a module of the bundle; a demo model's card in both
// languages, a page's, and the refusals, as the API tests check them on Node.
import { describe, expect, it } from 'vitest';
import { itemCardText, pageCardText, SHARE_CARD, shareCardAddress } from '#core/share-card.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN } from './support.ts';

type Model = { id: number; titleKr: string; titleEn: string };

const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { signature: [...bytes.slice(0, 8)], width: view.getUint32(16), height: view.getUint32(20) };
};

describe('the share cards in workerd on D1', () => {
  it("draws a demo model's card in both languages and a page's, as 1200 × 630 PNGs kept for a year", async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const list = await app.request(`${ORIGIN}/api/public/pre-built-model?pageSize=1`);
    const [model] = (await list.json<{ data: { items: Model[] } }>()).data.items;
    if (!model) throw new Error('the demo content has a pre-built model');
    const titles = { ko: model.titleKr, en: model.titleEn };
    const addresses = [
      ...(['ko', 'en'] as const).map((lang) => shareCardAddress({ kind: 'PRE_BUILT_MODEL', id: model.id }, itemCardText('PRE_BUILT_MODEL', titles, lang))),
      shareCardAddress({ page: '/download' }, pageCardText('/download', 'ko')),
    ];
    for (const address of addresses) {
      const started = Date.now();
      const res = await app.request(`${ORIGIN}${address}`);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type')).toBe(SHARE_CARD.type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({
        signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        width: SHARE_CARD.width,
        height: SHARE_CARD.height,
      });
      console.log(`workerd drew ${address} in ${Date.now() - started} ms`);
    }
  });

  it('answers 404 for a row that is not there and 422 for a query that names no card, in the caller’s language', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const missing = await app.request(
      `${ORIGIN}${shareCardAddress({ kind: 'KNOWLEDGE_MODEL', id: 999_999 }, itemCardText('KNOWLEDGE_MODEL', { ko: 'x', en: 'x' }, 'en'))}`,
      { headers: { 'accept-language': 'en' } },
    );
    expect(missing.status).toBe(404);
    expect((await missing.json<{ message: string }>()).message).toMatch(/no item to draw this share card for/);
    const bad = await app.request(`${ORIGIN}/api/public/share-card?page=%2Fmy-page%2Finfo&lang=ko&v=1`, { headers: { 'accept-language': 'ko' } });
    expect(bad.status).toBe(422);
    expect((await bad.json<{ message: string }>()).message).toMatch(/공유 카드 주소가 올바르지 않습니다/);
  });
});
