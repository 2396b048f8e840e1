// A member's authenticator app in a real browser (issue 34): in Korean, the whole journey from the user menu through
// the password again to My Page's security page, the app set up with a code computed here from the key the page shows,
// the recovery codes shown once, then a sign-out and two sign-ins, one with the app's code and one with a recovery
// code; in English, a wrong code refused with its message, and "lost your device?" mailing the link that turns the
// app off with the password and signs the member in. Every page passes axe.
import type { Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, atPath, expectNoAxeViolations, expectPageIn, fillSignIn, mailedLink, msg, signInByApi } from './support/portal.ts';
import { appCode } from './support/second-factor.ts';

const home = (lang: Lang) => (lang === 'en' ? '/en/' : '/');

async function signOut(page: Page, lang: Lang) {
  await page.locator('[data-user-menu-button]').click();
  await page.getByRole('button', { name: msg(lang, 'userMenu.logout'), exact: true }).click();
  await expect(page.locator('[data-signed-out]')).toBeVisible();
}

test('ko: a member turns on an authenticator app on My Page, then signs in with its code, and once with a recovery code', async ({ page }) => {
  test.setTimeout(420_000);
  const member = await addActiveMember('ko', '보안회원');
  await signInByApi(page, member.username, member.password);
  await page.goto('/');
  await page.locator('[data-user-menu-button]').click();
  await page.getByRole('link', { name: msg('ko', 'secondFactor.page.menu'), exact: true }).click();
  // behind the password again, like the rest of My Page
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'myPage.importTitle') })).toBeVisible();
  await page.getByLabel(msg('ko', 'field.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: msg('ko', 'myPage.confirm'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/my-page/security'));
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'secondFactor.page.title') })).toBeVisible();
  await expect(page.getByText(msg('ko', 'secondFactor.page.stateOff'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: msg('ko', 'secondFactor.page.enrol'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: msg('ko', 'secondFactor.page.enrolTitle') })).toBeFocused();
  await expect(page.getByRole('img', { name: msg('ko', 'secondFactor.page.qrAlt') })).toBeVisible();
  const key = (await page.locator('[data-totp-key]').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoAxeViolations(page);
  await page.getByLabel(msg('ko', 'secondFactor.page.codeLabel')).fill(appCode(key));
  await page.getByRole('button', { name: msg('ko', 'secondFactor.page.confirm'), exact: true }).click();
  // the recovery codes, shown this once, take the focus
  await expect(page.getByRole('heading', { level: 2, name: msg('ko', 'secondFactor.page.codesTitle') })).toBeFocused();
  const codes = await page.locator('[data-recovery-codes] code').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('status').filter({ hasText: msg('ko', 'secondFactor.enabled') })).toBeAttached();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: msg('ko', 'secondFactor.page.codesDone'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'secondFactor.page.stateOn'))).toBeVisible();
  await expect(page.getByText(msg('ko', 'secondFactor.page.codesLeft_other', { count: 10 }))).toBeVisible();
  await expect(page.locator('[data-totp-key]')).toHaveCount(0);

  // the password alone no longer signs in: the code of the app follows, the focus on its field
  await signOut(page, 'ko');
  await page.goto('/login');
  await fillSignIn(page, 'ko', member.username, member.password);
  const codeField = page.getByLabel(msg('ko', 'secondFactor.step.codeLabel'), { exact: true });
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: msg('ko', 'secondFactor.step.title') })).toBeVisible();
  await expectNoAxeViolations(page);
  // the enrolment spent this 30 seconds' code: the app's next one
  await codeField.fill(appCode(key, 1));
  await page.getByRole('button', { name: msg('ko', 'secondFactor.step.submit'), exact: true }).click();
  await expect(page).toHaveURL(atPath(home('ko')));
  await expect(page.locator('[data-user-menu]')).toBeVisible();

  // a recovery code in the app's place, chosen with the keyboard
  await signOut(page, 'ko');
  await page.goto('/login');
  await fillSignIn(page, 'ko', member.username, member.password);
  await expect(codeField).toBeFocused();
  await page.getByRole('button', { name: msg('ko', 'secondFactor.step.useRecovery'), exact: true }).focus();
  await page.keyboard.press('Enter');
  const recoveryField = page.getByLabel(msg('ko', 'secondFactor.step.recoveryLabel'), { exact: true });
  await expect(recoveryField).toBeFocused();
  await expect(page.getByText(msg('ko', 'secondFactor.step.recoveryLead'))).toBeVisible();
  await recoveryField.fill(codes[0] ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(home('ko')));
});

test('en: a wrong code is refused in English; "lost your device?" mails a link that turns the app off with the password', async ({ page, pageErrors }) => {
  test.setTimeout(420_000);
  const member = await addActiveMember('en', 'Lost Device');
  await signInByApi(page, member.username, member.password);
  // the app set up through the calls the page makes (the Korean story walks the page)
  await page.goto('/en/');
  const headers = { origin: new URL(page.url()).origin, 'accept-language': 'en' };
  expect((await page.request.post('/api/auth/import-password', { data: { password: member.password }, headers })).ok()).toBe(true);
  const started = (await (await page.request.post('/api/member/second-factor/totp', { headers })).json()) as { data: { secret: string } };
  expect((await page.request.put('/api/member/second-factor/totp', { data: { code: appCode(started.data.secret) }, headers })).ok()).toBe(true);
  await page.goto('/en/my-page/security');
  await expectPageIn(page, 'en', msg('en', 'secondFactor.page.title'));
  await expect(page.getByText(msg('en', 'secondFactor.page.stateOn'))).toBeVisible();
  await expectNoAxeViolations(page);

  await signOut(page, 'en');
  await page.goto('/en/login');
  await fillSignIn(page, 'en', member.username, member.password);
  const codeField = page.getByLabel(msg('en', 'secondFactor.step.codeLabel'), { exact: true });
  await expect(codeField).toBeFocused();
  pageErrors.expectErrorResponse(400, '/api/auth/login/second-factor');
  await codeField.fill('000000');
  await page.getByRole('button', { name: msg('en', 'secondFactor.step.submit'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: msg('en', 'secondFactor.codeWrong', { left: 4 }) })).toBeVisible();
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: msg('en', 'secondFactor.step.lostDevice'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'secondFactor.recoveryMailSent') })).toBeVisible();
  await page.goto(await mailedLink(page, member.username, '/en/second-factor-recovery'));
  await expectPageIn(page, 'en', msg('en', 'secondFactor.recoveryPage.title'));
  await expectNoAxeViolations(page);
  await page.getByLabel(msg('en', 'field.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: msg('en', 'secondFactor.recoveryPage.submit'), exact: true }).click();
  await expect(page.getByText(msg('en', 'secondFactor.recoveryPage.done'))).toBeFocused();
  await expectNoAxeViolations(page);
  // signed in, and the password alone signs in from now on
  await page.getByRole('link', { name: msg('en', 'secondFactor.recoveryPage.toHome'), exact: true }).click();
  await expect(page.locator('[data-user-menu]')).toBeVisible();
  await signOut(page, 'en');
  await page.goto('/en/login');
  await fillSignIn(page, 'en', member.username, member.password);
  await expect(page).toHaveURL(atPath(home('en')));
});
