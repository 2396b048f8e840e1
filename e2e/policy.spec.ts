// The policy and footer pages in a real browser (portal spec §2, §9): the privacy policy's version
// picker with and without JavaScript, the terms, about, the Korean-only supporters notice and the
// Korean-only Data Science Olympiad pages with the language rule of each, and axe on every page.
import { type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, expectNoAxeViolations, msg } from './support/portal.ts';

const labels = ['[V.3.0] 2022-11-11', '[V.2.0] 2021-02-22', '[V.1.0] 2019-11-27'];
const marketingRetention: Record<Lang, string> = { ko: '동의일로부터 1년 6개월', en: '1 year and 6 months' };
const languageSwitch = (page: Page, lang: Lang) => page.getByRole('list', { name: msg(lang, 'nav.language') });
const policyText = (page: Page) => page.getByRole('main').locator('article');

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: the privacy policy shows the version in force and an earlier one picked from the list`, async ({ page }) => {
    await page.goto(at(lang, '/privacy_policy'));
    await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'privacy.title') })).toBeVisible();
    const picker = page.getByLabel(msg(lang, 'privacy.versionLabel'), { exact: true });
    await expect(picker.locator('option')).toHaveText(labels);
    await expect(picker.locator('option:checked')).toHaveText(labels[0] ?? '');
    // 3.0 names the CDN and no longer uses analytics cookies
    await expect(policyText(page)).toContainText('Cloudflare');
    await expect(policyText(page)).not.toContainText('Google Analytics');
    await expectNoAxeViolations(page);

    // choosing an option alone changes nothing (WCAG 3.2.2); the Show button shows it
    await picker.selectOption({ label: labels[2] ?? '' });
    await expect(page).toHaveURL(atPath(at(lang, '/privacy_policy')));
    await page.getByRole('button', { name: msg(lang, 'privacy.show'), exact: true }).click();
    await expect(page).toHaveURL(/\?version=\d+$/);
    await expect(page.getByLabel(msg(lang, 'privacy.versionLabel'), { exact: true }).locator('option:checked')).toHaveText(labels[2] ?? '');
    await expect(policyText(page)).toContainText('Google Analytics');
    await expect(policyText(page)).not.toContainText(marketingRetention[lang]);
    await expect(page.getByRole('note')).toContainText(msg(lang, 'privacy.earlier', { date: lang === 'ko' ? '2019. 11. 27.' : 'Nov 27, 2019' }));
    await expectNoAxeViolations(page);

    // the language switch shows the same version in the other language
    const other: Lang = lang === 'ko' ? 'en' : 'ko';
    await languageSwitch(page, lang).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${at(other, '/privacy_policy')}\\?version=\\d+$`));
    await expect(page.getByLabel(msg(other, 'privacy.versionLabel'), { exact: true }).locator('option:checked')).toHaveText(labels[2] ?? '');
    await page.getByRole('link', { name: msg(other, 'privacy.showCurrent'), exact: true }).click();
    await expect(page).toHaveURL(atPath(at(other, '/privacy_policy')));
    await expect(policyText(page)).toContainText('Cloudflare');
  });

  test(`${lang}: the privacy policy's version picker works without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(at(lang, '/privacy_policy'));
    await page.getByLabel(msg(lang, 'privacy.versionLabel'), { exact: true }).selectOption({ label: labels[1] ?? '' });
    await page.getByRole('button', { name: msg(lang, 'privacy.show'), exact: true }).click();
    await expect(page).toHaveURL(/\?version=\d+$/);
    await expect(page.getByLabel(msg(lang, 'privacy.versionLabel'), { exact: true }).locator('option:checked')).toHaveText(labels[1] ?? '');
    // 2.0 introduced marketing consent and still used analytics cookies
    await expect(policyText(page)).toContainText(marketingRetention[lang]);
    await expect(policyText(page)).toContainText('Google Analytics');
    await context.close();
  });

  test(`${lang}: the terms show the liability cap and the enforcement date, with contents`, async ({ page }) => {
    await page.goto(at(lang, '/terms-conditions'));
    await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'termsPage.title') })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('USD 100');
    await expect(main).toContainText('2022-11-28');
    await expect(main).toContainText(lang === 'ko' ? '60일' : '60 days');
    await expect(main).toContainText(lang === 'ko' ? '대한민국 법' : 'Republic of Korea');
    await expectNoAxeViolations(page);
    const contents = page.getByRole('navigation', { name: msg(lang, 'policy.toc') });
    const last = contents.getByRole('link').last();
    const target = ((await last.getAttribute('href')) ?? '#').slice(1);
    await last.click();
    await expect(page.getByRole('heading', { level: 2 }).and(page.locator(`[id="${target}"]`))).toBeInViewport();
  });

  test(`${lang}: about shows the company and the contacts, and the footer links every policy page of the language`, async ({ page }) => {
    await page.goto(at(lang, '/about'));
    await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'about.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'contact@example-analytics.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example-analytics.com',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'support@example-analytics.com' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: msg(lang, 'footer.privacy'), exact: true })).toHaveAttribute('href', at(lang, '/privacy_policy'));
    await expect(footer.getByRole('link', { name: msg(lang, 'footer.terms'), exact: true })).toHaveAttribute('href', at(lang, '/terms-conditions'));
    await expect(footer.getByRole('link', { name: msg(lang, 'about.title'), exact: true })).toHaveAttribute('href', at(lang, '/about'));
    await expect(footer.getByRole('link', { name: msg('ko', 'supporters.footerLink'), exact: true })).toHaveCount(lang === 'ko' ? 1 : 0);
    await expectNoAxeViolations(page);
  });
}

test('ko: the supporters privacy notice is Korean only, and its language switch offers only Korean', async ({ page }) => {
  await page.goto('/privacy_policy_sup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'supporters.title') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2022-06-01');
  await expect(page.getByRole('main')).toContainText('동의일로부터 1년');
  const languages = languageSwitch(page, 'ko');
  await expect(languages.getByRole('listitem')).toHaveCount(1);
  await expect(languages).toContainText('한국어');
  await expect(languages.getByRole('link')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // there is no English notice: its English address is the English home
  await page.goto('/en/privacy_policy_sup');
  await expect(page).toHaveURL(atPath('/en/'));
});

test('ko: the Data Science Olympiad pages are Korean only; switching to English goes to the English home', async ({ page }) => {
  await page.goto('/dso1/introduction');
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'dso.introTitle') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('참가 자격');
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: msg('ko', 'dso.nav') })
    .getByRole('link', { name: msg('ko', 'dso.navApplication') })
    .click();
  await expect(page).toHaveURL(atPath('/dso1/application'));
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'dso.applicationTitle') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('dso@example-analytics.com');
  await expectNoAxeViolations(page);

  await languageSwitch(page, 'ko').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(atPath('/en/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  for (const path of ['/en/dso1/introduction', '/en/dso1/application']) {
    await page.goto(path);
    await expect(page).toHaveURL(atPath('/en/'));
  }
});
