// Sign-up, activation, sign-in and recovery in a real browser, in Korean (/register) and English
// (/en/register): the mailed links are read at /dev/mail as a member reads mail, and every page is
// checked with axe. Demo accounts: db/seed/content/accounts.ts.
import { type Page } from '@playwright/test';
import { langs, langTags, type Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import {
  at,
  countedAgainstAddress,
  escapeRegExp,
  expectNoAxeViolations,
  expectPageIn,
  fillSignIn,
  mailedCode,
  mailedLink,
  msg,
  registerActiveMember,
  uniqueStamp,
} from './support/portal.ts';

/** The language of the full journeys; the other language has a short check (docs/testing.md "One journey, one language"). */
const journeyLangs: readonly Lang[] = ['ko'];

const urlIs = (lang: Lang, path: string) => new RegExp(`${escapeRegExp(at(lang, path))}(\\?.*)?$`);

/** The page's heading and language, then axe. */
async function expectPage(page: Page, lang: Lang, title: MessageKey) {
  await expect(page.locator('html')).toHaveAttribute('lang', langTags[lang]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, title));
  await expectNoAxeViolations(page);
}

const signIn = fillSignIn;

async function sessionUser(page: Page): Promise<SessionUser> {
  const response = await page.request.get('/api/auth/user-info');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SessionUser }).data;
}

const toast = (page: Page, type: 'success' | 'error') => page.locator(`[data-toast-type="${type}"]`);

