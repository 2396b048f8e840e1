// Regions that scroll sideways say so (site/src/styles/global.css ".scroll-hint", admin/src/app/styles.css):
// a code sample, the search page's tabs on a phone and a console table fade at the edge that has more, the
// fade goes once that edge is reached, a region that fits has none, and the keyboard scrolls them.
import { type Locator, type Page } from '@playwright/test';
import { ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { at, expectNoAxeViolations, msg } from './support/portal.ts';

const PHONE = { width: 390, height: 844 };

/** The fade at each edge of a region, as the page draws it ('0px' where there is none). */
const fade = (region: Locator) =>
  region.evaluate((element) => {
    const style = getComputedStyle(element);
    return { start: style.getPropertyValue('--scroll-hint-start').trim(), end: style.getPropertyValue('--scroll-hint-end').trim() };
  });

const overflows = (region: Locator) => region.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

/** A region that overflows fades at its far edge only, and after a scroll to its end at its near edge only. */
async function expectHintThatFollowsScroll(region: Locator) {
  expect(await overflows(region), 'the region overflows').toBe(true);
  await expect.poll(() => fade(region)).toEqual({ start: '0px', end: '40px' });
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => fade(region)).toEqual({ start: '40px', end: '0px' });
  await region.evaluate((element) => element.scrollTo({ left: 0 }));
  await expect.poll(() => fade(region)).toEqual({ start: '0px', end: '40px' });
}

/** A focused region scrolls with the arrow keys. */
async function expectKeyboardScroll(page: Page, region: Locator) {
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
}

test('a sample-code block that overflows fades at the edge with more code, until scrolled there, and scrolls by keyboard', async ({ page }) => {
  const stories = (
    (await (await page.request.get('/api/public/success-story?page=1&pageSize=100')).json()) as { data: { items: { id: number; titleEn: string }[] } }
  ).data.items;
  const story = stories.find((item) => item.titleEn.startsWith('Hanbit Steel'));
  expect(story, 'the demo story with a code sample').toBeTruthy();
  await page.setViewportSize(PHONE);
  await page.goto(at('en', `/resources/success-story/detail/${story?.id}`));
  const code = page.locator('[data-field="howToUse"] pre');
  await expectHintThatFollowsScroll(code);
  await expectKeyboardScroll(page, code);
  await expectNoAxeViolations(page);
});

test("the search page's tabs fade at the right edge on a phone, not where they fit, and a tab reached by keyboard is scrolled into view", async ({ page }) => {
  const search = `${at('ko', '/search')}?${new URLSearchParams({ keyword: '분석' })}`;
  await page.goto(search);
  const tabs = page.getByRole('navigation', { name: msg('ko', 'search.tabs') });
  await expect(tabs).toBeVisible();
  expect(await overflows(tabs), 'the tabs fit a laptop').toBe(false);
  expect(await fade(tabs)).toEqual({ start: '0px', end: '0px' });

  await page.setViewportSize(PHONE);
  await page.goto(search);
  await expectHintThatFollowsScroll(tabs);
  // the last tab, reached with Tab, is scrolled fully into view (clear of the fade)
  const last = tabs.getByRole('link').last();
  await last.focus();
  await expect(last).toBeFocused();
  await expect.poll(() => fade(tabs)).toEqual({ start: '40px', end: '0px' });
  await expectNoAxeViolations(page);
});

test('a console table wider than the screen fades at the edge with more columns, until scrolled there', async ({ page }) => {
  test.setTimeout(300_000);
  await openConsole(page);
  const table = page.getByRole('region', { name: ko('admin.table.region') });
  await expect(table).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectHintThatFollowsScroll(table);
  // antd's own box inside it does not scroll, so it has no mask of its own: a mask clips to its box, which
  // would hide the columns past it and take their clicks (the partner applications' approve button)
  expect(await table.locator('.ant-table-content').evaluate((element) => getComputedStyle(element).maskImage)).toBe('none');
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const lastColumn = table.getByRole('columnheader').last();
  await expect
    .poll(() =>
      lastColumn.evaluate((cell) => {
        // the middle of the part of the column the region shows (a wide column may be wider than a phone)
        const region = cell.closest('.console-table-scroll')!.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        const x = (Math.max(box.left, region.left) + Math.min(box.right, region.right)) / 2;
        return cell.contains(document.elementFromPoint(x, box.top + box.height / 2));
      }),
    )
    .toBe(true);
  await table.evaluate((element) => element.scrollTo({ left: 0 }));
  await expectKeyboardScroll(page, table);
});
