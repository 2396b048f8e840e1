// The search glossary in the console (issue 31), as an operator keeps it: a search that found nothing links
// to the add dialog with its words on their side; the shared schema's messages come before any call, and a
// side another term holds comes back from the server on its field; the new term is found by keyword (kept in
// the address), edited, and deleted after a confirmation the keyboard reaches. The screen's axe check in both
// languages is in console-content.spec.ts with the other content screens.
import { glossaryAddPath } from '#core/schemas/search-glossary.ts';
import { demoAccounts } from '#db/seed/content/accounts.ts';
import { ADMIN, ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { expectNoAxeViolations, msg, uniqueStamp } from './support/portal.ts';

test('an admin adds a term a search did not know, is told which side exists already, then edits and deletes it', async ({ page, pageErrors }) => {
  test.setTimeout(300_000);
  await openConsole(page);
  const stamp = uniqueStamp();
  const korean = `당화 효율 ${stamp}`;
  await page.goto(glossaryAddPath(korean));
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.searchGlossary') })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: ko('searchGlossary.add') });
  const koField = dialog.getByLabel(ko('searchGlossary.field.ko'));
  const enField = dialog.getByLabel(ko('searchGlossary.field.en'));
  // words with Hangul go on the Korean side; the English side is next
  await expect(koField).toHaveValue(korean);
  await expect(enField).toHaveValue('');
  await expect(enField).toBeFocused();
  await expectNoAxeViolations(page);

  // the shared schema's messages, before any call
  const save = dialog.getByRole('button', { name: ko('searchGlossary.save') });
  await save.click();
  await expect(dialog.getByText(ko('searchGlossary.enRequired'))).toBeVisible();
  await enField.fill('당화');
  await expect(dialog.getByText(ko('searchGlossary.enHasHangul'))).toBeVisible();

  // the demo glossary has "anomaly detection": the server's 409 is shown on the English field, which takes the focus
  pageErrors.expectErrorResponse(409, '/api/admin/search-glossary');
  await enField.fill('Anomaly Detection');
  await save.click();
  await expect(dialog.getByText(msg('ko', 'searchGlossary.enTaken', { term: 'Anomaly Detection' }))).toBeVisible();
  await expect(enField).toBeFocused();
  await expect(enField).toHaveAttribute('aria-invalid', 'true');

  const english = `mash efficiency ${stamp}`;
  await enField.fill(english);
  await save.click();
  await expect(page.getByText(msg('ko', 'searchGlossary.created'))).toBeVisible();
  await expect(dialog).toBeHidden();
  // the link's words leave the address with the dialog: a reload does not add the term again
  await expect(page).toHaveURL(/\/admin\/search-glossary$/);

  // found by keyword, kept in the address
  await page.getByLabel(ko('searchGlossary.keyword')).fill(stamp);
  await page.getByRole('button', { name: ko('searchGlossary.search') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${stamp}(&|$)`));
  await expect(page.getByRole('status').filter({ hasText: ko('admin.table.total', { count: 1 }) })).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: english });
  await expect(row).toContainText(korean);
  // who changed it last, by name
  await expect(row).toContainText(demoAccounts.find((account) => account.username === ADMIN)?.name ?? ADMIN);

  // edited in the same dialog, its sides filled in
  await row.getByRole('button', { name: `${ko('searchGlossary.edit')}: ${korean} / ${english}` }).click();
  const editing = page.getByRole('dialog', { name: ko('searchGlossary.editTitle') });
  await expect(editing.getByLabel(ko('searchGlossary.field.ko'))).toHaveValue(korean);
  const renamed = `brewhouse yield ${stamp}`;
  await editing.getByLabel(ko('searchGlossary.field.en')).fill(renamed);
  await editing.getByRole('button', { name: ko('searchGlossary.save') }).click();
  await expect(page.getByText(msg('ko', 'searchGlossary.updated'))).toBeVisible();
  const edited = page.locator('.ant-table-row', { hasText: renamed });
  await expect(edited).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(ko('searchGlossary.keyword'))).toHaveValue(stamp);
  await expect(edited).toBeVisible();

  // deleted once confirmed, by the keyboard
  const remove = edited.getByRole('button', { name: `${ko('searchGlossary.delete')}: ${korean} / ${renamed}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('tooltip').filter({ hasText: ko('searchGlossary.deleteConfirm') });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: ko('searchGlossary.delete') }).click();
  await expect(page.getByText(msg('ko', 'searchGlossary.deleted'))).toBeVisible();
  await expect(edited).toBeHidden();
  await expect(page.getByText(ko('searchGlossary.noMatch'))).toBeVisible();
});
