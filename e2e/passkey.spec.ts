// Passkeys in a real browser (issue 34): Debian's Chromium with a virtual authenticator of the DevTools protocol's
// WebAuthn domain (CTAP2, a platform authenticator that keeps resident keys and verifies its user). A member adds a
// passkey on My Page behind the password, signs out and signs in with the passkey alone, opens My Page again with
// it instead of the password, renames and removes it, and the removed passkey is refused; an admin adds one in the
// console and signs in to the console with it, without the mailed code. The pages run at `localhost`: a WebAuthn
// relying party is a domain, never an IP address like the suite's 127.0.0.1.
import type { Page } from '@playwright/test';
import { en, ko, signInToConsoleAs } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, atPath, escapeRegExp, expectNoAxeViolations, expectPageIn, msg, signInByApi } from './support/portal.ts';

const port = Number(process.env.E2E_PORT ?? 4329);
test.use({ baseURL: `http://localhost:${port}` });

/** A console screen's wait: a write of the sign-in or a list waits its turn behind the other workers' writes. */
const SLOW = 60_000;

/** A virtual authenticator attached to the page: a phone's or a laptop's, whose user verifies with a fingerprint. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** Signs the member session out as the user menu does. */
async function signOut(page: Page) {
  expect((await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
}

test('ko: a member adds a passkey on My Page, signs in with it alone, opens My Page with it, and a removed passkey is refused', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(480_000);
  const authenticator = await virtualAuthenticator(page);
  const member = await addActiveMember('ko', '패스키회원');
  await page.goto('/');
  await signInByApi(page, member.username, member.password);

  // My Page's sign-in security asks for the password first, then comes back
  await page.goto('/my-page/security');
  await expect(page).toHaveURL(atPath('/my-page/import-password'));
  await page.getByLabel(msg('ko', 'field.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: msg('ko', 'myPage.confirm'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/my-page/security'));
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'secondFactor.page.title') })).toBeVisible();
  await expect(page.getByText(msg('ko', 'passkey.empty'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(msg('ko', 'passkey.nameLabel'), { exact: true }).fill('사무실 노트북');
  await page.getByRole('button', { name: msg('ko', 'passkey.add'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'passkey.added'))).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: '사무실 노트북' });
  await expect(item).toContainText(msg('ko', 'passkey.neverUsed'));
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential, 'a discoverable credential').toBe(true);
  await expectNoAxeViolations(page);

  // signed out, the passkey alone signs the member in: no address, no password
  await signOut(page);
  await page.goto('/login?next=/my-page/watching');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: msg('ko', 'passkey.signIn'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/my-page/watching'));
  expect((await page.request.get('/api/auth/user-info')).status()).toBe(200);

  // My Page's re-entry with the passkey instead of the password
  await page.goto('/my-page/security');
  await expect(page).toHaveURL(atPath('/my-page/import-password'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: msg('ko', 'passkey.reauth'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/my-page/security'));
  await expect(item).not.toContainText(msg('ko', 'passkey.neverUsed'));

  // renamed, then removed after the confirmation
  await item.getByRole('button', { name: msg('ko', 'passkey.rename'), exact: true }).click();
  await page.getByLabel(msg('ko', 'passkey.renameLabel', { name: '사무실 노트북' })).fill('집 노트북');
  await page.getByRole('button', { name: msg('ko', 'passkey.save'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'passkey.renamed'))).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: '집 노트북' });
  await renamed.getByRole('button', { name: msg('ko', 'passkey.remove'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: msg('ko', 'passkey.removeTitle') });
  await expect(confirm).toContainText('집 노트북');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: msg('ko', 'passkey.remove'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'passkey.removed'))).toBeVisible();
  await expect(page.getByText(msg('ko', 'passkey.empty'))).toBeVisible();

  // the device still holds it; the portal refuses it, saying so
  await signOut(page);
  pageErrors.expectErrorResponse(400, '/api/auth/passkey/login');
  await page.goto('/login');
  await page.getByRole('button', { name: msg('ko', 'passkey.signIn'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'passkey.unknownCredential'))).toBeVisible();
  expect((await page.request.get('/api/auth/user-info')).status()).toBe(401);
});

test('en: the sign-in offers a passkey, and My Page’s sign-in security is in English', async ({ page }) => {
  await virtualAuthenticator(page);
  await page.goto('/en/login');
  await expect(page.getByRole('button', { name: msg('en', 'passkey.signIn'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const member = await addActiveMember('en', 'Passkey Member');
  await signInByApi(page, member.username, member.password);
  await page.goto('/en/my-page/import-password?next=/en/my-page/security');
  await page.getByLabel(msg('en', 'field.password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: msg('en', 'myPage.confirm'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/my-page/security'));
  await expectPageIn(page, 'en', msg('en', 'secondFactor.page.title'));
  await expect(page.getByRole('button', { name: msg('en', 'passkey.add'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The console sign-in of an ADMIN of the story's own: the browser made known first by a site sign-in (decision 032). */
test('ko: an admin adds a passkey in the console and signs in to the console with it alone, without the mailed code', async ({ page }) => {
  test.setTimeout(480_000);
  const authenticator = await virtualAuthenticator(page);
  const admin = await addActiveMember('ko', '패스키관리자', { role: 'ADMIN' });
  await signInToConsoleAs(page, admin);
  await page
    .getByRole('navigation', { name: ko('admin.nav.label') })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(ko('admin.nav.mySecurity'))}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.mySecurity') })).toBeVisible({ timeout: SLOW });
  await expectNoAxeViolations(page);
  await page.getByLabel(ko('passkey.nameLabel')).fill('보안 키');
  await page.getByRole('button', { name: ko('passkey.add') }).click();
  await expect(page.getByText(ko('passkey.added'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '보안 키' })).toContainText(ko('passkey.neverUsed'));
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page);

  const mails = async () => (await page.request.get(`/dev/mail?to=${encodeURIComponent(admin.username)}`)).text();
  const codesBefore = (await mails()).match(/\b\d{6}\b/g)?.length ?? 0;
  expect((await page.request.get('/api/auth/admin/logout')).ok()).toBe(true);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: ko('passkey.signIn') })).toBeVisible({ timeout: SLOW });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ko('passkey.signIn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.connectionHistory') })).toBeVisible({ timeout: SLOW });
  // no code was asked for or mailed
  expect((await mails()).match(/\b\d{6}\b/g)?.length ?? 0).toBe(codesBefore);

  await page.getByText('English', { exact: true }).click();
  await page.goto('/admin/my-security');
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.mySecurity') })).toBeVisible({ timeout: SLOW });
  await expect(page.getByRole('row').filter({ hasText: '보안 키' })).not.toContainText(en('passkey.neverUsed'));
  await expectNoAxeViolations(page);
});
