// The console's second factors in a real browser (issue 34): in Korean, an ADMIN of the story's own sets up an
// authenticator app on "My security" and signs in with its code instead of the mailed one; in English, an ADMIN turns
// the policy on, an ADMIN without an app is led from the mailed code through the enrolment before the console opens,
// and the first resets the second's app. The policy holds for every console sign-in of the portal, so its story is
// @global-data: it runs after the parallel stories, alone. Every screen passes axe.
import type { Browser, Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { maskName } from '#core/privacy/mask.ts';
import { en, ko } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, expectNoAxeViolations, mailedCode, signInByApi, type ActiveMember } from './support/portal.ts';
import { appCode } from './support/second-factor.ts';

const SLOW = 60_000;
const words = { ko, en } as const;

/** A browser whose console speaks `lang` (the console keeps the choice in the browser: admin/src/lib/i18n.ts). */
async function consolePage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext();
  // only on the portal's pages: a blank page has no storage to write to
  await context.addInitScript((chosen) => {
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('adminLocale', chosen);
  }, lang);
  return context.newPage();
}

/**
 * The password step of an ADMIN of the story's own, in a browser made known to the account first by a sign-in and out
 * of the site (decision 032), so what the console counts counts against it, not the address.
 */
async function passwordStep(page: Page, account: ActiveMember, lang: Lang) {
  const t = words[lang];
  await page.goto('/');
  await signInByApi(page, account.username, account.password);
  expect((await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel(t('admin.login.username')).fill(account.username);
  await page.getByLabel(t('admin.login.password')).fill(account.password);
  await page.getByRole('button', { name: t('admin.login.next') }).click();
}

/** The access code by mail, from the account's own mailbox. */
async function mailedCodeStep(page: Page, account: ActiveMember, lang: Lang) {
  const t = words[lang];
  await page.getByRole('radio', { name: t('admin.login.channelMail') }).check();
  await page.getByRole('button', { name: t('admin.login.sendCode') }).click();
  await expect(page.getByLabel(t('admin.login.code'))).toBeVisible();
  await page.getByLabel(t('admin.login.code')).fill(await mailedCode(page, account.username));
  await page.getByRole('button', { name: t('admin.login.submit'), exact: true }).click();
}

/** Sets up the authenticator app on the screen shown (My security, or the enrolment a policy asks for); answers its key. */
async function enrolApp(page: Page, lang: Lang): Promise<string> {
  const t = words[lang];
  await page.getByRole('button', { name: t('secondFactor.page.enrol') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('secondFactor.page.enrolTitle') })).toBeFocused();
  await expect(page.getByRole('img', { name: t('secondFactor.page.qrAlt') })).toBeVisible();
  const key = (await page.locator('[data-totp-key]').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoAxeViolations(page);
  await page.getByLabel(t('secondFactor.page.codeLabel')).fill(appCode(key));
  await page.getByRole('button', { name: t('secondFactor.page.confirm') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('secondFactor.page.codesTitle') })).toBeFocused();
  await expect(page.locator('[data-recovery-codes] code')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('secondFactor.page.codesDone') }).click();
  return key;
}

test('ko: an ADMIN sets up an authenticator app on My security and signs in to the console with its code', async ({ browser }) => {
  test.setTimeout(480_000);
  const admin = await addActiveMember('ko', '앱관리자', { role: 'ADMIN' });
  const page = await consolePage(browser, 'ko');
  await passwordStep(page, admin, 'ko');
  await mailedCodeStep(page, admin, 'ko');
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.connectionHistory') })).toBeVisible({ timeout: SLOW });
  await page.goto('/admin/my-security');
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.mySecurity') })).toBeVisible({ timeout: SLOW });
  await expect(page.getByText(ko('secondFactor.console.stateOff'))).toBeVisible();
  await expectNoAxeViolations(page);
  const key = await enrolApp(page, 'ko');
  await expect(page.getByText(ko('secondFactor.page.stateOn'))).toBeVisible();

  await page.getByRole('button', { name: ko('admin.frame.logout') }).click();
  await passwordStep(page, admin, 'ko');
  // the app's code is asked for first, the mailed code a choice away
  const codeField = page.getByLabel(ko('secondFactor.step.codeLabel'));
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('button', { name: ko('secondFactor.console.useMail') })).toBeVisible();
  await expectNoAxeViolations(page);
  await codeField.fill(appCode(key, 1));
  await page.getByRole('button', { name: ko('admin.login.submit'), exact: true }).click();
  const firstScreen = page.getByRole('heading', { level: 1, name: ko('admin.nav.connectionHistory') });
  await expect(firstScreen).toBeVisible({ timeout: SLOW });
  await expect(firstScreen).toBeFocused();
});

test('en: with the policy on, an ADMIN without an app is led through the enrolment before the console opens, and another ADMIN resets it @global-data', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const keeper = await addActiveMember('en', 'Policy Keeper', { role: 'ADMIN' });
  const newcomer = await addActiveMember('en', 'Policy Newcomer', { role: 'ADMIN' });
  const page = await consolePage(browser, 'en');
  await passwordStep(page, keeper, 'en');
  await mailedCodeStep(page, keeper, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.connectionHistory') })).toBeVisible({ timeout: SLOW });
  await page.goto('/admin/second-factor');
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.secondFactor') })).toBeVisible({ timeout: SLOW });
  const policy = page.getByRole('switch', { name: en('secondFactor.console.policyLabel') });
  await expect(policy).not.toBeChecked();
  await expectNoAxeViolations(page);
  try {
    await policy.click();
    await page.getByRole('button', { name: en('batch.save') }).click();
    await expect(page.getByText(en('secondFactor.policySaved'))).toBeVisible();

    const other = await consolePage(browser, 'en');
    await passwordStep(other, newcomer, 'en');
    await expect(other.getByText(en('secondFactor.console.enrolNext'))).toBeVisible();
    await mailedCodeStep(other, newcomer, 'en');
    // the session opens on the enrolment only
    await expect(other.getByRole('heading', { level: 1, name: en('secondFactor.console.enrolTitle') })).toBeVisible({ timeout: SLOW });
    await expect(other.getByRole('navigation', { name: en('admin.nav.label') })).toHaveCount(0);
    await expectNoAxeViolations(other);
    await enrolApp(other, 'en');
    await expect(other.getByRole('heading', { level: 1, name: en('admin.nav.connectionHistory') })).toBeVisible({ timeout: SLOW });

    // the keeper resets the newcomer's app
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: maskName(newcomer.name) });
    await expect(row).toContainText(en('secondFactor.console.factor.TOTP'));
    await row.getByRole('button', { name: en('secondFactor.console.resetFor', { name: maskName(newcomer.name) }) }).click();
    await page.getByRole('button', { name: en('secondFactor.console.ok'), exact: true }).click();
    await expect(page.getByText(en('secondFactor.resetDone'))).toBeVisible();
    await expect(row).toContainText(en('secondFactor.console.none'));
    await expectNoAxeViolations(page);
  } finally {
    const off = await page.request.put('/api/admin/second-factor-policy', {
      data: { consoleStrongFactorRequired: false },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(off.ok(), 'the policy is off again').toBe(true);
  }
});
