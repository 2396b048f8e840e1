// The search log (issue 31): searches and results opened counted per normalised keyword and day, nothing of
// the reader kept, a kept answer counted each time it is given, the console's calls for content authors,
// and the nightly purge at its boundary day.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '#core/dates.ts';
import type { Page } from '#core/schemas/common.ts';
import { SEARCH_LOG_RETENTION_DAYS, type SearchLogItem, type SearchLogOpenedItem } from '#core/schemas/search-log.ts';
import type { SearchAllResult } from '#core/search/types.ts';
import { schema } from '#db/client.ts';
import { searchLogOpenedByKeyword } from '#db/queries/search/log.ts';
import { insertFaq } from '#db/seed/content/faq.ts';
import { liveAnswer } from '../../contract/contract-kit.ts';
import { DAY_MS } from '../../jobs/batch-days.ts';
import { runJobs } from '../../jobs/run-jobs.ts';
import { answerCacheOf } from '../../lib/answer-cache.ts';
import { expectFailure, readJson, type TestApp } from '../../testing/api-kit.ts';
import { authoringSessions, cookieOfSession, type NamedSessions } from '../../testing/authoring-sessions.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
const sessions: NamedSessions = {};
const LOG = '/api/admin/search-log';

beforeAll(async () => {
  // visitors' answers kept as Node keeps them: a search given from memory is counted too
  t = await createTestApp({ answers: true, searchLimit: { burst: Number.POSITIVE_INFINITY, perMinute: 600 } });
  Object.assign(sessions, await authoringSessions(t));
  await insertFaq(
    t.db,
    t.blobs,
    {
      category: 3,
      titleKr: '발효 온도 안내',
      titleEn: 'Fermentation temperature guide',
      contentKr: '<p>발효 온도를 기록하는 방법입니다.</p>',
      contentEn: '<p>How fermentation temperature is logged.</p>',
      daysAgo: 1,
      view: 0,
    },
    { now: new Date() },
  );
});
afterAll(() => t.close());

