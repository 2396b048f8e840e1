// @mentions (issue 32), in Korean and English: a member writes "@" and the start of a name in a comment, picks the
// suggestion with the keyboard, and the member named hears of it on the bell; a name nobody has is said back to
// the writer before the thread is shown again. The page passes axe with the suggestions open.
import { langs } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg, signInByApi, uniqueStamp } from './support/portal.ts';

type Board = { id: number; isRestricted: boolean; tags: string[] };

for (const lang of langs) {
  test(`a comment mentions a member picked from the suggestions, and a name nobody has is said back (${lang})`, async ({ page, browser }) => {
    const stamp = uniqueStamp()
      .replace(/[^a-z0-9]/gi, '')
      .slice(-6);
    const named = await addActiveMember(lang, lang === 'ko' ? `언급회원${stamp}` : `Mentioned${stamp}`);
    const writer = await addActiveMember(lang, lang === 'ko' ? '언급하는 회원' : 'Mentioning Member');
    await signInByApi(page, writer.username, writer.password);
    const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as { data: Board[] };
    const board = boards.data.find((each) => !each.isRestricted && each.tags.length > 0);
    if (!board) throw new Error('no open board with tags in the demo content');
    const created = await page.request.post('/api/member/forum-bulletin', {
      headers: { 'accept-language': lang },
      data: { boardId: board.id, title: `@ ${stamp}`, content: '<p>?</p>', tags: [board.tags[0]], attachments: [] },
    });
    expect(created.status()).toBe(201);
    const postId = ((await created.json()) as { data: { id: number } }).data.id;

    await page.goto(at(lang, `/community/community-forum-detail/${postId}`));
    const box = page.getByRole('textbox', { name: msg(lang, 'forum.commentLabel') });
    await box.click();
    await box.pressSequentially(`@${named.name.slice(0, -2)}`);
    const list = page.getByRole('listbox', { name: msg(lang, 'mention.suggestionsLabel') });
    await expect(list.getByRole('option', { name: `@${named.name}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(`@${named.name} `);
    await box.pressSequentially(lang === 'ko' ? '확인 부탁드려요 @없는이름' : 'please look @nobodyhere');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: msg(lang, 'forum.commentSubmit') }).click();
    const note = page.getByRole('status').filter({ hasText: lang === 'ko' ? '없는이름' : 'nobodyhere' });
    await expect(note).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: msg(lang, 'mention.showComment') }).click();
    await expect(page.locator('#comments')).toContainText(`@${named.name}`);

    // the member named hears of it
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await signInByApi(theirs, named.username, named.password);
    const bell = (await (await theirs.request.get('/api/member/notifications?pageSize=20')).json()) as {
      data: { items: { kind: string; refObjId: number }[] };
    };
    expect(bell.data.items.filter((item) => item.refObjId === postId).map((item) => item.kind)).toEqual(['FORUM_MENTION']);
    await context.close();
  });
}

test('a post written in the form mentions a name nobody has: the form says so before it goes to the list (en)', async ({ page }) => {
  const lang = 'en';
  const stamp = uniqueStamp()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6);
  const writer = await addActiveMember(lang, 'Post Mentioner');
  await signInByApi(page, writer.username, writer.password);
  const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as {
    data: (Board & { nameEn: string })[];
  };
  const board = boards.data.find((each) => !each.isRestricted && each.tags.length > 0);
  if (!board) throw new Error('no open board with tags in the demo content');

  await page.goto(at(lang, '/community/community-forum-add'));
  const main = page.getByRole('main');
  // the editor mounts once the island has hydrated
  const editor = main.getByRole('textbox', { name: msg(lang, 'forum.fieldContent'), exact: true });
  await expect(editor).toBeVisible();
  await main.getByRole('combobox', { name: msg(lang, 'forum.fieldBoard'), exact: true }).selectOption({ label: board.nameEn });
  await main.getByRole('textbox', { name: msg(lang, 'forum.fieldTitle'), exact: true }).fill(`Mentions ${stamp}`);
  await editor.click();
  await page.keyboard.type(`Could @nobody${stamp} have a look?`);
  await main
    .getByRole('group', { name: new RegExp(msg(lang, 'forum.fieldTags')) })
    .getByRole('checkbox', { name: board.tags[0], exact: true })
    .check();
  await main.getByRole('button', { name: msg(lang, 'editor.save'), exact: true }).click();

  // saved, and held: the note names what reached nobody, and its button has the focus
  await expect(main.getByRole('status').filter({ hasText: `nobody${stamp}` })).toBeVisible();
  const goOn = main.getByRole('button', { name: msg(lang, 'forum.backToList'), exact: true });
  await expect(goOn).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/community-forum-list/);
  await expect(main.getByRole('link', { name: `Mentions ${stamp}`, exact: true })).toBeVisible();
});
