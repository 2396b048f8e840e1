// The JavaScript budget of the public pages: home, lists, details, products, download, policies and the
// text-only sign-in page ship no React, only small scripts (header, user menu, back-to-top, banners, the
// download dialog, the policy picker); the screens with a form have a budget of their own. Every script response and every inline <script> is counted.
// Every page template of site/src/pages is measured here or excluded below with its reason, so a new page
// type cannot miss its budget.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page, type Response } from '@playwright/test';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { msg } from './support/portal.ts';

const KB = 1024;
/** Budgets in bytes: the list may grow a little (filters), the detail must stay smallest. */
/**
 * What every page's header adds for its search suggestions (issue 31): the few lines that fetch their script
 * when the box is focused; the script itself (1.2 KB) is measured by its own test below.
 */
const SUGGESTIONS_LOADER = KB / 2;
/**
 * What every page's one inline script adds (components/page-starter.ts, 2,509 bytes): the starter of the scripts that
 * wait for the first paint (decision 061; the header's script and the page's own are fetched after the first paint
 * instead of beside the first picture), the member this browser remembers drawn in the header before that paint
 * (header-user.ts; started after it, "Sign in" showed 40-115 ms first) with their menu's button working until the
 * header's script takes it over, and the hold on island forms submitted before their island is live (island-forms.ts).
 */
const PAGE_STARTER = 2560;
/** The starter gzipped alone (1,161 bytes), in the sign-in screens' gzipped budget. */
const PAGE_STARTER_GZIP = 1180;
/**
 * The styles and words of the parts only a script shows, which come with those scripts instead of in every page's
 * HTML, so that a page's answer fits the first round trip of its connection (decisions 064 and 065,
 * components/late-styles.ts, lib/message-sets.ts): the notice strip's 1,916 B, the back-to-top button's 497 B and the
 * one-shot message's 480 B of styles minified for everyone, with the loader of message sets; and for a member the
 * notification bell's 1,492 B of styles and the lines that draw it (its markup and words left every page). Measured
 * 2026-12-03 (decision 065): every page's header script 7,305 -> 8,502 B and the bell's 3,661 -> 4,597 B, for 0.5 KB
 * less Brotli in every page's answer; /download 16,553 B, a partner library document read by the admin 19,167 B,
 * /search/glossary 268,359 B, /register-provider 86,429 B gzipped.
 */
const LATE_STYLES = 3.75 * KB;
const MEMBER_LATE_STYLES = 2.25 * KB;
const LATE_STYLES_GZIP = 0.75 * KB;
const always = SUGGESTIONS_LOADER + PAGE_STARTER + LATE_STYLES;
const budgets = { home: 10 * KB + always, list: 15 * KB + always, detail: 10 * KB + always } as const;

/** Bytes as served, and gzipped alone at level 9 (what a browser downloads, the same on every machine). */
type Measure = { external: number; inline: number; gzip: number; files: string[]; islands: number };

const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).byteLength;

async function measure(page: Page, path: string): Promise<Measure> {
  const bodies: Promise<{ url: string; bytes: number; gzip: number }>[] = [];
  const seen = new Set<string>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.add(response.url());
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.byteLength, gzip: gzipped(body) }))
        .catch(() => ({ url: response.url(), bytes: 0, gzip: 0 })),
    );
  };
  page.on('response', onResponse);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  // an island's scripts are all loaded once it has hydrated (Astro then drops its `ssr` attribute); on a
  // busy machine the network may fall idle before an island has even asked for them
  await expect.poll(() => page.locator('astro-island[ssr]').count(), { message: `${path}: its islands hydrate` }).toBe(0);
  // on a busy machine Playwright may report a response after goto has returned: wait until every script
  // the page's resource timing lists has been seen, or the page would be measured without them
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  await expect.poll(() => loaded.filter((url) => !seen.has(url)), { message: `${path}: responses of the scripts it loaded` }).toEqual([]);
  page.off('response', onResponse);
  expect(response?.status(), path).toBe(200);
  const scripts = await Promise.all(bodies);
  // a JSON-LD block (decision 057) is data the browser never runs: not JavaScript, so not in the budget
  const inlineTexts = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (elements) =>
    elements.map((element) => element.textContent ?? ''),
  );
  const inlineBytes = inlineTexts.map((text) => Buffer.from(text));
  const inline = inlineBytes.reduce((total, bytes) => total + bytes.byteLength, 0);
  const islands = await page.locator('astro-island').count();
  return {
    external: scripts.reduce((total, script) => total + script.bytes, 0),
    inline,
    gzip: scripts.reduce((total, script) => total + script.gzip, 0) + inlineBytes.reduce((total, bytes) => total + gzipped(bytes), 0),
    files: scripts.map((script) => script.url),
    islands,
  };
}

