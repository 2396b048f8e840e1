// The shared header (portal spec §1, §2): on a phone (390 and 360 px) and on a laptop (1344 px, the widest
// with the menu button, 1345 and 1366 px with the six menus in the bar), in Korean and English, on a
// public page and on a member's page, the logo, the menus or the menu button, the search button, the help
// menu, the language switch and the user menu stand on one row inside the window, and no label breaks inside itself (a label squeezed to one letter per line is
// the failure this guards against). And no public page is wider than a 390 px phone: a long line of code
// on a detail page once widened the whole page to about 1000 px.
import { type APIRequestContext, type Page } from '@playwright/test';
import { langs, type Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { preBuiltModels } from '#db/seed/content/pre-built-models.ts';
import { successStories } from '#db/seed/content/success-stories.ts';
import { expect, test } from './support/fixture.ts';
import { at, msg, signInByApi } from './support/portal.ts';

const MEMBER = { username: 'member@hanbit-manufacturing.co.kr', name: '정우성' };

type Item = { label: string; top: number; bottom: number; left: number; right: number; lines: number; overflows: boolean };

/** Every visible item of the header bar: its box, and on how many lines its own text is laid out. */
async function headerItems(page: Page): Promise<Item[]> {
  return page.locator('header.site-header').evaluate((header) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('[hidden], [popover]:not(:popover-open)')) return false;
      // inside a 1-pixel box is text for screen readers only (visually hidden)
      for (let parent = element.parentElement; parent && parent !== header; parent = parent.parentElement) {
        if (parent.getBoundingClientRect().width <= 1) return false;
      }
      return true;
    };
    /** Lines of an element's text: the distinct tops of its text's line boxes (hidden words left out). */
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('.visually-hidden') || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      // rects of one line may differ by a pixel or two (a bolder or smaller font on the same line)
      const sorted = [...tops].sort((a, b) => a - b);
      return sorted.filter((top, index) => index === 0 || top - (sorted[index - 1] ?? top) > 4).length;
    };
    const items = header.querySelectorAll(
      '.logo, .menu-toggle, .menus > li > details > summary, .help > summary, .lang-switch li > *, [data-signed-out] a, [data-user-menu-button], .header-tools > :not(.help, .lang-switch, .user-menu)',
    );
    return [...items].filter(visible).map((element) => {
      const box = element.getBoundingClientRect();
      return {
        label: (element.textContent ?? '').replace(/\s+/g, ' ').trim() || element.className,
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        lines: lines(element),
        overflows: element.scrollWidth > element.clientWidth + 1,
      };
    });
  });
}

