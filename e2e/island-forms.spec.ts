// A form submitted before its island is live (site/src/components/island-forms.ts), in both languages: the sign-in
// form's script held back on its way, the member types and presses Enter, and the browser sends nothing (before the
// hold, it sent a GET to the page with the password in the address); once the script arrives the island signs in,
// and keeps the remember-my-ID box ticked before it was live. The sign-up form, the same way, with its terms; a
// comment and a post typed before their forms were live are what is saved.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, escapeRegExp, msg, signInByApi, uniqueStamp } from './support/portal.ts';

/** Holds back the island script matching `glob` until the returned function is called. */
async function holdScript(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** An open forum board of the demo content with at least `tags` tags. */
async function openBoardWithTags(page: Page, tags: number): Promise<{ id: number; tags: string[] }> {
  const boards = (await (await page.request.get('/api/public/forum-bulletin-menu')).json()) as {
    data: { id: number; isRestricted: boolean; tags: string[] }[];
  };
  const board = boards.data.find((each) => !each.isRestricted && each.tags.length >= tags);
  if (!board) throw new Error(`no open board with ${tags} tags in the demo content`);
  return board;
}

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: a sign-in submitted before the form's script has run waits for it, and nothing goes in the address`, async ({ page, baseURL }) => {
    const member = await addActiveMember(lang, lang === 'ko' ? '김보류' : 'Hold Early');
    const release = await holdScript(page, '**/_astro/LoginForm.*.js');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });

    // not the suite's goto, which waits for the page's islands to hydrate
    await page.evaluate((url) => location.assign(url), new URL(at(lang, '/login'), baseURL).href);
    await page.waitForURL(`**${at(lang, '/login')}`);
    const main = page.getByRole('main');
    await expect(main.locator('astro-island[ssr]')).not.toHaveCount(0);
    await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(member.username);
    await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(member.password);
    // ticked before the island is live, the box's tick is kept
    await main.getByLabel(msg(lang, 'login.rememberId')).check();
    await main.getByLabel(msg(lang, 'field.password'), { exact: true }).press('Enter');
    // the browser has had its chance to send the form: a round trip to the server and back
    await page.request.get(at(lang, '/login'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(documents).toEqual([page.url()]);
    await expect(main.getByLabel(msg(lang, 'field.password'), { exact: true })).toHaveValue(member.password);

    release();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(lang, '/'))}$`));
    await expect(page.locator('[data-user-menu]')).toContainText(member.name);
    expect(await page.evaluate(() => localStorage.getItem('rememberedId'))).toBe(member.username);
    expect(documents.some((url) => url.includes('password') || url.includes(encodeURIComponent(member.username)))).toBe(false);
  });
}

/**
 * The sign-up form hydrates once the page is idle too: boxes ticked and a submit made before then are what the live
 * form takes up. The name is left out on purpose, so the held submit is refused in the page and nothing is sent
 * (a sign-up counts against the address, support/portal.ts countedAgainstAddress).
 */
for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: terms ticked and a sign-up submitted before the form's script has run are what the live form checks`, async ({ page, baseURL }) => {
    const release = await holdScript(page, '**/_astro/RegisterForm.*.js');
    const documents: string[] = [];
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
      if (request.url().includes('/api/public/sign-up')) signUps.push(request.url());
    });

    await page.evaluate((url) => location.assign(url), new URL(at(lang, '/register'), baseURL).href);
    await page.waitForURL(`**${at(lang, '/register')}`);
    const main = page.getByRole('main');
    await expect(main.locator('astro-island[ssr]')).not.toHaveCount(0);
    const required =
      lang === 'ko'
        ? (['terms.termsOfUse.label', 'terms.personalInfoCollection.label', 'terms.age14.label'] as const)
        : (['terms.termsOfUse.label', 'terms.privacyPolicy.label', 'terms.crossBorderTransfer.label', 'terms.age16.label'] as const);
    const box = (key: (typeof required)[number] | 'terms.agreeAll' | 'terms.marketingReception.label') => main.getByRole('checkbox', { name: msg(lang, key) });
    for (const key of required) await box(key).check();
    await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(`held.${lang}@example.com`);
    await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill('Green#2027x');
    await main.getByLabel(msg(lang, 'field.confirmPassword'), { exact: true }).fill('Green#2027x');
    await main.getByRole('button', { name: msg(lang, 'signUp.submit'), exact: true }).click();
    await page.request.get(at(lang, '/register'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(documents).toEqual([page.url()]);

    release();
    // the held submit, checked by the live form: the name is missing and takes the focus; the terms ticked count
    const name = main.getByLabel(msg(lang, 'field.name'), { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(msg(lang, 'auth.requiredTermsMissing'))).toHaveCount(0);
    for (const key of required) await expect(box(key)).toBeChecked();
    await expect(box('terms.agreeAll')).not.toBeChecked();
    // the boxes are the live form's: "agree to all" now ticks the optional ones too
    await box('terms.agreeAll').check();
    await expect(box('terms.marketingReception.label')).toBeChecked();
    expect(signUps).toEqual([]);
    expect(documents).toEqual([page.url()]);
  });
}

