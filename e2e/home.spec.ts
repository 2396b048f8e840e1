// The home page and the product pages in a real browser, in Korean (/) and English (/en/): the banners in
// use for the page's language, in order, with their buttons; the statistics counted from real rows; the
// newest models and stories; the product pages with their manuals; and the content usage history that
// page views and downloads feed.
import { type APIRequestContext, type Page } from '@playwright/test';
import { MANUAL_LINKS } from '#core/constants.ts';
import { langs, type Lang } from '#core/i18n/locales.ts';
import type { BannerView } from '#core/schemas/banner.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { ContentUsageItem } from '#core/schemas/content-usage.ts';
import { bannerSeeds } from '#db/seed/content/banners.ts';
import { productsCopy } from '../site/src/components/products/copy/index.ts';
import type { ProductKey } from '../site/src/components/products/copy/types.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg } from './support/portal.ts';

type Listed = { items: { id: number; titleKr: string; titleEn: string; attachments?: { storedPath: string; id: number }[] }[]; total: number };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

const titleIn = (item: { titleKr: string; titleEn: string }, lang: Lang) => (lang === 'en' ? item.titleEn : item.titleKr);
/** The number a statistic shows, whatever the language's grouping separator. */
async function statistic(page: Page, key: string): Promise<number> {
  const text = (await page.locator(`[data-stat="${key}"] .stat-value`).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const products: { key: ProductKey; path: string }[] = [
  { key: 'overview', path: '/products/overview' },
  { key: 'machineLearning', path: '/products/machine-learning' },
  { key: 'dataHub', path: '/products/data-hub' },
];

for (const lang of langs) {
  test.describe(`home (${lang})`, () => {
    test(`${lang}: shows only the banners in use for its language, in order, with their buttons`, async ({ page, request }) => {
      const banners = await apiData<BannerView[]>(request, `/api/public/banner/get-list/${lang}`);
      const seeded = bannerSeeds.filter((seed) => seed.languageCode === lang);
      expect(banners.map((banner) => banner.title)).toEqual(seeded.filter((seed) => seed.inUse).map((seed) => seed.title));

      await page.goto(at(lang, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'home.title'));
      const region = page.getByRole('region', { name: msg(lang, 'home.bannersLabel') });
      const slides = region.locator('[data-slide]');
      await expect(slides.getByRole('heading', { level: 2 })).toHaveText(banners.map((banner) => banner.title));
      for (const unused of seeded.filter((seed) => !seed.inUse)) await expect(page.getByText(unused.title)).toHaveCount(0);
      for (const [index, banner] of banners.entries()) {
        const slide = slides.nth(index);
        await expect(slide.locator('p')).toHaveText(banner.content);
        const links = slide.getByRole('link');
        await expect(links).toHaveText(banner.buttons.map((button) => button.text));
        for (const [buttonIndex, button] of banner.buttons.entries()) await expect(links.nth(buttonIndex)).toHaveAttribute('href', button.link);
        // English buttons stay in English
        if (lang === 'en') for (const button of banner.buttons) expect(button.link.startsWith('/en/')).toBe(true);
      }

      // the strip's controls: next moves the position marker, a dot goes straight to its banner
      const controls = page.getByRole('group', { name: msg(lang, 'home.bannerControls') });
      const dot = (index: number) => controls.getByRole('button', { name: msg(lang, 'home.bannerGoTo', { index }) });
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      await controls.getByRole('button', { name: msg(lang, 'home.bannerNext') }).click();
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await dot(3).click();
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
      await controls.getByRole('button', { name: msg(lang, 'home.bannerPrev') }).click();
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');

      // a banner's first button leads to its page
      await slides.first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${banners[0]?.buttons[0]?.link ?? ''}$`));
    });

    test(`${lang}: the newest models and stories link to their details, and every section is reachable`, async ({ page, request }) => {
      const models = await apiData<Listed>(request, '/api/public/pre-built-model?page=1&pageSize=3');
      const stories = await apiData<Listed>(request, '/api/public/success-story?page=1&pageSize=3');
      expect(models.items).toHaveLength(3);
      expect(stories.items).toHaveLength(3);
      await page.goto(at(lang, '/'));
      const modelSection = page.locator('[data-home-list="models"]');
      const storySection = page.locator('[data-home-list="stories"]');
      await expect(modelSection.getByRole('heading', { level: 3 })).toHaveText(models.items.map((model) => titleIn(model, lang)));
      await expect(storySection.getByRole('heading', { level: 3 })).toHaveText(stories.items.map((story) => titleIn(story, lang)));
      await expect(modelSection.getByRole('link', { name: msg(lang, 'home.allModels') })).toHaveAttribute('href', at(lang, '/resources/pre-built-model'));
      await expect(storySection.getByRole('link', { name: msg(lang, 'home.allStories') })).toHaveAttribute('href', at(lang, '/resources/success-story'));
      const explore = page.getByRole('region', { name: msg(lang, 'home.exploreTitle') });
      for (const [key, path] of [
        ['nav.productsOverview', '/products/overview'],
        ['nav.productsMachineLearning', '/products/machine-learning'],
        ['nav.productsDataHub', '/products/data-hub'],
        ['nav.preBuiltModel', '/resources/pre-built-model'],
        ['nav.successStory', '/resources/success-story'],
        ['nav.downloadStudio', '/download'],
      ] as const) {
        await expect(explore.getByRole('link', { name: msg(lang, key), exact: true })).toHaveAttribute('href', at(lang, path));
      }

      const story = stories.items[0];
      await storySection.getByRole('link', { name: titleIn(story ?? { titleKr: '', titleEn: '' }, lang) }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, `/resources/success-story/detail/${story?.id}`)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(story ?? { titleKr: '', titleEn: '' }, lang));
      await page.goBack();
      const model = models.items[0];
      await modelSection.getByRole('link', { name: titleIn(model ?? { titleKr: '', titleEn: '' }, lang) }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, `/resources/pre-built-model/detail/${model?.id}`)}$`));
    });

    test(`${lang}: home and the product pages pass axe`, async ({ page }) => {
      for (const path of ['/', ...products.map((product) => product.path)]) {
        await page.goto(at(lang, path));
        await expectNoAxeViolations(page);
      }
    });

    test(`${lang}: the product pages show their copy, the manuals of their language and the ways on`, async ({ page }) => {
      const copy = productsCopy[lang];
      const manuals = MANUAL_LINKS[lang];
      for (const product of products) {
        const text = copy[product.key];
        const response = await page.goto(at(lang, product.path));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(text.title));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
        await expect(page.getByRole('navigation', { name: msg(lang, 'nav.breadcrumb') }).getByRole('link', { name: msg(lang, 'nav.home') })).toHaveAttribute(
          'href',
          at(lang, '/'),
        );
        const main = page.getByRole('main');
        await expect(main.locator('[data-section="capabilities"] h3')).toHaveText(text.capabilities.map((item) => item.title));
        await expect(main.getByText(text.faq[0]?.question ?? '')).toBeVisible();
        const docs = main.locator('[data-section="manuals"]');
        for (const [key, href] of [
          ['nav.manual4', manuals.v4],
          ['nav.manual3', manuals.v3],
          ['nav.manualStudio', manuals.studio],
        ] as const) {
          const link = docs.getByRole('link', { name: new RegExp(`^${msg(lang, key)}`) });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toContainText(msg(lang, 'nav.opensInNewWindow'));
        }
        await expect(main.getByRole('link', { name: msg(lang, 'products.ctaDownload', { days: 60 }) })).toHaveAttribute('href', at(lang, '/download'));
        await expect(main.getByRole('link', { name: msg(lang, 'home.allModels') })).toHaveAttribute('href', at(lang, '/resources/pre-built-model'));
        await expect(main.getByRole('link', { name: msg(lang, 'home.allStories') })).toHaveAttribute('href', at(lang, '/resources/success-story'));
      }
    });
  });
}

