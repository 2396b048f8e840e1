import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page } from '#core/schemas/common.ts';
import { softDeletePreBuiltModel } from '#db/queries/pre-built-model-write.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { refinementsDone } from '../runtime/node-compression.ts';
import { createTestApp } from '../testing/test-app.ts';
import { answerCacheOf } from './answer-cache.ts';

// Decision 013: the public calls that are the same for every visitor are kept whole on Node, found by
// address, language and time zone, compressed once per encoding, revalidated by ETag, forgotten by every
// write of what they show; a caller with a session, and every failure, is answered by the call itself.

type Model = { id: number; titleEn: string; view: number };

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: number[] = [];
const LIST = '/api/public/pre-built-model?page=1&pageSize=9';

beforeAll(async () => {
  t = await createTestApp({ answers: true });
  for (let i = 0; i < 12; i++) ids.push(await insertPreBuiltModel(t.db, preBuiltModelSeed({ titleEn: `Kept model ${i}`, daysAgo: i }, i)));
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

describe('answers kept for visitors', () => {
  it('gives visitors, and callers with a session, one kept list until a write of models', async () => {
    const cache = answerCacheOf(t.db);
    const first = await t.get(LIST, 'en');
    const kept = cache.size;
    const second = await t.get(LIST, 'en');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(cache.size).toBe(kept);
    // the list never asks who reads: a caller with a session is given the same answer, and nothing more is kept
    const withSession = await t.get(LIST, 'en', { cookie: 'portal_session=abc; portal_signed_in=1' });
    expect(withSession.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(cache.size).toBe(kept);
    // a call that asks who reads is the caller's own: the forum's list is never kept, for anyone
    const forum = await t.get('/api/public/forum-bulletin', 'en', { cookie: 'portal_session=abc' });
    expect(forum.headers.get('etag')).toBeNull();
    expect(cache.size).toBe(kept);
    // a write through the write path forgets the models' answers: the next visitor sees it
    await softDeletePreBuiltModel(t.db, ids[11]!, 'tester', new Date());
    expect(cache.size).toBe(kept - 1);
    const after = await json<Page<Model>>(await t.get(LIST, 'en'));
    expect(after.data.total).toBe(11);
  });

  it('keeps each language, time zone and language cookie apart, and no other cookie', async () => {
    const ko = await json(await t.get('/api/public/pre-built-model-code', 'ko'));
    const en = await json(await t.get('/api/public/pre-built-model-code', 'en'));
    expect([ko.message, en.message]).toEqual(['성공', 'Success']);
    const detail = `/api/public/pre-built-model?id=${ids[1]}`;
    const east = await json<Model & { insDate: string }>(await t.get(detail, 'en', { 'timezone-offset': '840' }));
    const west = await json<Model & { insDate: string }>(await t.get(detail, 'en', { 'timezone-offset': '-720' }));
    expect(east.data.insDate).not.toBe(west.data.insDate);
    const cache = answerCacheOf(t.db);
    const kept = cache.size;
    await t.get(detail, 'en', { cookie: 'portal_lang=en' });
    expect(cache.size).toBe(kept + 1);
    await t.get(detail, 'en', { cookie: 'portal_lang=en; tracker=1' });
    expect(cache.size).toBe(kept + 1);
  });

  it('compresses each kept answer once per encoding, with its own ETag, and answers 304 to the same copy', async () => {
    const plain = await t.get(LIST, 'en');
    const plainBody = await plain.text();
    const br = await t.get(LIST, 'en', { 'accept-encoding': 'br' });
    const gz = await t.get(LIST, 'en', { 'accept-encoding': 'gzip' });
    expect([plain.headers.get('content-encoding'), br.headers.get('content-encoding'), gz.headers.get('content-encoding')]).toEqual([null, 'br', 'gzip']);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plainBody);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plainBody);
    const etags = [plain, br, gz].map((res) => res.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    expect(br.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Timezone-Offset');
    expect(br.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(br.headers.get('x-frame-options')).toBe('DENY');
    const unchanged = await t.get(LIST, 'en', { 'accept-encoding': 'br', 'if-none-match': etags[1]! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // another encoding's ETag is not this copy's
    expect((await t.get(LIST, 'en', { 'accept-encoding': 'br', 'if-none-match': etags[2]! })).status).toBe(200);
  });

  it('gives the first Brotli copy at once, and the smaller one made after it to the next readers, the same once decoded', async () => {
    const address = '/api/public/pre-built-model?page=1&pageSize=12';
    const plain = await (await t.get(address, 'ko')).text();
    const first = await t.get(address, 'ko', { 'accept-encoding': 'br' });
    const firstBytes = Buffer.from(await first.arrayBuffer());
    await refinementsDone();
    const later = await t.get(address, 'ko', { 'accept-encoding': 'br' });
    const laterBytes = Buffer.from(await later.arrayBuffer());
    expect(laterBytes.byteLength).toBeLessThan(firstBytes.byteLength);
    expect(Number(later.headers.get('content-length'))).toBe(laterBytes.byteLength);
    expect(brotliDecompressSync(laterBytes).toString()).toBe(plain);
    expect(brotliDecompressSync(firstBytes).toString()).toBe(plain);
    // one representation: a browser holding the first copy is told it is current
    expect(later.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await t.get(address, 'ko', { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('sends each answer with its own request id: the one kept as it is given, from memory and 304s alike', async () => {
    const address = `/api/public/pre-built-model?id=${ids[2]}`;
    const first = await t.get(address, 'ko');
    const again = await t.get(address, 'ko');
    const unchanged = await t.get(address, 'ko', { 'if-none-match': again.headers.get('etag')! });
    expect(unchanged.status).toBe(304);
    const given = [first, again, unchanged].map((res) => res.headers.get('x-request-id'));
    for (const id of given) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(given).size).toBe(3);
  });

  it('keeps no failure', async () => {
    const cache = answerCacheOf(t.db);
    const kept = cache.size;
    const missing = await t.get(`/api/public/pre-built-model?id=${Math.max(...ids) + 100}`, 'en');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect((await t.get('/api/public/pre-built-model?page=0', 'en')).status).toBe(422);
    expect(cache.size).toBe(kept);
  });

  it('keeps nothing for calls that do not say they are the same for everyone', async () => {
    const cache = answerCacheOf(t.db);
    const before = cache.size;
    const res = await t.get('/api/member/check-login', 'en');
    expect(res.headers.get('etag')).toBeNull();
    expect(cache.size).toBe(before);
  });
});
