// The console's reviews (issue 33): an ADMIN signs a month of the log review off from the home screen's notice; a
// grant of a console role made by one ADMIN is approved by a second ADMIN in a browser of their own; this quarter's
// access review is decided account by account, a revocation ending the account's console session. Every screen
// passes axe, in Korean and in English.
import { type Page } from '@playwright/test';
import { koreanQuarterOf } from '#core/review-periods.ts';
import { ADMIN, CONTENT_MANAGER, en, ko, openConsole, rolePicker, signInToConsoleAs } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, escapeRegExp, expectNoAxeViolations } from './support/portal.ts';

/** A full page load of the console reads the session and records the view (a write): on a busy machine it waits its turn. */
const SLOW = 90_000;

/** A message with a number in it, as a pattern that takes any number. */
const anyCount = (text: string) => new RegExp(escapeRegExp(text).replace('987', '\\d+'));

/** The navigation's entry of a screen: its name, then what waits on it (read, not shown: app/reviews-due.tsx). */
const navEntry = (page: Page, label: string) =>
  page.getByRole('navigation', { name: ko('admin.nav.label') }).getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) });

/**
 * The console sign-in of an ADMIN of the story's own, in its own browser: the browser is made known first by a sign-in
 * and out of the site (decision 032), so its codes count against it, not the address; the mailbox is the account's own.
 */