for (const lang of langs) {
  test.describe(`home's pictures (${lang})`, () => {
    test(`${lang}: the banners come as WebP copies the width of a phone or a desktop, the first preloaded and the rest lazy`, async ({ page, request }) => {
      const banners = await apiData<BannerView[]>(request, `/api/public/banner/get-list/${lang}`);
      for (const [width, expected] of [
        // a 1200 × 450 banner covers a slide 390 px wide and at least 320 px high: it is drawn about 850 px wide,
        // and the 960 px copy does; at 1366 px the widest copy is the original's width
        [390, /\.w960\.webp$/],
        [1366, /\.w1200\.webp$/],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(lang, '/'));
        const first = page.locator('[data-slide]').first().locator('picture');
        const webp = first.locator('source[type="image/webp"]');
        const srcset = (await webp.getAttribute('srcset')) ?? '';
        expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '960w', '1200w']);
        for (const candidate of srcset.split(', ')) expect(candidate).toMatch(/^\/api\/files\/banner\/[0-9a-f-]{36}\.w\d+\.webp \d+w$/);
        // the original stays the fallback, with its real size; the first is fetched at once, the others when near
        const image = first.locator('img');
        await expect(image).toHaveAttribute('src', banners[0]?.imgUrl ?? '');
        await expect(image).toHaveAttribute('width', '1200');
        await expect(image).toHaveAttribute('height', '450');
        await expect(image).toHaveAttribute('fetchpriority', 'high');
        await expect(page.locator('[data-slide]').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(expected);
        // the head asks for the same copies first, before the layout finds the picture
        const preload = page.locator('head link[rel="preload"][as="image"]');
        await expect(preload).toHaveCount(1);
        await expect(preload).toHaveAttribute('imagesrcset', srcset);
        await expect(preload).toHaveAttribute('imagesizes', (await webp.getAttribute('sizes')) ?? '');
        await expect(preload).toHaveAttribute('fetchpriority', 'high');
      }
      // the newest stories' pictures: WebP copies by the card's width, lazy
      const card = page.locator('[data-home-list="stories"] picture').first();
      expect((await card.locator('source[type="image/webp"]').getAttribute('srcset')) ?? '').toMatch(/\.w320\.webp 320w, .+\.w640\.webp 640w$/);
      await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    });
  });
}