/** The fixed page templates the first test measures (the kinds' public pages are added from their declarations below). */
const publicTemplates = [
  '/',
  '/check-email',
  '/products/machine-learning',
  '/products/overview',
  '/products/data-hub',
  '/download',
  '/download/guide',
  '/community/forecast-item',
  '/privacy_policy',
  '/terms-conditions',
  '/about',
  '/privacy_policy_sup',
  '/dso1/introduction',
  '/dso1/application',
  '/partner/partner-policy',
  '/education/[product]-training-guide-tv',
  '/education/prods',
  '/search',
];

const koreanOnly = ['/privacy_policy_sup', '/dso1/introduction', '/dso1/application'];

/** The partner area's reading pages, measured behind the partner's sign-in by their own test below. */
const partnerTemplates = [
  '/partner/partner-FAQ',
  '/partner/partner-reference-room',
  '/partner/partner-reference-room-detail',
  '/partner/partner-business-management',
];

/**
 * The content authors' search pages (issue 31), measured behind the content manager's sign-in by their own
 * test below: the log is a list like the partner area's, the glossary a form screen (its term form and table).
 */
const authorTemplates = ['/search/log', '/search/glossary'];

/** The sign-in screens the second test measures. */
const formScreens = [
  '/login',
  '/register',
  '/forget-id',
  '/forget-password',
  '/reset-password',
  '/register-success',
  '/change-password',
  // the become-a-partner application: a public form like sign-up's, with the same country list
  '/partner/partner-application',
  // a notification mail's unsubscribe page (issue 32): one island that reads the link and asks for one click
  '/mail/unsubscribe',
  // where the mailed "lost your device" link lands (issue 34): the password form of the recovery screens
  '/second-factor-recovery',
  // after a sign-in provider (issue 34): a new person's sign-up (the sign-up's form kit) and the proof of an account
  '/register-provider',
  '/login-provider',
];

/**
 * The kinds' screens for their authors and writers (core/kinds/: open to authors or to members: editors,
 * forms, the moderators' queue), each behind the sign-in: no public page, so no budget here. A new kind's
 * are excluded by its declaration.
 */
const kindWritingScreens: Record<string, string> = Object.fromEntries(
  Object.values(kindDeclarations).flatMap((kind: KindDeclaration) =>
    kind.screens
      .filter((screen) => screen.openTo === 'authors' || screen.openTo === 'members')
      .map((screen) => [
        screen.route.replace(/:(\w+)/g, '[$1]'),
        `a screen for the kind's ${screen.openTo} (core/kinds/), behind the sign-in: not a public page`,
      ]),
  ),
);

/** Page templates with no budget here, each with its reason. */
const excluded: Record<string, string> = {
  ...kindWritingScreens,
  '/404': 'the not-found page: answered with 404 on every unknown address, the same layout as the public pages',
  '/500': 'the server-error page, shown only when rendering fails',
  '/dev/mail': 'the development mail page, off in production (DEV_MAIL_PAGE)',
  '/my-page/info': "a member's own screen behind the sign-in and the password re-entry, not a public page",
  '/my-page/import-password': "a member's own screen behind the sign-in, not a public page",
  '/my-page/change-info': "a member's own screen behind the sign-in and the password re-entry, not a public page",
  '/my-page/watching': "a member's own list of what they watch, behind the sign-in, not a public page",
  '/my-page/notifications': "a member's own notification settings, behind the sign-in, not a public page",
  '/my-page/bookmarks': "a member's own list of bookmarks, behind the sign-in, not a public page",
  '/my-page/my-data': "a member's own data and consents, behind the sign-in and the password re-entry, not a public page",
  '/my-page/accept-terms': "a member's acceptance of new terms at sign-in, behind the sign-in, not a public page",
  '/my-page/security':
    "a member's own second factor, passkeys and linked sign-in providers (issue 34), behind the sign-in and the password re-entry, not a public page",
  '/community/community-forum-bulletin-board/[idBullentin]':
    "a content manager's board form; other readers see the board's name and a link to its posts in the list",
  '/partner/partner-policy-register': "the partner policy's editing screen for PARTNER, STAFF and ADMIN (the editor island), not a public page",
  '/partner/partner-Q&A': 'the partner area behind the sign-in (PARTNER, STAFF, ADMIN), not a public page; a visitor is sent home. It ships no island',
  '/partner/partner-Q&A-detail': "a partner question behind the sign-in, not a public page (the thread's one tools island, as a forum post)",
  '/partner/partner-Q&A-register': "a partner's asking screen behind the sign-in (the editor island), not a public page",
  '/partner/partner-reference-room-register': "an author's screen for a library document (the editor island), not a public page",
  '/partner/partner-business-management-register': "an author's project form (an island), not a public page",
};

