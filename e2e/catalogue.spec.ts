// The public pre-built model catalogue in a real browser, in Korean (/) and English (/en/): home, list with
// filters in the URL, detail, the language switch, paging, downloads, not-found pages and axe checks.
import { type APIRequestContext } from '@playwright/test';
import { langs, langLabels as switchLabel, langTags as tags, type Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { PreBuiltModelView } from '#core/schemas/pre-built-model.ts';
import { expect, test } from './support/fixture.ts';
import { expectNoAxeViolations } from './support/portal.ts';

/** The language of the full journeys; the other language has a short check (docs/testing.md "One journey, one language"). */
const journeyLangs: readonly Lang[] = ['ko'];

type CodeItem = PreBuiltModelView['industries'][number];
type Model = PreBuiltModelView;

const other = (lang: Lang): Lang => (lang === 'ko' ? 'en' : 'ko');
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const listPath = (lang: Lang) => `${prefix(lang)}/resources/pre-built-model`;
const detailPath = (lang: Lang, id: number) => `${listPath(lang)}/detail/${id}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The list's canonical encoding of a keyword (everything but unreserved characters percent-encoded). */
const encodeKeyword = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** A message of the catalogue with its {{values}} filled in, as the pages translate it. */
const msg = (lang: Lang, key: MessageKey, values?: Record<string, string | number>) => translator(lang)(key, values);

/** The name of a pager link ("Page 2", "2페이지"): the hidden words may be read with or without a space. */
function pageLink(lang: Lang, page: number): RegExp {
  const [before = '', after = ''] = msg(lang, 'paging.page', { page: '\u0001' }).split('\u0001');
  return new RegExp(`^${escapeRegExp(before.trim())}\\s*${page}\\s*${escapeRegExp(after.trim())}$`);
}

const pick = (model: Model, field: 'title' | 'benefit' | 'overview' | 'painPoint' | 'advantage' | 'valuePoint', lang: Lang) =>
  model[`${field}${lang === 'en' ? 'En' : 'Kr'}`];
const nameOf = (item: CodeItem, lang: Lang) => (lang === 'en' ? item.nameEn : item.nameKr);
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The first paragraph of a plain text (blank-line separated) or of a rich text (its first <p>), as the page shows it. */
const firstParagraph = (text: string) => {
  const html = /<p>([\s\S]*?)<\/p>/.exec(text)?.[1];
  const first = html === undefined ? (text.split(/\n\s*\n/)[0] ?? '') : html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
  return first.replace(/\s+/g, ' ').trim();
};

/** Every published model, from the public API (the same data the pages read). */
async function allModels(request: APIRequestContext): Promise<Model[]> {
  const response = await request.get('/api/public/pre-built-model?page=1&pageSize=100');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: Model[] } };
  return body.data.items;
}

for (const lang of langs) {
  test.describe(`${lang}: the pre-built model catalogue, a visitor's journey`, () => {
    // the whole journey in its language; the other has its short check (docs/testing.md "One journey, one language")
    if (journeyLangs.includes(lang))
      test(`${lang}: a visitor goes from home to the list, filters by industry, algorithm and keyword, reads a model and goes back`, async ({
        page,
        request,
      }) => {
        const models = await allModels(request);
        // the story counts this model's views: a model no other test opens (the newest is opened by the home,
        // budget and axe tests, #1 by the access matrix, the first with a file by the download tests)
        const opened = new Set([models[0]?.id, 1, models.find((item) => item.attachments.length > 0)?.id]);
        const model = models.find((item) => item.industries.length > 0 && item.algorithms.length > 0 && !opened.has(item.id));
        if (!model) throw new Error('the demo content has no model with an industry and an algorithm');
        const industry = model.industries[0] as CodeItem;
        const algorithm = model.algorithms[0] as CodeItem;
        const title = pick(model, 'title', lang);
        const keyword = title.split(/\s+/).slice(0, 2).join(' ');

        // home: the hero and the three newest models
        await page.goto(`${prefix(lang)}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'home.title'));
        await expect(page.locator('[data-home-list="models"] article')).toHaveCount(3);
        await page
          .getByRole('main')
          .getByRole('link', { name: msg(lang, 'home.allModels') })
          .first()
          .click();

        // the list
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath(lang))}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'model.listTitle'));
        await page.getByLabel(msg(lang, 'model.keyword'), { exact: true }).fill(keyword);
        await page
          .getByRole('group', { name: msg(lang, 'model.industry') })
          .getByRole('checkbox', { name: nameOf(industry, lang), exact: true })
          .check();
        await page
          .getByRole('group', { name: msg(lang, 'model.algorithm') })
          .getByRole('checkbox', { name: nameOf(algorithm, lang), exact: true })
          .check();
        await page.getByRole('button', { name: msg(lang, 'common.search'), exact: true }).click();

        // the filters are in the URL, in one canonical form, and survive a reload
        const filtered = `${listPath(lang)}?keyword=${encodeKeyword(keyword)}&industries=${industry.code}&algorithms=${algorithm.code}`;
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(filtered)}$`));
        const cardLink = page.getByRole('link', { name: title, exact: true });
        await expect(cardLink).toBeVisible();
        await page.reload();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(filtered)}$`));
        await expect(page.getByLabel(msg(lang, 'model.keyword'), { exact: true })).toHaveValue(keyword);
        await expect(page.getByRole('checkbox', { name: nameOf(industry, lang), exact: true })).toBeChecked();
        await expect(page.getByRole('checkbox', { name: nameOf(algorithm, lang), exact: true })).toBeChecked();
        const cards = page.locator('main article');
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${count}`) })).toBeVisible();
        for (const card of await cards.all()) {
          await expect(card.getByRole('list', { name: msg(lang, 'model.industry') })).toContainText(nameOf(industry, lang));
          await expect(card.getByRole('list', { name: msg(lang, 'model.algorithm') })).toContainText(nameOf(algorithm, lang));
        }

        // the detail, in the page's language
        await cardLink.click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(detailPath(lang, model.id))}$`));
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        const main = page.getByRole('main');
        await expect(main).toContainText(firstParagraph(pick(model, 'benefit', lang)));
        for (const [field, key] of [
          ['overview', 'model.overview'],
          ['painPoint', 'model.painPoint'],
          ['advantage', 'model.advantage'],
          ['valuePoint', 'model.valuePoint'],
        ] as const) {
          await expect(main.getByRole('heading', { name: msg(lang, key), exact: true })).toBeVisible();
          await expect(main).toContainText(firstParagraph(pick(model, field, lang)));
        }
        // the other language's text is not shown
        await expect(main).not.toContainText(firstParagraph(pick(model, 'overview', other(lang))));
        for (const item of model.industries) await expect(main.getByRole('list', { name: msg(lang, 'model.industry') })).toContainText(nameOf(item, lang));
        for (const item of model.algorithms) await expect(main.getByRole('list', { name: msg(lang, 'model.algorithm') })).toContainText(nameOf(item, lang));
        await expect(main.getByRole('heading', { name: msg(lang, 'model.howToUse'), exact: true })).toBeVisible();
        if (model.howToUseType === 'URL') {
          await expect(main.getByRole('link', { name: new RegExp(escapeRegExp(msg(lang, 'model.howToUseLink'))) })).toHaveAttribute(
            'href',
            model.howToUseContent,
          );
        } else {
          await expect(main.locator('pre code')).toContainText((model.howToUseContent.split('\n')[0] ?? '').trim());
        }

        // each view counts once: the page shows its own view; a reload within the views' batch delay may be
        // given the page kept for visitors (decision 014), and its view counts all the same
        const shown = async () => Number((await page.locator('[data-views]').innerText()).replace(/\D/g, ''));
        const views = await shown();
        await page.reload();
        const counted = async () => ((await (await request.get(`/api/public/pre-built-model?id=${model.id}`)).json()) as { data: { view: number } }).data.view;
        await expect.poll(counted, { timeout: 30_000 }).toBe(views + 1);
        // once the views are written, a visitor's page shows them
        await expect
          .poll(
            async () => {
              await page.reload();
              return shown();
            },
            { timeout: 30_000 },
          )
          .toBeGreaterThan(views + 1);

        await page.getByRole('link', { name: msg(lang, 'model.backToList') }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath(lang))}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'model.listTitle'));
      });
  });

  test.describe(`${lang}: the pre-built model catalogue's list and language switch`, () => {
    if (!journeyLangs.includes(lang))
      test(`${lang}: the list is in English and a keyword finds a model (the short check; the journey is the Korean one)`, async ({ page, request }) => {
        const [model] = await allModels(request);
        if (!model) throw new Error('no demo content');
        const title = pick(model, 'title', lang);
        await page.goto(listPath(lang));
        await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(msg(lang, 'model.listTitle'))));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'model.listTitle'));
        await page.getByLabel(msg(lang, 'model.keyword'), { exact: true }).fill(title);
        await page.getByRole('button', { name: msg(lang, 'common.search'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${listPath(lang)}?keyword=${encodeKeyword(title)}`)}$`));
        await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      });

    test(`${lang}: the language switch keeps the page, its filters and remembers the choice`, async ({ page, request, context }) => {
      const [model] = await allModels(request);
      if (!model) throw new Error('no demo content');
      const industry = model.industries[0] as CodeItem;
      const target = other(lang);

      await page.goto(`${listPath(lang)}?industries=${industry.code}&page=1`);
      // the list URL is normalized (page 1 is the default)
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${listPath(lang)}?industries=${industry.code}`)}$`));
      await page.getByRole('link', { name: switchLabel[target], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${listPath(target)}?industries=${industry.code}`)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', tags[target]);
      await expect(page.getByRole('checkbox', { name: nameOf(industry, target), exact: true })).toBeChecked();
      expect((await context.cookies()).find((cookie) => cookie.name === 'portal_lang')?.value).toBe(target);

      await page.goto(detailPath(lang, model.id));
      await page.getByRole('link', { name: switchLabel[target], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(detailPath(target, model.id))}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(model, 'title', target));

      // the remembered choice: the Korean home sends a reader who chose English to the English home
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', tags[target]);
    });

    test(`${lang}: the list shows 9 models per page and pages through them`, async ({ page, request }) => {
      const total = (await allModels(request)).length;
      expect(total).toBeGreaterThan(9);
      await page.goto(listPath(lang));
      await expect(page.locator('main article')).toHaveCount(9);
      const firstPage = await page.locator('main article h3').allInnerTexts();
      const pager = page.getByRole('navigation', { name: msg(lang, 'paging.label') });
      await expect(pager.getByRole('link', { name: pageLink(lang, 1) })).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('link', { name: pageLink(lang, 2) }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath(lang))}\\?page=2$`));
      await expect(pager.getByRole('link', { name: pageLink(lang, 2) })).toHaveAttribute('aria-current', 'page');
      const secondPage = await page.locator('main article h3').allInnerTexts();
      expect(secondPage.length).toBe(Math.min(9, total - 9));
      expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
      await pager.getByRole('link', { name: msg(lang, 'paging.previous') }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath(lang))}$`));
    });
  });

  test.describe(`${lang}: the pre-built model catalogue's downloads, errors and page checks`, () => {
    test(`${lang}: an attachment downloads from a model's page`, async ({ page, request }) => {
      const model = (await allModels(request)).find((item) => item.attachments.length > 0);
      if (!model) throw new Error('the demo content has no attachment');
      const file = model.attachments[0] as Model['attachments'][number];
      const fileName = `${file.name}.${file.extension}`;
      await page.goto(detailPath(lang, model.id));
      const link = page.getByRole('link', { name: fileName, exact: true });
      await expect(link).toHaveAttribute('href', `/api${file.storedPath}`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const response = await request.get(`/api${file.storedPath}`);
      expect(response.status()).toBe(200);
      expect((await response.body()).byteLength).toBe(file.size);
    });

    test(`${lang}: an unknown path or model shows "Not found" with status 404`, async ({ page, pageErrors }) => {
      for (const path of [`${prefix(lang)}/nope`, detailPath(lang, 999_999), `${detailPath(lang, 1)}x`]) {
        pageErrors.expectErrorResponse(404, path);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', tags[lang]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'notFound.title'));
        await expect(page.getByRole('link', { name: msg(lang, 'notFound.goHome') })).toHaveAttribute('href', lang === 'en' ? '/en/' : '/');
      }
    });

    test(`${lang}: home, list, detail and not-found pages pass axe`, async ({ page, request, pageErrors }) => {
      const [model] = await allModels(request);
      if (!model) throw new Error('no demo content');
      pageErrors.expectErrorResponse(404, `${prefix(lang)}/nope`);
      for (const path of [`${prefix(lang)}/`, listPath(lang), detailPath(lang, model.id), `${prefix(lang)}/nope`]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });

    test(`${lang}: pages name their language, canonical URL and alternates`, async ({ page }) => {
      await page.goto(listPath(lang));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escapeRegExp(listPath(lang))}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', /\/resources\/pre-built-model$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/resources\/pre-built-model$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^n]\/resources\/pre-built-model$/);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'en' ? 'en_US' : 'ko_KR');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', msg(lang, 'model.listLead'));
      await expect(page.getByRole('link', { name: msg(lang, 'site.skipToContent') })).toHaveAttribute('href', '#main');
      await expect(page.getByRole('navigation', { name: msg(lang, 'nav.main') })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText(msg(lang, 'footer.copyright', { year: new Date().getFullYear() }));
    });
  });
}

