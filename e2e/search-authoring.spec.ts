// The search glossary and the search log on the site (issue 31), as a content manager keeps them: the console's
// sign-in admits ADMIN only (admin spec §2), so content managers open /search/glossary and /search/log from the
// community menu with their member session. A term added, found, edited, refused on the side another term holds
// (the server's 409 on that field) and deleted; a search that found nothing is listed in the log and goes to the
// glossary's add form in one click; axe on both pages in both languages; a member is sent home from both.
// This story makes 1 search against the search limit (docs/search-page.md "The limit").
import { type Page } from '@playwright/test';
import { localDate } from '#core/dates.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, expectNoAxeViolations, expectPageIn, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const CONTENT_MANAGER = 'content@example-analytics.com';
const MEMBER = 'member@hanbit-manufacturing.co.kr';

const main = (page: Page) => page.getByRole('main');
const termForm = (page: Page) =>
  main(page)
    .locator('form')
    .filter({ has: page.getByRole('button', { name: msg('ko', 'searchGlossary.save') }) });
const field = (page: Page, lang: Lang, side: 'ko' | 'en') => main(page).getByRole('textbox', { name: msg(lang, `searchGlossary.field.${side}`), exact: true });
/** The glossary's row of a term: the one whose Korean cell is exactly it. */
const termRow = (page: Page, korean: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: korean, exact: true }) });

/** Finds terms by the list's keyword filter (a GET form: the keyword stays in the address). */
async function findTerms(page: Page, keyword: string) {
  const filters = page.getByRole('search', { name: msg('ko', 'searchGlossary.filters') });
  await filters.getByRole('searchbox', { name: msg('ko', 'searchGlossary.keyword') }).fill(keyword);
  await filters.getByRole('button', { name: msg('ko', 'searchGlossary.search') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${keyword}(&|$)`));
}

test('a content manager opens the search glossary from the menu, adds a term, edits it, is told which side another term holds, and deletes it', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, CONTENT_MANAGER, DEMO_PASSWORD);
  await page.goto('/');
  // the menu's entry is the authors' (shown once the user menu's script knows the role)
  const community = page.locator('header details.dropdown').filter({ has: page.locator('summary', { hasText: msg('ko', 'nav.community') }) });
  await community.locator('summary').click();
  await community.getByRole('link', { name: msg('ko', 'navRole.searchGlossary') }).click();
  await expect(page).toHaveURL(atPath('/search/glossary'));
  await expectPageIn(page, 'ko', msg('ko', 'searchGlossary.title'));
  await expect(main(page).getByRole('heading', { level: 2, name: msg('ko', 'searchGlossary.add') })).toBeVisible();
  await expectNoAxeViolations(page);

  // the shared schema's message before any call
  const stamp = uniqueStamp();
  const korean = `발효 지표 ${stamp}`;
  const english = `fermentation index ${stamp}`;
  const save = termForm(page).getByRole('button', { name: msg('ko', 'searchGlossary.save') });
  await field(page, 'ko', 'ko').fill(korean);
  await save.click();
  await expect(main(page).getByText(msg('ko', 'searchGlossary.enRequired'))).toBeVisible();
  await expect(field(page, 'ko', 'en')).toBeFocused();

  // added: the list is loaded again and says so
  await field(page, 'ko', 'en').fill(english);
  await save.click();
  await expect(page.getByRole('status').getByText(msg('ko', 'searchGlossary.created'))).toBeVisible();
  await expect(field(page, 'ko', 'ko')).toHaveValue('');
  await findTerms(page, stamp);
  await expect(main(page).getByRole('heading', { level: 2, name: msg('ko', 'searchGlossary.total', { count: 1 }) })).toBeVisible();
  const row = termRow(page, korean);
  await expect(row.getByRole('cell')).toHaveText([korean, english, /\d/, /\S/, /./]);

  // edited in the same form: its heading says so and its first field takes the focus
  await row.getByRole('button', { name: `${msg('ko', 'searchGlossary.edit')}: ${korean} / ${english}` }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: msg('ko', 'searchGlossary.editTitle') })).toBeVisible();
  await expect(field(page, 'ko', 'ko')).toBeFocused();
  await expect(field(page, 'ko', 'ko')).toHaveValue(korean);
  const edited = `fermentation indicator ${stamp}`;
  await field(page, 'ko', 'en').fill(edited);
  await save.click();
  await expect(page.getByRole('status').getByText(msg('ko', 'searchGlossary.updated'))).toBeVisible();
  // the same list again, filter kept
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${stamp}(&|$)`));
  await expect(termRow(page, korean).getByRole('cell').nth(1)).toHaveText(edited);

  // the demo glossary has "anomaly detection": the server's 409 is said on the English field, which takes the focus
  pageErrors.expectErrorResponse(409, '/api/admin/search-glossary');
  await field(page, 'ko', 'ko').fill(`새 지표 ${stamp}`);
  await field(page, 'ko', 'en').fill('Anomaly Detection');
  await save.click();
  await expect(main(page).getByText(msg('ko', 'searchGlossary.enTaken', { term: 'Anomaly Detection' }))).toBeVisible();
  await expect(field(page, 'ko', 'en')).toBeFocused();
  await expect(field(page, 'ko', 'en')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'ko', 'ko')).not.toHaveAttribute('aria-invalid', 'true');

  // deleted after a confirmation
  await termRow(page, korean)
    .getByRole('button', { name: `${msg('ko', 'searchGlossary.delete')}: ${korean} / ${edited}` })
    .click();
  const dialog = page.getByRole('dialog', { name: msg('ko', 'searchGlossary.deleteConfirm') });
  await expect(dialog).toContainText(`${korean} / ${edited}`);
  await dialog.getByRole('button', { name: msg('ko', 'searchGlossary.delete') }).click();
  await expect(page.getByRole('status').getByText(msg('ko', 'searchGlossary.deleted'))).toBeVisible();
  await expect(main(page).getByText(msg('ko', 'searchGlossary.noMatch'))).toBeVisible();
  await expect(termRow(page, korean)).toHaveCount(0);
});

