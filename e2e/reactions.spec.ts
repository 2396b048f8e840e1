// Reactions and bookmarks (decision 045), in Korean and English: a member reacts to a post and a comment with
// toggle buttons, sees who reacted, bookmarks the post and a pre-built model and finds both on My Page, where
// one is removed. A visitor sees the counts and a link to sign in. Every screen passes axe.
import type { Page } from '@playwright/test';
import { langs } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg, signInByApi } from './support/portal.ts';

type Board = { id: number; isRestricted: boolean; tags: string[] };

/** A new post with one comment on an open board of the demo content, by a member of its own (posting is limited per member). */
async function postWithComment(page: Page, lang: 'ko' | 'en', title: string): Promise<{ postId: number; commentId: number }> {
  const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as { data: Board[] };
  const board = boards.data.find((each) => !each.isRestricted && each.tags.length > 0);
  if (!board) throw new Error('no open board with tags in the demo content');
  const headers = { 'accept-language': lang };
  const created = await page.request.post('/api/member/forum-bulletin', {
    headers,
    data: { boardId: board.id, title, content: '<p>hello</p>', tags: [board.tags[0]], attachments: [] },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;
  const comment = await page.request.post(`/api/member/forum-bulletin/${postId}/comments`, { headers, data: { content: 'A comment to react to' } });
  expect(comment.status()).toBe(201);
  return { postId, commentId: ((await comment.json()) as { data: { id: number } }).data.id };
}

for (const lang of langs) {
  test(`a member reacts to a post and a comment and keeps bookmarks on My Page (${lang})`, async ({ page, browser }) => {
    // the writer posts in a context of their own
    const writerContext = await browser.newContext();
    const writerPage = await writerContext.newPage();
    const writer = await addActiveMember(lang, lang === 'ko' ? '반응 글쓴이' : 'Reaction Writer');
    await signInByApi(writerPage, writer.username, writer.password);
    const title = lang === 'ko' ? `반응 받을 글 ${Date.now()}` : `A post to react to ${Date.now()}`;
    const { postId, commentId } = await postWithComment(writerPage, lang, title);
    await writerContext.close();

    const member = await addActiveMember(lang, lang === 'ko' ? '반응하는 회원' : 'Reacting Member');
    await signInByApi(page, member.username, member.password);
    await page.goto(at(lang, `/community/community-forum-detail/${postId}`));

    // the post's Like, by keyboard
    const postBar = page.getByRole('group', { name: msg(lang, 'forumReaction.group.POST'), exact: true });
    const like = postBar.getByRole('button', { name: new RegExp(msg(lang, 'forumReaction.name.LIKE')) });
    await expect(like).toBeEnabled();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.focus();
    await page.keyboard.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'forumReaction.added') })).toHaveCount(1);

    // the comment's Thanks, given and taken back
    const commentBar = page.locator(`#comment-${commentId}`).getByRole('group', { name: msg(lang, 'forumReaction.group.COMMENT') });
    const thanks = commentBar.getByRole('button', { name: new RegExp(msg(lang, 'forumReaction.name.THANKS')) });
    await thanks.click();
    await expect(thanks).toHaveAttribute('aria-pressed', 'true');
    await thanks.click();
    await expect(thanks).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'forumReaction.removed') })).toHaveCount(1);

    // who reacted to the post
    await postBar.getByText(msg(lang, 'forumReaction.people')).click();
    await expect(postBar.getByRole('listitem').filter({ hasText: member.name })).toBeVisible();

    // the post bookmarked
    const bookmark = page.getByRole('button', { name: msg(lang, 'bookmark.button') });
    await expect(bookmark).toBeEnabled();
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'bookmark.added') })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // a pre-built model bookmarked too
    const models = (await (await page.request.get('/api/public/pre-built-model?pageSize=1')).json()) as { data: { items: { id: number }[] } };
    const modelId = models.data.items[0]!.id;
    await page.goto(at(lang, `/resources/pre-built-model/detail/${modelId}`));
    const modelBookmark = page.getByRole('button', { name: msg(lang, 'bookmark.button') });
    await expect(modelBookmark).toBeEnabled();
    await modelBookmark.click();
    await expect(modelBookmark).toHaveAttribute('aria-pressed', 'true');
    const modelTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    // My Page, from the user menu's address: both, newest first; the post removed
    await page.goto(at(lang, '/my-page/bookmarks'));
    await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'bookmark.pageTitle') })).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(modelTitle);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: msg(lang, 'bookmark.removeLabel', { title }) }).click();
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'bookmark.removed') })).toHaveCount(1);
    await expect(rows).toHaveCount(2);
  });
}

test('a visitor sees the counts and a link to sign in, not buttons (ko)', async ({ page, browser }) => {
  const writerContext = await browser.newContext();
  const writerPage = await writerContext.newPage();
  const writer = await addActiveMember('ko', '방문자용 글쓴이');
  await signInByApi(writerPage, writer.username, writer.password);
  const { postId } = await postWithComment(writerPage, 'ko', `방문자가 볼 글 ${Date.now()}`);
  await writerContext.close();

  await page.goto(`/community/community-forum-detail/${postId}`);
  const postBar = page.getByRole('group', { name: msg('ko', 'forumReaction.group.POST'), exact: true });
  await expect(postBar).toBeVisible();
  await expect(postBar.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: msg('ko', 'forumReaction.signIn') })).toBeVisible();
  await expect(page.getByRole('link', { name: msg('ko', 'bookmark.signIn') })).toBeVisible();
  await expectNoAxeViolations(page);
});
