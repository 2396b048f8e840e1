import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixture.ts';

test('a deep link under /admin without an admin session is sent to the sign-in, which survives a reload', async ({ page }) => {
  const response = await page.goto('/admin/account/edit-account');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expect(page).toHaveTitle('관리자 로그인 | 애널리틱스 포털 관리자 콘솔');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('관리자 로그인');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('/admin itself needs the sign-in first', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('main')).toContainText('관리자 콘솔');
});