async function expectOneTidyRow(page: Page, where: string) {
  const items = await headerItems(page);
  expect(items.length, `${where}: the header's items`).toBeGreaterThanOrEqual(5);
  for (const item of items) {
    // 0: an icon whose name is for screen readers only (the logo and the menu button on a phone)
    expect(item.lines, `${where}: "${item.label}" is on one line`).toBeLessThanOrEqual(1);
    expect(item.overflows, `${where}: "${item.label}" fits its box`).toBe(false);
  }
  // one row: every item overlaps the row's middle band
  const middle = (Math.min(...items.map((item) => item.top)) + Math.max(...items.map((item) => item.bottom))) / 2;
  const offRow = items.filter((item) => item.top > middle || item.bottom < middle).map((item) => item.label);
  expect(offRow, `${where}: items off the header's row`).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  const outside = items.filter((item) => item.left < 0 || item.right > width).map((item) => item.label);
  expect(outside, `${where}: items outside the window`).toEqual([]);
  // nothing sticks out of the page sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: no sideways scroll`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const width of [390, 360, 1344, 1345, 1366]) {
  for (const lang of langs) {
    test(`${lang}, ${width} px: the header stands on one tidy row on a public page and on a member's page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });

      await page.goto(at(lang, '/resources/pre-built-model'));
      await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: msg(lang, 'search.open'), exact: true })).toBeVisible();
      await expectOneTidyRow(page, `${lang} ${width} public page`);

      await signInByApi(page, MEMBER.username, DEMO_PASSWORD);
      await page.goto(at(lang, '/my-page/import-password'));
      await expect(page.locator('[data-user-name]')).toHaveText(MEMBER.name);
      await expectOneTidyRow(page, `${lang} ${width} member page`);
    });
  }
}

/** A narrow page of each language keeps the menu reachable: the menu button opens the drawer. */
test('ko, 360 px: the menu button opens the navigation drawer', async ({ page }) => {
  const lang: Lang = 'ko';
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(at(lang, '/'));
  await page.getByRole('button', { name: msg(lang, 'nav.menu') }).click();
  await expect(page.getByRole('navigation', { name: msg(lang, 'nav.main') })).toBeVisible();
});

/** The id of a seeded item listed by `path`, found by its English title (tests add items of their own). */
async function seededId(request: APIRequestContext, path: string, titleEn: string | undefined): Promise<number> {
  const body = (await (await request.get(`${path}?page=1&pageSize=100`)).json()) as { data: { items: { id: number; titleEn: string }[] } };
  const id = body.data.items.find((item) => item.titleEn === titleEn)?.id;
  expect(id, `${path} lists "${titleEn}"`).toBeDefined();
  return id ?? 0;
}

for (const lang of langs) {
  test(`${lang}, 390 px: no public page is wider than the phone`, async ({ page, request }) => {
    // details whose how-to-use is a code block: its long lines must scroll inside the block
    const modelId = await seededId(request, '/api/public/pre-built-model', preBuiltModels.find((model) => model.howToUseType === 'SOURCE_CODE')?.titleEn);
    const storyId = await seededId(request, '/api/public/success-story', successStories.find((story) => story.howToUseType === 'SOURCE_CODE')?.titleEn);
    const paths = [
      '/',
      '/about',
      '/products/overview',
      '/download',
      '/download/guide',
      '/resources/pre-built-model',
      `/resources/pre-built-model/detail/${modelId}`,
      '/resources/success-story',
      `/resources/success-story/detail/${storyId}`,
      '/privacy_policy',
      '/terms-conditions',
      '/login',
      '/register',
      `/search?keyword=${encodeURIComponent(lang === 'en' ? 'forecast' : '예측')}&category=PREBUILT`,
    ];
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of paths) {
      await page.goto(at(lang, path));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${at(lang, path)}: no sideways scroll`).toBeLessThanOrEqual(390);
    }
  });
}

// Hangul comes from the 'Portal Hangul' faces (site/src/styles/global.css): the Korean Noto the system has,
// by its PostScript name, the bold face for bold text. The browser marks a face loaded only when it found
// the named font and drew with it; a name the system does not know leaves it in error, and the text falls
// back to the slower family match. The test machines have Debian's fonts-noto-cjk (.ci/run).
test('Hangul is drawn from the local Korean faces, regular and bold, on both languages’ pages', async ({ page }) => {
  const faces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.replaceAll(/["']/g, '') === 'Portal Hangul').map((face) => `${face.weight} ${face.status}`);
    });
  await page.goto(at('ko', '/'));
  expect(await faces()).toEqual(['100 500 loaded', '600 900 loaded']);
  // on an English page the only Hangul is the language switch's 한국어, a bold link
  await page.goto(at('en', '/'));
  expect(await faces()).toEqual(['100 500 unloaded', '600 900 loaded']);
});

/**
 * A member's header names them from the page's own starter (components/header-user.ts), before the first paint:
 * the header's script, started after that paint, is served empty here, and "Sign in" never shows; their menu opens.
 */
for (const lang of langs) {
  test(`${lang}: a member's header names them without waiting for the header's script`, async ({ page }) => {
    await signInByApi(page, MEMBER.username, DEMO_PASSWORD);
    // a first page: the header's script asks the server and remembers the member in this browser
    await page.goto(at(lang, '/'));
    await expect(page.locator('[data-user-name]')).toHaveText(MEMBER.name);
    await page.route(/\/_astro\/(page-header|BaseLayout\.astro_astro_type_script)[^/]*\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto(at(lang, '/resources/pre-built-model'));
    await expect(page.locator('[data-user-name]')).toHaveText(MEMBER.name);
    await expect(page.locator('[data-user-menu]')).toBeVisible();
    await expect(page.getByRole('link', { name: msg(lang, 'userMenu.login'), exact: true })).toBeHidden();
    // and their menu opens and closes without it
    const button = page.locator('[data-user-menu-button]');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: msg(lang, 'userMenu.myPage'), exact: true })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#user-menu-panel')).toBeHidden();
  });
}
