// Solved answers (decision 044), in Korean and English: a member asks on the Q&A board, another answers, and
// the asker marks the answer on the post's page; the answer shows under the question with a Solved badge and
// a link to it, the toggle says it is pressed, and the list's Solved filter finds the post. Every screen passes axe.
import type { Page } from '@playwright/test';
import { langs } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg, signInByApi, uniqueStamp } from './support/portal.ts';

type Board = { id: number; isQna: boolean; tags: string[] };

/** The demo content's Q&A board. */
async function qnaBoard(page: Page): Promise<Board> {
  const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as { data: Board[] };
  const board = boards.data.find((each) => each.isQna);
  if (!board) throw new Error('no Q&A board in the demo content');
  return board;
}

for (const lang of langs) {
  test(`a member marks the answer to their question, and the post reads as solved (${lang})`, async ({ page, browser }) => {
    const asker = await addActiveMember(lang, lang === 'ko' ? '질문한 회원' : 'Asking Member');
    await signInByApi(page, asker.username, asker.password);
    const board = await qnaBoard(page);
    const title = lang === 'ko' ? `조기 종료 라운드 ${uniqueStamp()}` : `Early stopping rounds ${uniqueStamp()}`;
    const created = await page.request.post('/api/member/forum-bulletin', {
      headers: { 'accept-language': lang },
      data: { boardId: board.id, title, content: '<p>How many rounds?</p>', tags: [board.tags[0]], attachments: [] },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;

    // another member answers
    const helperContext = await browser.newContext();
    const helperPage = await helperContext.newPage();
    const helperName = lang === 'ko' ? '답한 회원' : 'Answering Member';
    const helper = await addActiveMember(lang, helperName);
    await signInByApi(helperPage, helper.username, helper.password);
    const answered = await helperPage.request.post(`/api/member/forum-bulletin/${postId}/comments`, {
      headers: { 'accept-language': lang },
      data: { content: lang === 'ko' ? '50 라운드로 시작해 보세요.' : 'Start with 50 rounds.' },
    });
    expect(answered.status()).toBe(201);
    await helperContext.close();

    // the asker marks it on the post's page
    await page.goto(at(lang, `/community/community-forum-detail/${postId}`));
    await expect(page.getByRole('heading', { level: 1 }).getByText(msg(lang, 'forum.unsolved'), { exact: true })).toBeVisible();
    // its name ends with the comment's writer (visually hidden), so each comment's button names its own
    const accept = page.getByRole('button', { name: new RegExp(`^${msg(lang, 'forum.acceptAnswer')}\\s*: ${helperName}$`) });
    await expect(accept).toBeVisible();
    await expect(accept).toBeEnabled();
    await expect(accept).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
    await accept.click();

    // the page comes back solved: the answer under the question, linked to its place in the thread
    const answer = page.getByRole('region', { name: msg(lang, 'forum.acceptedAnswer') });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(msg(lang, 'forum.acceptedAnswerBy', { name: helperName }));
    await expect(page.getByRole('heading', { level: 1 }).getByText(msg(lang, 'forum.solved'), { exact: true })).toBeVisible();
    await expect(accept).toHaveAttribute('aria-pressed', 'true');
    await answer.getByRole('link', { name: msg(lang, 'forum.goToAnswer') }).click();
    await expect(page).toHaveURL(/#comment-\d+$/);
    await expectNoAxeViolations(page);

    // the list's Solved filter finds it, with its badge
    await page.goto(at(lang, `/community/community-forum-list?boardId=${board.id}&solved=solved`));
    const filter = page.getByRole('navigation', { name: msg(lang, 'forum.answerFilter') });
    await expect(filter.getByRole('link', { name: msg(lang, 'forum.answerFilterSolved'), exact: true })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(msg(lang, 'forum.solved'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