/** A screen's route as its page template (`:id` is `[id]`). */
const templateOf = (route: string) => route.replace(/:(\w+)/g, '[$1]');

/**
 * The kinds' pages open to everyone (core/kinds/), each measured in the first test: the kind's detail page
 * (when it has its own) with the detail's budget, its other pages with the list's. A page with a row in its
 * route is opened at the first address of the sitemap it matches, so a new kind's pages are measured
 * without an entry here; the templates excluded above with a reason are not.
 */
const kindPublicPages = Object.values(kindDeclarations)
  .flatMap((kind: KindDeclaration) =>
    kind.screens
      .filter((screen) => screen.openTo === 'everyone')
      .map((screen) => ({
        template: templateOf(screen.route),
        route: screen.route,
        budget: screen.route === kind.detail.route && screen.route !== kind.screens[0]?.route ? budgets.detail : budgets.list,
        koreanOnly: screen.koreanOnly ?? false,
      })),
  )
  .filter((page) => !(page.template in excluded));

/** The path of the first sitemap address a route matches (a route without `:name` is its own path). */
function sitemapPathOf(route: string, paths: readonly string[]): string | undefined {
  if (!route.includes(':')) return route;
  const pattern = new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
  return paths.find((path) => pattern.test(path));
}

/** Every page template of the site as its route: `[...locale]/about.astro` is `/about`, an index its folder. */
function pageTemplates(dir = 'site/src/pages'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageTemplates(path);
    // robots.txt.ts and sitemap.xml.ts are endpoints, not pages
    if (!entry.name.endsWith('.astro')) return [];
    const route = `/${relative('site/src/pages', path)}`
      .replace(/\.astro$/, '')
      .replace(/^\/\[\.\.\.locale\]/, '')
      .replace(/\/index$/, '');
    return [route === '' ? '/' : route];
  });
}

test('every page template of site/src/pages has a JavaScript budget here or a reason to have none', () => {
  const listed = [
    ...publicTemplates,
    ...kindPublicPages.map((page) => page.template),
    ...partnerTemplates,
    ...authorTemplates,
    ...formScreens,
    ...Object.keys(excluded),
  ];
  const templates = pageTemplates();
  expect(templates.length).toBeGreaterThan(20);
  expect(
    templates.filter((template) => !listed.includes(template)),
    'page templates missing from the budget lists of e2e/js-budget.spec.ts (add them, or exclude them with a reason)',
  ).toEqual([]);
  expect(
    listed.filter((template) => !templates.includes(template)),
    'entries of e2e/js-budget.spec.ts naming no page template',
  ).toEqual([]);
  expect(new Set(listed).size, 'each template once').toBe(listed.length);
});

