// The retention rules and the audit logs' hash chains in the console (issue 33, decision 048): after the nightly
// retention job and a seal of the logs, an admin opens Retention from the side navigation and reads every rule
// with the spec's reason and the job's last count, and each audit log's chain verified; then the same in English.
import { type Page } from '@playwright/test';
import { retentionRules } from '#core/schemas/retention.ts';
import { en, ko, openConsole } from './support/console.ts';
import { expect as baseExpect, test } from './support/fixture.ts';
import { expectNoAxeViolations, runJobOnServer } from './support/portal.ts';

// every check waits for the server rather than the clock: other workers' writes can hold the database
const expect = baseExpect.configure({ timeout: 120_000 });

const table = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an admin reads the retention rules with their reasons and the audit logs’ chains verified, in Korean and English', async ({ page, pageErrors }) => {
  test.setTimeout(360_000);
  await runJobOnServer('apply-retention');
  await openConsole(page);

  await page
    .getByRole('navigation', { name: ko('admin.nav.label') })
    .getByRole('link', { name: ko('admin.nav.retention') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.retention') })).toBeVisible();
  const rules = table(page, ko('retention.rulesTable'));
  for (const rule of retentionRules)
    await expect(rules.getByRole('row').filter({ hasText: ko(`retention.rule.${rule.name}.name`) })).toContainText(ko(`retention.rule.${rule.name}.reason`));
  // the nightly job's run is the last run of the rules it applies
  await expect(rules.getByRole('row').filter({ hasText: ko('retention.rule.connectionLog.name') })).not.toContainText(ko('retention.never'));

  const chains = table(page, ko('retention.chainsTable'));
  await expect(chains.getByRole('row').filter({ hasText: ko('retention.log.connectionHistory') })).toContainText(ko('retention.verified'));
  await expect(chains.getByText(ko('retention.verified'), { exact: true })).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.retention') })).toBeVisible();
  await expect(
    table(page, en('retention.rulesTable'))
      .getByRole('row')
      .filter({ hasText: en('retention.rule.withdrawnMember.name') }),
  ).toContainText(en('retention.rule.withdrawnMember.reason'));
  await expectNoAxeViolations(page);
  expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
});
