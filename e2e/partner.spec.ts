// The partner programme in a real browser (portal spec §2-§6): a member reads the partner policy in
// English, applies to become a partner (every rule checked in the form first), and gets the confirmation
// by mail in English; the admin approves the application in the console, and the member's next page has
// the PARTNER role (the policy's edit link shows). The policy register sends a visitor to sign in and
// opens for a partner; the Korean pages get the short check; axe on every new page.
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, atPath, countedAgainstAddress, expectNoAxeViolations, expectPageIn, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const PARTNER = 'partner@dataworks-partner.co.kr';
/** A full page load of the console reads the session and records the view (a write): on a busy machine it waits its turn. */
const SLOW = 90_000;

/** The role the site's header last read from GET /api/auth/user-info (what shows or hides the partner links). */
const headerRole = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('auth') ?? '{}') as { role?: string }).role);

/** The newest mail's subject and text an address received, read on the development mail page. */
async function newestMail(page: Page, address: string) {
  const mail = await page.context().newPage();
  await mail.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
  const article = mail.locator('article').first();
  const result = { subject: (await article.locator('h2').textContent()) ?? '', body: (await article.locator('pre').textContent()) ?? '' };
  await mail.close();
  return result;
}

test('en: a member applies to become a partner from the policy page; the admin approves it in the console and the member becomes a PARTNER', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await addActiveMember('en', 'Grace Park');
  await signInByApi(memberPage, member.username, member.password);
  const company = `Lakeshore Analytics ${uniqueStamp()}`;

  // the policy, in English, with the programme's types and procedure and the way to apply
  await memberPage.goto(at('en', '/partner/partner-policy'));
  await expectPageIn(memberPage, 'en', msg('en', 'partner.policyTitle'));
  await expect(memberPage.getByRole('heading', { name: 'Partner types' })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: 'The partner procedure' })).toBeVisible();
  await expect.poll(() => headerRole(memberPage)).toBe('MEMBER');
  await expect(memberPage.getByRole('link', { name: msg('en', 'partner.editPolicy') })).toBeHidden();
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole('link', { name: msg('en', 'partner.applyLink') }).click();
  await expect(memberPage).toHaveURL(atPath('/en/partner/partner-application'));
  await expectPageIn(memberPage, 'en', msg('en', 'partner.applicationTitle'));

  // an empty application is refused field by field, in English, and nothing is sent
  const main = memberPage.getByRole('main');
  await main.getByRole('button', { name: msg('en', 'partner.submit') }).click();
  await expect(main.getByText(msg('en', 'validation.required', { field: msg('en', 'partner.field.company') }))).toBeVisible();
  await expect(main.getByText(msg('en', 'partner.selectBusinessType'))).toBeVisible();
  await expect(main.getByText(msg('en', 'partner.privacyRequired'))).toBeVisible();
  await expectNoAxeViolations(memberPage);

  await main.getByLabel(msg('en', 'partner.field.company')).fill(company);
  await main.getByRole('checkbox', { name: msg('en', 'partner.businessType.FINANCE') }).check();
  await main.getByRole('checkbox', { name: msg('en', 'partner.businessType.SERVICE') }).check();
  await main.getByLabel(msg('en', 'partner.field.name'), { exact: true }).fill('Grace Park');
  await main.getByLabel(msg('en', 'partner.field.country')).selectOption({ label: 'South Korea (+82)' });
  await main.getByLabel(msg('en', 'partner.field.contact')).fill(member.phoneNumber);
  await main.getByLabel(msg('en', 'partner.field.email')).fill(member.username);
  await main.getByRole('checkbox', { name: msg('en', 'partner.field.privacy') }).check();
  await expect(main.getByText(msg('en', 'partner.selectBusinessType'))).toBeHidden();
  await countedAgainstAddress('partner-application');
  await main.getByRole('button', { name: msg('en', 'partner.submit') }).click();
  await expect(main.getByRole('heading', { name: msg('en', 'partner.appliedHeading') })).toBeFocused();
  await expect(main.getByText(msg('en', 'partner.appliedText', { email: member.username }))).toBeVisible();
  expect((await newestMail(memberPage, member.username)).subject).toBe(msg('en', 'partner.mail.received.subject'));

  // the admin finds the waiting application in the console and approves it
  await openConsole(page);
  await page.getByRole('link', { name: ko('admin.nav.partnerApplication') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.partnerApplication') })).toBeVisible({ timeout: SLOW });
  await expectNoAxeViolations(page);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText(ko('partner.console.status.SUBMITTED'));
  await expect(row).toContainText(ko('partner.console.hasAccount'));
  await row.getByRole('button', { name: `${ko('partner.console.approve')}: ${company}` }).click();
  await expect(page.getByText(ko('partner.console.approveAccount'))).toBeVisible();
  await page.getByRole('button', { name: ko('partner.console.ok') }).click();
  await expect(page.getByText(ko('partner.approved'))).toBeVisible({ timeout: SLOW });
  await expect(row).toContainText(ko('partner.console.status.APPROVED'));
  await expect(row.getByRole('button', { name: `${ko('partner.console.approve')}: ${company}` })).toHaveCount(0);

  // the approval is mailed in English, and the member's next page has the PARTNER role
  expect((await newestMail(memberPage, member.username)).subject).toBe(msg('en', 'partner.mail.approved.subject'));
  await memberPage.goto(at('en', '/partner/partner-policy'));
  await expect.poll(() => headerRole(memberPage)).toBe('PARTNER');
  await expect(memberPage.getByRole('link', { name: msg('en', 'partner.editPolicy') })).toBeVisible();
  await memberContext.close();
});

test('ko: the partner policy and the application in Korean (the short check), the policy register for a partner, and a visitor sent to sign in', async ({
  page,
}) => {
  await page.goto('/partner/partner-policy');
  await expectPageIn(page, 'ko', msg('ko', 'partner.policyTitle'));
  await expect(page.getByRole('heading', { name: '파트너 절차' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: msg('ko', 'partner.applyLink') }).click();
  await expectPageIn(page, 'ko', msg('ko', 'partner.applicationTitle'));
  // Korea is chosen already, as at sign-up
  await expect(page.getByRole('main').getByLabel(msg('ko', 'partner.field.country'))).toHaveValue('KR');
  await expectNoAxeViolations(page);

  // the policy register: a visitor signs in first, a partner edits
  await page.goto('/partner/partner-policy-register');
  await expect(page).toHaveURL(/\/login\?next=/);
  await signInByApi(page, PARTNER, DEMO_PASSWORD);
  await page.goto('/partner/partner-policy-register');
  await expectPageIn(page, 'ko', msg('ko', 'partner.registerTitle'));
  await expect(page.getByText('파트너 프로그램').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
