// The signed-in shell and my page in a real browser, in Korean (/) and English (/en/): the header's user
// menu on rendered and pre-rendered pages, the password re-entry, the change of information confirmed
// with the mailed code (read at /dev/mail), logout, the idle logout after 30 minutes, and the page guard
// of the role × screen matrix (portal spec §2, §4, §6, §9).
import { type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import {
  atPath,
  countedAgainstAddress,
  expectNoAxeViolations,
  expectPageIn,
  fillSignIn,
  mailedCode,
  msg,
  registerActiveMember,
  signInByApi,
  uniqueStamp,
} from './support/portal.ts';

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const home = (lang: Lang) => (lang === 'en' ? '/en/' : '/');
const members: Record<Lang, { username: string; name: string }> = {
  ko: { username: 'member@hanbit-manufacturing.co.kr', name: '정우성' },
  en: { username: 'emily.carter@northwind-retail.com', name: 'Emily Carter' },
};

async function signInAtLoginPage(page: Page, lang: Lang, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${prefix(lang)}/login`);
  await fillSignIn(page, lang, username, password);
  await expect(page).toHaveURL(atPath(home(lang)));
}

const userMenu = (page: Page) => page.locator('[data-user-menu]');

for (const lang of ['ko', 'en'] as const) {
  const member = members[lang];

  test(`${lang}: after 30 idle minutes the member is signed out and sees the expired-session message at the sign-in`, async ({ page }) => {
    await page.clock.install();
    await signInAtLoginPage(page, lang, member.username);
    await expect(userMenu(page).locator('[data-user-name]')).toHaveText(/.+/);
    // the header's script is watching: the page's starter draws the name before it starts, the bell once it has
    await expect(page.locator('[data-bell]')).toBeVisible();
    await page.clock.fastForward('31:00');
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/login`));
    await expect(page.getByText(msg(lang, 'auth.sessionExpired'))).toBeVisible();
    await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeVisible();
    // the server ended the session too
    expect((await page.request.get('/api/auth/user-info')).status()).toBe(401);
  });

  test(`${lang}: screens outside the reader's role send them home, or to the sign-in for the partner policy register`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/my-page/info`);
    await expect(page).toHaveURL(atPath(home(lang)));
    await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeVisible();

    await page.goto(`${prefix(lang)}/partner/partner-policy-register`);
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/login`));
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${prefix(lang)}/partner/partner-policy-register`);

    const login = await page.request.post('/api/auth/login', { data: { username: member.username, password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    for (const path of ['/partner/partner-Q&A', '/resources/success-story/registration']) {
      await page.goto(`${prefix(lang)}${path}`);
      await expect(page, path).toHaveURL(atPath(home(lang)));
    }
    await expect(userMenu(page).locator('[data-user-name]')).not.toBeEmpty();
    // the member's own screens open
    await page.goto(`${prefix(lang)}/my-page/import-password`);
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/import-password`));
  });
}

test('my page opened directly goes to the password re-entry first, without a call the API would refuse', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await signInByApi(page, members.ko.username, DEMO_PASSWORD);
  await page.goto('/my-page/info');
  await expect(page).toHaveURL(atPath('/my-page/import-password'));
  expect(new URL(page.url()).searchParams.get('next')).toBe('/my-page/info');
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'myPage.importTitle') })).toBeVisible();
  // nothing was refused, so the browser logged nothing (the fixture fails the test on any console error)
  expect(refused).toEqual([]);
});

test("my page is kept per class of readers: one member's open re-entry is never given to another whose re-entry is closed", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page, members.ko.username, DEMO_PASSWORD);
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signInByApi(other, members.en.username, DEMO_PASSWORD);
  expect((await other.request.post('/api/auth/import-password', { data: { password: DEMO_PASSWORD } })).status()).toBe(200);
  // the other member's re-entry is open: my page stays, twice the same kept bytes, for no cache on the way
  for (let i = 0; i < 2; i += 1) {
    await other.goto('/en/my-page/info');
    await expect(other).toHaveURL(atPath('/en/my-page/info'));
  }
  const [once, twice] = [await other.request.get('/en/my-page/info'), await other.request.get('/en/my-page/info')];
  expect([once.headers()['cache-control'], twice.headers()['etag']]).toEqual(['private, no-cache', once.headers()['etag']]);
  // this member's is closed: the page they are given goes to the re-entry, as it did before the other's visit
  await page.goto('/en/my-page/info');
  await expect(page).toHaveURL(atPath('/en/my-page/import-password'));
  await other.context().close();
});

