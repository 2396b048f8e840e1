import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a deep link under /admin reloads into the admin console', async ({ page }) => {
  const response = await page.goto('/admin/account/edit-account');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '애널리틱스 포털 관리자 콘솔' })).toBeVisible();
  await expect(page).toHaveTitle('애널리틱스 포털 관리자 콘솔');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('애널리틱스 포털 관리자 콘솔');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('/admin itself serves the console', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('main')).toContainText('관리자 콘솔');
});