for (const lang of langs) {
  test.describe(`${lang}: sign-up and sign-in`, () => {
    // the whole journey in its language; the other has its short check (docs/testing.md "One journey, one language")
    if (journeyLangs.includes(lang))
      test(`${lang}: a visitor registers, activates the account from the mail, signs in, changes their information on my page with the mailed code and signs out`, async ({
        page,
      }) => {
        const address = `new.member.${lang}.${uniqueStamp()}@example.com`;
        const name = lang === 'ko' ? '한지민' : 'Jamie Park';
        const password = 'Green#2027x';
        const main = page.getByRole('main');

        await page.goto(at(lang, '/register'));
        await expectPage(page, lang, 'signUp.title');
        await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(address);
        await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(password);
        await main.getByLabel(msg(lang, 'field.confirmPassword'), { exact: true }).fill(password);
        await main.getByLabel(msg(lang, 'field.name'), { exact: true }).fill(name);
        await main.getByLabel(msg(lang, 'field.companyName'), { exact: true }).fill(lang === 'ko' ? '한결데이터' : 'Clearwater Analytics');
        if (lang === 'en') await main.getByLabel(msg(lang, 'field.country'), { exact: true }).selectOption({ label: 'South Korea (+82)' });
        else await expect(main.getByLabel(msg(lang, 'field.country'), { exact: true })).toHaveValue('KR');
        const phone = main.getByLabel(msg(lang, 'field.phoneNumber'), { exact: true });
        await phone.pressSequentially('010-1234-5678e.+');
        await expect(phone).toHaveValue('010-1234-5678');
        // the required terms of the language, then "agree to all" ticks the optional ones too
        const required =
          lang === 'ko'
            ? (['terms.termsOfUse.label', 'terms.personalInfoCollection.label', 'terms.age14.label'] as const)
            : (['terms.termsOfUse.label', 'terms.privacyPolicy.label', 'terms.crossBorderTransfer.label', 'terms.age16.label'] as const);
        for (const key of required) await main.getByRole('checkbox', { name: msg(lang, key) }).check();
        await main.getByRole('checkbox', { name: msg(lang, 'terms.agreeAll') }).check();
        await expect(main.getByRole('checkbox', { name: msg(lang, 'terms.marketingReception.label') })).toBeChecked();
        await expect(main.getByRole('group', { name: msg(lang, 'terms.channels') })).toHaveCount(lang === 'ko' ? 1 : 0);
        await countedAgainstAddress('sign-up');
        await main.getByRole('button', { name: msg(lang, 'signUp.submit'), exact: true }).click();

        await expect(page).toHaveURL(urlIs(lang, '/check-email'));
        await expectPage(page, lang, 'checkEmail.title');
        await expect(main).toContainText(msg(lang, 'checkEmail.validity'));

        // the mail, then the link: the account becomes active
        await page.goto(await mailedLink(page, address, at(lang, '/register-success')));
        await expect(main.getByText(msg(lang, 'activation.success'))).toBeVisible();
        await expectPage(page, lang, 'activation.title');
        await main.getByRole('link', { name: msg(lang, 'activation.goLogin') }).click();

        await expect(page).toHaveURL(urlIs(lang, '/login'));
        await expectPage(page, lang, 'login.title');
        await signIn(page, lang, address, password);
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(lang, '/'))}$`));
        await expect(page.locator('[data-user-menu]')).toContainText(name);
        expect((await sessionUser(page)).name).toBe(name);

        // my page: the password again, then the change of information confirmed with the mailed code
        await page.locator('[data-user-menu-button]').click();
        await page.getByRole('link', { name: msg(lang, 'userMenu.myPage'), exact: true }).click();
        await expect(page).toHaveURL(urlIs(lang, '/my-page/import-password'));
        await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(password);
        await main.getByRole('button', { name: msg(lang, 'myPage.confirm'), exact: true }).click();
        await expect(page).toHaveURL(urlIs(lang, '/my-page/info'));
        await expect(main.getByText(address, { exact: true })).toBeVisible();
        await main.getByRole('link', { name: msg(lang, 'myPage.edit'), exact: true }).click();
        await expect(page).toHaveURL(urlIs(lang, '/my-page/change-info'));
        const department = lang === 'ko' ? '데이터전략팀' : 'Data Strategy';
        await main.getByLabel(msg(lang, 'field.departmentName')).fill(department);
        await main.getByRole('button', { name: msg(lang, 'myPage.sendCode'), exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: /@/ })).toBeVisible();
        await main.getByLabel(msg(lang, 'field.otp'), { exact: true }).fill(await mailedCode(page, address));
        await main.getByRole('button', { name: msg(lang, 'myPage.save'), exact: true }).click();
        await expect(page).toHaveURL(urlIs(lang, '/my-page/info'));
        await expect(page.getByText(msg(lang, 'auth.updateSuccess'))).toBeVisible();
        await expect(main.getByText(department, { exact: true })).toBeVisible();

        // and signs out from the user menu
        await page.locator('[data-user-menu-button]').click();
        await page.getByRole('button', { name: msg(lang, 'userMenu.logout'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(lang, '/'))}$`));
        expect((await page.request.get('/api/auth/user-info')).status()).toBe(401);
      });

    test(`${lang}: bad input shows translated messages next to the fields and sends nothing`, async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/public/sign-up')) sent.push(request.url());
      });
      const main = page.getByRole('main');
      await page.goto(at(lang, '/register'));
      const username = main.getByLabel(msg(lang, 'field.username'), { exact: true });
      await username.fill('Not An Address');
      const password = main.getByLabel(msg(lang, 'field.password'), { exact: true });
      await password.fill('short1');
      const submit = main.getByRole('button', { name: msg(lang, 'signUp.submit'), exact: true });
      await submit.click();
      // a weak password: its first broken rule under the field
      await expect(main.locator('.form-error', { hasText: msg(lang, 'validation.passwordLength') })).toBeVisible();
      await password.fill('Green#2027x');
      await main.getByLabel(msg(lang, 'field.confirmPassword'), { exact: true }).fill('Green#2027y');
      await submit.click();

      const field = (key: MessageKey) => ({ field: msg(lang, key) });
      await expect(main.getByText(msg(lang, 'validation.email', field('field.username')))).toBeVisible();
      await expect(main.getByText(msg(lang, 'validation.passwordConfirm'))).toBeVisible();
      await expect(main.getByText(msg(lang, 'validation.required', field('field.name')))).toBeVisible();
      await expect(main.getByText(msg(lang, 'validation.required', field('field.phoneNumber')))).toBeVisible();
      await expect(main.getByText(msg(lang, 'auth.requiredTermsMissing'))).toBeVisible();
      // the first invalid field has the focus and names its message
      await expect(username).toBeFocused();
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await expect(username).toHaveAccessibleDescription(new RegExp(escapeRegExp(msg(lang, 'validation.email', field('field.username')))));
      await expectNoAxeViolations(page);
      expect(sent).toEqual([]);
    });

    test(`${lang}: a pending account is offered the activation mail again, then told to check the mailbox`, async ({ page, pageErrors }) => {
      // the sign-in of a pending account is refused (403), which is what opens the offer
      pageErrors.expectErrorResponse(403, '/api/auth/login');
      await page.goto(at(lang, '/login'));
      await signIn(page, lang, 'minho.seo@daehan-fintech.co.kr', DEMO_PASSWORD);
      const offer = page.getByRole('dialog', { name: msg(lang, 'login.notActivatedTitle') });
      await expect(offer).toBeVisible();
      await expect(toast(page, 'error')).toHaveCount(0);
      await countedAgainstAddress('resend');
      await offer.getByRole('button', { name: msg(lang, 'login.resendActivation') }).click();
      const sent = page.getByRole('dialog', { name: msg(lang, 'login.activationSentTitle') });
      await expect(sent).toContainText(msg(lang, 'login.activationSentBody'));
      await sent.getByRole('button', { name: msg(lang, 'dialog.ok') }).click();
      await expect(page).toHaveURL(urlIs(lang, '/check-email'));
    });
  });
}

