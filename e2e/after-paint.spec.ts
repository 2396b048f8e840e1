// The scripts that wait for the page's first full paint (decision 061): a public page without islands holds
// one script the browser runs as it parses, the starter; every other script waits in an AfterPaint template
// and is fetched only once the page has painted, in both languages.
import { expect, test } from './support/fixture.ts';
import { at } from './support/portal.ts';

/** Templates with a script of their own besides the layout's: banners, a list, the FAQ, the download dialog, a video channel. */
const paths = ['/', '/resources/pre-built-model', '/community/FAQ', '/download', '/education/machine-learning-tv'];

/** The scripts of an HTML page the browser runs while it parses: every <script> outside a waiting template but data blocks. */
function scriptsRunAtParse(html: string): string[] {
  const outside = html.replace(/<template data-after-paint>[\s\S]*?<\/template>/g, '');
  return [...outside.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="application\/ld\+json"/.test(tag));
}

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: the public pages hold one script at parse time, the starter`, async ({ request }) => {
    for (const path of paths) {
      const html = await (await request.get(at(lang, path))).text();
      expect(html, path).toContain('<template data-after-paint>');
      const scripts = scriptsRunAtParse(html);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).not.toContain(' src=');
      // without an island, no hold on island forms (decision 065)
      expect(html, path).not.toContain('requestSubmit');
    }
    // a page with an island form holds its early submissions (e2e/island-forms.spec.ts)
    expect(await (await request.get(at(lang, '/login'))).text()).toContain('requestSubmit');
  });

  test(`${lang}: the public pages fetch their scripts after the first paint, and run them`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(at(lang, path));
      // the starter has put every waiting script into the page
      await expect(page.locator('template[data-after-paint]'), path).toHaveCount(0);
      // the layout's script has started: it imports the header's behaviour
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_astro/page-header.'))), {
          message: path,
        })
        .toBe(true);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(paint, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, `${path}: ${script.url}`).toBeGreaterThanOrEqual(paint ?? Infinity);
    }
  });
}

test('the banner strip gets its buttons once the home page has painted', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-carousel] [data-controls]')).toBeVisible();
});