test('search engines find every model in both languages through robots.txt and the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const models = await allModels(request);
  expect(models.length).toBeGreaterThan(0);
  for (const model of models) {
    for (const lang of langs) expect(xml).toContain(`${detailPath(lang, model.id)}</loc>`);
  }
  // home, the model list and each model; the story list and each story (e2e/success-story.spec.ts); the
  // community's lists (forecast items, FAQ, shared models and data sets, forum) and their items; the
  // education pages; the partner policy; the fixed pages in both languages, and the Korean-only ones once.
  // Other tests add items meanwhile, so the items are counted from the sitemap itself and the pages exactly.
  const stories = ((await (await request.get('/api/public/success-story?pageSize=1')).json()) as { data: { total: number } }).data.total;
  const items =
    xml.match(
      /\/(resources\/(pre-built-model|success-story)|community\/Knowledge-sharing(\/data-sets)?)\/detail\/\d+<\/loc>|\/community\/community-forum-detail\/\d+<\/loc>/g,
    )?.length ?? 0;
  expect(items).toBeGreaterThanOrEqual((models.length + stories) * langs.length);
  const lists = 3 + 5;
  const bilingualFixed = 7;
  // the certification page, and each product's video channel and training guide
  const education = 1 + 2 * 2;
  // the partner policy, open to everyone (the rest of the partner area is behind the sign-in)
  const partner = 1;
  const koreanOnly = ['/privacy_policy_sup', '/dso1/introduction', '/dso1/application'];
  expect(xml.match(/<url>/g)).toHaveLength(items + (lists + bilingualFixed + education + partner) * langs.length + koreanOnly.length);
  for (const path of koreanOnly) {
    expect(xml).toContain(`${path}</loc>`);
    expect(xml).not.toContain(`/en${path}</loc>`);
  }
  expect(xml).toContain('hreflang="x-default"');
});
