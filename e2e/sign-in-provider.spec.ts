// Sign-in with Google in a real browser (issue 34), against the real OpenID Connect provider this file starts
// (edge-api/src/testing/oidc-provider.ts; the portal's settings point at it: playwright.config.ts): a new person's
// sign-up in Korean and in English with the consents of each language, a refusal told in the reader's language,
// the owner of an existing account linking Google with its password, and My Page's list with its removal. The
// provider's own pages are its development login page; every page of the portal passes axe.
import { type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { startOidcProvider, type TestOidcProvider } from '../edge-api/src/testing/oidc-provider.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, atPath, countedAgainstAddress, expectNoAxeViolations, islandsHydrated, msg, uniqueStamp } from './support/portal.ts';

// one provider on one port (the portal's settings name it): the file's stories run in one worker, in turn
test.describe.configure({ mode: 'serial' });

const portalPort = Number(process.env.E2E_PORT ?? 4329);
let idp: TestOidcProvider;
test.beforeAll(async () => {
  idp = await startOidcProvider({ port: portalPort + 1000, redirectUris: [`http://127.0.0.1:${portalPort}/api/public/sign-in-providers/google/callback`] });
});
test.afterAll(() => idp.close());

/** A person at the provider (their login there) with a verified address. */
function googlePerson(email: string, name: string, verified = true) {
  const login = `e2e-${uniqueStamp()}`;
  idp.people.set(login, { email, email_verified: verified, name });
  return login;
}

/** From a page of the portal showing the providers' buttons: Google's, then the provider's login page as `login`. */
async function continueWithGoogle(page: Page, lang: Lang, login: string) {
  await islandsHydrated(page);
  await page.getByRole('link', { name: msg(lang, 'provider.continueWith.google'), exact: true }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: a new person signs up through Google with the consents of the language, and comes back where they were going`, async ({ page }) => {
    const email = `google.${lang}.${uniqueStamp()}@example.com`;
    const name = lang === 'ko' ? '구글하늘' : 'Sky Google';
    const login = googlePerson(email, name);
    await page.goto(`${at(lang, '/login')}?next=${encodeURIComponent(at(lang, '/download'))}`);
    await continueWithGoogle(page, lang, login);

    await expect(page).toHaveURL(atPath(at(lang, '/register-provider')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'provider.signUp.title'));
    const main = page.getByRole('main');
    await expect(main.getByLabel(msg(lang, 'provider.signUp.emailLabel', { provider: 'Google' }))).toHaveValue(email);
    await expect(main.getByLabel(msg(lang, 'field.name'), { exact: true })).toHaveValue(name);
    await expectNoAxeViolations(page);

    // the required terms of the language are asked for before anything is made
    await main.getByLabel(msg(lang, 'field.companyName'), { exact: true }).fill(lang === 'ko' ? '하늘데이터' : 'Sky Data');
    await main.getByLabel(msg(lang, 'field.phoneNumber'), { exact: true }).fill('01023456789');
    // the English form asks for the country (the provider gave no number); the Korean one starts at Korea
    if (lang === 'en') await main.getByLabel(msg(lang, 'field.country'), { exact: true }).selectOption('KR');
    await main.getByRole('button', { name: msg(lang, 'provider.signUp.submit') }).click();
    await expect(main.getByText(msg(lang, 'auth.requiredTermsMissing'))).toBeVisible();
    await expect(main.locator(`[data-term="${lang === 'ko' ? 'AGE_14' : 'AGE_16'}"]`)).toBeVisible();
    await main.getByLabel(msg(lang, 'terms.agreeAll')).check();
    await main.getByRole('button', { name: msg(lang, 'provider.signUp.submit') }).click();

    await expect(page).toHaveURL(atPath(at(lang, '/download')));
    await expect(page.locator('[data-user-menu]')).toContainText(name);
  });
}

test('ko: an address Google has not verified is refused, and the sign-in page says why in Korean', async ({ page }) => {
  await countedAgainstAddress('login');
  const login = googlePerson(`unverified.${uniqueStamp()}@example.com`, '미인증', false);
  await page.goto('/login');
  await continueWithGoogle(page, 'ko', login);
  await expect(page).toHaveURL(/\/login\?providerError=emailUnverified$/);
  await expect(page.getByRole('alert').filter({ hasText: msg('ko', 'provider.error.emailUnverified') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('en: the owner of an existing account links Google with its password, then lists and removes it on My Page', async ({ page }) => {
  const member = await addActiveMember('en', 'Riley Owner');
  const login = googlePerson(member.username, 'Riley at Google');
  await page.goto('/en/login');
  await continueWithGoogle(page, 'en', login);

  // the provider's word links nothing: the account's password first
  await expect(page).toHaveURL(atPath('/en/login-provider'));
  const main = page.getByRole('main');
  await expect(main).toContainText(msg('en', 'provider.link.lead', { email: member.username, provider: 'Google' }));
  await expectNoAxeViolations(page);
  await main.getByLabel(msg('en', 'field.password'), { exact: true }).fill(member.password);
  await main.getByRole('button', { name: msg('en', 'provider.link.passwordSubmit') }).click();
  await expect(page).toHaveURL(atPath('/en/'));
  await expect(page.locator('[data-user-menu]')).toContainText(member.name);

  // My Page: the password again, then the linked provider with its date
  await page.goto('/en/my-page/security');
  await expect(page).toHaveURL(/\/en\/my-page\/import-password\?next=/);
  await page.getByRole('main').getByLabel(msg('en', 'field.password'), { exact: true }).fill(member.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: msg('en', 'myPage.confirm'), exact: true })
    .click();
  await expect(page).toHaveURL(atPath('/en/my-page/security'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'secondFactor.page.title'));
  await expect(page.getByRole('heading', { level: 2, name: msg('en', 'provider.linked.title') })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: member.username });
  await expect(item).toContainText('Google');
  await expect(item).toContainText(msg('en', 'provider.linked.since', { date: '' }).trim());
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: msg('en', 'provider.linked.remove', { provider: 'Google' }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: msg('en', 'dialog.ok') })
    .click();
  await expect(page.getByRole('main')).toContainText(msg('en', 'provider.linked.none'));
  await expect(page.getByRole('button', { name: msg('en', 'provider.linked.add', { provider: 'Google' }) })).toBeVisible();
});
