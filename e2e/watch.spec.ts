// Watching (issue 32), in Korean and English: a member watches a board with one click, hears of a new post on
// it through the bell, mutes a post and watches one of its tags there, then changes and removes their choices
// on My Page. Every screen passes axe; the controls are buttons whose pressed state is announced.
import type { Page } from '@playwright/test';
import { langs } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg, signInByApi } from './support/portal.ts';

type Board = { id: number; isRestricted: boolean; tags: string[] };

/** An open board of the demo content, with its tags. */
async function openBoard(page: Page): Promise<Board> {
  const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as { data: Board[] };
  const board = boards.data.find((each) => !each.isRestricted && each.tags.length > 0);
  if (!board) throw new Error('no open board with tags in the demo content');
  return board;
}

for (const lang of langs) {
  test(`a member watches a board, hears of its new post, mutes the post and keeps their choices on My Page (${lang})`, async ({ page, browser }) => {
    const watcher = await addActiveMember(lang, lang === 'ko' ? '지켜보는 회원' : 'Board Watcher');
    await signInByApi(page, watcher.username, watcher.password);
    const board = await openBoard(page);

    // one click on the board's list page
    await page.goto(at(lang, `/community/community-forum-list?boardId=${board.id}`));
    const boardGroup = page.getByRole('group', { name: msg(lang, 'watch.group.BOARD') });
    const watching = boardGroup.getByRole('button', { name: msg(lang, 'watch.level.WATCHING') });
    await expect(watching).toBeEnabled();
    await expect(watching).toHaveAttribute('aria-pressed', 'false');
    await watching.focus();
    await page.keyboard.press('Enter');
    await expect(watching).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'watch.saved.WATCHING') })).toHaveCount(1);
    await expect(page.getByText(msg(lang, 'watch.hint.BOARD.WATCHING'))).toBeVisible();
    await expectNoAxeViolations(page);

    // another member posts on the board
    const writerContext = await browser.newContext();
    const writerPage = await writerContext.newPage();
    const writer = await addActiveMember(lang, lang === 'ko' ? '글쓴 회원' : 'Post Writer');
    await signInByApi(writerPage, writer.username, writer.password);
    const title = lang === 'ko' ? `지켜보기 알림 ${Date.now()}` : `Watched board news ${Date.now()}`;
    const created = await writerPage.request.post('/api/member/forum-bulletin', {
      headers: { 'accept-language': lang },
      data: { boardId: board.id, title, content: '<p>hello</p>', tags: [board.tags[0]], attachments: [] },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;
    await writerContext.close();

    // the bell says so, once the fan-out after the answer has run (other stories may post on the demo board
    // meanwhile, so the bell is read for this post, not for a count)
    const link = page
      .getByRole('region', { name: msg(lang, 'notification.heading') })
      .getByRole('link')
      .filter({ hasText: title });
    await expect(async () => {
      await page.goto(at(lang, '/about'));
      await page.locator('[data-bell-button]').click();
      await expect(link).toHaveCount(1);
    }).toPass({ timeout: 60_000 });
    await expect(link).toContainText(msg(lang, 'notification.kind.forumNewPost.title'));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/community/community-forum-detail/${postId}$`));

    // on the post: mute it, and watch its tag
    const postGroup = page.getByRole('group', { name: msg(lang, 'watch.group.POST') });
    const muted = postGroup.getByRole('button', { name: msg(lang, 'watch.level.MUTED') });
    await expect(muted).toBeEnabled();
    await muted.click();
    await expect(muted).toHaveAttribute('aria-pressed', 'true');
    const tagButton = page.getByRole('button', { name: msg(lang, 'watch.tagFollow', { tag: board.tags[0]! }) });
    await expect(tagButton).toBeEnabled();
    await tagButton.click();
    await expect(tagButton).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // My Page lists the three choices; a level changed, one removed
    await page.goto(at(lang, '/my-page/watching'));
    await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'watch.pageTitle') })).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    const postLevel = page.getByRole('combobox', { name: msg(lang, 'watch.levelLabel', { label: title }) });
    await expect(postLevel).toHaveValue('MUTED');
    await postLevel.selectOption('TRACKING');
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'watch.saved.TRACKING') })).toHaveCount(1);
    await expect(postLevel).toHaveValue('TRACKING');
    await page.getByRole('button', { name: msg(lang, 'watch.removeLabel', { label: title }) }).click();
    await expect(rows).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
}

test('a visitor sees no watch controls, and the list page stays without them (ko)', async ({ page }) => {
  const board = await openBoard(page);
  await page.goto(`/community/community-forum-list?boardId=${board.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: msg('ko', 'watch.group.BOARD') })).toHaveCount(0);
});
