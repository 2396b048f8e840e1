// Site-wide search in a real browser (portal spec §2 `/search` and the header; issue 15): a visitor searches
// from the header's box in Korean and in English and opens a result; without JavaScript the box, the tabs
// and the next page still work; "load more" appends in place; the tabs' counts are the search call's; a
// partner finds a private question of theirs that a member cannot find, and not another partner's; the
// empty state and a refused keyword; suggestions as one types (issue 31) and a misspelt word's correction;
// axe on the page.
import { type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { SEARCH_KEYWORD_MAX } from '#core/schemas/search.ts';
import type { SearchAllResult, SearchCategory, SearchMoreResult } from '#core/search/types.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { partnerFaqSeeds } from '#db/seed/content/partner-content.ts';
import { partnerQuestions } from '#db/seed/content/partner-qna.ts';
import { categoryNameKey } from '../site/src/lib/search-page-query.ts';
import { afterPaintRan, expect, test } from './support/fixture.ts';
import { at, atPath, escapeRegExp, expectNoAxeViolations, expectPageIn, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const PARTNER = 'partner@dataworks-partner.co.kr';
const MEMBER = 'member@hanbit-manufacturing.co.kr';

const searchPath = (lang: Lang, query: Record<string, string>) => `${at(lang, '/search')}?${new URLSearchParams(query)}`;
const main = (page: Page) => page.getByRole('main');
const tabs = (page: Page, lang: Lang) => page.getByRole('navigation', { name: msg(lang, 'search.tabs') });
const results = (page: Page) => page.locator('[data-search-list] > li');
const categoryName = (lang: Lang, category: SearchCategory) => msg(lang, categoryNameKey(category));
const tabName = (lang: Lang, label: string, count: number) => `${label} ${msg(lang, 'search.count', { n: count.toLocaleString('en-US') })}`;

/** What the search call answers this page's reader (the page's request context carries its session). */
async function searchCall(page: Page, lang: Lang, keyword: string): Promise<SearchAllResult> {
  const response = await page.request.get(`/api/public/searching?${new URLSearchParams({ keyword })}`, { headers: { 'accept-language': lang } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SearchAllResult }).data;
}

/** Opens the header's search bar, types the keyword and sends it, as a reader does. */
async function searchFromHeader(page: Page, lang: Lang, keyword: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: msg(lang, 'search.open'), exact: true })
    .click();
  // a search box, a combobox once its suggestions' script has loaded (on focus)
  const box = page.getByRole('search', { name: msg(lang, 'search.label') }).getByLabel(msg(lang, 'search.siteKeyword'));
  await expect(box).toBeVisible();
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(lang, '/search'))}\\?keyword=`));
}

test('ko: a visitor searches 예측 from the header, sees each kind with matches marked, and opens a pre-built model', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('banner').getByRole('button', { name: msg('ko', 'search.open'), exact: true });
  const box = page.locator('#site-search-keyword');
  // the bar is closed until asked for, and nothing takes the focus on its own
  await expect(box).toBeHidden();
  await open.click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  await searchFromHeader(page, 'ko', '예측');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko', 'search.titleFor', { keyword: '예측' }));
  await expect(main(page).getByRole('searchbox', { name: msg('ko', 'search.keyword') })).toHaveValue('예측');
  await expect(tabs(page, 'ko').getByRole('link', { name: new RegExp(`^${msg('ko', 'search.all')} `) })).toHaveAttribute('aria-current', 'page');

  const models = main(page).getByRole('region', { name: new RegExp(`^${escapeRegExp(categoryName('ko', 'PREBUILT'))}`) });
  await expect(models.locator('mark').first()).toHaveText('예측');
  const first = models.getByRole('listitem').first().getByRole('heading', { level: 3 });
  const title = (await first.textContent())?.trim() ?? '';
  expect(title).toContain('예측');
  // following a result pings the search log (the link's `ping`, no script): the keyword and the result's path
  const pinged = page.waitForRequest((request) => request.url().includes('/api/public/searching/opened?'));
  await first.getByRole('link').click();
  const request = await pinged;
  const ping = new URL(request.url());
  expect(ping.searchParams.get('keyword')).toBe('예측');
  expect(ping.searchParams.get('path')).toMatch(/^\/resources\/pre-built-model\/detail\/\d+$/);
  // on a loaded machine the navigation may end before the ping's answer, which the browser then reports as
  // aborted rather than answered; when it is answered, it is counted (the call itself: search-log.test.ts)
  const response = await request.response();
  if (response) expect(response.status()).toBe(200);
  else expect(request.failure()?.errorText).toMatch(/ERR_ABORTED/);
  await expect(page).toHaveURL(/\/resources\/pre-built-model\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('en: a visitor searches "forecast" from the header and opens an English result', async ({ page }) => {
  await page.goto('/en/resources/success-story');
  await searchFromHeader(page, 'en', 'forecast');
  await expectPageIn(page, 'en', msg('en', 'search.titleFor', { keyword: 'forecast' }));
  const first = main(page).locator('.search-group').first().getByRole('listitem').first();
  await expect(first.locator('mark').first()).toHaveText(/^forecast/i);
  const link = first.getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/en\/resources\/(pre-built-model|success-story)\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('ko: the header box, the tabs and the next page are plain HTML', async ({ page }) => {
    const all = await searchCall(page, 'ko', '예측');
    const models = all.groups.find((group) => group.category === 'PREBUILT');
    expect(models?.total, 'the demo content has more than a page of models about 예측').toBeGreaterThan(10);
    const total = models?.total ?? 0;

    await page.goto('/resources/pre-built-model');
    await searchFromHeader(page, 'ko', '예측');
    await tabs(page, 'ko')
      .getByRole('link', { name: tabName('ko', categoryName('ko', 'PREBUILT'), total) })
      .click();
    await expect(page).toHaveURL(atPath('/search'));
    await expect(tabs(page, 'ko').locator('[aria-current="page"]')).toHaveText(tabName('ko', categoryName('ko', 'PREBUILT'), total));
    await expect(results(page)).toHaveCount(10);
    await expect(page.locator('[data-search-status]')).toHaveText(msg('ko', 'search.showing', { from: 1, to: 10, total }));

    await page.getByRole('link', { name: msg('ko', 'search.loadMore') }).click();
    await expect(page).toHaveURL(/[?&]pageNo=2$/);
    await expect(results(page)).toHaveCount(Math.min(10, total - 10));
    await expect(page.locator('[data-search-status]')).toHaveText(msg('ko', 'search.showing', { from: 11, to: Math.min(20, total), total }));
    await page.getByRole('link', { name: msg('ko', 'search.previous') }).click();
    await expect(results(page)).toHaveCount(10);
  });
});

test('ko: the tabs count what the search call counts, and "load more" appends a category\'s next page in place', async ({ page }) => {
  const all = await searchCall(page, 'ko', '예측');
  await page.goto(searchPath('ko', { keyword: '예측' }));
  const sum = all.groups.reduce((total, group) => total + group.total, 0);
  await expect(tabs(page, 'ko').getByRole('link')).toHaveText([
    tabName('ko', msg('ko', 'search.all'), sum),
    ...all.groups.map((group) => tabName('ko', categoryName('ko', group.category), group.total)),
  ]);
  // a visitor is offered no partner category
  expect(all.groups.map((group) => group.category)).not.toContain('PARTNER_QNA');

  // each category with matches shows its best three, and "see all" leads to its tab
  const withMatches = all.groups.filter((group) => group.total > 0);
  await expect(main(page).locator('.search-group')).toHaveCount(withMatches.length);
  const models = all.groups.find((group) => group.category === 'PREBUILT');
  const total = models?.total ?? 0;
  await main(page)
    .getByRole('link', { name: msg('ko', 'search.seeAll', { category: categoryName('ko', 'PREBUILT'), n: total }) })
    .click();
  await expect(results(page)).toHaveCount(10);
  // reached by a click: "load more" appends in place once the page's scripts run (a link to the next page before)
  await afterPaintRan(page);

  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', 'yes'));
  const answered = page.waitForResponse((response) => response.url().includes('/api/public/searching/load-more?'));
  await page.getByRole('link', { name: msg('ko', 'search.loadMore') }).click();
  const more = ((await (await answered).json()) as { data: SearchMoreResult }).data;
  expect(more.pageNo).toBe(2);
  await expect(results(page)).toHaveCount(Math.min(20, total));
  await expect(results(page).nth(10).getByRole('link')).toBeFocused();
  // a result added in place pings the search log like the page's own
  expect(await results(page).nth(10).getByRole('link').getAttribute('ping')).toBe(
    `/api/public/searching/opened?keyword=${encodeURIComponent('예측')}&path=${encodeURIComponent(more.hits[0]?.path ?? '')}`,
  );
  await expect(results(page).nth(10).getByRole('heading')).toHaveText(more.hits[0]?.title.map((part) => part.text).join('') ?? '');
  await expect(page.locator('[data-search-status]')).toHaveText(msg('ko', 'search.showing', { from: 1, to: Math.min(20, total), total }));
  await expect(page).toHaveURL(/[?&]pageNo=2$/);
  await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes');
  if (total <= 20) await expect(page.getByRole('link', { name: msg('ko', 'search.loadMore') })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("ko: a partner finds a private question of theirs that a member cannot find, and not another partner's", async ({ browser, baseURL }) => {
  const own = partnerQuestions.find((question) => question.isPrivate && question.title.includes('마스킹'));
  const others = partnerQuestions.find((question) => question.isPrivate && question.title.includes('응시료'));
  expect(own && others, 'the demo content has both private questions').toBeTruthy();

  const partner = await browser.newPage({ baseURL });
  await signInByApi(partner, PARTNER, DEMO_PASSWORD);
  await partner.goto(searchPath('ko', { keyword: '마스킹' }));
  await expect(tabs(partner, 'ko').getByRole('link', { name: tabName('ko', categoryName('ko', 'PARTNER_QNA'), 1) })).toBeVisible();
  const found = main(partner).getByRole('link', { name: own?.title });
  await expect(found).toBeVisible();
  await found.click();
  await expect(partner).toHaveURL(/\/partner\/partner-Q&A-detail\?id=\d+$/);
  await expect(partner.getByRole('heading', { level: 1 })).toContainText(own?.title ?? '');

  // the partner FAQ exists in Korean only: an English reader's result opens the Korean page
  const faq = partnerFaqSeeds.find((entry) => entry.titleKr.includes('평가판'));
  await partner.goto(searchPath('en', { keyword: '평가판', category: 'PARTNER_FAQ' }));
  await expect(main(partner).getByRole('link', { name: faq?.titleKr })).toHaveAttribute('href', '/partner/partner-FAQ');

  await partner.goto(searchPath('ko', { keyword: '응시료', category: 'PARTNER_QNA' }));
  await expect(main(partner).getByRole('link', { name: others?.title })).toHaveCount(0);
  await expect(tabs(partner, 'ko').locator('[aria-current="page"]')).toHaveText(tabName('ko', categoryName('ko', 'PARTNER_QNA'), 0));
  await partner.close();

  const member = await browser.newPage({ baseURL });
  await signInByApi(member, MEMBER, DEMO_PASSWORD);
  await member.goto(searchPath('ko', { keyword: '마스킹', category: 'PARTNER_QNA' }));
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(msg('ko', 'search.titleFor', { keyword: '마스킹' }));
  // the partner kinds are not offered to a member, and their tab reads as All
  await expect(tabs(member, 'ko').getByRole('link', { name: new RegExp(escapeRegExp(categoryName('ko', 'PARTNER_QNA'))) })).toHaveCount(0);
  await expect(tabs(member, 'ko').locator('[aria-current="page"]')).toHaveText(new RegExp(`^${msg('ko', 'search.all')} `));
  await expect(main(member).getByRole('link', { name: own?.title })).toHaveCount(0);
  await member.close();
});

test('ko: a search that finds nothing says so with suggestions, and a keyword too long is refused with the reason', async ({ page }) => {
  const keyword = '쿼크글루온플라즈마';
  await page.goto(searchPath('ko', { keyword }));
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(msg('ko', 'search.noResults', { keyword }));
  await expect(main(page).getByText(msg('ko', 'search.tipSpelling'))).toBeVisible();
  await main(page)
    .getByRole('link', { name: msg('ko', 'nav.preBuiltModel'), exact: true })
    .click();
  await expect(page).toHaveURL(atPath('/resources/pre-built-model'));

  await page.goto(searchPath('ko', { keyword: '가'.repeat(SEARCH_KEYWORD_MAX + 1) }));
  const box = main(page).getByRole('searchbox', { name: msg('ko', 'search.keyword') });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(msg('ko', 'search.tooLong', { max: SEARCH_KEYWORD_MAX }));
  await expect(tabs(page, 'ko')).toHaveCount(0);

  await page.goto(searchPath('ko', { keyword }));
  await expectNoAxeViolations(page);
});

test('en: the header box says its suggestions in English', async ({ page }) => {
  await page.goto('/en/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: msg('en', 'search.open'), exact: true })
    .click();
  const box = page.getByRole('combobox', { name: msg('en', 'search.siteKeyword') });
  await box.fill('forecast');
  const options = page.getByRole('listbox', { name: msg('en', 'search.suggestionsLabel') }).getByRole('option');
  await expect(options.first()).toBeVisible();
  // the words come from the English message set (decision 065), and the suggestions were asked for in English
  await expect(page.locator('[data-suggest-status]')).toHaveText(msg('en', 'search.suggestions', { count: await options.count() }));
  await expect(options.first()).toHaveAttribute('lang', 'en');
});

test('ko: the header box suggests titles and terms as one types, by keyboard, and opens the one chosen', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: msg('ko', 'search.open'), exact: true })
    .click();
  const box = page.getByRole('combobox', { name: msg('ko', 'search.siteKeyword') });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('수요 예측');
  const list = page.getByRole('listbox', { name: msg('ko', 'search.suggestionsLabel') });
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  await expect(page.locator('[data-suggest-status]')).toHaveText(msg('ko', 'search.suggestions', { count }));
  await expectNoAxeViolations(page);

  // the arrows move through the options, the box keeping the focus; Escape closes the list, not the bar
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await expect(box).toBeFocused();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toBeVisible();

  // a title opens its page
  await box.fill('수요 예측 모');
  await expect(options.first()).toBeVisible();
  const title = (await options.first().textContent())!;
  await box.press('ArrowDown');
  await box.press('Enter');
  // its page holds it (a video's is its channel, which lists it)
  await expect(page).not.toHaveURL(/\/search/);
  await expect(main(page)).toContainText(title.trim());
});

test('en: a misspelt word is searched as its likeliest word, and the page says so with a link to it', async ({ page }) => {
  await page.goto(searchPath('en', { keyword: 'forecst' }));
  const correction = main(page).getByRole('link', { name: msg('en', 'search.didYouMean', { keyword: 'forecast' }) });
  await expect(correction).toBeVisible();
  await expect(main(page).getByText(msg('en', 'search.alsoSearched'))).toBeVisible();
  await expect(main(page).locator('.search-group').first()).toBeVisible();
  await correction.click();
  await expect(page).toHaveURL(searchPath('en', { keyword: 'forecast' }).replace(/^\//, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'search.titleFor', { keyword: 'forecast' }));
});

test('en: the empty search page asks for words, and is not indexed', async ({ page }) => {
  await page.goto('/en/search');
  await expectPageIn(page, 'en', msg('en', 'search.title'));
  await expect(main(page).getByText(msg('en', 'search.prompt'))).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
});

test('the page is kept for a visitor and for each reader, and a new post is found at once by both', async ({ page, browser, baseURL }) => {
  const word = `keptsearch${uniqueStamp().replace(/\W/g, '')}`;
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await signInByApi(page, MEMBER, DEMO_PASSWORD);
  const path = searchPath('en', { keyword: word });
  // nothing yet; each reader's page twice, the same bytes, a visitor's for any cache that asks again first
  for (const [reader, cacheControl] of [
    [visitor, 'public, max-age=0, must-revalidate'],
    [page, 'private, no-cache'],
  ] as const) {
    const [once, twice] = [await reader.request.get(path), await reader.request.get(path)];
    expect([once.status(), once.headers()['cache-control'], twice.headers()['etag']]).toEqual([200, cacheControl, once.headers()['etag']]);
    expect(await once.text()).not.toContain(`Search ${word} ok`);
  }
  // the member writes a post with the word: the next search of each finds it
  const created = await page.request.post('/api/member/forum-bulletin', {
    data: { boardId: 1, title: `Search ${word} ok`, content: '<p>Found at once.</p>', tags: ['modeling'] },
  });
  expect(created.status()).toBe(201);
  for (const reader of [visitor, page]) {
    await reader.goto(path);
    await expect(main(reader).getByRole('link', { name: `Search ${word} ok` })).toBeVisible();
  }
  await visitor.context().close();
});
