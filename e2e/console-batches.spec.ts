// The batch screens of the console (admin spec §2): the dormancy and password-cycle settings kept
// after a reload, the notices switched off and on, a nightly run in the daily batch history, and
// every screen accessible in Korean and English. The settings are put back at the end, because the
// other browser tests sign members in under the same password cycle.
import { type Page } from '@playwright/test';
import { en, ko, openConsole } from './support/console.ts';
import { expect as baseExpect, test } from './support/fixture.ts';
import { expectNoAxeViolations, runJobOnServer } from './support/portal.ts';

// every check waits for the server rather than the clock: on a machine shared with other test servers a
// reload's three reads (each also written to the admin access history) can queue behind other writes
const expect = baseExpect.configure({ timeout: 120_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const form = (page: Page, title: string) => page.getByRole('form', { name: title });

async function saveAndSee(page: Page, scope: ReturnType<typeof form>) {
  await scope.getByRole('button', { name: ko('batch.save') }).click();
  await expect(
    page
      .getByText(ko('batch.saved'))
      .or(page.getByText(ko('passwordCycle.saved')))
      .first(),
  ).toBeVisible();
}

test('an admin keeps new dormancy, notice and password-cycle settings, and sees a nightly run in the batch history', async ({ page }) => {
  // four screens, three reloads, four accessibility scans and a job in its own process, on a busy machine
  test.setTimeout(600_000);
  await openConsole(page);

  // account dormancy
  await page.getByRole('link', { name: ko('admin.nav.batchInactive') }).click();
  await expect(heading(page, ko('admin.nav.batchInactive'))).toBeVisible();
  const members = form(page, ko('batch.dormancy.title'));
  await expect(members.getByLabel(ko('batch.dormancy.period'))).toHaveValue('365');
  await expectNoAxeViolations(page);
  await members.getByLabel(ko('batch.dormancy.period')).fill('400');
  await members.getByLabel(ko('batch.maximum')).fill('250');
  await saveAndSee(page, members);
  const admins = form(page, ko('batch.admin.title'));
  await admins.getByLabel(ko('batch.admin.inactivePeriod')).fill('120');
  await saveAndSee(page, admins);
  // out of range: refused in the form before any call
  await members.getByLabel(ko('batch.dormancy.period')).fill('10');
  await members.getByRole('button', { name: ko('batch.save') }).click();
  await expect(members.getByText(ko('validation.min', { field: ko('batch.dormancy.period'), min: 30 }))).toBeVisible();
  await page.reload();
  await expect(form(page, ko('batch.dormancy.title')).getByLabel(ko('batch.dormancy.period'))).toHaveValue('400');
  await expect(form(page, ko('batch.dormancy.title')).getByLabel(ko('batch.maximum'))).toHaveValue('250');
  await expect(form(page, ko('batch.admin.title')).getByLabel(ko('batch.admin.inactivePeriod'))).toHaveValue('120');

  // the notices: the marketing one off, kept after a reload, and on again
  await page.getByRole('link', { name: ko('admin.nav.batchNotification') }).click();
  await expect(heading(page, ko('admin.nav.batchNotification'))).toBeVisible();
  const marketing = form(page, ko('batch.notice.marketing.title'));
  await expect(marketing.getByRole('switch', { name: ko('batch.notice.enable') })).toBeChecked();
  await expectNoAxeViolations(page);
  await marketing.getByRole('switch', { name: ko('batch.notice.enable') }).click();
  await marketing.getByLabel(ko('batch.notice.leadDays')).fill('45');
  await saveAndSee(page, marketing);
  await page.reload();
  const marketingAgain = form(page, ko('batch.notice.marketing.title'));
  await expect(marketingAgain.getByRole('switch', { name: ko('batch.notice.enable') })).not.toBeChecked();
  await expect(marketingAgain.getByLabel(ko('batch.notice.leadDays'))).toHaveValue('45');
  await marketingAgain.getByRole('switch', { name: ko('batch.notice.enable') }).click();
  await saveAndSee(page, marketingAgain);

  // the password cycle: a longer warning, kept, then put back
  await page.getByRole('link', { name: ko('admin.nav.passwordCycle') }).click();
  await expect(heading(page, ko('admin.nav.passwordCycle'))).toBeVisible();
  const cycle = form(page, ko('passwordCycle.title'));
  await expect(cycle.getByLabel(ko('passwordCycle.period'))).toHaveValue('3');
  await expectNoAxeViolations(page);
  await cycle.getByLabel(ko('passwordCycle.noticePeriod')).fill('10');
  await saveAndSee(page, cycle);
  await page.reload();
  await expect(form(page, ko('passwordCycle.title')).getByLabel(ko('passwordCycle.noticePeriod'))).toHaveValue('10');
  await form(page, ko('passwordCycle.title')).getByLabel(ko('passwordCycle.noticePeriod')).fill('7');
  await saveAndSee(page, form(page, ko('passwordCycle.title')));

  // a nightly run, then the history
  await runJobOnServer('account-dormancy');
  await page.getByRole('link', { name: ko('admin.nav.batchHistory') }).click();
  await expect(heading(page, ko('admin.nav.batchHistory'))).toBeVisible();
  const run = page.getByRole('row').filter({ hasText: ko('batch.job.accountDormancy') });
  await expect(run.first()).toBeVisible();
  await expect(run.first()).toContainText(ko('batch.outcome.success'));
  await expect(run.first()).toContainText('400 idle days (at most 250)');
  await expectNoAxeViolations(page);

  // put the dormancy settings back
  await page.getByRole('link', { name: ko('admin.nav.batchInactive') }).click();
  await form(page, ko('batch.dormancy.title')).getByLabel(ko('batch.dormancy.period')).fill('365');
  await form(page, ko('batch.dormancy.title')).getByLabel(ko('batch.maximum')).fill('1000');
  await saveAndSee(page, form(page, ko('batch.dormancy.title')));
  await form(page, ko('batch.admin.title')).getByLabel(ko('batch.admin.inactivePeriod')).fill('90');
  await saveAndSee(page, form(page, ko('batch.admin.title')));
});

test('every batch screen is accessible in English', async ({ page }) => {
  test.setTimeout(360_000);
  await openConsole(page);
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const screens = [
    ['admin.nav.batchInactive', 'batch.dormancy.title'],
    ['admin.nav.batchNotification', 'batch.notice.dormancy.title'],
    ['admin.nav.passwordCycle', 'passwordCycle.title'],
  ] as const;
  for (const [nav, card] of screens) {
    await page.getByRole('link', { name: en(nav) }).click();
    await expect(heading(page, en(nav))).toBeVisible();
    await expect(form(page, en(card)).getByRole('button', { name: en('batch.save') })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: en('admin.nav.batchHistory') }).click();
  await expect(heading(page, en('admin.nav.batchHistory'))).toBeVisible();
  await expect(page.getByRole('columnheader', { name: en('batch.column.job') })).toBeVisible();
  await expectNoAxeViolations(page);
});
