// The console's System screen (docs/observability.md "The console's System screen"): the admin reaches it
// from the side navigation with the keyboard and reads each fact of the running portal in Korean (the build
// and its migration level, the database, the backup that this server does not schedule, the jobs with a
// run of the retry job, the outbox), accessible; then the short check in English.
import { type Page } from '@playwright/test';
import { en, ko, openConsole } from './support/console.ts';
import { expect as baseExpect, test } from './support/fixture.ts';
import { expectNoAxeViolations, runJobOnServer } from './support/portal.ts';

// every check waits for the server rather than the clock: other workers' writes can hold the database
const expect = baseExpect.configure({ timeout: 120_000 });

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A row of a label and its value (Ant Design's Descriptions: the label in a header cell). */
const fact = (page: Page, label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test('an admin opens System from the side navigation with the keyboard and reads the portal’s state in Korean', async ({ page, request, pageErrors }) => {
  test.setTimeout(360_000);
  // a run of the mail retry, as its schedule makes every 10 minutes
  await runJobOnServer('retry-outbox');
  const build = (await (await request.get('/healthz')).json()) as { version: string; commit: string | null };
  const migrations = ((await (await request.get('/readyz')).json()) as { checks: { migrations: { expected: string } } }).checks.migrations;
  await openConsole(page);

  // from the first entry of the side navigation, Tab by Tab to System, then Enter
  const navigation = page.getByRole('navigation', { name: ko('admin.nav.label') });
  const system = navigation.getByRole('link', { name: ko('admin.nav.system') });
  await navigation.getByRole('link').first().focus();
  for (let presses = 0; presses < 40 && !(await system.evaluate((link) => link === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(system).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.system') })).toBeVisible();
  await expect(system).toHaveAttribute('aria-current', 'page');

  await expect(fact(page, ko('system.version'))).toContainText(build.version);
  await expect(fact(page, ko('system.commit'))).toContainText(build.commit ? build.commit.slice(0, 12) : ko('system.commitUnknown'));
  await expect(fact(page, ko('system.migration'))).toContainText(migrations.expected);
  await expect(fact(page, ko('system.migration'))).toContainText(ko('system.migrationOk'));
  await expect(fact(page, ko('system.database'))).toContainText(ko('system.databaseKind.file'));
  await expect(fact(page, ko('system.databaseSize'))).toContainText(/\d[\d.,]* (KB|MB|GB)/);

  await expect(fact(page, ko('system.backup.schedule'))).toContainText(ko('system.backup.off.file'));
  await expect(fact(page, ko('system.backup.last'))).toContainText(ko('system.backup.never'));

  const jobs = section(page, ko('system.jobs.title'));
  for (const label of [
    'accountDormancy',
    'sendBatchNotices',
    'purgeDeletedAttachments',
    'endExpiredSessions',
    'purgeOldNotifications',
    'purgeOldSearchLog',
  ] as const)
    await expect(jobs.getByRole('row').filter({ hasText: ko(`batch.job.${label}`) })).toContainText('0 18 * * *');
  const retry = jobs.getByRole('row').filter({ hasText: ko('batch.job.retryOutbox') });
  await expect(retry).toContainText('*/10 * * * *');
  await expect(retry).toContainText(ko('batch.outcome.success'));
  await expect(jobs.getByRole('link', { name: ko('system.jobs.history') })).toHaveAttribute('href', '/admin/batch-history');

  // every mail of the run is delivered to the outbox folder: none failed, none given up
  await expect(fact(page, ko('system.outbox.failed'))).toHaveText(`${ko('system.outbox.failed')}0`);
  await expect(fact(page, ko('system.outbox.abandoned', { attempts: 5 }))).toHaveText(`${ko('system.outbox.abandoned', { attempts: 5 })}0`);
  await expectNoAxeViolations(page);

  // read again from the button, by keyboard too
  await page.getByRole('button', { name: ko('system.refresh') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /기준$/ })).toBeVisible();
  expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
});

test('the System screen in English', async ({ page }) => {
  test.setTimeout(240_000);
  await openConsole(page);
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('link', { name: en('admin.nav.system') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.system') })).toBeVisible();
  await expect(page).toHaveTitle(`${en('admin.nav.system')} | ${en('admin.consoleName')}`);
  await expect(fact(page, en('system.backup.schedule'))).toContainText(en('system.backup.off.file'));
  await expectNoAxeViolations(page);
});
