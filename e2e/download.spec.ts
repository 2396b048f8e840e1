// Downloading Studio in a real browser (portal spec §2, §9): a visitor's download leads to sign-in and
// back, the confirm popup carries the macOS tip whose link opens /download/guide in a new window, OK
// records the download and sends the browser to the installer on the distribution host (answered here
// by page.route, so nothing leaves the machine), and the guide has no header or footer.
import { type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { latestRelease } from '#core/software-releases.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, atPath, expectNoAxeViolations, expectPageIn, fillSignIn, msg } from './support/portal.ts';

/** The language of the full journeys; the other language has a short check (docs/testing.md "One journey, one language"). */
const journeyLangs: readonly Lang[] = ['ko'];

const members: Record<Lang, string> = { ko: 'member@hanbit-manufacturing.co.kr', en: 'emily.carter@northwind-retail.com' };
const latest = latestRelease();
const macInstaller = latest.installers.find((file) => file.platform === 'macos');

const downloadButton = (page: Page, lang: Lang, platform: string, version = latest.version) =>
  page.getByRole('button', { name: msg(lang, 'download.buttonLabel', { platform, version }), exact: true });

async function answerInstallerRequests(page: Page) {
  await page.route('https://download.example-analytics.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>installer</title>' }),
  );
}

for (const lang of ['ko', 'en'] as const) {
  // the whole journey in Korean, by a member of its own (the story reads back the member's newest usage
  // record, which the demo member's sign-ins elsewhere would add to); English has the short check below
  if (journeyLangs.includes(lang))
    test(`${lang}: a visitor's download leads to sign-in and back; the member confirms, the download is recorded and the installer starts`, async ({
      page,
    }) => {
      if (!macInstaller) throw new Error('the latest release has no macOS installer');
      const member = await addActiveMember(lang, '다운로드 회원');
      await answerInstallerRequests(page);
      await page.goto(at(lang, '/download'));
      await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'download.title') })).toBeVisible();
      await expect(page.getByText(msg(lang, 'download.trialTitle', { days: 60 }))).toBeVisible();
      await expectNoAxeViolations(page);

      // a visitor goes to sign in, with the way back to this page in the address
      await downloadButton(page, lang, 'macOS').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(atPath(at(lang, '/login')));
      const next = new URL(page.url()).searchParams.get('next') ?? '';
      expect(next.startsWith(`${at(lang, '/download')}?`)).toBe(true);
      await fillSignIn(page, lang, member.username, member.password);

      // back on /download, the popup asks to confirm the chosen installer
      await expect(page).toHaveURL(atPath(at(lang, '/download')));
      const dialog = page.getByRole('dialog', { name: msg(lang, 'download.confirmTitle', { version: latest.version }) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(macInstaller.fileName);
      await expect(dialog).toContainText(msg(lang, 'download.macTip'));
      const guideLink = dialog.getByRole('link', { name: new RegExp(msg(lang, 'download.guideLink')) });
      await expect(guideLink).toHaveAttribute('href', at(lang, '/download/guide'));
      await expect(guideLink).toHaveAttribute('target', '_blank');
      await expect(guideLink).toHaveAttribute('rel', /noopener/);
      await expect(guideLink).toContainText(msg(lang, 'nav.opensInNewWindow'));
      await expectNoAxeViolations(page);

      // the guide opens in a new window
      const [guide] = await Promise.all([page.context().waitForEvent('page'), guideLink.click()]);
      await expect(guide).toHaveURL(atPath(at(lang, '/download/guide')));
      await guide.close();

      // Cancel (Escape) closes the popup and gives the focus back to the button
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(downloadButton(page, lang, 'macOS')).toBeFocused();

      // OK records the download and goes to the installer's address
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: msg(lang, 'dialog.ok'), exact: true }).click();
      await page.waitForURL(macInstaller.url);

      const history = await page.request.get('/api/auth/content-usage-hist', { headers: { 'accept-language': lang } });
      expect(history.status()).toBe(200);
      const body = (await history.json()) as { data: { items: { contentType: string; action: string; detail: string }[] } };
      expect(body.data.items[0]).toMatchObject({ contentType: 'SOFTWARE', action: 'DOWNLOAD', detail: `${latest.version}/macos` });
    });

  test(`${lang}: the installation guide has no header or footer`, async ({ page }) => {
    await page.goto(at(lang, '/download/guide'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ko' ? 'ko-KR' : 'en-US');
    await expect(page).toHaveTitle(new RegExp(msg(lang, 'installGuide.title')));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: msg(lang, 'installGuide.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'macOS' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("en: the download page is in English and a visitor's download asks to sign in first (the short check; the journey is the Korean one)", async ({
  page,
}) => {
  await page.goto('/en/download');
  await expectPageIn(page, 'en', msg('en', 'download.title'));
  await expect(page.getByText(msg('en', 'download.trialTitle', { days: 60 }))).toBeVisible();
  await downloadButton(page, 'en', 'macOS').click();
  await expect(page).toHaveURL(atPath('/en/login'));
  expect(new URL(page.url()).searchParams.get('next')?.startsWith('/en/download?')).toBe(true);
});

test('ko: a member whose session ended is sent to sign in again, with the way back', async ({ page, context, pageErrors }) => {
  // the download needs the lost session and is refused (401); the header's session check and bell may be
  // refused too, racing the way to the sign-in that refusal starts
  pageErrors.expectErrorResponse(401, '/api/auth/content-usage-hist');
  pageErrors.allowErrorResponse(401, '/api/auth/user-info');
  pageErrors.allowErrorResponse(401, '/api/member/notifications');
  // signed in once through the API as the form does, then the session cookie is lost (expired)
  const login = await page.request.post('/api/auth/login', { headers: { 'accept-language': 'ko' }, data: { username: members.ko, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto('/download');
  await context.clearCookies({ name: 'portal_session' });
  await downloadButton(page, 'ko', 'Windows').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: msg('ko', 'dialog.ok'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/login'));
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/download?download=${encodeURIComponent(`${latest.version}/windows`)}`);
});