/**
 * A new comment's box hydrates once it comes into view: words typed before then are what the live box saves (its
 * state had not seen them: "a comment must be entered" was said of a box that showed them).
 */
test('ko: a comment typed before its box is live is the comment saved', async ({ page, baseURL }) => {
  const writer = await addActiveMember('ko', '먼저 쓰는 회원');
  await signInByApi(page, writer.username, writer.password);
  const board = await openBoardWithTags(page, 1);
  const created = await page.request.post('/api/member/forum-bulletin', {
    headers: { 'accept-language': 'ko' },
    data: { boardId: board.id, title: `먼저 쓴 댓글 ${uniqueStamp()}`, content: '<p>?</p>', tags: [board.tags[0]], attachments: [] },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: number } }).data.id;
  const release = await holdScript(page, '**/_astro/NewComment.*.js');

  await page.evaluate((url) => location.assign(url), new URL(at('ko', `/community/community-forum-detail/${postId}`), baseURL).href);
  await page.waitForURL(`**/community/community-forum-detail/${postId}`);
  const box = page.getByRole('textbox', { name: msg('ko', 'forum.commentLabel') });
  await box.fill('화면이 살아나기 전에 쓴 댓글');
  release();
  await expect(page.locator('#comments astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: msg('ko', 'forum.commentSubmit') }).click();
  await expect(page.locator('#comments')).toContainText('화면이 살아나기 전에 쓴 댓글');
  await expect(page.getByText(msg('ko', 'forum.commentRequired'))).toHaveCount(0);
});

/**
 * Every island's form takes up what was typed or ticked before it was live (site/src/islands/forms/early-input.ts):
 * here an authoring form's title and two tags, each tick re-rendering the form before the next is taken up.
 */
test('en: a post titled and tagged before its form is live is saved with that title and both tags', async ({ page, baseURL }) => {
  const writer = await addActiveMember('en', 'Early Writer');
  await signInByApi(page, writer.username, writer.password);
  const board = await openBoardWithTags(page, 2);
  const [first, second] = board.tags as [string, string];
  const release = await holdScript(page, '**/_astro/PostForm.*.js');

  await page.evaluate((url) => location.assign(url), new URL(at('en', `/community/community-forum-add?boardId=${board.id}`), baseURL).href);
  await page.waitForURL('**/community/community-forum-add*');
  const main = page.getByRole('main');
  await expect(main.locator('astro-island[ssr]')).not.toHaveCount(0);
  const title = `Typed before the form was live ${uniqueStamp()}`;
  await main.getByRole('textbox', { name: msg('en', 'forum.fieldTitle'), exact: true }).fill(title);
  const tags = main.getByRole('group', { name: new RegExp(msg('en', 'forum.fieldTags')) });
  await tags.getByRole('checkbox', { name: first, exact: true }).check();
  await tags.getByRole('checkbox', { name: second, exact: true }).check();

  release();
  await expect(main.locator('astro-island[ssr]')).toHaveCount(0);
  const editor = main.getByRole('textbox', { name: msg('en', 'forum.fieldContent'), exact: true });
  await editor.click();
  await page.keyboard.type('Written once the form was live.');
  await main.getByRole('button', { name: msg('en', 'editor.save'), exact: true }).click();

  await expect(page).toHaveURL(/community-forum-list/);
  await main.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const shown = main.getByRole('list', { name: msg('en', 'forum.tags') });
  await expect(shown).toContainText(first);
  await expect(shown).toContainText(second);
});