test('the public pages stay within their JavaScript budget, ship no React and break no CSP rule', async ({ page, request }) => {
  // it opens every public page type in both languages: on a busy machine that takes longer than one story
  test.slow();
  // the kinds' pages with a row in their route open at a row the sitemap lists (db/kinds/ declares its rows)
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]!).pathname));
  const kindPages = kindPublicPages.map((target) => ({ ...target, path: sitemapPathOf(target.route, sitemapPaths) }));
  expect(
    kindPages.filter((target) => !target.path).map((target) => target.template),
    "the kinds' public pages each have an address in the sitemap (the demo content has a row of each)",
  ).toEqual([]);

  // the pages' Content-Security-Policy must not block anything they ship
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) blocked.push(message.text());
  });

  const rows: string[] = [];
  for (const prefix of ['', '/en']) {
    const pages = [
      { template: '/', path: `${prefix}/`, budget: budgets.home },
      // a page of text among the sign-in screens: no island, so no React
      { template: '/check-email', path: `${prefix}/check-email`, budget: budgets.home },
      { template: '/products/machine-learning', path: `${prefix}/products/machine-learning`, budget: budgets.detail },
      { template: '/products/overview', path: `${prefix}/products/overview`, budget: budgets.detail },
      { template: '/products/data-hub', path: `${prefix}/products/data-hub`, budget: budgets.detail },
      { template: '/download', path: `${prefix}/download`, budget: budgets.home },
      { template: '/download/guide', path: `${prefix}/download/guide`, budget: budgets.detail },
      { template: '/community/forecast-item', path: `${prefix}/community/forecast-item`, budget: budgets.detail },
      { template: '/privacy_policy', path: `${prefix}/privacy_policy`, budget: budgets.detail },
      { template: '/terms-conditions', path: `${prefix}/terms-conditions`, budget: budgets.detail },
      { template: '/about', path: `${prefix}/about`, budget: budgets.detail },
      { template: '/partner/partner-policy', path: `${prefix}/partner/partner-policy`, budget: budgets.detail },
      { template: '/education/[product]-training-guide-tv', path: `${prefix}/education/data-hub-training-guide-tv`, budget: budgets.list },
      { template: '/education/prods', path: `${prefix}/education/prods`, budget: budgets.detail },
      // a category's tab, whose "load more" has its script (the All tab has none)
      { template: '/search', path: `${prefix}/search?keyword=${prefix ? 'forecast' : encodeURIComponent('예측')}&category=PREBUILT`, budget: budgets.list },
      // the kinds' pages (core/kinds/), Korean-only ones in Korean alone
      ...kindPages
        .filter((target) => prefix === '' || !target.koreanOnly)
        .map((target) => ({ template: target.template, path: `${prefix}${target.path}`, budget: target.budget })),
      // Korean-only pages
      ...(prefix === ''
        ? [
            { template: '/privacy_policy_sup', path: '/privacy_policy_sup', budget: budgets.detail },
            { template: '/dso1/introduction', path: '/dso1/introduction', budget: budgets.detail },
            { template: '/dso1/application', path: '/dso1/application', budget: budgets.detail },
          ]
        : []),
    ];
    // the list of this language is the list the coverage test checks
    expect(new Set(pages.map((target) => target.template))).toEqual(
      new Set([
        ...publicTemplates.filter((template) => prefix === '' || !koreanOnly.includes(template)),
        ...kindPublicPages.filter((target) => prefix === '' || !target.koreanOnly).map((target) => target.template),
      ]),
    );
    for (const target of pages) {
      const result = await measure(page, target.path);
      const total = result.external + result.inline;
      rows.push(
        `${target.path.padEnd(42)} external ${String(result.external).padStart(6)} B (${result.files.length} files)  inline ${String(result.inline).padStart(5)} B  total ${String(total).padStart(6)} B  budget ${target.budget} B`,
      );
      expect(result.islands, `${target.path} hydrates no island`).toBe(0);
      expect(
        result.files.filter((url) => /react|client\.[\w-]+\.js/i.test(url)),
        `${target.path} loads no React`,
      ).toEqual([]);
      expect(total, `${target.path} JavaScript bytes`).toBeLessThanOrEqual(target.budget);
    }
  }
  console.log(`JavaScript per page:\n${rows.join('\n')}`);
  expect(blocked, 'nothing blocked by the Content-Security-Policy').toEqual([]);
});

test("the partner area's pages ship no React and stay within the public budgets", async ({ page }) => {
  // the partner's reading pages and the admin's business list (the page guard admits authors; ADMIN reads both)
  const signIn = await page.request.post('/api/auth/login', { data: { username: 'admin@example-analytics.com', password: 'Portal#2026!' } });
  expect(signIn.status(), 'the demo admin signs in').toBe(200);
  const library = (await (await page.request.get('/api/partner/partner-library?pageSize=1')).json()) as { data: { items: { id: number }[] } };
  const documentId = library.data.items[0]?.id;
  expect(documentId, 'the demo content has a library document').toBeDefined();
  const pages = [
    { template: '/partner/partner-FAQ', path: '/partner/partner-FAQ', budget: budgets.list + MEMBER_LATE_STYLES },
    { template: '/partner/partner-reference-room', path: '/en/partner/partner-reference-room', budget: budgets.list + MEMBER_LATE_STYLES },
    {
      template: '/partner/partner-reference-room-detail',
      path: `/partner/partner-reference-room-detail?id=${documentId}`,
      budget: budgets.detail + MEMBER_LATE_STYLES,
    },
    { template: '/partner/partner-business-management', path: '/partner/partner-business-management', budget: budgets.list + MEMBER_LATE_STYLES },
  ];
  expect(new Set(pages.map((target) => target.template))).toEqual(new Set(partnerTemplates));
  for (const target of pages) {
    const result = await measure(page, target.path);
    expect(result.islands, `${target.path} hydrates no island`).toBe(0);
    expect(result.external + result.inline, `${target.path} JavaScript bytes`).toBeLessThanOrEqual(target.budget);
  }
});