test('an ADMIN opens the log review from the home screen’s notice, follows a finding into the history and signs the month off', async ({ page }) => {
  test.setTimeout(480_000);
  await openConsole(page);
  // the demo portal's console work of the last three months waits for its review
  await page.getByRole('link', { name: anyCount(ko('admin.due.months', { count: 987 })) }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.logReview') })).toBeVisible({ timeout: SLOW });
  await expect(page.getByRole('status').filter({ hasText: anyCount(ko('logReview.unsignedCount', { count: 987 })) })).toBeVisible();
  await expectNoAxeViolations(page);

  // the newest month not signed off: the seed's busiest, with night visits and a day of many exports
  const row = page
    .getByRole('row')
    .filter({ hasText: ko('logReview.status.unsigned') })
    .first();
  const month = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await row.getByRole('link', { name: ko('logReview.openMonth', { month }) }).click();
  await expect(page.getByRole('heading', { level: 2, name: ko('logReview.monthTitle', { month }) })).toBeVisible({ timeout: SLOW });
  const night = page.getByRole('region', { name: ko('logReview.night.title') });
  await expect(
    night
      .getByRole('row')
      .filter({ hasText: ADMIN })
      .filter({ hasText: ko('logReview.log.access') }),
  ).toBeVisible();
  const exports = page.getByRole('region', { name: ko('logReview.manyExports.title') });
  await expect(exports.getByRole('row').filter({ hasText: ADMIN })).toContainText('6');
  await expectNoAxeViolations(page);

  // a finding leads into the admin access history, filtered to the admin and the month
  await night.getByRole('link', { name: ko('logReview.link.access', { username: ADMIN }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.adminAccessHistory') })).toBeVisible({ timeout: SLOW });
  await expect(page).toHaveURL(new RegExp(`fromDate=${month}-01.*keyword=${escapeRegExp(encodeURIComponent(ADMIN))}`));
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ADMIN }).first()).toBeVisible();
  await page.goBack();

  // the note is required, in the browser as on the server; then the month is signed off, once
  const signOff = page.getByRole('button', { name: ko('logReview.signOff.submit', { month }) });
  await signOff.click();
  await expect(page.getByText(ko('logReview.noteRequired'))).toBeVisible();
  await page.getByLabel(ko('logReview.note')).fill('야간 접근 2건은 장애 대응으로 확인. 16일 다운로드 사유 확인 완료.');
  await signOff.click();
  await expect(page.getByText(ko('logReview.signed'))).toBeVisible();
  await expect(page.getByText(new RegExp(`^${escapeRegExp(ADMIN)}이\\(가\\) .*에 서명했습니다$`))).toBeVisible();
  await expect(signOff).toBeHidden();

  await page.getByText('English', { exact: true }).click();
  await page.goto(`/admin/log-review?month=${month}`);
  await expect(page.getByRole('heading', { level: 2, name: en('logReview.monthTitle', { month }) })).toBeVisible({ timeout: SLOW });
  await expect(page.getByText('야간 접근 2건은 장애 대응으로 확인.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('logReview.back') }).click();
  const signed = page.getByRole('row').filter({ has: page.getByRole('cell', { name: month, exact: true }) });
  await expect(signed).toContainText(en('logReview.status.signed'));
  await expectNoAxeViolations(page);
});

test('an ADMIN asks for a member to become a content manager; only a second ADMIN can approve it, and each step is in the history', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const member = await addActiveMember('ko', '권한후보');
  const second = await addActiveMember('ko', '두번째관리자', { role: 'ADMIN' });
  await openConsole(page);
  await page.goto(`/admin/permission?searchFilter=email&keyword=${encodeURIComponent(member.username)}`);
  const picker = rolePicker(page, ko, member.username, member.id);
  await expect(picker).toBeVisible({ timeout: SLOW });
  await picker.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: ko('people.role.contentManager') })
    .click();
  await page.getByRole('button', { name: ko('people.console.save') }).click();
  await expect(page.getByText(ko('roleGrant.requested'))).toBeVisible();
  // nothing changed yet: the list reads the member's role again
  // the list names the member by their masked address: their row is the one with their role picker
  const memberRow = page.getByRole('row').filter({ has: picker });
  await expect(memberRow).toContainText(ko('people.role.member'));
  await expect(memberRow).not.toContainText(ko('people.role.contentManager'));

  // the requester may only withdraw their own request
  await navEntry(page, ko('admin.nav.roleGrant')).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.roleGrant') })).toBeVisible({ timeout: SLOW });
  const mine = page.getByRole('row').filter({ hasText: member.username });
  await expect(mine).toContainText(ko('roleGrant.yours'));
  await expect(mine.getByRole('button', { name: ko('roleGrant.actionFor', { action: ko('roleGrant.withdraw'), username: member.username }) })).toBeVisible();
  await expect(mine.getByRole('button', { name: ko('roleGrant.actionFor', { action: ko('roleGrant.approve'), username: member.username }) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the second ADMIN, in a browser of their own, approves it with the keyboard
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInToConsoleAs(other, second);
  await navEntry(other, ko('admin.nav.roleGrant')).click();
  const approve = other.getByRole('button', { name: ko('roleGrant.actionFor', { action: ko('roleGrant.approve'), username: member.username }) });
  await expect(approve).toBeVisible({ timeout: SLOW });
  await approve.focus();
  await other.keyboard.press('Enter');
  await expect(other.getByText(ko('roleGrant.approveConfirm', { username: member.username, role: ko('people.role.contentManager') }))).toBeVisible();
  await other.getByRole('button', { name: ko('roleGrant.ok') }).click();
  await expect(other.getByText(ko('roleGrant.approved'))).toBeVisible();
  await expect(other.getByRole('row').filter({ hasText: member.username })).toHaveCount(0);
  await expectNoAxeViolations(other);

  await other.goto(`/admin/change-permission?keyword=${encodeURIComponent(member.username)}`);
  const steps = other.locator('.ant-table-tbody tr.ant-table-row');
  const step = (key: 'people.step.approved' | 'people.step.requested') => steps.filter({ has: other.getByRole('cell', { name: ko(key), exact: true }) });
  await expect(step('people.step.approved')).toContainText(second.username);
  await expect(step('people.step.requested')).toContainText(ADMIN);
  await expectNoAxeViolations(other);
  await context.close();

  await page.goto(`/admin/permission?searchFilter=email&keyword=${encodeURIComponent(member.username)}`);
  await expect(memberRow).toContainText(ko('people.role.contentManager'), { timeout: SLOW });
  await page.getByText('English', { exact: true }).click();
  await page.goto('/admin/role-grant');
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.roleGrant') })).toBeVisible({ timeout: SLOW });
  await expectNoAxeViolations(page);
});

test('an ADMIN decides this quarter’s access review: confirms the console accounts, revokes one whose console session ends, and the review completes', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const quarter = koreanQuarterOf(new Date());
  const leaving = await addActiveMember('ko', '떠나는관리자', { role: 'ADMIN' });
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signInToConsoleAs(theirs, leaving);

  await openConsole(page);
  await navEntry(page, ko('admin.nav.accessReview')).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.accessReview') })).toBeVisible({ timeout: SLOW });
  const start = page.getByRole('button', { name: ko('accessReview.start', { quarter }) });
  const open = page.getByRole('link', { name: ko('accessReview.openQuarter', { quarter }) }).first();
  // this quarter's review is started here, unless another run of the story on this server started it
  await expect(start.or(open)).toBeVisible({ timeout: SLOW });
  if (await start.isVisible()) {
    await expectNoAxeViolations(page);
    await start.click();
    await expect(page.getByText(ko('accessReview.started'))).toBeVisible();
  }
  await open.click();
  await expect(page.getByRole('heading', { level: 2, name: ko('accessReview.quarterTitle', { quarter }) })).toBeVisible({ timeout: SLOW });
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  // the last use: the leaving ADMIN has signed in to the console just now, the demo content manager never has
  await expect(rows.filter({ hasText: leaving.username })).not.toContainText(ko('accessReview.never'));
  await expect(rows.filter({ hasText: CONTENT_MANAGER })).toContainText(ko('accessReview.never'));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: ko('accessReview.actionFor', { action: ko('accessReview.revoke'), username: leaving.username }) }).click();
  await page.getByRole('button', { name: ko('accessReview.ok') }).click();
  await expect(page.getByText(ko('accessReview.revoked'))).toBeVisible();
  await expect(rows.filter({ hasText: leaving.username })).toContainText(ko('accessReview.decision.revoked'));

  // every other account is confirmed, one at a time, until none waits
  const confirm = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(ko('accessReview.confirm'))}: `) });
  for (let left = 0; left < 50 && (await confirm.count()) > 0; left++) {
    const label = (await confirm.first().getAttribute('aria-label')) ?? '';
    await confirm.first().click();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('status').filter({ hasText: ko('accessReview.done', { quarter }) })).toBeVisible();
  await expectNoAxeViolations(page);

  // the revoked ADMIN's console session ended with the decision
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/login$/, { timeout: SLOW });
  await context.close();

  await page.getByText('English', { exact: true }).click();
  await page.goto('/admin/access-review');
  await expect(page.getByText(en('accessReview.done', { quarter }))).toBeVisible({ timeout: SLOW });
  await expectNoAxeViolations(page);
});
