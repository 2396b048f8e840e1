// A visitor reads the success stories in a real browser, in Korean (/) and English (/en/): the list with
// its filters in the URL and its pager, a detail with every section, a related story, a download, axe.
import { type APIRequestContext } from '@playwright/test';
import { richTextToPlainText } from '#api/lib/rich-text.ts';
import { langs, langTags as tags, type Lang } from '#core/i18n/locales.ts';
import type { SuccessStoryView } from '#core/schemas/success-story.ts';
import { expect, test } from './support/fixture.ts';
import { at, escapeRegExp, expectNoAxeViolations, msg } from './support/portal.ts';

/** The language of the full journeys; the other language has a short check (docs/testing.md "One journey, one language"). */
const journeyLangs: readonly Lang[] = ['ko'];

type Story = SuccessStoryView;
type CodeItem = Story['industries'][number];

const listPath = (lang: Lang) => at(lang, '/resources/success-story');
const detailPath = (lang: Lang, id: number) => `${listPath(lang)}/detail/${id}`;
const pick = (story: Story, field: 'title' | 'overview' | 'painPoint' | 'valuePoint' | 'expectedEff' | 'algorithmSol' | 'howToUseContent', lang: Lang) =>
  story[`${field}${lang === 'en' ? 'En' : 'Kr'}`];
const nameOf = (item: CodeItem, lang: Lang) => (lang === 'en' ? item.nameEn : item.nameKr);
/** The first words of a rich-text field as the page shows them. */
const opening = (html: string) => richTextToPlainText(html).split(/\s+/).slice(0, 4).join(' ');

/** Every live story with its details, from the public API (the same data the pages read). */
async function allStories(request: APIRequestContext): Promise<Story[]> {
  const response = await request.get('/api/public/success-story?page=1&pageSize=100');
  expect(response.ok()).toBe(true);
  const items = ((await response.json()) as { data: { items: Story[] } }).data.items;
  return Promise.all(items.map(async (item) => ((await (await request.get(`/api/public/success-story?id=${item.id}`)).json()) as { data: Story }).data));
}