/**
 * The screens with a form ship React once, the site's form hook and their island; never the message
 * catalogues, and the shared schemas only once a form is used (they are not loaded here). Raw bytes as
 * served, and each script gzipped alone at level 9. Measured 2026-11-24: 246,570–254,084 B raw and
 * 79,315–81,588 B gzipped, /register the largest (docs/decisions/017-client-chunk-groups.md). Measured
 * 2026-11-25, with the partner application and the country select in the form kit: 247,824–254,637 B raw
 * and 79,837–81,864 B gzipped, /register still the largest and 56 B under the budget. Measured 2026-11-29,
 * with calls by key (decision 038) and the islands' message keys left on the server: 79,973–81,835 B
 * gzipped, /login the largest. The 80 KB is the screens' target (decision 013); React alone is about 68 KB.
 */
/**
 * What every form screen's kit adds to take up what a reader did before its island was live (decision 063,
 * islands/forms/early-input.ts). Measured 2026-12-03: the form kit 13,455 → 14,457 B, 5,665 → 6,055 B gzipped;
 * /search/glossary 262,338 B raw, /register-provider 85,565 B gzipped (194 and 161 B over the budgets without it).
 */
const EARLY_INPUT = 1 * KB;
const EARLY_INPUT_GZIP = KB / 2;
const FORM_PAGE_BUDGET = 256 * KB + EARLY_INPUT + LATE_STYLES;
/**
 * The sign-in providers' links on /login and /register (issue 34, components/sign-in-provider/): the small script
 * that shows the providers switched on and the reason a trip came back refused, 0.8 KB gzipped. Measured
 * 2026-11-30 with them: /register 83,387 B gzipped (the largest), /register-provider 83,358 B, /login 82,930 B
 * (82,135 B without them).
 */
const PROVIDER_LINKS = 1.5 * KB;
const FORM_PAGE_GZIP_BUDGET = 80 * KB + SUGGESTIONS_LOADER + PROVIDER_LINKS + PAGE_STARTER_GZIP + EARLY_INPUT_GZIP + LATE_STYLES_GZIP;
/**
 * What /login adds for a way to sign in beyond the password (issue 34, decision 053): the passkey button in the form's
 * own file, its ceremony loaded when pressed. Measured 2026-11-30: the form's file 1,812 → 2,018 B gzipped, /login
 * 82,225 → 82,433 B (1 B over the screens' budget without it). With the providers' links and the second step's
 * opening from `?secondFactor=` (2026-12-01): /login 83,485 B of 84,224; /register-provider 83,695 B of 83,968.
 * /register-provider, the sign-up through a provider, is such a way too: with the starter's account menu (2026-12-03)
 * it is 85,158 B, 10 B over the screens' budget.
 */
const SIGN_IN_WAYS_GZIP = KB / 4;

