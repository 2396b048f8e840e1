// A member's own data in a real browser, in Korean (/) and English (/en/) (issue 33): from the user menu through the
// password again to My data, both files downloaded and read (the JSON file and the workbook, its sheets named in the
// page's language), an optional consent given and withdrawn with one click and both changes in the history; and a
// member whose acceptance is older than the privacy policy in force, sent at sign-in to accept it before going on.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readWorkbook } from '#api/testing/xlsx.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { consentItemKey } from '#core/schemas/consent.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, atPath, expectNoAxeViolations, fillSignIn, msg, signInByApi } from './support/portal.ts';

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const home = (lang: Lang) => (lang === 'en' ? '/en/' : '/');

/** Opens My data from the user menu, through the password again. */
async function openMyData(page: Page, lang: Lang, password: string) {
  await page.goto(home(lang));
  await page.locator('[data-user-menu-button]').click();
  await page.getByRole('link', { name: msg(lang, 'userMenu.myData'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'myPage.importTitle') })).toBeVisible();
  await page.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: msg(lang, 'myPage.confirm'), exact: true }).click();
  await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/my-data`));
  await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'myData.pageTitle') })).toBeVisible();
}

/** Clicks a download button and answers the file's path on disk and its suggested name. */
async function download(page: Page, label: string) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: label, exact: true }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), path: await file.path() };
}

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: a member downloads their data as JSON and Excel, reads both, and withdraws a consent with one click`, async ({ page, pageErrors }) => {
    const member = await addActiveMember(lang, lang === 'ko' ? '데이터회원' : 'Data Member');
    await signInByApi(page, member.username, member.password);
    await openMyData(page, lang, member.password);
    await expectNoAxeViolations(page);

    const json = await download(page, msg(lang, 'myData.downloadJson'));
    expect(json.name).toMatch(lang === 'ko' ? /^내 데이터_\d{8}\.json$/ : /^my-data_\d{8}\.json$/);
    const file = JSON.parse(readFileSync(json.path, 'utf8')) as { account: { username: string; name: string }; signIns: unknown[]; consentHistory: unknown[] };
    expect(file.account).toMatchObject({ username: member.username, name: member.name });
    expect(file.signIns.length).toBeGreaterThan(0);
    expect(file.consentHistory.length).toBeGreaterThan(0);
    expect(readFileSync(json.path, 'utf8')).not.toContain('password_hash');

    const xlsx = await download(page, msg(lang, 'myData.downloadXlsx'));
    expect(xlsx.name).toMatch(/_\d{8}\.xlsx$/);
    const book = readWorkbook(readFileSync(xlsx.path));
    expect([...book.keys()].slice(0, 3)).toEqual([
      msg(lang, 'myData.sheet.account'),
      msg(lang, 'myData.sheet.consents'),
      msg(lang, 'myData.sheet.consentHistory'),
    ]);
    expect(book.get(msg(lang, 'myData.sheet.account'))).toContainEqual([msg(lang, 'myData.column.username'), member.username]);
    await expect(page.getByRole('status').filter({ hasText: xlsx.name })).toBeAttached();

    // the same file again at once is refused with the reason
    pageErrors.expectErrorResponse(429, '/api/member/my-data');
    await page.getByRole('button', { name: msg(lang, 'myData.downloadJson'), exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(msg(lang, 'myData.exportTooSoon', { seconds: 60, count: 20 }));

    // one click gives marketing use, one more withdraws it; both are in the history with their dates
    const marketing = page.getByRole('switch', { name: msg(lang, consentItemKey('MARKETING_USE')) });
    await expect(marketing).toHaveAttribute('aria-checked', 'false');
    await marketing.click();
    await expect(marketing).toHaveAttribute('aria-checked', 'true');
    await marketing.click();
    await expect(marketing).toHaveAttribute('aria-checked', 'false');
    const history = page.getByRole('table', { name: msg(lang, 'myData.historyCaption') });
    const rows = history.locator('tr[data-history-item="MARKETING_USE"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(msg(lang, 'myData.action.withdrawn'));
    await expect(rows.nth(1)).toContainText(msg(lang, 'myData.action.agreed'));
    await expect(rows.first()).toContainText(msg(lang, 'myData.source.myPage'));
    await expectNoAxeViolations(page);
  });

  test(`${lang}: a member whose acceptance predates the privacy policy in force accepts it at sign-in before going on`, async ({ page }) => {
    const member = await addActiveMember(lang, lang === 'ko' ? '약관회원' : 'Terms Member', { termsAcceptedOn: '2020-01-01' });
    await page.goto(`${prefix(lang)}/login?next=${encodeURIComponent(`${prefix(lang)}/my-page/bookmarks`)}`);
    await fillSignIn(page, lang, member.username, member.password);
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/accept-terms`));
    await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'myData.acceptTitle') })).toBeVisible();
    // both texts are newer than the member's acceptance
    await expect(page.locator('[data-accept-terms] .md-badge')).toHaveText([msg(lang, 'myData.acceptNew'), msg(lang, 'myData.acceptNew')]);
    await expect(page.getByRole('link', { name: msg(lang, 'myData.acceptRead') }).last()).toHaveAttribute(
      'href',
      new RegExp(`^${prefix(lang)}/privacy_policy\\?version=\\d+$`),
    );
    await expectNoAxeViolations(page);

    // until accepted, the member's pages lead here and their calls are refused; public pages stay open
    await page.goto(`${prefix(lang)}/my-page/watching`);
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/accept-terms`));
    const refused = await page.request.get('/api/member/bookmarks', { headers: { 'accept-language': lang } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(msg(lang, 'myData.termsAcceptRequired'));
    await page.goto(`${prefix(lang)}/privacy_policy`);
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/privacy_policy`));

    await page.goto(`${prefix(lang)}/my-page/accept-terms?next=${encodeURIComponent(`${prefix(lang)}/my-page/bookmarks`)}`);
    await page.getByRole('button', { name: msg(lang, 'myData.acceptSubmit'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(msg(lang, 'myData.acceptMissing'));
    await expectNoAxeViolations(page);
    const items = page.locator('[data-required-item]');
    const count = await items.count();
    expect(count).toBe(lang === 'ko' ? 3 : 4);
    for (let i = 0; i < count; i += 1) await items.nth(i).check();
    await page.getByRole('button', { name: msg(lang, 'myData.acceptSubmit'), exact: true }).click();
    await expect(page).toHaveURL(atPath(`${prefix(lang)}/my-page/bookmarks`));
    expect((await page.request.get('/api/member/bookmarks', { headers: { 'accept-language': lang } })).status()).toBe(200);
  });
}

test('en: a member who will not accept the new terms signs out from the page', async ({ page }) => {
  const member = await addActiveMember('en', 'Declining Member', { termsAcceptedOn: '2020-01-01' });
  await page.goto('/en/login');
  await fillSignIn(page, 'en', member.username, member.password);
  await expect(page).toHaveURL(atPath('/en/my-page/accept-terms'));
  await page.getByRole('button', { name: msg('en', 'myData.acceptSignOut'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/'));
  expect((await page.request.get('/api/auth/user-info')).status()).toBe(401);
});