test('en: the English sign-up form asks for the country and the English required terms (the short check; the journey is the Korean one)', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/en/register');
  await expectPageIn(page, 'en', msg('en', 'signUp.title'));
  await main.getByLabel(msg('en', 'field.country'), { exact: true }).selectOption({ label: 'South Korea (+82)' });
  for (const key of ['terms.termsOfUse.label', 'terms.privacyPolicy.label', 'terms.crossBorderTransfer.label', 'terms.age16.label'] as const)
    await expect(main.getByRole('checkbox', { name: msg('en', key) })).toBeVisible();
  await main.getByRole('checkbox', { name: msg('en', 'terms.agreeAll') }).check();
  await expect(main.getByRole('checkbox', { name: msg('en', 'terms.marketingReception.label') })).toBeChecked();
  await expect(main.getByRole('button', { name: msg('en', 'signUp.submit'), exact: true })).toBeEnabled();
});

test('ko, en: the member in the warning week is asked to change the password, with three choices', async ({ page }) => {
  const username = 'yuna.kang@seoul-logistics.co.kr';
  for (const lang of langs) {
    await page.goto(at(lang, '/login'));
    await signIn(page, lang, username, DEMO_PASSWORD);
    const warning = page.getByRole('dialog', { name: msg(lang, 'login.expiryTitle') });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: msg(lang, 'login.expiryChangeNow') })).toBeVisible();
    await expect(warning.getByRole('button', { name: msg(lang, 'login.expiryLater') })).toBeVisible();
    await expectNoAxeViolations(page);
    if (lang === 'ko') {
      // remind me later: on to the home page, the warning stays for the next sign-in
      await warning.getByRole('button', { name: msg(lang, 'login.expiryLater') }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await sessionUser(page)).noticeActualDay).toEqual(expect.any(Number));
    } else {
      // change after 3 months: the cycle counts from now, so no more warning
      await warning.getByRole('button', { name: msg(lang, 'login.expiryPostpone') }).click();
      await expect(page).toHaveURL(/\/en\/$/);
      expect((await sessionUser(page)).noticeActualDay).toBeNull();
    }
  }
});

