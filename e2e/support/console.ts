// What the console's browser tests share: the demo admin and content manager, and the admin sign-in
// (password, then the mailed 6-digit code) under the admin mailbox's lock.
import { expect, type Locator, type Page } from '@playwright/test';
import { translator } from '#core/i18n/translate.ts';
import { maskEmail } from '#core/privacy/mask.ts';
import { escapeRegExp, mailedCode, signInByApi, withLock } from './portal.ts';

/** The console's Korean, as the screens translate it (the admin spec's own Korean messages stay quoted). */
export const ko = translator('ko');
/** The console's English. */
export const en = translator('en');

export const ADMIN = 'admin@example-analytics.com';
export const CONTENT_MANAGER = 'content@example-analytics.com';
export const PASSWORD = 'Portal#2026!';

/** The demo admin's address as the console's lists show a person's address: masked (issue 33). */
export const ADMIN_MASKED = maskEmail(ADMIN);

/**
 * The permission list's role picker of one account, named by its masked address and its row (the masked
 * address alone can be several accounts'); `id` left out, the picker of any row with that address.
 */
export function rolePicker(page: Page, t: typeof ko, username: string, id?: number) {
  const name = t('people.permission.roleOf', { username: maskEmail(username), row: '{row}' });
  const [before = '', after = ''] = name.split('{row}');
  const row = id === undefined ? '.+' : escapeRegExp(t('masking.row', { id }));
  return page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(before)}${row}${escapeRegExp(after)}$`) });
}

/** The export dialog's choice of the file in full, with its reason: an export is masked otherwise (issue 33). */
export async function chooseFullExport(dialog: Locator, reason: string) {
  await dialog.getByRole('radio', { name: ko('admin.export.unmasked') }).check();
  await dialog.getByLabel(ko('admin.export.reason')).fill(reason);
}

/**
 * The portal has one admin, so one admin mailbox: whatever mails it (an access code, a reset link) and
 * reads it back holds the lock, or a sign-in in another worker would read this one's code.
 */
export const ADMIN_MAILBOX = 'admin-mailbox';

/**
 * Both steps of the admin sign-in (admin spec §4), in Korean; ends on the console's first screen, with the
 * focus following each step (the code step's channel, then the first screen's heading). The page's
 * browser is one the admin has signed in with (e2e/support/known-browsers.ts), so however often the stories
 * sign in, the codes sent count against that browser, not the address (decision 032).
 */
export async function signInToConsole(page: Page) {
  await page.goto('/admin/login');
  // the whole sign-in holds the lock: another test's password step for the same admin replaces this
  // pending sign-in and its code (admin spec §4), and its code mail would be the newest in the mailbox
  await withLock(ADMIN_MAILBOX, async () => {
    await page.getByLabel(ko('admin.login.username')).fill(ADMIN);
    await page.getByLabel(ko('admin.login.password')).fill(PASSWORD);
    await page.getByRole('button', { name: ko('admin.login.next') }).click();
    // the password step's button is gone: the focus moved on to the code step's channel, not to the page
    await expect(page.getByRole('radio', { name: ko('admin.login.channelMail') })).toBeFocused();
    await page.getByRole('radio', { name: ko('admin.login.channelMail') }).check();
    await page.getByRole('button', { name: ko('admin.login.sendCode') }).click();
    await expect(page.getByText('6자리 액세스 코드가 전송되었습니다. 메일함이나 SMS를 확인하세요.')).toBeVisible();
    await page.getByLabel(ko('admin.login.code')).fill(await mailedCode(page, ADMIN));
    await page.getByRole('button', { name: ko('admin.login.submit'), exact: true }).click();
    // the session starts with a write, which waits its turn behind the other workers' writes
    const firstScreen = page.getByRole('heading', { level: 1, name: ko('admin.nav.connectionHistory') });
    await expect(firstScreen).toBeVisible({ timeout: 60_000 });
    // and from the sign-in to the first screen's heading
    await expect(firstScreen).toBeFocused();
  });
}

/**
 * The admin signed in through the calls the sign-in screen makes (password, mailed code), then the console opened at
 * `path`: for the stories about something else than signing in, which skip the sign-in screen's load and steps
 * (admin-console.spec.ts keeps the sign-in itself under test, through its screens, as `signInToConsole` does).
 * Ends when the screen's main heading shows.
 */
export async function openConsole(page: Page, path = '/admin/', heading: string = ko('admin.nav.connectionHistory')) {
  await withLock(ADMIN_MAILBOX, async () => {
    const password = await page.request.post('/api/auth/admin/login', { data: { username: ADMIN, password: PASSWORD } });
    expect(password.status(), 'the password step').toBe(200);
    expect((await page.request.get('/api/auth/admin/get-otp-login?channel=MAIL')).status(), 'the code is mailed').toBe(200);
    const code = await mailedCode(page, ADMIN);
    expect((await page.request.post('/api/auth/admin/login-admin', { data: { code } })).status(), 'the code step').toBe(200);
  });
  await page.goto(path);
  // the console's first load on a busy machine, as in signInToConsole
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
}

/**
 * Signs another console account in through the console's screens with its mailed code. It signs in on the site first,
 * so the browser is known to the account and its codes count against the browser (decision 032), then signs out there.
 */
export async function signInToConsoleAs(page: Page, account: { username: string; password: string }) {
  await page.goto('/');
  await signInByApi(page, account.username, account.password);
  expect((await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel(ko('admin.login.username')).fill(account.username);
  await page.getByLabel(ko('admin.login.password')).fill(account.password);
  await page.getByRole('button', { name: ko('admin.login.next') }).click();
  await page.getByRole('radio', { name: ko('admin.login.channelMail') }).check();
  await page.getByRole('button', { name: ko('admin.login.sendCode') }).click();
  await expect(page.getByText(ko('admin.codeSent'))).toBeVisible();
  await page.getByLabel(ko('admin.login.code')).fill(await mailedCode(page, account.username));
  await page.getByRole('button', { name: ko('admin.login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.connectionHistory') })).toBeVisible({ timeout: 90_000 });
}