test('ko: a member signs in, sees their name in the header, re-enters the password, changes their information with the mailed code and signs out', async ({
  page,
  pageErrors,
}) => {
  const lang: Lang = 'ko';
  // a member of its own: the story changes the name and the marketing consent
  const member = await registerActiveMember(page, lang, '윤서진');
  await signInAtLoginPage(page, lang, member.username, member.password);
  await expect(userMenu(page).locator('[data-user-name]')).toHaveText(member.name);
  await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeHidden();

  // a pre-rendered page shows the same signed-in header
  await page.goto(`${prefix(lang)}/check-email`);
  await expect(userMenu(page).locator('[data-user-name]')).toHaveText(member.name);

  // the menu is a disclosure: Escape closes it and gives the focus back to its button
  const menuButton = page.locator('[data-user-menu-button]');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  // each entry of the menu is an item of its own list: a screen reader counts them as they are seen
  const entries = page.locator('#user-menu-panel > li');
  await expect(entries).toHaveCount(8);
  for (const entry of await entries.all()) await expect(entry.locator('a, button')).toHaveCount(1);
  await page.getByRole('link', { name: msg(lang, 'userMenu.myPage'), exact: true }).click();

  await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/import-password`));
  await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'myPage.importTitle') })).toBeVisible();
  await expectNoAxeViolations(page);
  // a wrong password keeps the member here, with the server's message
  pageErrors.expectErrorResponse(400, '/api/auth/import-password');
  await page.getByLabel(msg(lang, 'field.password'), { exact: true }).fill('Wrong#2026!');
  await page.getByRole('button', { name: msg(lang, 'myPage.confirm'), exact: true }).click();
  await expect(page.getByText(msg(lang, 'auth.passwordWrong'))).toBeVisible();
  await page.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: msg(lang, 'myPage.confirm'), exact: true }).click();

  await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/info`));
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // the marketing consent is a switch that changes at once (and back)
  const marketing = page.getByRole('switch', { name: msg(lang, 'myPage.marketingUse') });
  const before = await marketing.getAttribute('aria-checked');
  await marketing.click();
  await expect(marketing).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await expect(page.getByText(msg(lang, 'auth.marketingChanged'))).toBeVisible();
  await marketing.click();
  await expect(marketing).toHaveAttribute('aria-checked', before ?? 'false');

  await page.getByRole('link', { name: msg(lang, 'myPage.edit'), exact: true }).click();
  await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/change-info`));
  const nameField = page.getByLabel(msg(lang, 'field.name'), { exact: true });
  await expect(nameField).toHaveValue(member.name);
  await expectNoAxeViolations(page);

  // without the code nothing is sent, and the field says why
  const newName = `${member.name} ${lang === 'ko' ? '님' : 'Jr'}`;
  await nameField.fill(newName);
  await page.getByRole('button', { name: msg(lang, 'myPage.save'), exact: true }).click();
  await expect(page.getByText(msg(lang, 'validation.code6', { field: msg(lang, 'field.otp') }))).toBeVisible();

  await page.getByRole('button', { name: msg(lang, 'myPage.sendCode'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /@/ })).toBeVisible();
  const code = await mailedCode(page, member.username);
  await page.getByLabel(msg(lang, 'field.otp'), { exact: true }).fill(code);
  await page.getByRole('button', { name: msg(lang, 'myPage.save'), exact: true }).click();

  await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/info`));
  await expect(page.getByText(msg(lang, 'auth.updateSuccess'))).toBeVisible();
  await expect(page.getByText(newName, { exact: true }).first()).toBeVisible();
  await expect(userMenu(page).locator('[data-user-name]')).toHaveText(newName);

  await menuButton.click();
  await page.getByRole('button', { name: msg(lang, 'userMenu.logout'), exact: true }).click();
  await expect(page).toHaveURL(atPath(home(lang)));
  await expect(page.getByText(msg(lang, 'auth.loggedOut'))).toBeVisible();
  await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeVisible();
  await expect(userMenu(page)).toBeHidden();

  // signed out, my page is closed again
  await page.goto(`${prefix(lang)}/my-page/info`);
  await expect(page).toHaveURL(atPath(home(lang)));
});

