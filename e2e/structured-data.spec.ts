// Structured data and share cards (decision 057), on the built site: every page template a search engine may
// list, in both languages, opened at the first address of the sitemap it matches (the sitemap lists them all:
// the fixed pages, the channels and guides, each kind's list and its rows). On each, the JSON-LD is parsed, every
// node's type is held to Google's required properties, the page's own node to its address, language and
// translation, the breadcrumb to its steps; the share tags name an absolute picture that answers with its stated
// type and size; and the page is axe-clean, since every one of them got a visible breadcrumb. Pages a search
// engine must not list (the sign-in, the search results) carry the share tags and no JSON-LD.
import { imageSize } from 'image-size';
import { screenOf } from '#core/auth/screens.ts';
import { langTags, type Lang } from '#core/i18n/locales.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { productPages, sitemapRoutes } from '../site/src/lib/routes.ts';
import { expect, test } from './support/fixture.ts';
import { at, expectNoAxeViolations, msg } from './support/portal.ts';

type Node = Record<string, unknown> & { '@type'?: string };

/** Google's required properties (Search Central's structured data guides), by type; a dotted path is nested. */
const required: Record<string, readonly string[]> = {
  Article: ['headline', 'image', 'datePublished', 'author.name'],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
  Dataset: ['name', 'description'],
  DiscussionForumPosting: ['author.name', 'datePublished', 'text'],
  Comment: ['author.name', 'datePublished', 'text'],
  Question: ['name', 'acceptedAnswer.text'],
  FAQPage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
  SoftwareApplication: ['name', 'offers.price', 'offers.priceCurrency', 'operatingSystem', 'applicationCategory'],
  SoftwareSourceCode: ['name', 'description', 'author.name', 'datePublished'],
  WebSite: ['name', 'url', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'],
  Organization: ['name', 'url', 'logo'],
  ItemList: ['itemListElement'],
};

/** What each template's page is about, beside its own node and its breadcrumb. */
const expectedTypes: Record<string, readonly string[]> = {
  '/': ['WebSite', 'Organization'],
  '/products/overview': ['SoftwareApplication'],
  '/products/machine-learning': ['SoftwareApplication'],
  '/products/data-hub': ['SoftwareApplication'],
  '/download': ['SoftwareApplication'],
  '/about': ['AboutPage'],
  '/partner/partner-policy': ['FAQPage', 'Question'],
  '/community/FAQ': ['FAQPage', 'Question'],
  '/resources/pre-built-model': ['CollectionPage', 'ItemList'],
  '/resources/success-story': ['CollectionPage', 'ItemList'],
  '/community/Knowledge-sharing': ['CollectionPage', 'ItemList'],
  '/community/Knowledge-sharing/data-sets': ['CollectionPage', 'ItemList'],
  '/community/community-forum-list': ['CollectionPage', 'ItemList'],
  '/education/:product-tv': ['CollectionPage', 'VideoObject'],
  '/education/:product-training-guide-tv': ['CollectionPage', 'VideoObject'],
  '/resources/pre-built-model/detail/:id': ['SoftwareSourceCode'],
  '/community/Knowledge-sharing/detail/:id': ['SoftwareSourceCode'],
  '/resources/success-story/detail/:id': ['Article'],
  '/community/Knowledge-sharing/data-sets/detail/:id': ['Dataset'],
  // its comments as Comment nodes where it has some (below): other stories add posts without comments
  '/community/community-forum-detail/:idBullentin': ['DiscussionForumPosting'],
};

/** The kinds' detail pages whose rows the sitemap lists (lib/listed-pages.ts). */
const detailRoutes = Object.values(kindDeclarations)
  .filter((kind: KindDeclaration) => kind.readers === 'everyone' && !kind.detail.idInQuery && kind.detail.route !== kind.screens[0]?.route)
  .map((kind) => kind.detail.route);

/** Every node of a JSON-LD document, nested ones included. */
function nodesOf(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value as unknown[]) nodesOf(item, found);
  else if (value && typeof value === 'object') {
    if ('@type' in value) found.push(value as Node);
    for (const item of Object.values(value)) nodesOf(item, found);
  }
  return found;
}

const valueAt = (node: Node, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => {
    const one: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    return one && typeof one === 'object' ? (one as Record<string, unknown>)[key] : undefined;
  }, node);

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