test('the sign-in screens ship one React runtime and their form, within their budget', async ({ browser, baseURL }) => {
  const rows: string[] = [];
  for (const path of [...formScreens, '/en/register']) {
    // a fresh browser each time: scripts the previous screen left in the cache would not be counted
    const context = await browser.newContext({ baseURL });
    const result = await measure(await context.newPage(), path);
    await context.close();
    const total = result.external + result.inline;
    rows.push(
      `${path.padEnd(20)} external ${String(result.external).padStart(7)} B (${result.files.length} files)  inline ${String(result.inline).padStart(5)} B  total ${String(total).padStart(7)} B  gzip ${String(result.gzip).padStart(6)} B`,
    );
    // the message keys a page picks stay on the server (site/src/islands/*/message-keys.ts): an island
    // imports them as types, so no script exports a list of them
    const scripts = await Promise.all(result.files.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
    expect(
      scripts.filter((script) => /\bas \w+MessageKeys\b/.test(script.text)).map((script) => script.url),
      `${path} ships no list of message keys`,
    ).toEqual([]);
    // a measure of the hydrated screen: React's file (site/client-chunks.ts, group `react`) loaded, and once
    expect(
      result.files.filter((url) => /\/react\.[\w-]+\.js$/.test(url)),
      `${path} loads React once`,
    ).toHaveLength(1);
    expect(total, `${path} JavaScript bytes`).toBeLessThanOrEqual(FORM_PAGE_BUDGET);
    expect(result.gzip, `${path} JavaScript bytes gzipped`).toBeLessThanOrEqual(
      FORM_PAGE_GZIP_BUDGET + (path === '/login' || path === '/register-provider' ? SIGN_IN_WAYS_GZIP : 0),
    );
  }
  console.log(`JavaScript per sign-in screen (budget ${FORM_PAGE_BUDGET} B, gzipped ${FORM_PAGE_GZIP_BUDGET} B):\n${rows.join('\n')}`);
});

/**
 * A form screen of a signed-in reader: the sign-in screens' budget, and what those screens leave out that a
 * member's page carries, the notification bell's script (1.1 KB gzipped) and the notice strip's (0.8 KB), with
 * room for a screen's islands a little larger than the sign-in form's (1.8 KB). Measured with the search
 * glossary's first build: 258,013 B raw and 84,868 B gzipped, its islands 2.8 KB gzipped.
 */
const SIGNED_IN_FORM_GZIP_BUDGET = FORM_PAGE_GZIP_BUDGET + 3 * KB;

test("the content authors' search pages: the log ships no React, the glossary one runtime and its form within a signed-in form screen's budget", async ({
  browser,
  baseURL,
}) => {
  const measured: Record<string, Measure> = {};
  for (const path of ['/search/glossary', '/en/search/log']) {
    // a fresh browser each time (as the sign-in screens'), signed in as the demo content manager
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const signIn = await page.request.post('/api/auth/login', { data: { username: 'content@example-analytics.com', password: DEMO_PASSWORD } });
    expect(signIn.status(), 'the demo content manager signs in').toBe(200);
    measured[path] = await measure(page, path);
    await context.close();
  }
  const glossary = measured['/search/glossary']!;
  const log = measured['/en/search/log']!;
  console.log(
    `JavaScript of the authors' search pages: /search/glossary ${glossary.external + glossary.inline} B (gzip ${glossary.gzip} B), /en/search/log ${log.external + log.inline} B`,
  );
  expect(log.islands, '/en/search/log hydrates no island').toBe(0);
  expect(log.external + log.inline, '/en/search/log JavaScript bytes').toBeLessThanOrEqual(budgets.list);
  // its islands' message keys stay on the server, as the sign-in screens' do
  const scripts = await Promise.all(glossary.files.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
  expect(
    scripts.filter((script) => /\bas \w+MessageKeys\b/.test(script.text)).map((script) => script.url),
    '/search/glossary ships no list of message keys',
  ).toEqual([]);
  expect(
    glossary.files.filter((url) => /\/react\.[\w-]+\.js$/.test(url)),
    '/search/glossary loads React once',
  ).toHaveLength(1);
  expect(glossary.external + glossary.inline, '/search/glossary JavaScript bytes').toBeLessThanOrEqual(FORM_PAGE_BUDGET + MEMBER_LATE_STYLES);
  expect(glossary.gzip, '/search/glossary JavaScript bytes gzipped').toBeLessThanOrEqual(SIGNED_IN_FORM_GZIP_BUDGET);
});

test('a sign-in form loads its schema when a field first takes the focus, and nothing fails on the way', async ({ page, pageErrors }) => {
  const scriptsLoaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').length);
  for (const path of ['/login', '/en/register']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const before = await scriptsLoaded();
    await page.getByRole('main').getByRole('textbox').first().focus();
    // the schemas (valibot and core/schemas/) arrive now, not with the page (docs/decisions/017-client-chunk-groups.md)
    await expect.poll(scriptsLoaded, { message: `${path}: the schema loads at the first focus` }).toBeGreaterThan(before);
  }
  expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
});

test("the header box's suggestions load only when it is focused, and add at most 10 KB gzipped", async ({ page }) => {
  const before = await measure(page, '/');
  const later: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !before.files.includes(response.url())) later.push(response.body().then(gzipped));
  });
  await page
    .getByRole('banner')
    .getByRole('button', { name: msg('ko', 'search.open'), exact: true })
    .click();
  // the script has run once the box is a combobox
  await expect(page.getByRole('combobox', { name: msg('ko', 'search.siteKeyword') })).toBeVisible();
  expect(later.length, 'the suggestions come in a script of their own, loaded on focus').toBeGreaterThan(0);
  const added = (await Promise.all(later)).reduce((total, bytes) => total + bytes, 0);
  console.log(`suggestions' script: ${(added / KB).toFixed(1)} KB gzipped, loaded on focus`);
  expect(added).toBeLessThanOrEqual(10 * KB);
});
