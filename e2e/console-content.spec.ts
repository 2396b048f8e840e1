// The console's content screens in a real browser, as an operator uses them: banners reordered and the
// home page following in both languages, a privacy-policy revision registered and announced on
// /privacy_policy, and axe on every content screen in Korean and English. The first two change what the
// whole portal shows (the home banners, the policy picker), so they are @global-data: they run after the
// parallel tests, which read the seeded banners and revisions.
import { type Page } from '@playwright/test';
import { localDate } from '#core/dates.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { earliestAnnouncedDay } from '#core/schemas/privacy-policy.ts';
import { bannerSeeds } from '#db/seed/content/banners.ts';
import { en, ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { at, expectNoAxeViolations, msg } from './support/portal.ts';

const consoleT = { ko, en } as const;

/** The banner titles the home page shows in `lang`, in order. */
const homeTitles = (page: Page, lang: Lang) => page.getByRole('region', { name: msg(lang, 'home.bannersLabel') }).getByRole('heading', { level: 2 });

/** Moves the row of `title` one place in the banner list of the open tab (the console speaks Korean). */
const move = (page: Page, direction: 'moveUp' | 'moveDown', title: string) =>
  page.getByRole('button', { name: ko(`bannerAdmin.${direction}`, { title }) }).click();

async function saveOrder(page: Page) {
  await page.getByRole('button', { name: ko('bannerAdmin.saveOrder') }).click();
  await expect(page.getByText(ko('bannerAdmin.ordered'))).toBeVisible();
  await expect(page.getByText(ko('bannerAdmin.unsaved'))).toBeHidden();
}

test('an admin reorders banners and the home page follows in both languages @global-data', async ({ page }) => {
  test.setTimeout(240_000);
  await openConsole(page);
  for (const lang of ['ko', 'en'] as const) {
    const seeded = bannerSeeds.filter((seed) => seed.languageCode === lang);
    const inUse = seeded.filter((seed) => seed.inUse).map((seed) => seed.title);
    await page.goto(lang === 'en' ? '/admin/banner?lang=en' : '/admin/banner');
    await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.banner') })).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(seeded.length);

    // the third banner (in use) goes to the top: two moves up, saved together
    const third = seeded[2]!.title;
    await move(page, 'moveUp', third);
    await expect(page.getByText(ko('bannerAdmin.unsaved'))).toBeVisible();
    await move(page, 'moveUp', third);
    await expect(rows.first()).toContainText(third);
    await saveOrder(page);

    await page.goto(at(lang, '/'));
    const expected = [third, ...inUse.filter((title) => title !== third)];
    await expect(homeTitles(page, lang)).toHaveText(expected);

    // and back, so the seeded order is there again for the other tests
    await page.goto(lang === 'en' ? '/admin/banner?lang=en' : '/admin/banner');
    await expect(rows.first()).toContainText(third);
    await move(page, 'moveDown', third);
    await move(page, 'moveDown', third);
    await expect(rows.nth(2)).toContainText(third);
    await saveOrder(page);
    await page.goto(at(lang, '/'));
    await expect(homeTitles(page, lang)).toHaveText(inUse);
  }
});

test('an admin registers a privacy-policy revision and the site announces it @global-data', async ({ page }) => {
  test.setTimeout(240_000);
  await openConsole(page, '/admin/privacy-policy', ko('admin.nav.privacyPolicy'));
  await expect(page.getByRole('row').filter({ hasText: '[V.3.0] 2022-11-11' }).first()).toContainText(ko('policyAdmin.status.inForce'));

  await page.getByRole('button', { name: ko('policyAdmin.register') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ko('admin.nav.privacyPolicyRegister') })).toBeVisible();
  // a date less than 7 days ahead is refused in the form, with the first day allowed
  const today = localDate(new Date().toISOString());
  const earliest = earliestAnnouncedDay(today);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const version = `9.${Date.now() % 1000}.${test.info().workerIndex % 1000}`;
  const marker = `e2e 개정 ${version}`;
  await page.getByLabel(ko('policyAdmin.field.version')).fill(version);
  await page.getByLabel(ko('policyAdmin.field.effectiveDate')).fill(tomorrow);
  await page.getByLabel(ko('policyAdmin.field.content')).fill(`<h2>제1조 (목적)</h2><p>${marker}</p><script>alert(1)</script>`);
  await page.getByRole('button', { name: ko('policyAdmin.save') }).click();
  await expect(page.getByText(ko('policyAdmin.noticeTooShort', { days: 7, date: earliest }))).toBeVisible();
  await page.getByLabel(ko('policyAdmin.field.effectiveDate')).fill(earliest);
  await page.getByRole('button', { name: ko('policyAdmin.save') }).click();

  // back to the list (admin spec §2: /admin/privacy-policy/ after a save), the revision announced
  await expect(page).toHaveURL(/\/admin\/privacy-policy\/$/);
  const label = `[V.${version}] ${earliest}`;
  await expect(page.getByRole('row').filter({ hasText: label })).toContainText(ko('policyAdmin.status.upcoming'));

  await page.goto('/privacy_policy');
  const picker = page.getByLabel(msg('ko', 'privacy.versionLabel'), { exact: true });
  await expect(picker.locator('option', { hasText: label })).toHaveCount(1);
  // the revision in force stays the one shown; the new one is announced with a link to read it
  await expect(picker.locator('option:checked')).toHaveText('[V.3.0] 2022-11-11');
  const notice = page.getByRole('note').filter({ hasText: msg('ko', 'policyAdmin.announceLink', { label }) });
  await expect(notice).toBeVisible();
  await notice.getByRole('link').click();
  await expect(page.getByRole('main').locator('article')).toContainText(marker);
  await expect(page.getByRole('main').locator('article script')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// one test per language: nine screens and their axe runs each, within the timeout on a busy machine too
for (const lang of ['ko', 'en'] as const) {
  test(`every content screen of the console passes axe (${lang})`, async ({ page }) => {
    test.setTimeout(480_000);
    await openConsole(page);
    const t = consoleT[lang];
    if (lang === 'en') {
      await page.getByText('English', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    }
    const screens: { path: string; title: Parameters<typeof t>[0]; ready?: (page: Page) => Promise<void> }[] = [
      { path: '/admin/banner', title: 'admin.nav.banner', ready: (p) => expect(p.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible() },
      { path: '/admin/banner/add-banner', title: 'admin.nav.bannerAdd' },
      {
        path: '/admin/privacy-policy',
        title: 'admin.nav.privacyPolicy',
        ready: (p) => expect(p.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible(),
      },
      { path: '/admin/privacy-policy/register', title: 'admin.nav.privacyPolicyRegister' },
      {
        path: '/admin/search-glossary',
        title: 'admin.nav.searchGlossary',
        ready: (p) => expect(p.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible(),
      },
      // every keyword searched in the period; the list may be empty (the demo data has no search log): ready once counted
      {
        path: '/admin/search-log?shows=all',
        title: 'admin.nav.searchLog',
        ready: (p) =>
          expect(p.getByRole('status').filter({ hasText: new RegExp(`^${t('admin.table.total', { count: 999 }).replace('999', '\\d+')}$`) })).toBeVisible(),
      },
      { path: '/admin/history-content', title: 'admin.nav.contentHistory' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: t(screen.title) })).toBeVisible();
      await screen.ready?.(page);
      await expectNoAxeViolations(page);
    }
    // the edit screens, reached as an operator does: from the lists
    await page.goto('/admin/banner');
    await page
      .getByRole('link', { name: t('bannerAdmin.edit') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.bannerEdit') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('bannerAdmin.preview') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/privacy-policy');
    await page
      .getByRole('link', { name: t('policyAdmin.edit') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('admin.nav.privacyPolicyEdit') })).toBeVisible();
    await expect(page.getByLabel(t('policyAdmin.field.content'))).not.toHaveValue('');
    await expectNoAxeViolations(page);
    // the add form refuses a save without an image with the spec's message
    await page.goto('/admin/banner/add-banner');
    await page.getByRole('button', { name: t('bannerAdmin.save') }).click();
    await expect(page.getByText(t('bannerAdmin.imageRequired'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
