// The JavaScript budget of the public pages: home, lists, details, products, download, policies and the
// text-only sign-in page ship no React, only small scripts (header, user menu, back-to-top, banners, the
// download dialog, the policy picker); the screens with a form have a budget of their own. Every script response and every inline <script> is counted.
import { expect, test, type Page, type Response } from '@playwright/test';

const KB = 1024;
/** Budgets in bytes: the list may grow a little (filters), the detail must stay smallest. */
const budgets = { home: 10 * KB, list: 15 * KB, detail: 10 * KB } as const;

type Measure = { external: number; inline: number; files: string[]; islands: number };

async function measure(page: Page, path: string): Promise<Measure> {
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.byteLength }))
        .catch(() => ({ url: response.url(), bytes: 0 })),
    );
  };
  page.on('response', onResponse);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  expect(response?.status(), path).toBe(200);
  const scripts = await Promise.all(bodies);
  const inline = await page.$$eval('script:not([src])', (elements) =>
    elements.reduce((total, element) => total + new TextEncoder().encode(element.textContent ?? '').byteLength, 0),
  );
  const islands = await page.locator('astro-island').count();
  return { external: scripts.reduce((total, script) => total + script.bytes, 0), inline, files: scripts.map((script) => script.url), islands };
}

test('the public pages stay within their JavaScript budget, ship no React and break no CSP rule', async ({ page, request }) => {
  const list = (await (await request.get('/api/public/pre-built-model?page=1&pageSize=1')).json()) as { data: { items: { id: number }[] } };
  const id = list.data.items[0]?.id;
  expect(id, 'the demo content has a model').toBeDefined();
  const stories = (await (await request.get('/api/public/success-story?page=1&pageSize=1')).json()) as { data: { items: { id: number }[] } };
  const storyId = stories.data.items[0]?.id;
  expect(storyId, 'the demo content has a success story').toBeDefined();

  // the pages' Content-Security-Policy must not block anything they ship
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) blocked.push(message.text());
  });

  const rows: string[] = [];
  for (const prefix of ['', '/en']) {
    const pages = [
      { name: 'home', path: `${prefix}/`, budget: budgets.home },
      { name: 'list', path: `${prefix}/resources/pre-built-model`, budget: budgets.list },
      { name: 'detail', path: `${prefix}/resources/pre-built-model/detail/${id}`, budget: budgets.detail },
      // a page of text among the sign-in screens: no island, so no React
      { name: 'check-email', path: `${prefix}/check-email`, budget: budgets.home },
      { name: 'story list', path: `${prefix}/resources/success-story`, budget: budgets.list },
      { name: 'story detail', path: `${prefix}/resources/success-story/detail/${storyId}`, budget: budgets.detail },
      { name: 'product', path: `${prefix}/products/machine-learning`, budget: budgets.detail },
      { name: 'download', path: `${prefix}/download`, budget: budgets.home },
      { name: 'download guide', path: `${prefix}/download/guide`, budget: budgets.detail },
      { name: 'privacy policy', path: `${prefix}/privacy_policy`, budget: budgets.detail },
      { name: 'terms', path: `${prefix}/terms-conditions`, budget: budgets.detail },
      { name: 'about', path: `${prefix}/about`, budget: budgets.detail },
      // Korean-only pages
      ...(prefix === ''
        ? [
            { name: 'supporters privacy', path: '/privacy_policy_sup', budget: budgets.detail },
            { name: 'dso1', path: '/dso1/introduction', budget: budgets.detail },
          ]
        : []),
    ];
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

/** The screens with a form ship React once, the form library and the shared schemas; never the message catalogues. */
const FORM_PAGE_BUDGET = 300 * KB;

test('the sign-in screens ship one React runtime and their form, within their budget', async ({ page }) => {
  const rows: string[] = [];
  for (const path of ['/login', '/register', '/en/register', '/forget-password', '/reset-password', '/register-success']) {
    const result = await measure(page, path);
    const total = result.external + result.inline;
    rows.push(
      `${path.padEnd(20)} external ${String(result.external).padStart(7)} B (${result.files.length} files)  inline ${String(result.inline).padStart(5)} B  total ${String(total).padStart(7)} B`,
    );
    expect(total, `${path} JavaScript bytes`).toBeLessThanOrEqual(FORM_PAGE_BUDGET);
  }
  console.log(`JavaScript per sign-in screen (budget ${FORM_PAGE_BUDGET} B):\n${rows.join('\n')}`);
});
