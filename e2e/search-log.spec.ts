// The search log in the console (issue 31), as an operator reads it: a visitor's searches, one that found
// nothing made twice and one that found something with a result opened, are counted and listed for the
// period; the filters stay in the address; a row opens to the results opened from its answers; the keyword
// that found nothing goes to the glossary's add dialog in one click. This story makes 3 searches and opens
// one result against the search limit (docs/search-page.md "The limit"). Axe here with rows opened; the
// screen's check in both languages is in console-content.spec.ts with the other content screens.
import { type Page } from '@playwright/test';
import { localDate } from '#core/dates.ts';
import { ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { expectNoAxeViolations, msg, uniqueStamp } from './support/portal.ts';

/** The list's row of a keyword: the one whose keyword cell is exactly it. */
const rowOf = (page: Page, keyword: string) =>
  page.getByRole('region', { name: ko('admin.table.region') }).locator('tr.ant-table-row', { has: page.getByRole('cell', { name: keyword, exact: true }) });

/** Searches by the list's filters, as an operator does. */
async function filterBy(page: Page, keyword: string, shows: 'nothing' | 'all') {
  const filters = page.getByRole('search', { name: ko('searchLog.filters') });
  // a button-like choice: its label is what one clicks (the radio itself is hidden under it)
  await filters.getByText(ko(`searchLog.shows.${shows}`), { exact: true }).click();
  await expect(filters.getByRole('radio', { name: ko(`searchLog.shows.${shows}`) })).toBeChecked();
  await filters.getByRole('textbox', { name: ko('searchLog.keyword') }).fill(keyword);
  await filters.getByRole('button', { name: ko('searchLog.search') }).click();
}

test('an admin finds a keyword that found nothing in the search log, sees what another opened, and adds the first to the glossary', async ({ page }) => {
  test.setTimeout(300_000);
  // a visitor's searches: a word nothing holds, twice (the second may be the kept page: it counts too) ...
  const nothing = `zqv${uniqueStamp()}`;
  for (let time = 0; time < 2; time += 1) {
    await page.goto(`/search?keyword=${nothing}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(msg('ko', 'search.noResults', { keyword: nothing }));
  }
  const today = localDate(new Date().toISOString());
  // ... and a word that finds something, a result of which is opened (its link's ping counts it, with its path)
  await page.goto('/en/search?keyword=forecast');
  const result = page.getByRole('main').locator('a[data-hit-link][ping]').first();
  const ping = new URL((await result.getAttribute('ping')) ?? '', page.url());
  const openedPath = ping.searchParams.get('path') ?? '';
  expect(openedPath).toMatch(/^\/[^/]/);
  await result.click();
  await expect(page).not.toHaveURL(/\/search\?/);

  await openConsole(page);
  await page
    .getByRole('navigation', { name: ko('admin.nav.label') })
    .getByRole('link', { name: ko('admin.nav.searchLog') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.searchLog') })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/search-log$/);
  // the keywords that found nothing by default, over the last 30 days
  const filters = page.getByRole('search', { name: ko('searchLog.filters') });
  await expect(filters.getByRole('radio', { name: ko('searchLog.shows.nothing') })).toBeChecked();
  await expect(filters.getByPlaceholder(ko('searchLog.to'))).toHaveValue(today);

  // the word nothing holds: searched twice, found nothing twice, nothing opened, last searched today
  await filterBy(page, nothing, 'nothing');
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${nothing}(&|$)`));
  await expect(page.getByRole('status').filter({ hasText: ko('admin.table.total', { count: 1 }) })).toBeVisible();
  const row = rowOf(page, nothing);
  await expect(row.getByRole('cell')).toHaveText(['', nothing, '2', '2', '0', today, ko('searchLog.addToGlossary')]);
  // opened, it says no result was opened from it
  await row.getByRole('button').click();
  await expect(row.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(ko('searchLog.openedEmpty'))).toBeVisible();
  await expectNoAxeViolations(page);

  // the word that found something is not among those that found nothing, but among all keywords, with the result opened
  await filterBy(page, 'forecast', 'nothing');
  await expect(page.getByText(ko('searchLog.noMatch'))).toBeVisible();
  await filterBy(page, 'forecast', 'all');
  await expect(page).toHaveURL(/[?&]shows=all(&|$)/);
  const found = rowOf(page, 'forecast');
  await expect(found.getByRole('cell').nth(3)).toHaveText('0');
  await found.getByRole('button').click();
  const opened = page.getByRole('link', { name: openedPath, exact: true });
  await expect(opened).toHaveAttribute('href', openedPath);
  await expect(opened).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // back to the word nothing holds, as the address kept it; one click opens the glossary's add dialog with it
  await page.goBack();
  await page.goBack();
  await expect(filters.getByRole('textbox', { name: ko('searchLog.keyword') })).toHaveValue(nothing);
  await rowOf(page, nothing)
    .getByRole('link', { name: `${ko('searchLog.addToGlossary')}: ${nothing}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.searchGlossary') })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: ko('searchGlossary.add') });
  // no Hangul: the English side
  await expect(dialog.getByLabel(ko('searchGlossary.field.en'))).toHaveValue(nothing);
  await expect(dialog.getByLabel(ko('searchGlossary.field.ko'))).toHaveValue('');
  await dialog.getByRole('button', { name: ko('searchGlossary.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/search-glossary$/);
});
