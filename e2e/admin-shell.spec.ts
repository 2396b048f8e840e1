import { type Locator } from '@playwright/test';
import { ko } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { expectNoAxeViolations, msg } from './support/portal.ts';

test('a deep link under /admin without an admin session is sent to the sign-in, which survives a reload', async ({ page }) => {
  const response = await page.goto('/admin/account/edit-account');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expect(page).toHaveTitle('관리자 로그인 | 애널리틱스 포털 관리자 콘솔');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('관리자 로그인');
  await expectNoAxeViolations(page);
});

test('/admin itself needs the sign-in first', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('main')).toContainText('관리자 콘솔');
});

/** How an element's keyboard focus is drawn: its outline's style, width and colour. */
const focusRing = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });

test('the console draws the keyboard focus as the public site does, on fields, framed fields and buttons', async ({ page }) => {
  await page.goto('/login');
  const siteField = page.getByRole('main').getByLabel(msg('ko', 'field.username'), { exact: true });
  await siteField.focus();
  const siteRing = await focusRing(siteField);
  expect(siteRing).toMatch(/^solid 3px /);

  await page.goto('/admin/login');
  const username = page.getByLabel(ko('admin.login.username'));
  await expect(username).toBeFocused();
  // polled: antd eases a field's outline in (transition: all 0.2s), so a busy machine may read it half-way
  await expect.poll(() => focusRing(username)).toBe(siteRing);
  // the password sits in a frame with its eye button: the frame shows the ring
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(ko('admin.login.password'))).toBeFocused();
  await expect.poll(() => focusRing(page.locator('.ant-input-password'))).toBe(siteRing);
  const next = page.getByRole('button', { name: ko('admin.login.next') });
  for (let step = 0; step < 3 && !(await next.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expect.poll(() => focusRing(next)).toBe(siteRing);
});
