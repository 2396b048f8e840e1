// Masked by default (issue 33, decision 051) in a real browser: the console's account list shows a member's
// name and address masked; the admin unmasks the row with a reason (refused without one, in Korean and in
// English), sees it in full, masks it again; the unmasking is in the personal-information download history
// and in the admin access history. Every screen and the dialog pass axe.
import type { Page } from '@playwright/test';
import { maskEmail, maskName } from '#core/privacy/mask.ts';
import { ADMIN, en, ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, expectNoAxeViolations, uniqueStamp } from './support/portal.ts';

const screenHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
const table = (page: Page, t = ko) => page.getByRole('region', { name: t('admin.table.region') });

test('an admin sees a masked list, unmasks one row with a reason, and the download and admin access histories show it', async ({ page }) => {
  // five screens and six accessibility scans on a shared machine that may be busy
  test.setTimeout(480_000);
  const member = await addActiveMember('ko', '한가람');
  await openConsole(page, `/admin/account?keyword=${encodeURIComponent(member.username)}`, ko('admin.nav.accounts'));

  // the row, masked: the address's first character and domain, the name's first and last characters
  const row = table(page)
    .getByRole('row')
    .filter({ hasText: maskEmail(member.username) });
  await expect(row).toContainText(maskName('한가람'));
  await expect(table(page)).not.toContainText(member.username);
  await expect(table(page)).not.toContainText('한가람');
  await expectNoAxeViolations(page);

  // unmasking asks the reason: none, and one too short, are refused with the rule's message
  await row.getByRole('button', { name: ko('masking.show') }).click();
  const dialog = page.getByRole('dialog', { name: ko('masking.dialogTitle') });
  await expect(dialog.getByText(ko('masking.dialogHelp', { min: 4, max: 200 }))).toBeVisible();
  await dialog.getByRole('button', { name: ko('masking.submit') }).click();
  await expect(dialog.getByText(ko('validation.required', { field: ko('masking.reason') }))).toBeVisible();
  await dialog.getByLabel(ko('masking.reason')).fill('확인');
  await expect(dialog.getByText(ko('validation.minLength', { field: ko('masking.reason'), min: 4 }))).toBeVisible();
  await expectNoAxeViolations(page);
  const reason = `본인 확인 문의 ${uniqueStamp()}`;
  await dialog.getByLabel(ko('masking.reason')).fill(reason);
  await dialog.getByRole('button', { name: ko('masking.submit') }).click();
  await expect(page.getByText(ko('masking.unmasked'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // that row in full, until it is masked again
  const shown = table(page).getByRole('row').filter({ hasText: member.username });
  await expect(shown).toContainText('한가람');
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: ko('masking.hide') }).click();
  await expect(table(page)).not.toContainText(member.username);
  await expect(row).toContainText(maskName('한가람'));

  // the unmasking is a personal download of one row on the screen, with its reason and the admin in full
  await page.goto(`/admin/download-history?keyword=${encodeURIComponent(reason)}`);
  await expect(screenHeading(page, ko('admin.nav.downloadHistory'))).toBeVisible();
  const download = table(page).getByRole('row').filter({ hasText: reason });
  await expect(download).toContainText(ko('downloadHistory.dataType.account'));
  await expect(download).toContainText(ko('downloadHistory.onScreen'));
  await expect(download).toContainText(ADMIN);
  await expectNoAxeViolations(page);

  // and an UNMASK in the admin access history, on the account screen, naming the row and the reason
  await page.goto(`/admin/admin-access?keyword=${encodeURIComponent(reason)}`);
  await expect(screenHeading(page, ko('admin.nav.adminAccessHistory'))).toBeVisible();
  // (the search for the reason is itself a view of this screen, whose filters name it: the UNMASK row is the other one)
  const access = table(page)
    .getByRole('row')
    .filter({ hasText: reason })
    .filter({ has: page.getByText(ko('admin.action.unmask'), { exact: true }) });
  await expect(access).toContainText('/admin/account');
  await expect(access).toContainText(ADMIN);
  await expect(access).toContainText(`#${member.id} (username, name, phoneNumber)`);
  await expectNoAxeViolations(page);

  // in English: the dialog and its refusal in English, and axe again
  await page.goto(`/admin/account?keyword=${encodeURIComponent(member.username)}`);
  await page.getByText('English', { exact: true }).click();
  await expect(screenHeading(page, en('admin.nav.accounts'))).toBeVisible();
  const englishRow = table(page, en)
    .getByRole('row')
    .filter({ hasText: maskEmail(member.username) });
  await englishRow.getByRole('button', { name: en('masking.show') }).click();
  const english = page.getByRole('dialog', { name: en('masking.dialogTitle') });
  await english.getByRole('button', { name: en('masking.submit') }).click();
  await expect(english.getByText(en('validation.required', { field: en('masking.reason') }))).toBeVisible();
  await expectNoAxeViolations(page);
  await english.getByRole('button', { name: en('admin.cancel') }).click();
  await expect(english).toBeHidden();
  await expect(table(page, en)).not.toContainText(member.username);
  await page.getByText('한국어', { exact: true }).click();
  await expect(screenHeading(page, ko('admin.nav.accounts'))).toBeVisible();
});

test('every other console list of personal data offers its rows’ unmasking and passes axe', async ({ page }) => {
  test.setTimeout(360_000);
  await openConsole(page);
  for (const [path, title] of [
    ['/admin/permission', 'admin.nav.permissions'],
    ['/admin/change-permission', 'admin.nav.permissionHistory'],
    ['/admin/history-content', 'admin.nav.contentHistory'],
    ['/admin/partner-application', 'admin.nav.partnerApplication'],
    ['/admin/partner-qna-times', 'admin.nav.partnerQnaTimes'],
  ] as const) {
    await page.goto(path);
    await expect(screenHeading(page, ko(title))).toBeVisible();
    await expect(page.getByRole('columnheader', { name: ko('masking.column') })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the account edit screen changes a name only once it is unmasked with a reason, and keeps it masked otherwise', async ({ page }) => {
  test.setTimeout(360_000);
  const member = await addActiveMember('ko', '윤하늘');
  await openConsole(page, `/admin/account/edit-account?id=${member.id}`, ko('admin.nav.editAccount'));
  // masked and read-only until unmasked
  const name = page.getByLabel(ko('people.form.name'));
  await expect(name).toHaveValue(maskName('윤하늘'));
  await expect(name).toBeDisabled();
  await expect(page.getByLabel(ko('people.form.phoneNumber'))).toBeDisabled();
  await expect(page.getByText(maskEmail(member.username))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: ko('masking.showAccount') }).click();
  const dialog = page.getByRole('dialog', { name: ko('masking.dialogTitle') });
  await dialog.getByLabel(ko('masking.reason')).fill(`이름 정정 요청 ${uniqueStamp()}`);
  await dialog.getByRole('button', { name: ko('masking.submit') }).click();
  await expect(name).toHaveValue('윤하늘');
  await expect(name).toBeEnabled();
  await expect(page.getByText(member.username)).toBeVisible();
  await name.fill('윤바다');
  await page.getByRole('button', { name: ko('people.console.save') }).click();
  await expect(page.getByText(ko('people.updated'))).toBeVisible();

  // back on the list, the new name, masked again
  await expect(screenHeading(page, ko('admin.nav.accounts'))).toBeVisible();
  await page.goto(`/admin/account?keyword=${encodeURIComponent(member.username)}`);
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: maskEmail(member.username) }),
  ).toContainText(maskName('윤바다'));
});