test('en: a member whose password expired is sent to change it, then signs in with the new one', async ({ page, pageErrors }) => {
  // the sign-in answers 403 (expired password); the change-password page, without a session's hint
  // cookie, asks the server nothing about a session
  pageErrors.expectErrorResponse(403, '/api/auth/login');
  const lang: Lang = 'en';
  const username = 'daniel.lee@brightpath-energy.com';
  const main = page.getByRole('main');
  await page.goto(at(lang, '/login'));
  await signIn(page, lang, username, DEMO_PASSWORD);

  await expect(page).toHaveURL(urlIs(lang, '/change-password'));
  await expect(main.getByText(msg(lang, 'changePassword.expiredLead'))).toBeVisible();
  await expect(main.getByLabel(msg(lang, 'field.username'), { exact: true })).toHaveValue(username);
  await expectPage(page, lang, 'changePassword.title');
  await main.getByLabel(msg(lang, 'field.currentPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await main.getByLabel(msg(lang, 'field.newPassword'), { exact: true }).fill('Bright#2027x');
  await main.getByLabel(msg(lang, 'field.confirmPassword'), { exact: true }).fill('Bright#2027x');
  await main.getByRole('button', { name: msg(lang, 'changePassword.submit') }).click();

  await expect(page).toHaveURL(urlIs(lang, '/login'));
  await expect(toast(page, 'success')).toContainText(msg(lang, 'auth.passwordChanged'));
  await signIn(page, lang, username, 'Bright#2027x');
  await expect(page).toHaveURL(/\/en\/$/);
  expect((await sessionUser(page)).name).toBe('Daniel Lee');
});

test('ko: a member finds the ID, resets the password from the mailed link and signs in', async ({ page }) => {
  const lang: Lang = 'ko';
  // an English-speaking member of its own: the reset changes the password, and the mail follows the member's language
  const member = await registerActiveMember(page, 'en', 'Grace Holt');
  const username = member.username;
  const main = page.getByRole('main');

  await page.goto(at(lang, '/forget-id'));
  await expectPage(page, lang, 'recovery.findIdTitle');
  await main.getByLabel(msg(lang, 'field.name'), { exact: true }).fill(member.name);
  await main.getByLabel(msg(lang, 'field.phoneNumber'), { exact: true }).fill(member.phoneNumber);
  await countedAgainstAddress('recovery');
  await main.getByRole('button', { name: msg(lang, 'recovery.findIdSubmit') }).click();
  await expect(main.getByText(msg(lang, 'recovery.findIdFound'))).toBeVisible();
  const found = main.getByRole('list', { name: msg(lang, 'recovery.findIdList') });
  await expect(found).toContainText('@');
  await expect(found).not.toContainText(username);
  await expectNoAxeViolations(page);

  await page.goto(at(lang, '/forget-password'));
  await expectPage(page, lang, 'recovery.findPasswordTitle');
  await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(username);
  await countedAgainstAddress('recovery');
  await main.getByRole('button', { name: msg(lang, 'recovery.findPasswordSubmit') }).click();
  await expect(main.getByText(msg(lang, 'recovery.findPasswordSent'))).toBeVisible();

  // the mail is in the member's language (English): the link opens the English page
  await page.goto(await mailedLink(page, username, '/reset-password'));
  const resetLang: Lang = page.url().includes('/en/') ? 'en' : 'ko';
  await expectPage(page, resetLang, 'recovery.resetTitle');
  await main.getByLabel(msg(resetLang, 'field.newPassword'), { exact: true }).fill('North#2027q');
  await main.getByLabel(msg(resetLang, 'field.confirmPassword'), { exact: true }).fill('North#2027q');
  await main.getByRole('button', { name: msg(resetLang, 'recovery.resetSubmit') }).click();
  await expect(page).toHaveURL(urlIs(resetLang, '/login'));
  await expect(toast(page, 'success')).toContainText(msg(resetLang, 'auth.resetDone'));
  await signIn(page, resetLang, username, 'North#2027q');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(resetLang, '/'))}$`));

  // a reset page opened without a link says where to get one
  await page.goto(at(lang, '/reset-password'));
  await expect(main.getByText(msg(lang, 'recovery.resetMissingToken'))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ko: change password without a sign-in asks to sign in first', async ({ page }) => {
  // without the session's hint cookie the page knows there is none: no call the server would refuse (a 401
  // in the console), which the fixture would report
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/user-info')) sessionCalls.push(request.url());
  });
  await page.goto('/change-password');
  await expect(page.getByRole('main').getByText(msg('ko', 'changePassword.signInFirst'))).toBeVisible();
  await expectPage(page, 'ko', 'changePassword.title');
  expect(sessionCalls).toEqual([]);
});

test('en: an activation link that is not valid says so and offers sign-in and sign-up', async ({ page, pageErrors }) => {
  // the activation call refuses the token (400), which the page then explains
  pageErrors.expectErrorResponse(400, '/api/public/activate-account');
  const main = page.getByRole('main');
  await page.goto(`/en/register-success?token=${'x'.repeat(43)}`);
  await expect(main.getByText(msg('en', 'activation.invalid'))).toBeVisible();
  await expect(main.getByRole('link', { name: msg('en', 'activation.goLogin') })).toHaveAttribute('href', '/en/login');
  await expect(main.getByRole('link', { name: msg('en', 'activation.goRegister') })).toHaveAttribute('href', '/en/register');
  await expectPage(page, 'en', 'activation.title');
});