test('every page a search engine may list carries valid structured data and a share card, in both languages', async ({ page, request, baseURL }) => {
  // about thirty templates in two languages, each parsed, fetched and scanned by axe
  test.setTimeout(900_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // the first address of each template in each language
  const targets = new Map<string, { template: string; lang: Lang; path: string }>();
  for (const address of addresses) {
    const lang: Lang = address === '/en' || address.startsWith('/en/') ? 'en' : 'ko';
    const path = lang === 'en' ? address.slice(3) || '/' : address;
    const template = screenOf(decodeURI(path))?.route;
    expect(template, `${address} is a screen of core/auth/screens.ts`).toBeDefined();
    if (!targets.has(`${template} ${lang}`)) targets.set(`${template} ${lang}`, { template: template!, lang, path: decodeURI(path) });
  }
  const templates = new Set([...targets.values()].map((target) => target.template));
  const listed = [...sitemapRoutes, ...productPages.map((path) => screenOf(path)!.route), ...detailRoutes];
  expect(
    listed.filter((route) => !templates.has(route)),
    'every listed template has an address in the sitemap',
  ).toEqual([]);
  expect(
    Object.keys(expectedTypes).filter((route) => !templates.has(route)),
    'every template with an expected type is walked',
  ).toEqual([]);

  const checkedPictures = new Set<string>();
  for (const { template, lang, path } of targets.values()) {
    const where = `${at(lang, path)} (${template})`;
    const response = await page.goto(at(lang, path));
    expect(response?.status(), where).toBe(200);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, where).toBeTruthy();
    // the portal's address: the running portal's, or the build's on a pre-rendered page (as its canonical link)
    const origin = new URL(canonical!).origin;

    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as unknown);
    for (const document of documents) expect(document, where).toMatchObject({ '@context': 'https://schema.org' });
    const nodes = nodesOf(documents);
    for (const node of nodes) {
      for (const property of required[node['@type'] ?? ''] ?? []) {
        // a comment deleted with replies keeps its place without its text and writer, as the page shows it
        if (node['@type'] === 'Comment' && !('text' in node)) continue;
        expect(isPresent(valueAt(node, property)), `${where}: ${node['@type']} has ${property}`).toBe(true);
      }
    }
    const types = new Set(nodes.map((node) => node['@type']));
    for (const type of expectedTypes[template] ?? []) expect(types.has(type), `${where} describes a ${type}`).toBe(true);
    for (const posting of nodes.filter((node) => node['@type'] === 'DiscussionForumPosting'))
      if (Number(valueAt(posting, 'commentCount') ?? 0) > 0) expect(types.has('Comment'), `${where} describes its comments`).toBe(true);

    // the page itself: its address, language and the other language's address
    const own = nodes.find((node) => node['@id'] === `${canonical}#page`);
    expect(own, `${where} describes itself`).toBeDefined();
    expect(own).toMatchObject({ url: canonical, inLanguage: langTags[lang] });
    const koreanOnly = screenOf(path)?.koreanOnly ?? false;
    if (!koreanOnly) expect(own?.[lang === 'ko' ? 'workTranslation' : 'translationOfWork'], `${where} names its translation`).toBeDefined();

    // the breadcrumb: home first, the page last, numbered from 1, every step a page of the site
    if (path !== '/') {
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as
        { position: number; name: string; item: string }[] | undefined;
      expect(crumbs?.length, `${where} has a breadcrumb`).toBeGreaterThanOrEqual(2);
      expect(crumbs!.map((crumb) => crumb.position)).toEqual(crumbs!.map((_, index) => index + 1));
      expect(crumbs!.at(-1)!.item.split('?')[0], where).toBe(canonical!.split('?')[0]);
      for (const crumb of crumbs!) expect(crumb.item.startsWith(`${origin}/`) && crumb.name.length > 0, `${where}: ${JSON.stringify(crumb)}`).toBe(true);
      await expect(page.getByRole('navigation', { name: msg(lang, 'nav.breadcrumb') })).toBeVisible();
    }

    // the share card: an absolute picture of its stated type and size, named for Twitter too
    const meta = async (selector: string) => page.locator(selector).getAttribute('content');
    const picture = { url: await meta('meta[property="og:image"]'), type: await meta('meta[property="og:image:type"]') };
    const size = { width: Number(await meta('meta[property="og:image:width"]')), height: Number(await meta('meta[property="og:image:height"]')) };
    expect(picture.url?.startsWith(`${origin}/`), `${where}: ${picture.url}`).toBe(true);
    expect(await meta('meta[property="og:image:alt"]'), where).toBeTruthy();
    expect(await meta('meta[name="twitter:card"]'), where).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:image"]'), where).toBe(picture.url);
    for (const name of ['twitter:title', 'twitter:description', 'twitter:image:alt'])
      expect(await meta(`meta[name="${name}"]`), `${where} ${name}`).toBeTruthy();
    if (!checkedPictures.has(picture.url!)) {
      checkedPictures.add(picture.url!);
      const address = new URL(picture.url!);
      const image = await request.get(`${baseURL}${address.pathname}${address.search}`, { maxRedirects: 0 });
      expect(image.status(), `${where}: ${picture.url}`).toBe(200);
      expect(image.headers()['content-type'], where).toBe(picture.type);
      expect(imageSize(new Uint8Array(await image.body())), where).toMatchObject(size);
    }

    await expectNoAxeViolations(page);
  }
});

test('a page a search engine must not list carries its share card and no structured data', async ({ page }) => {
  for (const path of ['/login', '/en/search?keyword=forecast', '/register']) {
    await page.goto(path);
    expect(await page.locator('script[type="application/ld+json"]').count(), path).toBe(0);
    const picture = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(picture, path).toMatch(/\/api\/public\/share-card\?page=%2F&lang=(ko|en)&v=\w+$/);
  }
});

test('the page of an item that is not there names no structured data and the home page’s card', async ({ page, pageErrors }) => {
  // a pre-built model id that no row has: "Not found", without markup or a card of an item
  pageErrors.expectErrorResponse(404, '/en/resources/pre-built-model/detail/999999');
  const response = await page.goto('/en/resources/pre-built-model/detail/999999');
  expect(response?.status()).toBe(404);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/share-card\?page=%2F&/);
});
