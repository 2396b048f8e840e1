import { langs } from '#core/i18n/locales.ts';
import { expect, test } from './support/fixture.ts';
import { at, expectNoAxeViolations, msg } from './support/portal.ts';

// What a visitor's browser meets of the hardening (docs/security.md): every page, pre-rendered or not,
// with the security headers; a malformed address answered with a readable page in the address's language;
// an address over Node's 16 KB limit answered by the server in the portal's shape, not with a bare 431;
// absolute links from the portal's configured address.

for (const lang of langs) {
  test(`${lang}: pre-rendered and on-request pages both carry the security headers and may not be framed`, async ({ page }) => {
    for (const path of ['/login', '/products/overview', '/resources/pre-built-model']) {
      const response = await page.goto(at(lang, path));
      expect(response?.status(), path).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['strict-transport-security'], path).toContain('max-age=31536000');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      // a pre-rendered page's policy element names the hashes of its own inline blocks, not the whole site's (decision 064)
      const element = await page.evaluate(() => document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? null);
      expect(element !== null, `${path} is pre-rendered`).toBe(path !== '/resources/pre-built-model');
      if (element !== null) {
        const blocks = await page.locator('style, script:not([src]):not([type="application/ld+json"])').count();
        const hashes = element.match(/'sha256-/g)?.length ?? 0;
        expect(hashes, `${path}: ${element}`).toBeGreaterThan(0);
        expect(hashes, `${path}: ${element}`).toBeLessThanOrEqual(blocks);
      }
    }
  });

  test(`${lang}: a malformed address shows a translated error page that passes axe, with a way home`, async ({ page, pageErrors }) => {
    pageErrors.expectErrorResponse(400, `${at(lang, '/')}%c0%ae`);
    const response = await page.goto(`${at(lang, '/')}%c0%ae`);
    expect(response?.status()).toBe(400);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page).toHaveTitle(`${msg(lang, 'errorPage.title.badRequest')} | ${msg(lang, 'site.name')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'errorPage.title.badRequest'));
    await expect(page.getByText(msg(lang, 'api.badPath'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: msg(lang, 'notFound.goHome') }).click();
    await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en/' : '/'}$`));
  });

  test(`${lang}: an address over 16 KB gets the error page in its language from the server, and a call the envelope`, async ({ page, request, pageErrors }) => {
    const keyword = 'a'.repeat(17 * 1024);
    pageErrors.expectErrorResponse(414, at(lang, '/search'));
    const response = await page.goto(`${at(lang, '/search')}?keyword=${keyword}`);
    expect(response?.status()).toBe(414);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'errorPage.title.addressTooLong'));
    await expect(page.getByText(msg(lang, 'api.addressTooLong', { max: '16 KB' }))).toBeVisible();
    await expectNoAxeViolations(page);

    const call = await request.get(`/api/public/searching?keyword=${keyword}`, { headers: { 'accept-language': lang } });
    expect(call.status()).toBe(414);
    expect(await call.json()).toEqual({ success: false, message: msg(lang, 'api.addressTooLong', { max: '16 KB' }), data: null, code: 414, status: 414 });
  });
}

test('canonical links, the sitemap and robots.txt name the portal configured address', async ({ page, request, baseURL }) => {
  await page.goto('/resources/pre-built-model');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/resources/pre-built-model`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/en/resources/pre-built-model</loc>`);
});
