import { type Page } from '@playwright/test';
import { maskEmail } from '#core/privacy/mask.ts';
import { ADMIN, ADMIN_MASKED, chooseFullExport, en, ko, openConsole, rolePicker } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, expectNoAxeViolations, signInByApi } from './support/portal.ts';

/** A full page load of the console reads the session and records the view (a write): on a busy machine it waits its turn. */
const SLOW = 90_000;

/** Picks an option of an Ant Design select by its label (the list is drawn outside the row). */
async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, label: string) {
  await combobox.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label }).first().click();
}

/** The role the site's header last read from GET /api/auth/user-info (what shows or hides the partner links). */
const headerRole = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('auth') ?? '{}') as { role?: string }).role);

test('an admin makes a member a PARTNER; the member’s next page has the partner role, and the change is in the history', async ({ page, browser }) => {
  test.setTimeout(360_000);
  // the member, signed in through the site in a browser of their own
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await addActiveMember('ko', '파트너후보');
  await signInByApi(memberPage, member.username, member.password);
  await memberPage.goto('/');
  await expect.poll(() => headerRole(memberPage)).toBe('MEMBER');
  // the partner area sends a member home
  await memberPage.goto('/partner/partner-Q&A');
  await expect(memberPage).toHaveURL(/\/$/);

  await openConsole(page);
  await page.getByRole('link', { name: ko('admin.nav.permissions') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.permissions') })).toBeVisible();
  await choose(page, page.getByLabel(ko('people.permission.searchFilter')), ko('people.permission.searchFilter.email'));
  await page.getByLabel(ko('people.console.keyword')).fill(member.username);
  await page.getByRole('button', { name: ko('people.console.search') }).click();
  // the list names the account by its masked address (issue 33)
  const picker = rolePicker(page, ko, member.username, member.id);
  await expect(picker).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ko('people.permission.none') })).toBeVisible();

  // a change, then back to the original: nothing pending; then the partner role: one pending change
  await choose(page, picker, ko('people.role.staff'));
  await expect(page.getByText(ko('people.permission.pending', { count: 1 }))).toBeVisible();
  await choose(page, picker, ko('people.role.member'));
  await expect(page.getByText(ko('people.permission.none'))).toBeVisible();
  await choose(page, picker, ko('people.role.partner'));
  await expect(page.getByText(ko('people.permission.pending', { count: 1 }))).toBeVisible();
  await page.getByRole('button', { name: ko('people.console.save') }).click();
  await expect(page.getByText('수정되었습니다')).toBeVisible();
  // Save is disabled now: the focus is on the line that says nothing is pending, not lost to the page
  await expect(page.getByRole('status').filter({ hasText: ko('people.permission.none') })).toBeFocused();

  // the member's next page reads the new role: the header's partner links and the partner area follow it
  await memberPage.goto('/');
  await expect.poll(() => headerRole(memberPage)).toBe('PARTNER');
  await memberPage.goto('/partner/partner-Q&A');
  await expect(memberPage).toHaveURL(/\/partner\/partner-Q&A$/);
  await memberContext.close();

  // the history, searched by the member's address: masked in the row, the admin who changed it in full
  await page.goto(`/admin/change-permission?keyword=${encodeURIComponent(member.username)}`);
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.permissionHistory') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: maskEmail(member.username) });
  await expect(row).toContainText(ADMIN);
  await expect(row).toContainText(ko('people.role.member'));
  await expect(row).toContainText(ko('people.role.partner'));
});

test('the account export in full asks for the reason first; every people screen passes axe in Korean and English', async ({ page }) => {
  // ten screens and ten accessibility scans on a shared machine that may be very busy
  test.setTimeout(600_000);
  await openConsole(page);
  await page.getByRole('link', { name: ko('admin.nav.accounts') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.accounts') })).toBeVisible();
  await page.getByLabel(ko('people.console.keyword')).fill(ADMIN);
  await page.getByRole('button', { name: ko('people.console.search') }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('row').filter({ hasText: ADMIN_MASKED })).toBeVisible();

  await page.getByRole('button', { name: ko('admin.export.button') }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin.export.title') });
  await dialog.getByRole('radio', { name: ko('admin.export.unmasked') }).check();
  await dialog.getByRole('button', { name: ko('admin.export.submit') }).click();
  await expect(dialog.getByText(ko('validation.required', { field: ko('admin.export.reason') }))).toBeVisible();
  await chooseFullExport(dialog, '회원 현황 점검');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: ko('admin.export.submit') }).click();
  expect((await download).suggestedFilename()).toMatch(/^계정 목록_\d{8}\.xlsx$/);

  for (const [lang, t] of [
    ['ko', ko],
    ['en', en],
  ] as const) {
    if (lang === 'en') await page.getByText('English', { exact: true }).click();
    // the demo admin, found by the keyword (the address keeps the filters)
    await page.goto(`/admin/account?keyword=${encodeURIComponent(ADMIN)}`);
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.accounts') })).toBeVisible({ timeout: SLOW });
    await expect(page.getByRole('row').filter({ hasText: ADMIN_MASKED })).toBeVisible({ timeout: SLOW });
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `${t('people.console.edit')}: ${ADMIN_MASKED}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.editAccount') })).toBeVisible({ timeout: SLOW });
    await expect(page.getByRole('heading', { level: 2, name: t('people.consent.title') })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/account/add-account');
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.addAccount') })).toBeVisible({ timeout: SLOW });
    await page.getByRole('button', { name: t('people.console.save') }).click();
    await expect(page.getByText(t('validation.required', { field: t('people.form.name') }))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/permission?searchFilter=email&keyword=${encodeURIComponent(ADMIN)}`);
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.permissions') })).toBeVisible({ timeout: SLOW });
    await expect(rolePicker(page, t, ADMIN)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/change-permission');
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.permissionHistory') })).toBeVisible({ timeout: SLOW });
    await expectNoAxeViolations(page);
  }
});
