// Both model lists' orders and card filters (issue 35) in a real browser, in Korean and English: the plain
// selects of the GET filter form put them in the URL, they stay selected, the list follows them, and the
// pager's links keep them. No JavaScript is needed for any of it; the pages pass axe.
import type { Page } from '@playwright/test';
import { langs, type Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { expect, test } from './support/fixture.ts';
import { at, expectNoAxeViolations, msg } from './support/portal.ts';

type Listed = { id: number; titleKr: string; titleEn: string; modelName?: string; card: { task: string; licence: string } };

const lists = [
  {
    name: 'pre-built models',
    path: '/resources/pre-built-model',
    api: '/api/public/pre-built-model?pageSize=100',
    pageSize: 9,
    link: /\/pre-built-model\/detail\/(\d+)/,
  },
  {
    name: 'shared models',
    path: '/community/Knowledge-sharing',
    api: '/api/public/knowledge-sharing?type=model&pageSize=100',
    pageSize: 10,
    link: /\/Knowledge-sharing\/detail\/(\d+)/,
  },
] as const;

/** The ids the page lists, in its order. */
async function listedIds(page: Page, link: RegExp): Promise<number[]> {
  const hrefs = await page.locator('main a[href*="/detail/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.flatMap((href) => link.exec(href)?.[1] ?? []).map(Number))];
}

const field = (lang: Lang, key: MessageKey) => msg(lang, key);

for (const lang of langs) {
  for (const list of lists) {
    test(`${lang}: the ${list.name} keep their order and card filters in the URL and the pager`, async ({ page, request, pageErrors }) => {
      const all = ((await (await request.get(list.api, { headers: { 'accept-language': lang } })).json()) as { data: { items: Listed[] } }).data.items;
      const [first] = all;
      expect(first, 'the demo content has models').toBeDefined();

      // an order alone: chosen in the form, it is the URL's, and the pager's links keep it
      await page.goto(at(lang, list.path));
      await page.getByLabel(field(lang, 'modelCard.sort'), { exact: true }).selectOption('views');
      await page
        .locator('form:has(#model-sort)')
        .getByRole('button', { name: msg(lang, 'common.search') })
        .click();
      await expect(page).toHaveURL(/\?sort=views$/);
      await expect(page.getByLabel(field(lang, 'modelCard.sort'), { exact: true })).toHaveValue('views');
      const viewsApi = (await (await request.get(`${list.api}&sort=views`)).json()) as { data: { items: Listed[] } };
      expect(await listedIds(page, list.link)).toEqual(viewsApi.data.items.slice(0, list.pageSize).map((item) => item.id));
      if (all.length > list.pageSize) {
        const pager = page.getByRole('navigation', { name: msg(lang, 'paging.label') });
        await expect(pager.locator('a[href*="page=2"]').first()).toHaveAttribute('href', /\?sort=views&page=2$/);
      }

      // a card filter with an order: both selected, the list only the matching models, the pager keeping both
      const task = first!.card.task || 'classification';
      await page.goto(at(lang, `${list.path}?task=${task}&sort=title`));
      await expect(page.getByLabel(field(lang, 'modelCard.task'), { exact: true })).toHaveValue(task);
      await expect(page.getByLabel(field(lang, 'modelCard.sort'), { exact: true })).toHaveValue('title');
      const matching = all.filter((item) => item.card.task === task);
      const shown = await listedIds(page, list.link);
      expect(shown.length).toBe(Math.min(matching.length, list.pageSize));
      expect(shown.every((id) => matching.some((item) => item.id === id))).toBe(true);
      if (matching.length > list.pageSize)
        await expect(page.locator('a[href*="page=2"]').first()).toHaveAttribute('href', new RegExp(`\\?task=${task}&sort=title&page=2$`));

      // the form's submission keeps the filter: an empty select is left out of the canonical URL
      await page.getByLabel(field(lang, 'modelCard.licence'), { exact: true }).selectOption('');
      await page
        .locator('form:has(#model-sort)')
        .getByRole('button', { name: msg(lang, 'common.search') })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?task=${task}&sort=title$`));

      // a value that is not a code is left out, not refused
      await page.goto(at(lang, `${list.path}?task=poetry&sort=oldest`));
      await expect(page).toHaveURL(new RegExp(`${list.path.replace(/[/]/g, '\\/')}$`));

      await expectNoAxeViolations(page);
      expect(pageErrors.unexpected()).toEqual([]);
    });
  }
}