test('en: a member signs in at the English sign-in, opens my page and re-enters the password (the short check; the journey is the Korean one)', async ({
  page,
}) => {
  const member = members.en;
  await signInAtLoginPage(page, 'en', member.username);
  await expect(userMenu(page).locator('[data-user-name]')).toHaveText(member.name);
  await page.goto('/en/my-page/import-password');
  await expectPageIn(page, 'en', msg('en', 'myPage.importTitle'));
  await page.getByLabel(msg('en', 'field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: msg('en', 'myPage.confirm'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/my-page/info'));
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
});

test('ko: a new member deletes the account after confirming the password, is signed out and cannot sign in again', async ({ page, pageErrors }) => {
  const lang: Lang = 'ko';
  const username = `delete-me-${uniqueStamp()}@example-member.co.kr`;
  const headers = { 'accept-language': lang };
  await countedAgainstAddress('sign-up');
  const signUp = await page.request.post('/api/public/sign-up', {
    headers,
    data: {
      username,
      password: DEMO_PASSWORD,
      name: '탈퇴회원',
      companyName: '테스트상사',
      phoneNumber: '01055550100',
      country: '+82',
      historyTermAgreement: { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14']) },
    },
  });
  expect(signUp.status()).toBe(201);
  const mail = await (await page.request.get(`/dev/mail?to=${encodeURIComponent(username)}`)).text();
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(token, 'the activation mail holds a link').toBeDefined();
  expect((await page.request.post('/api/public/activate-account', { headers, data: { token } })).ok()).toBe(true);

  await signInAtLoginPage(page, lang, username);
  await page.goto('/my-page/import-password');
  await page.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: msg(lang, 'myPage.confirm'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/my-page/info'));

  await page.getByRole('button', { name: msg(lang, 'myPage.deleteAccount'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg(lang, 'myPage.deleteTitle') });
  await expect(dialog).toContainText(msg(lang, 'myPage.deleteBody'));
  await expectNoAxeViolations(page);
  // Cancel changes nothing
  await dialog.getByRole('button', { name: msg(lang, 'dialog.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: msg(lang, 'myPage.deleteAccount'), exact: true }).click();
  pageErrors.expectErrorResponse(400, '/api/auth/delete-account');
  await dialog.getByLabel(msg(lang, 'field.password'), { exact: true }).fill('Wrong#2026!');
  await dialog.getByRole('button', { name: msg(lang, 'dialog.ok'), exact: true }).click();
  await expect(dialog.getByText(msg(lang, 'auth.passwordWrong'))).toBeVisible();
  await dialog.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: msg(lang, 'dialog.ok'), exact: true }).click();

  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByText(msg(lang, 'auth.accountDeleted'))).toBeVisible();
  await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeVisible();
  // a deleted account is unknown: its browser is no longer known, and the refusal counts against the address
  await countedAgainstAddress('login');
  const again = await page.request.post('/api/auth/login', { headers, data: { username, password: DEMO_PASSWORD } });
  expect(again.ok()).toBe(false);
});

test('the development mail page lists sent mail, filtered by recipient, and is not indexed', async ({ page }) => {
  const response = await page.goto('/dev/mail?to=nobody%40example.com');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // the page speaks the browser's language (it has no /en/ counterpart)
  const lang: Lang = (await page.locator('html').getAttribute('lang'))?.startsWith('en') ? 'en' : 'ko';
  await expect(page.getByText(msg(lang, 'devMail.emptyFor', { to: 'nobody@example.com' }))).toBeVisible();
  await page.getByRole('link', { name: msg(lang, 'devMail.showAll') }).click();
  await expect(page.locator('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