test('a content manager finds a search that found nothing in the search log and adds it to the glossary from there', async ({ page }) => {
  test.setTimeout(120_000);
  // a visitor's search for a word nothing holds (the story's one search)
  const nothing = `zqw${uniqueStamp()}`;
  await page.goto(`/search?keyword=${nothing}`);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(msg('ko', 'search.noResults', { keyword: nothing }));
  const today = localDate(new Date().toISOString());

  await signInByApi(page, CONTENT_MANAGER, DEMO_PASSWORD);
  await page.goto('/');
  const community = page.locator('header details.dropdown').filter({ has: page.locator('summary', { hasText: msg('ko', 'nav.community') }) });
  await community.locator('summary').click();
  await community.getByRole('link', { name: msg('ko', 'navRole.searchLog') }).click();
  await expect(page).toHaveURL(atPath('/search/log'));
  await expectPageIn(page, 'ko', msg('ko', 'searchLog.title'));
  // the last 30 days by default, those that found nothing
  const filters = page.getByRole('search', { name: msg('ko', 'searchLog.filters') });
  await expect(filters.getByLabel(msg('ko', 'searchLog.to'))).toHaveValue(today);
  await expect(filters.getByLabel(msg('ko', 'searchLog.shows'))).toHaveValue('nothing');
  await expectNoAxeViolations(page);

  // the word: searched once, found nothing once, nothing opened, last searched today
  await filters.getByRole('searchbox', { name: msg('ko', 'searchLog.keyword') }).fill(nothing);
  await filters.getByRole('button', { name: msg('ko', 'searchLog.search') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${nothing}(&|$)`));
  const row = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: nothing, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '0', today, msg('ko', 'searchLog.addToGlossary')]);

  // a period that is not one: the form says so, and lists nothing
  await page.goto(`/search/log?fromDate=${today}&toDate=2000-01-01`);
  await expect(main(page).getByRole('alert')).toHaveText(msg('ko', 'console.dateRangeInvalid'));
  await expect(main(page).getByRole('table')).toHaveCount(0);

  // in English: the same row, and its "Add to glossary" opens the English glossary with the word on its side
  await page.goto(at('en', `/search/log?keyword=${nothing}`));
  await expectPageIn(page, 'en', msg('en', 'searchLog.title'));
  await expectNoAxeViolations(page);
  await main(page)
    .getByRole('link', { name: `${msg('en', 'searchLog.addToGlossary')}: ${nothing}` })
    .click();
  await expect(page).toHaveURL(atPath(at('en', '/search/glossary')));
  await expectPageIn(page, 'en', msg('en', 'searchGlossary.title'));
  // no Hangul: the English side; the Korean side, left to write, takes the focus
  await expect(field(page, 'en', 'en')).toHaveValue(nothing);
  await expect(field(page, 'en', 'ko')).toHaveValue('');
  await expect(field(page, 'en', 'ko')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a member is sent home from the search glossary and the search log', async ({ page }) => {
  await signInByApi(page, MEMBER, DEMO_PASSWORD);
  for (const lang of ['ko', 'en'] as const) {
    for (const path of ['/search/glossary', '/search/log']) {
      await page.goto(at(lang, path));
      await expect(page, `${lang} ${path}`).toHaveURL(atPath(at(lang, '/')));
    }
  }
});
