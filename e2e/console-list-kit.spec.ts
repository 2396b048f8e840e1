// What every list screen of the console shares (admin/src/components/list-kit, admin spec §2): the filters
// and the page live in the address, so a reload, the back button and a shared link show the same rows;
// the pages come from the server; a delete waits for a confirmation that the keyboard reaches and Escape
// dismisses; an export of personal information asks its reason first, one without saves at once.
import type { Page } from '@playwright/test';
import { ADMIN, ADMIN_MASKED, chooseFullExport, ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { expectNoAxeViolations, msg, uniqueStamp } from './support/portal.ts';

const heading = (page: Page, key: Parameters<typeof ko>[0]) => page.getByRole('heading', { level: 1, name: ko(key) });
const activePage = (page: Page) => page.locator('.ant-pagination-item-active');
const firstCell = async (page: Page) => (await page.locator('.ant-table-row').first().getByRole('cell').first().innerText()).trim();

test('a list keeps its filters and page in the address through a search, a reload and the back button', async ({ page }) => {
  test.setTimeout(300_000);
  await openConsole(page, '/admin/account', ko('admin.nav.accounts'));
  // the demo accounts and the members the stories register fill more than one page of 10
  const total = page.getByRole('status').filter({ hasText: /^총 \d+건$/ });
  await expect(total).toBeVisible();
  expect(Number((await total.innerText()).replace(/\D/g, ''))).toBeGreaterThan(10);
  await expect(activePage(page)).toHaveText('1');
  const firstOnPageOne = await firstCell(page);

  // paging asks the server for the next page and writes it in the address
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(activePage(page)).toHaveText('2');
  await expect.poll(() => firstCell(page)).not.toBe(firstOnPageOne);
  await page.reload();
  await expect(activePage(page)).toHaveText('2');
  await expect.poll(() => firstCell(page)).not.toBe(firstOnPageOne);

  // a search starts again at page 1 with its filters in the address
  await page.getByLabel(ko('people.console.keyword')).fill(ADMIN);
  await page.getByRole('button', { name: ko('people.console.search') }).click();
  await expect(page).toHaveURL(/keyword=admin%40example-analytics\.com/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('status').filter({ hasText: '총 1건' })).toBeVisible();
  // the row names the account by its masked address (issue 33)
  await expect(page.getByRole('row').filter({ hasText: ADMIN_MASKED })).toBeVisible();

  // a reload shows the same rows and the same filter in its field
  await page.reload();
  await expect(page.getByLabel(ko('people.console.keyword'))).toHaveValue(ADMIN);
  await expect(page.getByRole('status').filter({ hasText: '총 1건' })).toBeVisible();

  // back: the page before the search, its field empty again
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(activePage(page)).toHaveText('2');
  await expect(page.getByLabel(ko('people.console.keyword'))).toHaveValue('');

  // a shared link to a history list opens with its filters in the fields
  await page.goto(`/admin/history-connect?keyword=${encodeURIComponent(ADMIN)}&type=LOGIN`);
  await expect(heading(page, 'admin.nav.connectionHistory')).toBeVisible();
  await expect(page.getByLabel(ko('admin.filter.keyword'))).toHaveValue(ADMIN);
  await expect(page.locator('.ant-table-row').first()).toContainText(ko('admin.event.login'));
  // reset: every filter out of the address, the fields empty
  await page.getByRole('button', { name: ko('admin.filter.reset') }).click();
  await expect(page).toHaveURL(/\/admin\/history-connect$/);
  await expect(page.getByLabel(ko('admin.filter.keyword'))).toHaveValue('');
  // the rows scroll in a region the keyboard reaches
  const region = page.getByRole('region', { name: ko('admin.table.region') });
  await region.focus();
  await expect(region).toBeFocused();
});

test('a delete waits for its confirmation, which the keyboard reaches and Escape dismisses', async ({ page }) => {
  test.setTimeout(300_000);
  await openConsole(page, '/admin/notice', ko('admin.nav.notice'));
  // a notice of this test's own, not in use, so no visitor sees it
  const title = `목록 도구 점검 ${uniqueStamp()}`;
  await page.getByRole('button', { name: ko('admin.notice.add') }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin.notice.add') });
  await dialog.getByLabel(ko('admin.notice.field.titleKr')).fill(title);
  await dialog.getByLabel(ko('admin.notice.field.titleEn')).fill(`List kit check ${title}`);
  await dialog.getByLabel(ko('admin.notice.field.contentKr')).fill('삭제 확인을 점검합니다.');
  await dialog.getByLabel(ko('admin.notice.field.contentEn')).fill('Checks the delete confirmation.');
  await dialog.getByLabel(ko('admin.notice.field.inUse'), { exact: true }).click();
  await dialog.getByRole('button', { name: ko('admin.notice.save') }).click();
  await expect(page.getByText(msg('ko', 'notice.created'))).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();

  // the keyboard opens the confirmation; Escape closes it and nothing is deleted
  const remove = row.getByRole('button', { name: `${ko('admin.notice.delete')} ${title}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('tooltip').filter({ hasText: ko('admin.notice.deleteConfirm') });
  await expect(confirmation).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(row).toBeVisible();

  // cancel keeps it too
  await remove.click();
  await confirmation.getByRole('button', { name: ko('admin.cancel') }).click();
  await expect(confirmation).toBeHidden();
  await expect(row).toBeVisible();

  // confirmed: the server's message, and the row gone without a reload
  await remove.click();
  await confirmation.getByRole('button', { name: ko('admin.notice.delete') }).click();
  await expect(page.getByText(msg('ko', 'notice.deleted'))).toBeVisible();
  await expect(row).toBeHidden();
});

test('an export of personal information asks masked or in full, and its reason for a file in full; one without saves at once', async ({ page }) => {
  test.setTimeout(300_000);
  await openConsole(page);
  // the connection history (personal): no file in full before a reason is given
  const reason = `목록 도구 점검 ${uniqueStamp()}`;
  await page.getByRole('button', { name: ko('admin.export.button') }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin.export.title') });
  await expect(dialog.getByText(ko('admin.export.help', { min: 4, max: 200 }))).toBeVisible();
  await expect(dialog.getByRole('radio', { name: ko('admin.export.masked') })).toBeChecked();
  await dialog.getByRole('radio', { name: ko('admin.export.unmasked') }).check();
  await dialog.getByRole('button', { name: ko('admin.export.submit') }).click();
  await expect(dialog.getByText(ko('validation.required', { field: ko('admin.export.reason') }))).toBeVisible();
  await dialog.getByLabel(ko('admin.export.reason')).fill('점검');
  await expect(dialog.getByText(ko('validation.minLength', { field: ko('admin.export.reason'), min: 4 }))).toBeVisible();
  // cancelled: nothing saved, and the dialog asks again next time, masked first
  await dialog.getByRole('button', { name: ko('admin.cancel') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: ko('admin.export.button') }).click();
  await expect(dialog.getByRole('radio', { name: ko('admin.export.masked') })).toBeChecked();
  await chooseFullExport(dialog, reason);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: ko('admin.export.submit') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(ko('admin.export.done'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // the privacy-policy revisions hold no personal information: the file comes without a question
  await page.goto('/admin/privacy-policy');
  await expect(heading(page, 'admin.nav.privacyPolicy')).toBeVisible();
  const policies = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('admin.export.button') }).click();
  expect((await policies).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByRole('dialog', { name: ko('admin.export.title') })).toHaveCount(0);
});
