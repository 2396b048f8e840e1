// Site-wide search in workerd on D1: the FTS5 table and triggers of the migration applied by wrangler's
// migrations, the demo content indexed by the seed, a visitor's and a partner's answers trimmed in D1's
// query, a member's new post found at once (the queue drained through D1's batch), operators harmless,
// and the limit per address the isolate keeps.
import { describe, expect, it } from 'vitest';
import type { SearchAllResult, SearchMoreResult } from '#core/search/types.ts';
import { createApp } from '../src/app.ts';
import { SEARCH_RATE_LIMIT } from '../src/lib/search-limit.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

const totals = (result: SearchAllResult) => Object.fromEntries(result.groups.map((group) => [group.category, group.total]));

describe('site-wide search in workerd on D1', () => {
  it('finds Korean by bigrams and English by prefix, trimmed to what the reader may open', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const search = async (keyword: string, cookie = '', lang = 'ko') => {
      const res = await app.request(`${ORIGIN}/api/public/searching?keyword=${encodeURIComponent(keyword)}`, { headers: { cookie, 'accept-language': lang } });
      expect(res.status).toBe(200);
      return (await res.json<{ data: SearchAllResult }>()).data;
    };

    const visitor = await search('예측');
    expect(visitor.groups.map((group) => group.category)).toEqual(['PREBUILT', 'SUCCESS_STORY', 'COMMUNITY_FAQ', 'FORUM', 'KNOWLEDGE_SHARING', 'VIDEO']);
    expect(totals(visitor).PREBUILT).toBeGreaterThan(3);
    expect(visitor.groups[0]?.hits).toHaveLength(3);
    expect(visitor.groups[0]?.hits[0]?.title.some((part) => part.match && part.text === '예측')).toBe(true);
    const english = await search('forec', '', 'en');
    expect(english.groups[0]?.hits[0]?.lang).toBe('en');

    // the demo partner's private question: its writer and STAFF find it, a member not even the category
    const partner = await signIn(app, 'partner@dataworks-partner.co.kr');
    const staff = await signIn(app, 'staff@example-analytics.com');
    const member = await signIn(app, 'member@hanbit-manufacturing.co.kr');
    for (const cookie of [partner, staff]) expect(totals(await search('라이선스 수량', cookie)).PARTNER_QNA).toBe(1);
    expect(totals(await search('라이선스 수량', member))).not.toHaveProperty('PARTNER_QNA');
    const more = await app.request(`${ORIGIN}/api/public/searching/load-more?categoryName=PARTNER_QNA&keyword=${encodeURIComponent('라이선스')}`, {
      headers: { cookie: partner },
    });
    expect((await more.json<{ data: SearchMoreResult }>()).data.hits[0]?.path).toMatch(/^\/partner\/partner-Q&A-detail\?id=\d+$/);
    // the first request of the file seeds the demo content and indexes it, which a busy machine makes slow
  }, 180_000);

  it('finds a post written through D1 at once, and answers operators as plain words', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const member = await signIn(app, 'emily.carter@northwind-retail.com');
    const boards = await (
      await app.request(`${ORIGIN}/api/public/forum-bulletin-menu`, { headers: { cookie: member } })
    ).json<{ data: { id: number; tags: string[] }[] }>();
    const board = boards.data[0]!;
    const post = await app.request(`${ORIGIN}/api/member/forum-bulletin`, {
      method: 'POST',
      headers: { cookie: member, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        boardId: board.id,
        title: '철새 이동 경로 분석',
        content: '<p>관측 기록으로 경로를 추정했습니다.</p>',
        tags: board.tags.slice(0, 1),
        attachments: [],
      }),
    });
    expect(post.status).toBe(201);
    const found = await app.request(`${ORIGIN}/api/public/searching?keyword=${encodeURIComponent('철새를')}`);
    expect(totals((await found.json<{ data: SearchAllResult }>()).data).FORUM).toBe(1);

    for (const keyword of ['"', 'NEAR(a b)', '-예측', 'title:*']) {
      const res = await app.request(`${ORIGIN}/api/public/searching?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status, keyword).toBe(200);
    }
  });

  it('past an address burst the isolate answers 429 with Retry-After and the envelope, and the address gets searches back with time', async () => {
    // the isolate's clock held still, then moved: how fast workerd runs the searches changes nothing
    const clock = { now: new Date('2026-11-20T01:00:00Z') };
    const app = createApp({
      deps: async () => ({ ...(await createWorkerDeps(bindings)), now: () => clock.now }),
      clientIp: (c) => c.req.header('x-test-ip') ?? '',
    });
    const search = (ip: string) =>
      app.request(`${ORIGIN}/api/public/searching?keyword=${encodeURIComponent('예측')}`, { headers: { 'accept-language': 'en', 'x-test-ip': ip } });
    for (let i = 0; i < SEARCH_RATE_LIMIT.burst; i += 1) expect((await search('198.51.100.7')).status).toBe(200);
    const refused = await search('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json<{ message: string }>()).message).toBe('You have searched many times in a short while. Wait 1 second, then search again.');
    expect((await search('198.51.100.8')).status).toBe(200);
    clock.now = new Date('2026-11-20T01:00:01Z');
    expect((await search('198.51.100.7')).status).toBe(200);
  }, 180_000);
});
