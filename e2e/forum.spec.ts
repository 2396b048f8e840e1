// The forum in a real browser, as members use it (portal spec §2-§6): a member writes a post with a file
// and two tags, another member comments, the author's bell lights up and leads to the post, and the author replies; a content manager creates a board
// restricted to the partner's address and only the partner sees it; axe on every forum page.
import { type Browser, type Locator, type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, escapeRegExp, expectNoAxeViolations, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const MEMBER = 'member@hanbit-manufacturing.co.kr';
const EMILY = 'emily.carter@northwind-retail.com';
const PARTNER = 'partner@dataworks-partner.co.kr';
const CONTENT_MANAGER = 'content@example-analytics.com';

async function signedInPage(browser: Browser, baseURL: string | undefined, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInByApi(page, username, DEMO_PASSWORD);
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** Opens what a button of an island shows: the island may still be hydrating on a busy machine, so the click is tried again until it works. */
async function open(button: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await button.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test('a member writes a post with a file and two tags, another member comments and the author replies', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const lang: Lang = 'ko';
  const title = `시계열 교차 검증 질문 ${uniqueStamp()}`;
  await signInByApi(page, MEMBER, DEMO_PASSWORD);

  await page.goto(at(lang, '/community/community-forum-list'));
  await main(page)
    .getByRole('link', { name: msg(lang, 'forum.write'), exact: true })
    .click();
  await expect(page).toHaveURL(/community-forum-add/);
  await expectNoAxeViolations(page);

  // the form's own checks first: nothing filled in
  await main(page)
    .getByRole('button', { name: msg(lang, 'editor.save'), exact: true })
    .click();
  await expect(main(page).getByText(msg(lang, 'forum.boardRequired'), { exact: true })).toBeVisible();
  await expect(main(page).getByText(msg(lang, 'forum.tagRequired'), { exact: true })).toBeVisible();

  await main(page)
    .getByRole('combobox', { name: msg(lang, 'forum.fieldBoard'), exact: true })
    .selectOption({ label: '질문과 답변' });
  await main(page)
    .getByRole('textbox', { name: msg(lang, 'forum.fieldTitle'), exact: true })
    .fill(title);
  const editor = main(page).getByRole('textbox', { name: msg(lang, 'forum.fieldContent'), exact: true });
  await editor.click();
  await page.keyboard.type('시계열 데이터에서 교차 검증을 어떻게 나누시나요? 시간 순서를 지키는 방법이 궁금합니다.');
  const tags = main(page).getByRole('group', { name: new RegExp(msg(lang, 'forum.fieldTags')) });
  await tags.getByRole('checkbox', { name: 'time-series', exact: true }).check();
  await tags.getByRole('checkbox', { name: 'modeling', exact: true }).check();
  await page.locator('[data-code="FORUM_BULLETIN_BOARD"] input[type="file"]').setInputFiles({
    name: '검증_결과.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('fold,auc\n1,0.81\n2,0.79\n'),
  });
  await main(page)
    .getByRole('button', { name: msg(lang, 'editor.save'), exact: true })
    .click();

  // a save goes to the list (spec §4), where the post is first
  await expect(page).toHaveURL(/community-forum-list/);
  await main(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /검증_결과\.csv/ })).toBeVisible();
  await expect(main(page).getByRole('list', { name: msg(lang, 'forum.tags') })).toContainText('time-series');
  await expect(main(page).getByRole('list', { name: msg(lang, 'forum.tags') })).toContainText('modeling');
  const postUrl = page.url();

  // another member comments
  const emily = await signedInPage(browser, baseURL, EMILY);
  await emily.goto(postUrl.replace(/^[^/]+\/\/[^/]+/, '/en'));
  // the comment box is an island: a click before it runs submits nothing, so it is tried again until the message shows
  await open(
    main(emily).getByRole('button', { name: msg('en', 'forum.commentSubmit'), exact: true }),
    main(emily).getByText(msg('en', 'forum.commentRequired'), { exact: true }),
  );
  await main(emily).getByLabel(msg('en', 'forum.commentLabel'), { exact: true }).fill('Use an expanding window: train on months 1..k, validate on k+1.');
  await main(emily)
    .getByRole('button', { name: msg('en', 'forum.commentSubmit'), exact: true })
    .click();
  await expect(main(emily).locator('.forum-comment-text', { hasText: 'Use an expanding window: train on months 1..k, validate on k+1.' })).toBeVisible();
  await expectNoAxeViolations(emily);
  // the page is one for every member of the class: each reader's own tools are shown by the browser
  await emily.reload();
  const emilysComment = main(emily).locator('.forum-comment', { hasText: 'Use an expanding window' }).first();
  await expect(emilysComment.getByRole('button', { name: msg('en', 'forum.edit'), exact: true })).toBeVisible();
  await expect(emilysComment.getByRole('button', { name: msg('en', 'forum.delete'), exact: true })).toBeVisible();
  await expect(emilysComment.getByRole('button', { name: msg('en', 'forum.report'), exact: true })).toHaveCount(0);
  await expect(
    main(emily)
      .locator('article')
      .getByRole('button', { name: msg('en', 'forum.report'), exact: true }),
  ).toBeVisible();
  await expect(
    main(emily)
      .locator('article')
      .getByRole('link', { name: msg('en', 'forum.edit'), exact: true }),
  ).toHaveCount(0);

  // the author's bell lights up and leads to the post
  await page.goto(at(lang, '/community/community-forum-list'));
  const bellButton = page.locator('[data-bell-button]');
  await expect(page.locator('[data-bell-count]')).toBeVisible();
  await bellButton.click();
  const told = page.getByRole('region', { name: msg(lang, 'notification.heading') }).getByRole('link', { name: new RegExp(escapeRegExp(title)) });
  await expect(told).toContainText(msg(lang, 'notification.kind.forumComment.title'));
  await told.click();
  await expect(page).toHaveURL(postUrl);
  await expect(page.locator('[data-bell-count]')).toBeHidden();
  // the author's own post is theirs to edit; another's comment is theirs to report
  await expect(
    main(page)
      .locator('article')
      .getByRole('link', { name: msg(lang, 'forum.edit'), exact: true }),
  ).toBeVisible();
  const othersComment = main(page).locator('.forum-comment', { hasText: 'Use an expanding window' }).first();
  await expect(othersComment.getByRole('button', { name: msg(lang, 'forum.report'), exact: true })).toBeVisible();
  await expect(othersComment.getByRole('button', { name: msg(lang, 'forum.edit'), exact: true })).toBeHidden();

  // the author replies to it
  const comment = main(page).locator('.forum-comment', { hasText: 'Use an expanding window' }).first();
  const replyBox = comment.getByLabel(msg(lang, 'forum.replyLabel'), { exact: true });
  const replyButton = comment.getByRole('button', { name: msg(lang, 'forum.reply'), exact: true });
  await open(replyButton, replyBox);
  // the box takes the focus from the button; its Cancel gives it back
  await expect(replyBox).toBeFocused();
  await comment.getByRole('button', { name: msg(lang, 'forum.cancel'), exact: true }).click();
  await expect(replyBox).toBeHidden();
  await expect(replyButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(replyBox).toBeFocused();
  await replyBox.fill('감사합니다. TimeSeriesSplit으로 바꿔 보겠습니다.');
  await comment.getByRole('button', { name: msg(lang, 'forum.replySubmit'), exact: true }).click();
  const replies = main(page).locator('.forum-replies');
  await expect(replies.locator('.forum-comment-text', { hasText: '감사합니다. TimeSeriesSplit으로 바꿔 보겠습니다.' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: msg(lang, 'forum.commentsTitle', { count: 2 }) })).toBeVisible();
  await expectNoAxeViolations(page);

  // the list counts one comment and one reply
  await page.goto(at(lang, `/community/community-forum-list?keyword=${encodeURIComponent(title)}`));
  await expect(main(page).getByRole('row', { name: new RegExp(title) })).toContainText('1 / 1');
  await expectNoAxeViolations(page);
});

test('a content manager creates a restricted board and only the listed member sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = uniqueStamp();
  const nameKr = `파트너 기술 지원 ${stamp}`;
  const nameEn = `Partner support ${stamp}`;
  await signInByApi(page, CONTENT_MANAGER, DEMO_PASSWORD);

  await page.goto('/en/community/community-forum-list');
  await main(page)
    .getByRole('link', { name: msg('en', 'forum.addBoard'), exact: true })
    .click();
  await expectNoAxeViolations(page);
  await main(page).getByLabel(msg('en', 'forum.fieldNameKr')).fill(nameKr);
  await main(page).getByLabel(msg('en', 'forum.fieldNameEn')).fill(nameEn);
  await main(page).getByLabel(msg('en', 'forum.fieldCategory')).fill('Partner');
  await main(page).getByLabel(msg('en', 'forum.fieldBoardTags')).fill('support, release');
  await main(page).getByLabel(msg('en', 'forum.fieldAccessEmails')).fill('Partner@DataWorks-Partner.co.kr');
  await main(page)
    .getByRole('button', { name: msg('en', 'editor.save'), exact: true })
    .click();
  await expect(page).toHaveURL(/community-forum-list\?boardId=\d+/);
  const boardId = Number(new URL(page.url()).searchParams.get('boardId'));
  await expect(main(page).getByRole('navigation', { name: msg('en', 'forum.boardsLabel') })).toContainText(nameEn);

  // the content manager writes the board's first post (the call the form makes)
  const created = await page.request.post('/api/member/forum-bulletin', {
    data: { boardId, title: `Release 5.3 sandbox access ${stamp}`, content: '<p>Sandboxes open next Monday.</p>', tags: ['release'] },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/en/community/community-forum-bulletin-board/${boardId}`);
  await expect(main(page).getByLabel(msg('en', 'forum.fieldAccessEmails'))).toHaveValue('partner@dataworks-partner.co.kr');
  await expectNoAxeViolations(page);

  // the listed partner sees the board and its post
  const partner = await signedInPage(browser, baseURL, PARTNER);
  await partner.goto('/community/community-forum-list');
  await main(partner)
    .getByRole('link', { name: new RegExp(nameKr) })
    .click();
  await main(partner)
    .getByRole('link', { name: `Release 5.3 sandbox access ${stamp}`, exact: true })
    .click();
  await expect(partner.getByRole('heading', { level: 1 })).toHaveText(`Release 5.3 sandbox access ${stamp}`);

  // a member not on the list: no tab, no post, and the post's address leads to the list with a message
  const member = await signedInPage(browser, baseURL, MEMBER);
  await member.goto('/community/community-forum-list');
  await expect(main(member).getByRole('navigation', { name: msg('ko', 'forum.boardsLabel') })).not.toContainText(nameKr);
  // the list is kept once per class of readers: each is given its own again, and never to a cache on the way
  await partner.goto('/community/community-forum-list');
  await expect(main(partner).getByRole('navigation', { name: msg('ko', 'forum.boardsLabel') })).toContainText(nameKr);
  await member.goto('/community/community-forum-list');
  await expect(main(member).getByRole('navigation', { name: msg('ko', 'forum.boardsLabel') })).not.toContainText(nameKr);
  expect((await member.request.get('/community/community-forum-list')).headers()['cache-control']).toBe('private, no-cache');
  // so is the post: the listed partner's class is given it twice, the same bytes
  const partnersPost = async () => partner.request.get(`/community/community-forum-detail/${postId}`);
  const [once, twice] = [await partnersPost(), await partnersPost()];
  expect([once.status(), once.headers()['cache-control']]).toEqual([200, 'private, no-cache']);
  expect(twice.headers()['etag']).toBe(once.headers()['etag']);
  await member.goto(`/community/community-forum-list?boardId=${boardId}`);
  await expect(main(member).getByText(`Release 5.3 sandbox access ${stamp}`)).toHaveCount(0);
  await member.goto(`/community/community-forum-detail/${postId}`);
  await expect(member).toHaveURL(/community-forum-list\?missing=1/);
  await expect(
    main(member)
      .getByRole('status')
      .filter({ hasText: msg('ko', 'forum.notFoundFlash') }),
  ).toBeVisible();
  // nor through the API, nor to a visitor
  expect((await member.request.get(`/api/public/forum-bulletin/${postId}`)).status()).toBe(404);
  expect((await page.context().request.get(`/api/public/forum-bulletin/${postId}`)).status()).toBe(200);
  const visitor = await browser.newContext({ baseURL });
  expect((await visitor.request.get(`/api/public/forum-bulletin/${postId}`)).status()).toBe(404);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/community-forum-detail/${postId}<`);
  await visitor.close();
});

test('the moderators see reports and hide a reported post; it is gone for readers', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = uniqueStamp();
  const emily = await signedInPage(browser, baseURL, EMILY);
  const created = await emily.request.post('/api/member/forum-bulletin', {
    data: { boardId: 1, title: `Cheap GPU credits here ${stamp}`, content: '<p>Click the link.</p>', tags: ['modeling'] },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;

  // a member reports it from the post's page
  await signInByApi(page, MEMBER, DEMO_PASSWORD);
  await page.goto(`/community/community-forum-detail/${postId}`);
  const reason = main(page).getByLabel(msg('ko', 'forum.reportReason'));
  await open(
    main(page)
      .getByRole('button', { name: msg('ko', 'forum.report'), exact: true })
      .first(),
    reason,
  );
  await reason.selectOption('SPAM');
  await main(page)
    .getByRole('button', { name: msg('ko', 'forum.reportSubmit'), exact: true })
    .click();
  await expect(main(page).getByText(msg('ko', 'forum.reported'))).toBeVisible();

  // the content manager hides it from the queue
  const manager = await signedInPage(browser, baseURL, CONTENT_MANAGER);
  await manager.goto('/community/community-forum-reports');
  await expectNoAxeViolations(manager);
  const row = main(manager).getByRole('row', { name: new RegExp(`Cheap GPU credits here ${stamp}`) });
  await row.getByRole('button', { name: msg('ko', 'forum.hide'), exact: true }).click();
  await expect(main(manager).getByRole('row', { name: new RegExp(`Cheap GPU credits here ${stamp}`) })).toHaveCount(0);

  await page.goto(`/community/community-forum-detail/${postId}`);
  await expect(page).toHaveURL(/missing=1/);
  await page.goto(`/community/community-forum-list?keyword=${encodeURIComponent(stamp)}`);
  await expect(main(page).getByText(msg('ko', 'forum.emptySearch'))).toBeVisible();
});

test("a post's view counts once per visit: a reload does not count it again, a new visit does", async ({ page, browser, baseURL, request }) => {
  // the oldest open post: the other stories open the newest ones
  const posts = (await (await request.get('/api/public/forum-bulletin?page=1&pageSize=50')).json()) as { data: { items: { id: number }[] } };
  const postId = posts.data.items.at(-1)?.id as number;
  const views = async (reader: Page) => {
    const text = (await reader.locator('.forum-post-meta span').last().textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  };
  // the page shows the stored count, the same for every reader; this visit's view is stored in a batch soon after
  await page.goto(`/community/community-forum-detail/${postId}`);
  const first = await views(page);
  await expect
    .poll(async () => {
      await page.reload();
      return views(page);
    })
    .toBe(first + 1);
  // the reloads did not count again: a new visit adds exactly one
  const next = await (await browser.newContext({ baseURL })).newPage();
  await next.goto(`/community/community-forum-detail/${postId}`);
  await expect
    .poll(async () => {
      await next.reload();
      return views(next);
    })
    .toBe(first + 2);
  await page.reload();
  expect(await views(page)).toBe(first + 2);
});

test("a visitor's list is one kept page for every visitor, and a new post is on it at the next request", async ({ browser, baseURL, request }) => {
  const visitorList = async () => {
    const answer = await request.get('/en/community/community-forum-list');
    expect(answer.status()).toBe(200);
    return { cache: answer.headers()['cache-control'], html: await answer.text() };
  };
  expect((await visitorList()).cache).toBe('public, max-age=0, must-revalidate');
  const before = await visitorList();

  const partner = await signedInPage(browser, baseURL, PARTNER);
  const member = await partner.request.get('/en/community/community-forum-list');
  expect(member.headers()['cache-control'] ?? '').not.toContain('public');
  const boards = (await (await partner.request.get('/api/public/forum-bulletin-menu')).json()) as {
    data: { id: number; tags: string[]; isRestricted: boolean }[];
  };
  const open = boards.data.find((board) => !board.isRestricted && board.tags.length > 0)!;
  const title = `Kept list check ${uniqueStamp()}`;
  const written = await partner.request.post('/api/member/forum-bulletin', {
    data: { boardId: open.id, title, content: '<p>Does a visitor see this at once?</p>', tags: [open.tags[0]], attachments: [] },
    headers: { origin: baseURL! },
  });
  expect(written.status()).toBe(201);
  expect(before.html).not.toContain(title);
  expect((await visitorList()).html).toContain(title);
  await partner.context().close();
});