// the statistics are the portal's own counters, which every download of the other tests moves: this story
// runs after the parallel tests, alone (playwright.config.ts)
test('the statistics match the data and count a new download, a model view and a file download at once', { tag: '@global-data' }, async ({ page, request }) => {
  const member = await addActiveMember('ko', '통계 확인');
  const signIn = await page.request.post('/api/auth/login', {
    data: { username: member.username, password: member.password },
    headers: { 'accept-language': 'ko' },
  });
  expect(signIn.status()).toBe(200);

  await page.goto('/');
  const stories = await apiData<Listed>(request, '/api/public/success-story?page=1&pageSize=1');
  expect(await statistic(page, 'useCases')).toBe(stories.total);
  const before = { downloads: await statistic(page, 'studioDownloads'), models: await statistic(page, 'modelDownloads') };
  // the seed's year of activity makes the numbers mean something
  expect(before.downloads).toBeGreaterThan(500);
  expect(await statistic(page, 'registeredUsers')).toBeGreaterThan(100);
  expect(await statistic(page, 'tutorialViews')).toBeGreaterThan(500);

  // an installer download through the download call
  const download = await page.request.post('/api/auth/content-usage-hist', { data: { contentType: 'SOFTWARE', action: 'DOWNLOAD', detail: '51.0/windows' } });
  expect(download.status()).toBe(200);
  expect(((await download.json()) as Envelope<{ fileName: string }>).data.fileName).toBe('AnalyticsStudio-51.0-win-x64.exe');

  // a model detail view and a download of its file
  const models = await apiData<Listed>(request, '/api/public/pre-built-model?page=1&pageSize=9');
  const model = models.items.find((item) => (item.attachments?.length ?? 0) > 0);
  const file = model?.attachments?.[0];
  expect(file, 'a demo model has a file').toBeDefined();
  await page.goto(`/resources/pre-built-model/detail/${model?.id}`);
  expect((await page.request.get(`/api${file?.storedPath}`)).status()).toBe(200);

  const ownHistory = async () => (await apiData<{ items: ContentUsageItem[] }>(page.request, '/api/auth/content-usage-hist?pageSize=10')).items;
  await expect
    .poll(async () => (await ownHistory()).map((item) => `${item.contentType} ${item.action} ${item.contentId ?? item.detail}`).sort())
    .toEqual([`ATTACHMENT DOWNLOAD ${file?.id}`, `PRE_BUILT_MODEL VIEW ${model?.id}`, 'SOFTWARE DOWNLOAD 51.0/windows']);

  await expect
    .poll(async () => {
      await page.goto('/');
      return { downloads: await statistic(page, 'studioDownloads'), models: await statistic(page, 'modelDownloads') };
    })
    .toEqual({ downloads: before.downloads + 1, models: before.models + 1 });
});
