// A visitor reads the forecast items (decision 020) in both languages: every item with its target, data,
// horizon and metric, and a link to the pre-built models that fit it, which opens the model list filtered
// the same way with the same count; the header's community menu leads there; axe.
import { langs, langTags as tags } from '#core/i18n/locales.ts';
import { forecastCopy } from '../site/src/components/forecast-item/copy/index.ts';
import { forecastItemIds } from '../site/src/components/forecast-item/items.ts';
import { expect, test } from './support/fixture.ts';
import { at, escapeRegExp, expectNoAxeViolations, msg } from './support/portal.ts';

for (const lang of langs) {
  test(`${lang}: a visitor opens the forecast items from the community menu and follows one to its models`, async ({ page }) => {
    const copy = forecastCopy[lang];
    await page.goto(at(lang, '/'));
    const community = page.locator('header details.dropdown').filter({ has: page.locator('summary', { hasText: msg(lang, 'nav.community') }) });
    await community.locator('summary').click();
    await community.getByRole('link', { name: msg(lang, 'nav.forecastItem') }).click();

    await expect(page).toHaveURL(new RegExp(`${at(lang, '/community/forecast-item')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    const items = page.locator('main article');
    await expect(items).toHaveCount(forecastItemIds.length);
    for (const id of forecastItemIds) {
      const item = page.locator(`article#${id}`);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(copy.items[id].title);
      await expect(item.getByText(copy.items[id].metric)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // the demo catalogue has retail demand models: the link's count is the list's count
    const link = page.locator('article#retail-demand a[data-model-count]');
    const count = Number(await link.getAttribute('data-model-count'));
    expect(count).toBeGreaterThan(0);
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    // the link is the list's canonical address (no redirect), filtered by the item's codes
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    expect(href).toMatch(/industries=[A-Z0-9,]*RET[A-Z0-9,]*&algorithms=/);
    await expect(page.getByText(msg(lang, 'model.resultCount', { count }))).toBeVisible();
  });
}
