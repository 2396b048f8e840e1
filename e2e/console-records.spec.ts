// The console's records and content ownership in a real browser (admin spec §2, §4): an export asks the
// reason and then shows in the personal-information download history; the ownership screen finds users
// with suggestions and says "no search results"; a session ended on the server sends the next click to
// the sign-in with the expired-session toast; axe on both screens in Korean and English.
import { expect, test, type Page } from '@playwright/test';
import { en, ko, signInToConsole } from './support/console.ts';
import { expectNoAxeViolations, uniqueStamp } from './support/portal.ts';

const screenHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

test('an export with its reason shows in the download history, in Korean and English', async ({ page }) => {
  await signInToConsole(page);
  const reason = `기록 점검 ${uniqueStamp()}`;
  await page.getByRole('button', { name: ko('admin.export.button') }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin.export.title') });
  await dialog.getByLabel(ko('admin.export.reason')).fill(reason);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: ko('admin.export.submit') }).click();
  expect((await download).suggestedFilename()).toMatch(/^접속 이력_\d{8}\.xlsx$/);

  await page.goto('/admin/download-history');
  await expect(screenHeading(page, ko('admin.nav.downloadHistory'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible();
  await expect(row).toContainText(ko('downloadHistory.dataType.connectionHistory'));
  await expectNoAxeViolations(page);

  await page.getByText('English', { exact: true }).click();
  await expect(screenHeading(page, en('admin.nav.downloadHistory'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText(en('downloadHistory.dataType.connectionHistory'));
  await expectNoAxeViolations(page);
  await page.getByText('한국어', { exact: true }).click();
  await expect(screenHeading(page, ko('admin.nav.downloadHistory'))).toBeVisible();
});

test('the ownership screen suggests users and says when nobody is found, and passes axe in both languages', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/admin/content-ownership');
  await expect(screenHeading(page, ko('admin.nav.contentOwnership'))).toBeVisible();
  await expectNoAxeViolations(page);

  const from = page.getByLabel(ko('ownership.from'));
  await from.fill('content@example-analytics');
  // the suggestion is announced in the listbox screen readers follow, and shown as an item a mouse picks
  await expect(page.getByRole('option', { name: /이서연 \(content@example-analytics\.com\)/ })).toBeAttached();
  await page.getByTitle('이서연 (content@example-analytics.com)', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: ko('ownership.owned', { name: '이서연' }) })).toBeVisible();

  await page.getByLabel(ko('ownership.to')).fill(`nobody-${uniqueStamp()}`);
  await expect(page.getByRole('alert').filter({ hasText: ko('ownership.noResults') })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByText('English', { exact: true }).click();
  await expect(screenHeading(page, en('admin.nav.contentOwnership'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByText('한국어', { exact: true }).click();
  await expect(screenHeading(page, ko('admin.nav.contentOwnership'))).toBeVisible();
});

test('a session ended on the server sends the next download to the sign-in with the expired-session toast', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/admin/download-history');
  await expect(screenHeading(page, ko('admin.nav.downloadHistory'))).toBeVisible();
  // the session ends on the server (another tab's logout); this page still believes it is signed in
  expect((await page.request.get('/api/auth/admin/logout')).ok()).toBe(true);
  await page.getByRole('button', { name: ko('admin.export.button') }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin.export.title') });
  await dialog.getByLabel(ko('admin.export.reason')).fill('만료 확인');
  await dialog.getByRole('button', { name: ko('admin.export.submit') }).click();
  await expect(page.getByText(ko('admin.sessionExpired'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