const cookieOf = (who: string) => cookieOfSession(sessions, who);
const search = async (keyword: string, headers: Record<string, string> = {}) => {
  const res = await t.get(`/api/public/searching?keyword=${encodeURIComponent(keyword)}`, 'ko', headers);
  expect(res.status).toBe(200);
  return res;
};
/** A result link's ping as Chromium sends it: a POST of `PING` as text/ping, from the page's own origin. */
const ping = (keyword: string, path: string, origin = SITE) =>
  t.request(`/api/public/searching/opened?keyword=${encodeURIComponent(keyword)}&path=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/ping', origin, 'sec-fetch-site': origin === SITE ? 'same-origin' : 'cross-site', 'ping-to': `${SITE}${path}` },
    body: 'PING',
  });
const logOf = async (query = '', who = 'console') => {
  const res = await t.get(`${LOG}${query}`, 'ko', cookieOf(who));
  const body = await readJson<Page<SearchLogItem>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
};
const lineOf = async (keyword: string, query = '?shows=all&pageSize=100') => (await logOf(query)).items.find((item) => item.keyword === keyword);
const today = () => localDate(new Date().toISOString());

describe('counting searches', () => {
  it('counts a search that found nothing per normalised keyword, kept answers given from memory included', async () => {
    await search('없는말쿼즈 ZQX');
    // the same keyword as typed otherwise: one line of the log
    await search('  없는말쿼즈   zqx ');
    const third = await search('없는말쿼즈 ZQX');
    expect(third.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await lineOf('없는말쿼즈 zqx')).toEqual({ keyword: '없는말쿼즈 zqx', searches: 3, foundNothing: 3, opened: 0, lastDay: today() });
  });

  it('counts a search that found something apart from the ones that did not, and lists only the latter by default', async () => {
    await search('발효 온도');
    expect(await lineOf('발효 온도')).toMatchObject({ searches: 1, foundNothing: 0 });
    const nothing = await logOf();
    expect(nothing.items.map((item) => item.keyword)).toContain('없는말쿼즈 zqx');
    expect(nothing.items.map((item) => item.keyword)).not.toContain('발효 온도');
  });

  it('keeps nothing of the reader: a signed-in search is counted on the same line, by day and keyword alone', async () => {
    await search('없는말쿼즈 zqx', cookieOf('MEMBER'));
    expect(await lineOf('없는말쿼즈 zqx')).toMatchObject({ searches: 4, foundNothing: 4 });
    const [row] = await t.db.select().from(schema.searchLog).where(eq(schema.searchLog.keyword, '없는말쿼즈 zqx'));
    expect(Object.keys(row ?? {}).toSorted()).toEqual(['day', 'foundNothing', 'keyword', 'opened', 'searches']);
  });

  it('counts nothing for a keyword with nothing to search', async () => {
    const before = await t.db.select().from(schema.searchLog);
    await search('   ');
    await search('');
    expect((await logOf('?shows=all&pageSize=100')).total).toBe(new Set(before.map((row) => row.keyword)).size);
  });
});

describe('a visitor’s search kept in memory', () => {
  it('is given again from memory until the glossary changes, and a signed-in reader’s never is', async () => {
    const cache = answerCacheOf(t.db);
    const totalOf = async (headers: Record<string, string> = {}) => {
      const body = (await (await search('양조학', headers)).json()) as { data: SearchAllResult };
      return body.data.groups.reduce((sum, group) => sum + group.total, 0);
    };
    const before = cache.hits;
    expect(await totalOf()).toBe(0);
    expect(await totalOf()).toBe(0);
    expect(cache.hits).toBe(before + 1);
    expect(await totalOf(cookieOf('MEMBER'))).toBe(0);
    expect(cache.hits).toBe(before + 1);
    // a new term of the glossary: the kept answer is forgotten, and the English guide is found by the Korean word
    const added = await t.send('POST', '/api/admin/search-glossary', { ko: '양조학', en: 'fermentation' }, 'ko', { ...cookieOf('console'), origin: SITE });
    expect(added.status).toBe(201);
    expect(await totalOf()).toBe(1);
    expect(cache.hits).toBe(before + 1);
    expect(await totalOf()).toBe(1);
    expect(cache.hits).toBe(before + 2);
  });
});

describe('counting results opened', () => {
  it('counts a result link’s ping from the search page, per keyword and result', async () => {
    expect((await ping('발효 온도', '/community/faq')).status).toBe(200);
    expect((await ping('발효 온도', '/community/faq')).status).toBe(200);
    expect((await ping('발효  온도', '/partner/partner-Q&A-detail?id=4')).status).toBe(200);
    expect(await lineOf('발효 온도')).toMatchObject({ searches: 1, opened: 3 });
    const opened = await liveAnswer(t, 'GET /api/admin/search-log/opened', { ...cookieOf('console'), query: { keyword: '발효 온도' } });
    expect(opened).toEqual<SearchLogOpenedItem[]>([
      { path: '/community/faq', opened: 2 },
      { path: '/partner/partner-Q&A-detail?id=4', opened: 1 },
    ]);
  });

  it('lists the results opened of a page of keywords in one read, each keyword its own, at most 20 a keyword', async () => {
    const day = today();
    await t.db
      .insert(schema.searchLogOpened)
      .values(Array.from({ length: 22 }, (_, i) => ({ day, keyword: '많이 연 검색어', path: `/community/faq?id=${i}`, opened: i + 1 })));
    const byKeyword = await searchLogOpenedByKeyword(t.db, ['많이 연 검색어', '발효 온도', '열지 않은 검색어'], { fromDate: day, toDate: day });
    expect(byKeyword.get('많이 연 검색어')?.map((item) => item.opened)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect(byKeyword.get('발효 온도')).toEqual([
      { path: '/community/faq', opened: 2 },
      { path: '/partner/partner-Q&A-detail?id=4', opened: 1 },
    ]);
    expect(byKeyword.get('열지 않은 검색어')).toEqual([]);
  });

  it('answers its contract', async () => {
    await liveAnswer(t, 'POST /api/public/searching/opened', { query: { keyword: '발효 온도', path: '/community/faq' } });
    expect(await lineOf('발효 온도')).toMatchObject({ opened: 4 });
  });

  it('refuses a ping another site sent, and a path that is not one of the site’s', async () => {
    await expectFailure(await ping('발효 온도', '/community/faq', 'https://attacker.example'), 403, 'ko', 'api.crossSite');
    for (const path of ['//attacker.example/x', 'https://attacker.example/', 'javascript:alert(1)', '/a b', `/${'x'.repeat(200)}`]) {
      expect((await ping('발효 온도', path)).status, path).toBe(422);
    }
    expect(await lineOf('발효 온도')).toMatchObject({ opened: 4 });
  });
});

describe('GET /api/admin/search-log', () => {
  it('adds the period’s days up, filters by keyword, and pages', async () => {
    const yesterday = localDate(new Date(Date.now() - DAY_MS).toISOString());
    await t.db.insert(schema.searchLog).values([
      { day: yesterday, keyword: '없는말쿼즈 zqx', searches: 5, foundNothing: 5, opened: 0 },
      { day: yesterday, keyword: '어제만 찾은 말', searches: 2, foundNothing: 1, opened: 1 },
    ]);
    expect(await lineOf('없는말쿼즈 zqx')).toMatchObject({ searches: 9, foundNothing: 9, lastDay: today() });
    expect(await lineOf('없는말쿼즈 zqx', `?shows=all&fromDate=${today()}`)).toMatchObject({ searches: 4 });
    expect(await lineOf('어제만 찾은 말', `?shows=all&toDate=${yesterday}`)).toEqual({
      keyword: '어제만 찾은 말',
      searches: 2,
      foundNothing: 1,
      opened: 1,
      lastDay: yesterday,
    });
    // the most often found nothing first
    const nothing = await logOf();
    expect(nothing.items[0]?.keyword).toBe('없는말쿼즈 zqx');
    const filtered = await logOf('?keyword=zqx&shows=all');
    expect(filtered.items.map((item) => item.keyword)).toEqual(['없는말쿼즈 zqx']);
    const paged = await liveAnswer(t, 'GET /api/admin/search-log', { ...cookieOf('console'), query: { shows: 'all', pageSize: 1, page: 2 } });
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: nothing.total + 1 });
    expect(paged.items).toHaveLength(1);
  });

  it('refuses a date that is no date, in the caller’s language', async () => {
    await expectFailure(await t.get(`${LOG}?fromDate=yesterday`, 'en', cookieOf('console')), 422, 'en', 'validation.invalid', { field: 'From' });
    await expectFailure(await t.get(`${LOG}?toDate=2026-02-30`, 'ko', cookieOf('console')), 422, 'ko', 'validation.invalid', { field: '종료일' });
    await expectFailure(await t.get(`${LOG}?fromDate=2026-11-02&toDate=2026-11-01`, 'en', cookieOf('console')), 422, 'en', 'console.dateRangeInvalid');
    await expectFailure(await t.get(`${LOG}?shows=some`, 'ko', cookieOf('console')), 422, 'ko', 'validation.invalid', { field: '표시할 검색어' });
  });

  it.each(['console', 'ADMIN', 'CONTENT_MANAGER'])('is read by a %s session, and the read recorded in the admin access history', async (who) => {
    expect((await logOf('', who)).total).toBeGreaterThan(0);
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({ screen: '/admin/search-log', action: 'VIEW' });
  });

  it.each(['MEMBER', 'PARTNER', 'STAFF'])('refuses a %s with 403 and a visitor with 401', async (role) => {
    await expectFailure(await t.get(LOG, 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.get(`${LOG}/opened?keyword=x`, 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.get(LOG, 'ko'), 401, 'ko', 'auth.loginRequired');
  });
});

describe('the nightly purge', () => {
  it(`keeps ${SEARCH_LOG_RETENTION_DAYS} days, today included, and removes the day before`, async () => {
    const now = new Date('2026-11-30T03:00:00Z');
    const dayOf = (days: number) => localDate(new Date(now.getTime() - days * DAY_MS).toISOString());
    const lastKept = dayOf(SEARCH_LOG_RETENTION_DAYS - 1);
    const firstGone = dayOf(SEARCH_LOG_RETENTION_DAYS);
    await t.db.insert(schema.searchLog).values([
      { day: lastKept, keyword: '보존 경계', searches: 1, foundNothing: 1, opened: 1 },
      { day: firstGone, keyword: '보존 경계', searches: 1, foundNothing: 1, opened: 1 },
    ]);
    await t.db.insert(schema.searchLogOpened).values([
      { day: lastKept, keyword: '보존 경계', path: '/community/faq', opened: 1 },
      { day: firstGone, keyword: '보존 경계', path: '/community/faq', opened: 1 },
    ]);
    await runJobs('purge-old-search-log', t.deps, now);
    const left = await t.db.select({ day: schema.searchLog.day }).from(schema.searchLog).where(eq(schema.searchLog.keyword, '보존 경계'));
    expect(left).toEqual([{ day: lastKept }]);
    const paths = await t.db.select({ day: schema.searchLogOpened.day }).from(schema.searchLogOpened).where(eq(schema.searchLogOpened.keyword, '보존 경계'));
    expect(paths).toEqual([{ day: lastKept }]);
    const [run] = await t.db.select().from(schema.batchRun).where(eq(schema.batchRun.jobName, 'purge-old-search-log'));
    expect(run).toMatchObject({ status: 'SUCCESS', affectedCount: 1 });
  });
});
