// A form submitted before its island is live (site/src/components/island-forms.ts), in both languages: the sign-in
// form's script held back on its way, the member types and presses Enter, and the browser sends nothing (before the
// hold, it sent a GET to the page with the password in the address); once the script arrives the island signs in,
// and keeps the remember-my-ID box ticked before it was live.
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, escapeRegExp, msg } from './support/portal.ts';

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: a sign-in submitted before the form's script has run waits for it, and nothing goes in the address`, async ({ page, baseURL }) => {
    const member = await addActiveMember(lang, lang === 'ko' ? '김보류' : 'Hold Early');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/LoginForm.*.js', async (route) => {
      await released;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });

    // not the suite's goto, which waits for the page's islands to hydrate
    await page.evaluate((url) => location.assign(url), new URL(at(lang, '/login'), baseURL).href);
    await page.waitForURL(`**${at(lang, '/login')}`);
    const main = page.getByRole('main');
    await expect(main.locator('astro-island[ssr]')).not.toHaveCount(0);
    await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(member.username);
    await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(member.password);
    // ticked before the island is live, the box's tick is kept
    await main.getByLabel(msg(lang, 'login.rememberId')).check();
    await main.getByLabel(msg(lang, 'field.password'), { exact: true }).press('Enter');
    // the browser has had its chance to send the form: a round trip to the server and back
    await page.request.get(at(lang, '/login'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(documents).toEqual([page.url()]);
    await expect(main.getByLabel(msg(lang, 'field.password'), { exact: true })).toHaveValue(member.password);

    release();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(at(lang, '/'))}$`));
    await expect(page.locator('[data-user-menu]')).toContainText(member.name);
    expect(await page.evaluate(() => localStorage.getItem('rememberedId'))).toBe(member.username);
    expect(documents.some((url) => url.includes('password') || url.includes(encodeURIComponent(member.username)))).toBe(false);
  });
}
