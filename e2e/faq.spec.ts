// The community FAQ in a real browser (portal spec §2-§6): the list grows by 10 with "show more" in place
// (JavaScript on) and as a plain link (JavaScript off), category tabs and the search; an answer opens in
// place and counts one view per visit; a content manager registers a question with a file in both
// languages, finds it on the list in Korean and English, and deletes it; axe on both pages.
import { type Page, type Request } from '@playwright/test';
import { langs, langTags as tags, type Lang } from '#core/i18n/locales.ts';
import type { FaqView } from '#core/schemas/faq.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { en, ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, escapeRegExp, expectNoAxeViolations, msg } from './support/portal.ts';

const CONTENT_MANAGER = 'content@example-analytics.com';
/** A registered question shows on the list every reader counts: that test runs after the parallel ones. */
const GLOBAL_DATA = { tag: '@global-data' };

const listPath = (lang: Lang) => at(lang, '/community/FAQ');
const items = (page: Page) => page.locator('[data-faq-list] > li');
const status = (page: Page) => page.locator('[data-faq-status]');
const question = (item: FaqView, lang: Lang) => (lang === 'en' ? item.titleEn : item.titleKr);

/** The live questions, newest first, from the public API (the same data the page reads). */
async function allQuestions(page: Page, query = ''): Promise<{ items: FaqView[]; total: number }> {
  const response = await page.request.get(`/api/public/faq/list-faq?pageSize=100${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: FaqView[]; total: number } }).data;
}

for (const lang of langs) {
  test(`${lang}: the FAQ grows by 10 in place with "show more", and an opened answer counts one view per visit`, async ({ page }) => {
    const { items: questions, total } = await allQuestions(page);
    expect(total, 'the demo content has more than two pages of questions').toBeGreaterThan(20);
    await page.goto(listPath(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'faq.listTitle'));
    await expect(items(page)).toHaveCount(10);
    await expect(status(page)).toHaveText(msg(lang, 'faq.showing', { shown: 10, total }));
    await expect(items(page).first().locator('summary')).toContainText(question(questions[0] as FaqView, lang));

    // appended in place: the page stays, the address follows, the focus goes to the first new question
    await page.evaluate(() => document.documentElement.setAttribute('data-same-page', 'yes'));
    const more = page.getByRole('link', { name: msg(lang, 'faq.loadMore') });
    for (let shown = 20; shown < total + 10; shown += 10) {
      await more.click();
      const now = Math.min(shown, total);
      await expect(items(page)).toHaveCount(now);
      await expect(status(page)).toHaveText(msg(lang, 'faq.showing', { shown: now, total }));
      await expect(
        items(page)
          .nth(shown - 10)
          .locator('summary'),
      ).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath(lang))}\\?size=${shown}$`));
    }
    await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes');
    await expect(more).toHaveCount(0);
    await expect(items(page).last().locator('summary')).toContainText(question(questions[total - 1] as FaqView, lang));

    // an answer opens in place and counts a view once per visit
    const views: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/public/faq/update-view/')) views.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    const first = items(page).first();
    const firstId = await first.getAttribute('data-faq-id');
    const counted = page.waitForResponse((response) => response.url().endsWith(`/api/public/faq/update-view/${firstId}`));
    await first.locator('summary').click();
    expect((await counted).status()).toBe(200);
    await expect(first.locator('.rich-text')).toBeVisible();
    await first.locator('summary').click();
    await expect(first.locator('.rich-text')).toBeHidden();
    await first.locator('summary').click();
    // a second answer's view is the marker that the first one's reopening sent nothing
    const second = items(page).nth(1);
    const secondId = await second.getAttribute('data-faq-id');
    const secondCounted = page.waitForResponse((response) => response.url().endsWith(`/api/public/faq/update-view/${secondId}`));
    await second.locator('summary').click();
    await secondCounted;
    expect(views).toEqual([`/api/public/faq/update-view/${firstId}`, `/api/public/faq/update-view/${secondId}`]);
    page.off('request', onRequest);
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('ko: show more is a link 10 longer; the category tabs, the search and the sort are plain links and a form', async ({ page }) => {
    const { total } = await allQuestions(page);
    await page.goto(listPath('ko'));
    await expect(items(page)).toHaveCount(10);
    await page.getByRole('link', { name: msg('ko', 'faq.loadMore') }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath('ko'))}\\?size=20$`));
    await expect(items(page)).toHaveCount(20);
    await expect(status(page)).toHaveText(msg('ko', 'faq.showing', { shown: 20, total }));

    // a category: its tab is the current page, and its questions only
    const technical = await allQuestions(page, '&category=3');
    const tabs = page.getByRole('navigation', { name: msg('ko', 'faq.categories') });
    await tabs.getByRole('link', { name: /^기술/ }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath('ko'))}\\?category=3$`));
    await expect(tabs.getByRole('link', { name: /^기술/ })).toHaveAttribute('aria-current', 'page');
    await expect(items(page)).toHaveCount(Math.min(10, technical.total));
    await expect(page.locator('.category').first()).toHaveText('기술');

    // the search, in the answers only, most viewed first, within the category
    const search = page.getByRole('search', { name: msg('ko', 'faq.searchLabel') });
    await search.getByLabel(msg('ko', 'faq.searchCondition')).selectOption('content');
    await search.getByLabel(msg('ko', 'faq.keyword')).fill('JDBC');
    await search.getByLabel(msg('ko', 'faq.sortLabel')).selectOption('mostViewed');
    await search.getByRole('button', { name: msg('ko', 'faq.search') }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath('ko'))}\\?category=3&keyword=JDBC&searchCondition=content&orderBy=mostViewed$`));
    const found = await allQuestions(page, '&category=3&keyword=JDBC&searchCondition=content&orderBy=mostViewed');
    expect(found.total).toBeGreaterThan(0);
    await expect(items(page)).toHaveCount(found.total);
    await expect(items(page).first().locator('summary')).toContainText(question(found.items[0] as FaqView, 'ko'));

    // nothing matches: the message says what to do, and the reset goes back to everything
    await search.getByLabel(msg('ko', 'faq.keyword')).fill('존재하지않는검색어');
    await search.getByRole('button', { name: msg('ko', 'faq.search') }).click();
    await expect(page.getByText(msg('ko', 'faq.noMatch'))).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await page.getByRole('link', { name: msg('ko', 'common.reset'), exact: true }).click();
    await expect(page).toHaveURL(atPath('/community/FAQ'));
    await expect(items(page)).toHaveCount(10);
  });
});

test('a visitor sees no register or edit link; a content manager sees both', async ({ page }) => {
  // the no-match state, with JavaScript (axe runs in the page)
  await page.goto(`${listPath('en')}?keyword=nothing-like-this`);
  await expect(page.getByText(msg('en', 'faq.noMatch'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(listPath('en'));
  await expect(page.getByRole('link', { name: msg('en', 'faq.register') })).toBeHidden();
  await items(page).first().locator('summary').click();
  await expect(page.getByRole('link', { name: msg('en', 'faq.edit') })).toHaveCount(0);
  const answer = await page.request.post('/api/auth/login', { data: { username: CONTENT_MANAGER, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  await page.goto(listPath('en'));
  await expect(page.getByRole('link', { name: msg('en', 'faq.register') })).toBeVisible();
  await items(page).first().locator('summary').click();
  await expect(
    items(page)
      .first()
      .getByRole('link', { name: msg('en', 'faq.edit') }),
  ).toBeVisible();
  // appended questions show their edit links to the same reader
  await page.getByRole('link', { name: msg('en', 'faq.loadMore') }).click();
  await expect(items(page)).toHaveCount(20);
  await items(page).nth(15).locator('summary').click();
  await expect(
    items(page)
      .nth(15)
      .getByRole('link', { name: msg('en', 'faq.edit') }),
  ).toBeVisible();
});

/** The name of one language variant of a field, as its input is labelled: "질문 (한국어)". */
const variant = (lang: Lang, field: Parameters<typeof msg>[1], which: 'Kr' | 'En') =>
  `${msg(lang, field)} (${msg(lang, which === 'Kr' ? 'editor.langKo' : 'editor.langEn')})`;
const textbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

test('the registration page is for content authors only, passes axe in both languages, and keeps what was entered when a save fails', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/community/FAQ-register');
  await expect(page).not.toHaveURL(atPath('/community/FAQ-register'));
  const answer = await page.request.post('/api/auth/login', { data: { username: CONTENT_MANAGER, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  for (const lang of langs) {
    await page.goto(at(lang, '/community/FAQ-register'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'faq.registerTitle'));
    await expect(textbox(page, variant(lang, 'faq.fieldAnswer', 'Kr'))).toBeVisible();
    // saving nothing says what is missing, and nothing is sent
    await page.getByRole('button', { name: msg(lang, 'editor.save'), exact: true }).click();
    await expect(page.getByText(msg(lang, 'faq.selectCategory'))).toBeVisible();
    await expectNoAxeViolations(page);
  }
  pageErrors.expectErrorResponse(404, '/community/FAQ-register');
  expect((await page.goto('/community/FAQ-register?id=999999'))?.status()).toBe(404);

  // a failed save keeps the author on the form with everything entered (the spec would go to the list)
  await page.goto('/community/FAQ-register');
  await expect(textbox(page, variant('ko', 'faq.fieldAnswer', 'Kr'))).toBeVisible();
  const failure = '서버 오류가 발생했습니다. 관리자에게 문의해 주세요.';
  pageErrors.expectErrorResponse(500, '/api/admin/faq/register');
  await page.route('**/api/admin/faq/register', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: failure, data: null, code: 500, status: 500 }),
    }),
  );
  await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(msg('ko', 'faq.fieldCategory'))}`) }).selectOption({ label: '계정' });
  await textbox(page, variant('ko', 'faq.fieldQuestion', 'Kr')).fill('저장 실패 시험');
  await textbox(page, variant('ko', 'faq.fieldQuestion', 'En')).fill('A save that fails');
  await textbox(page, variant('ko', 'faq.fieldAnswer', 'Kr')).fill('입력한 내용은 그대로 남습니다.');
  await textbox(page, variant('ko', 'faq.fieldAnswer', 'En')).fill('What was entered stays.');
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();
  await expect(page.getByText(failure)).toBeVisible();
  await expect(page).toHaveURL(atPath('/community/FAQ-register'));
  await expect(textbox(page, variant('ko', 'faq.fieldQuestion', 'En'))).toHaveValue('A save that fails');
  await expect(textbox(page, variant('ko', 'faq.fieldAnswer', 'Kr'))).toHaveText('입력한 내용은 그대로 남습니다.');
  await expect(page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true })).toBeEnabled();
});

