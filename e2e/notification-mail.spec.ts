// Notification mail (issue 32), in Korean and English: a comment on a member's post reaches them by mail at once,
// the mail's unsubscribe link opens a page that needs no sign-in and stops that mail with one click, and My Page's
// notification settings show it and change another kind. Every screen passes axe.
import { langs } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, mailedLink, msg, runJobOnServer, signInByApi } from './support/portal.ts';

type Board = { id: number; isRestricted: boolean; tags: string[] };

for (const lang of langs) {
  test(`a comment is mailed, the mail's link stops it with one click, and My Page's settings change another kind (${lang})`, async ({ page, browser }) => {
    const asker = await addActiveMember(lang, lang === 'ko' ? '메일 받는 회원' : 'Mail Reader');
    await signInByApi(page, asker.username, asker.password);
    const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as { data: Board[] };
    const board = boards.data.find((each) => !each.isRestricted && each.tags.length > 0);
    if (!board) throw new Error('no open board with tags in the demo content');
    const created = await page.request.post('/api/member/forum-bulletin', {
      headers: { 'accept-language': lang },
      data: {
        boardId: board.id,
        title: lang === 'ko' ? `메일 알림 ${Date.now()}` : `Mail news ${Date.now()}`,
        content: '<p>?</p>',
        tags: [board.tags[0]],
        attachments: [],
      },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;

    // another member comments; the 10-minute trigger's mail job gathers it into a mail
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const writer = await addActiveMember(lang, lang === 'ko' ? '댓글 회원' : 'Comment Writer');
    await signInByApi(otherPage, writer.username, writer.password);
    const commented = await otherPage.request.post(`/api/member/forum-bulletin/${postId}/comments`, {
      headers: { 'accept-language': lang },
      data: { content: 'Hello' },
    });
    expect(commented.status()).toBe(201);
    await runJobOnServer('mail-notifications');
    const link = await mailedLink(otherPage, asker.username, '/mail/unsubscribe');
    expect(link.startsWith(lang === 'en' ? '/en/mail/unsubscribe?token=' : '/mail/unsubscribe?token=')).toBe(true);

    // the link opens without a sign-in (another browser), names what it stops, and stops it with one click
    await otherPage.context().clearCookies();
    await otherPage.goto(link);
    await expect(otherPage).toHaveTitle(new RegExp(msg(lang, 'mailPreference.unsubscribe.title')));
    const main = otherPage.getByRole('main');
    await expect(main.getByRole('listitem').filter({ hasText: msg(lang, 'mailPreference.kind.forumComment') })).toBeVisible();
    await expectNoAxeViolations(otherPage);
    const stop = main.getByRole('button', { name: msg(lang, 'mailPreference.unsubscribe.confirm') });
    await stop.focus();
    await otherPage.keyboard.press('Enter');
    await expect(main.getByText(msg(lang, 'mailPreference.unsubscribed')).first()).toBeVisible();
    await expectNoAxeViolations(otherPage);
    await other.close();

    // My Page: the comments' mail is on the bell only now; the new posts where they watch move to the weekly digest
    await page.goto(at(lang, '/my-page/notifications'));
    const comments = page.getByRole('group', { name: msg(lang, 'mailPreference.kind.forumComment') });
    await expect(comments.getByRole('radio', { name: msg(lang, 'mailPreference.channel.BELL') })).toBeChecked();
    await expectNoAxeViolations(page);
    const posts = page.getByRole('group', { name: msg(lang, 'mailPreference.kind.forumNewPost') });
    await posts.getByRole('radio', { name: new RegExp(`^${msg(lang, 'mailPreference.channel.WEEKLY')}`) }).check();
    await page.getByRole('button', { name: msg(lang, 'mailPreference.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'mailPreference.saved') })).toHaveCount(1);
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: msg(lang, 'mailPreference.kind.forumNewPost') })
        .getByRole('radio', { name: new RegExp(`^${msg(lang, 'mailPreference.channel.WEEKLY')}`) }),
    ).toBeChecked();
  });
}