for (const lang of langs) {
  test.describe(`${lang}: success stories, finding them in the list`, () => {
    // the whole journey in its language; the other has its short check (docs/testing.md "One journey, one language")
    if (journeyLangs.includes(lang))
      test(`${lang}: a visitor filters the list by industry and by algorithm, and pages through it`, async ({ page, request }) => {
        const stories = await allStories(request);
        expect(stories.length).toBeGreaterThan(9);
        const story = stories.find((item) => item.industries.length > 0 && item.algorithms.length > 0) as Story;
        const industry = story.industries[0] as CodeItem;
        const algorithm = story.algorithms[0] as CodeItem;

        await page.goto(listPath(lang));
        await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'story.listTitle'));
        const cards = page.locator('main article');
        await expect(cards).toHaveCount(9);
        // every card has its picture, sized and loaded lazily, with a text alternative
        const image = cards.first().locator('img');
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('width', '640');
        await expect(image).toHaveAttribute('alt', msg(lang, 'story.thumbnailAlt', { title: pick(stories[0] as Story, 'title', lang) }));
        // the browser takes one of the WebP copies for the card's width (<picture>), and it loads
        expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc))).toMatch(/\.w\d+\.webp$/);

        // page 2 holds the rest, and the pager comes back
        const pager = page.getByRole('navigation', { name: msg(lang, 'paging.label') });
        await pager.getByRole('link', { name: msg(lang, 'paging.next') }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${listPath(lang)}?page=2`)}$`));
        await expect(cards).toHaveCount(stories.length - 9);
        await pager.getByRole('link', { name: msg(lang, 'paging.previous') }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath(lang))}$`));

        // by industry
        await page
          .getByRole('group', { name: msg(lang, 'model.industry') })
          .getByRole('checkbox', { name: nameOf(industry, lang), exact: true })
          .check();
        await page.getByRole('button', { name: msg(lang, 'common.search'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${listPath(lang)}?industries=${industry.code}`)}$`));
        const byIndustry = stories.filter((item) => item.industries.some((code) => code.code === industry.code));
        await expect(cards).toHaveCount(byIndustry.length);
        for (const card of await cards.all()) await expect(card.getByRole('list', { name: msg(lang, 'model.industry') })).toContainText(nameOf(industry, lang));

        // by algorithm only
        await page
          .getByRole('link', { name: msg(lang, 'common.reset') })
          .first()
          .click();
        await page
          .getByRole('group', { name: msg(lang, 'model.algorithm') })
          .getByRole('checkbox', { name: nameOf(algorithm, lang), exact: true })
          .check();
        await page.getByRole('button', { name: msg(lang, 'common.search'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${listPath(lang)}?algorithms=${algorithm.code}`)}$`));
        const byAlgorithm = stories.filter((item) => item.algorithms.some((code) => code.code === algorithm.code));
        await expect(cards).toHaveCount(byAlgorithm.length);
        await expect(page.getByRole('link', { name: pick(story, 'title', lang), exact: true })).toBeVisible();

        // a keyword nobody wrote: the empty state with a way back
        await page.goto(`${listPath(lang)}?keyword=qqqzzz`);
        await expect(page.getByText(msg(lang, 'story.empty'))).toBeVisible();
        await expect(cards).toHaveCount(0);
      });

    if (!journeyLangs.includes(lang))
      test(`${lang}: the list is in English and a story opens in English (the short check; the journeys are the Korean ones)`, async ({ page, request }) => {
        const [story] = await allStories(request);
        if (!story) throw new Error('no demo content');
        await page.goto(listPath(lang));
        await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(msg(lang, 'story.listTitle'))));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'story.listTitle'));
        await page.getByRole('link', { name: pick(story, 'title', lang), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(detailPath(lang, story.id))}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(story, 'title', lang));
        await expect(page.getByRole('main').getByRole('heading', { name: msg(lang, 'story.overview'), exact: true })).toBeVisible();
      });
  });

  test.describe(`${lang}: success stories, reading one`, () => {
    // the whole journey in its language; the other has its short check (docs/testing.md "One journey, one language")
    if (journeyLangs.includes(lang))
      test(`${lang}: a visitor reads a story, follows a related story and downloads an attachment`, async ({ page, request }) => {
        const stories = await allStories(request);
        const story = stories.find((item) => item.relatedMaterials.length > 0 && item.attachments.length > 0 && item.howToUseType === 'SOURCE_CODE') as Story;
        const linked = stories.find((item) => item.howToUseType === 'URL') as Story;
        const related = story.relatedMaterials[0] as Story['relatedMaterials'][number];

        await page.goto(listPath(lang));
        await page.getByRole('link', { name: pick(story, 'title', lang), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(detailPath(lang, story.id))}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(story, 'title', lang));
        const breadcrumb = page.getByRole('navigation', { name: msg(lang, 'nav.breadcrumb') });
        await expect(breadcrumb.getByRole('link', { name: msg(lang, 'story.listTitle') })).toHaveAttribute('href', listPath(lang));
        const main = page.getByRole('main');
        await expect(main.locator('img.hero')).toHaveAttribute('src', `/api${story.thumbnailPath}`);
        for (const [field, key] of [
          ['overview', 'story.overview'],
          ['painPoint', 'story.painPoint'],
          ['valuePoint', 'story.valuePoint'],
          ['expectedEff', 'story.expectedEff'],
          ['algorithmSol', 'story.algorithmSol'],
        ] as const) {
          await expect(main.getByRole('heading', { name: msg(lang, key), exact: true })).toBeVisible();
          await expect(main.locator(`[data-field="${field}"]`)).toContainText(opening(pick(story, field, lang)));
        }
        // rich text is rendered as markup, not shown as tags
        await expect(main.locator('[data-field="expectedEff"] li').first()).toBeVisible();
        await expect(main).not.toContainText('<p>');
        await expect(main.locator('pre code')).toContainText((pick(story, 'howToUseContent', lang).split('\n')[0] ?? '').trim());
        for (const item of story.industries) await expect(main.getByRole('list', { name: msg(lang, 'model.industry') })).toContainText(nameOf(item, lang));

        // the attachment downloads under its own name, Korean included
        const file = story.attachments[0] as Story['attachments'][number];
        const fileName = `${file.name}.${file.extension}`;
        const link = main.getByRole('link', { name: fileName, exact: true });
        await expect(link).toHaveAttribute('href', `/api${file.storedPath}`);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(fileName);

        // the related story
        await main
          .getByRole('region', { name: msg(lang, 'story.related') })
          .getByRole('link', { name: pick(related as Story, 'title', lang) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(detailPath(lang, related.id))}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(related as Story, 'title', lang));

        // how to use as a link opens the guide in a new window
        await page.goto(detailPath(lang, linked.id));
        await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(msg(lang, 'story.howToUseLink'))) })).toHaveAttribute(
          'href',
          pick(linked, 'howToUseContent', lang),
        );
      });

    test(`${lang}: a Korean file name survives the download`, async ({ page, request }) => {
      const stories = await allStories(request);
      const story = stories.find((item) => item.attachments.some((file) => /[가-힣]/.test(file.name))) as Story;
      const file = story.attachments.find((item) => /[가-힣]/.test(item.name)) as Story['attachments'][number];
      await page.goto(detailPath(lang, story.id));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `${file.name}.${file.extension}`, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${file.name}.${file.extension}`);
    });
  });

  test.describe(`${lang}: success stories, not found and axe`, () => {
    test(`${lang}: an unknown story is not found`, async ({ page, pageErrors }) => {
      pageErrors.expectErrorResponse(404, detailPath(lang, 999_999));
      const response = await page.goto(detailPath(lang, 999_999));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'notFound.title'));
    });

    test(`${lang}: a story's picture is preloaded and sent as WebP copies; the list's cards offer theirs`, async ({ page, request }) => {
      const [story] = await allStories(request);
      await page.goto(detailPath(lang, (story as Story).id));
      const hero = page.getByRole('img', { name: msg(lang, 'story.thumbnailAlt', { title: pick(story as Story, 'title', lang) }) });
      await expect(hero).toHaveAttribute('src', `/api${(story as Story).thumbnailPath}`);
      await expect(hero).toHaveAttribute('width', '640');
      await expect(hero).toHaveAttribute('height', '360');
      const srcset = (await page.locator('picture', { has: hero }).locator('source[type="image/webp"]').getAttribute('srcset')) ?? '';
      expect(srcset).toMatch(/^\/api\/files\/success-story-thum\/[0-9a-f-]{36}\.w320\.webp 320w, \S+\.w640\.webp 640w$/);
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute('imagesrcset', srcset);
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);

      await page.goto(listPath(lang));
      const cards = page.locator('.cards picture');
      await expect(cards.first().locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.w320\.webp 320w/);
      await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy');
    });

    test(`${lang}: the list and a detail pass axe`, async ({ page, request }) => {
      const [story] = await allStories(request);
      await page.goto(listPath(lang));
      await expectNoAxeViolations(page);
      await page.goto(detailPath(lang, (story as Story).id));
      await expectNoAxeViolations(page);
    });
  });
}

test('search engines find every story in both languages through the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const stories = await allStories(request);
  for (const lang of langs) {
    expect(xml).toContain(`${listPath(lang)}</loc>`);
    for (const story of stories) expect(xml).toContain(`${detailPath(lang, story.id)}</loc>`);
  }
});