test(
  'a content manager registers a question with a file in both languages, finds it on the list in Korean and English, and deletes it',
  GLOBAL_DATA,
  async ({ page }) => {
    const stamp = Date.now().toString(36);
    const titleKr = `배포 키를 다시 발급하려면? ${stamp}`;
    const titleEn = `How do I issue a new deployment key? ${stamp}`;
    const answer = await page.request.post('/api/auth/login', { data: { username: CONTENT_MANAGER, password: DEMO_PASSWORD } });
    expect(answer.status()).toBe(200);

    await page.goto('/community/FAQ');
    await page.getByRole('link', { name: msg('ko', 'faq.register') }).click();
    await expect(page).toHaveURL(atPath('/community/FAQ-register'));
    await expect(textbox(page, variant('ko', 'faq.fieldAnswer', 'Kr'))).toBeVisible();
    await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(msg('ko', 'faq.fieldCategory'))}`) }).selectOption({ label: '기술' });
    await textbox(page, variant('ko', 'faq.fieldQuestion', 'Kr')).fill(titleKr);
    await textbox(page, variant('ko', 'faq.fieldQuestion', 'En')).fill(titleEn);
    await textbox(page, variant('ko', 'faq.fieldAnswer', 'Kr')).fill('배포 화면에서 기존 키를 폐기한 뒤 새 키를 발급하세요.');
    await textbox(page, variant('ko', 'faq.fieldAnswer', 'En')).fill('Revoke the old key on the deployment page, then issue a new one.');
    await page.locator('[data-code="COMMUNITY_FAQ"] input[type="file"]').setInputFiles({
      name: '키-발급-절차.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('1. Open the deployment\n2. Revoke the key\n3. Issue a new key\n'),
    });
    await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();

    // to the list after the save (portal spec §4), newest first, with its file under the answer
    await expect(page).toHaveURL(atPath('/community/FAQ'));
    await expect(page.getByText(msg('ko', 'resources.createSuccess'))).toBeVisible();
    const mine = items(page).filter({ hasText: titleKr });
    await expect(mine).toHaveCount(1);
    await mine.locator('summary').click();
    await expect(mine.locator('.rich-text')).toHaveText('배포 화면에서 기존 키를 폐기한 뒤 새 키를 발급하세요.');
    const file = mine.getByRole('link', { name: '키-발급-절차.txt' });
    await expect(file).toBeVisible();
    const download = await page.request.get((await file.getAttribute('href')) ?? '');
    expect(await download.text()).toContain('Revoke the key');

    await page.goto(listPath('en'));
    const mineEn = items(page).filter({ hasText: titleEn });
    await expect(mineEn).toHaveCount(1);
    await mineEn.locator('summary').click();
    await expect(mineEn.locator('.rich-text')).toHaveText('Revoke the old key on the deployment page, then issue a new one.');
    await expect(mineEn.locator('.category')).toHaveText('Technical');

    // its edit link opens the form with what was stored; delete asks first, then the list without it
    await mineEn.getByRole('link', { name: msg('en', 'faq.edit') }).click();
    await expect(page).toHaveURL(/\/en\/community\/FAQ-register\?id=\d+$/);
    await expect(textbox(page, variant('en', 'faq.fieldQuestion', 'En'))).toHaveValue(titleEn);
    await page.getByRole('button', { name: msg('en', 'editor.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('en', 'faq.deleteTitle') });
    await dialog.getByRole('button', { name: msg('en', 'dialog.ok'), exact: true }).click();
    await expect(page).toHaveURL(atPath('/en/community/FAQ'));
    await expect(page.getByText(msg('en', 'resources.deleteSuccess'))).toBeVisible();
    await expect(items(page).filter({ hasText: titleEn })).toHaveCount(0);
  },
);

test('the console lists the FAQ 10 a page, by category and keyword, and passes axe in Korean and English', async ({ page }) => {
  test.setTimeout(300_000);
  const { items: newest, total } = await allQuestions(page);
  const technical = await allQuestions(page, '&category=3');
  await openConsole(page);
  await page
    .getByRole('navigation', { name: ko('admin.nav.label') })
    .getByRole('link', { name: ko('admin.nav.faq') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.faq') })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(ko('admin.table.total', { count: total }))).toBeVisible();
  await expect(rows.first()).toContainText(question(newest[0] as FaqView, 'ko'));
  await expectNoAxeViolations(page);

  // a category from the address, then a keyword within it
  await page.goto('/admin/faq?category=3');
  await expect(page.getByText(ko('admin.table.total', { count: technical.total }))).toBeVisible();
  const search = page.getByRole('search', { name: ko('faq.searchLabel') });
  await search.getByLabel(ko('faq.keyword')).fill('JDBC');
  await search.getByRole('button', { name: ko('faq.search') }).click();
  await expect(page).toHaveURL(/\/admin\/faq\?category=3&keyword=JDBC$/);
  const found = await allQuestions(page, '&category=3&keyword=JDBC');
  await expect(rows).toHaveCount(found.total);

  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.faq') })).toBeVisible();
  await expect(rows.first()).toContainText(question(found.items[0] as FaqView, 'en'));
  await expectNoAxeViolations(page);
});
