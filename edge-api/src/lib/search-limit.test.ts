import { describe, expect, it } from 'vitest';
import { expectFailure, freshIp, msg, TEST_START, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { SEARCH_RATE_LIMIT } from './search-limit.ts';

// Issue: site search had no rate limit (400 calls in a few seconds from one address, all answered). Past
// the limit of an address, both calls answer 429 with Retry-After and the envelope, and the search page the
// error page with the message, in the reader's language; a person's pace never meets it. The clock is the
// test app's: nothing here depends on how fast the machine runs.

let t: TestApp;
useTestApp((app) => (t = app));

const { burst } = SEARCH_RATE_LIMIT;
const seconds = (n: number) => new Date(TEST_START.getTime() + n * 1000);
const search = (ip: string, lang: 'ko' | 'en' = 'en', path = '/api/public/searching?keyword=forecast') => t.get(path, lang, { 'x-test-ip': ip });

/**
 * Spends an address's whole burst, the last search through the call and answered; the others through the
 * search page, which this app without pages answers at once, though it counts as the portal's does.
 */
async function spendBurst(ip: string) {
  for (let i = 1; i < burst; i += 1) expect((await search(ip, 'en', '/en/search?keyword=forecast')).status, `search ${i}`).not.toBe(429);
  expect((await search(ip)).status, `search ${burst}`).toBe(200);
}

describe('the search limit', () => {
  it('GET /api/public/searching answers 429 with Retry-After past an address burst, in the caller language, and other addresses go on', async () => {
    const ip = freshIp();
    await spendBurst(ip);
    for (const lang of ['en', 'ko'] as const) {
      const refused = await search(ip, lang);
      expect(refused.headers.get('retry-after')).toBe('1');
      await expectFailure(refused, 429, lang, 'search.tooMany', { count: 1 });
    }
    expect((await search(freshIp())).status).toBe(200);
    // a second later the address has one search back
    t.clock.now = seconds(1);
    expect((await search(ip)).status).toBe(200);
    expect((await search(ip)).status).toBe(429);
  });

  it('GET /api/public/searching/load-more shares the budget and the answer', async () => {
    const ip = freshIp();
    await spendBurst(ip);
    const more = await search(ip, 'ko', '/api/public/searching/load-more?keyword=forecast&categoryName=PREBUILT&pageNo=2');
    expect(more.headers.get('retry-after')).toBe('1');
    await expectFailure(more, 429, 'ko', 'search.tooMany', { count: 1 });
  });

  it('the search page answers the error page with the message in the language of its address; without words to search it is not counted', async () => {
    const ip = freshIp();
    // pages that search nothing: no keyword, a blank one, one too long to search
    for (const path of ['/search', '/en/search?keyword=+', `/search?keyword=${'가'.repeat(101)}`]) {
      for (let i = 0; i <= burst; i += 1) expect((await search(ip, 'ko', path)).status, path).not.toBe(429);
    }
    await spendBurst(ip);
    for (const [path, lang] of [
      ['/en/search?keyword=forecast', 'en'],
      ['/search/?keyword=%EC%98%88%EC%B8%A1', 'ko'],
    ] as const) {
      const page = await search(ip, 'ko', path);
      expect(page.status).toBe(429);
      expect(page.headers.get('retry-after')).toBe('1');
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(msg(lang, 'errorPage.title.tooMany'));
      expect(html).toContain(msg(lang, 'search.tooMany', { count: 1 }));
    }
    // the calls of the same address wait too
    expect((await search(ip)).status).toBe(429);
  });

  it('a person searching once a second for over three minutes never meets it', async () => {
    const ip = freshIp();
    for (let second = 0; second < 2 * burst; second += 1) {
      t.clock.now = seconds(second);
      expect((await search(ip, 'en', second % 3 === 0 ? '/en/search?keyword=forecast' : '/api/public/searching?keyword=forecast')).status).not.toBe(429);
    }
  });

  it('addresses of one IPv6 /64 network share a bucket', async () => {
    for (let i = 0; i < burst; i += 1) await search(`2001:db8:7:1::${(i + 1).toString(16)}`, 'en', '/en/search?keyword=forecast');
    expect((await search('2001:db8:7:1:ffff::9')).status).toBe(429);
    expect((await search('2001:db8:7:2::1')).status).toBe(200);
  });
});
