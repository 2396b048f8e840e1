// The education channels in a real browser: a channel lists its videos 10 a page, by category and title;
// a video plays in place and its player loads only on the visitor's click (nothing of the video site
// before); a content manager registers a video, a visitor plays it, and the manager deletes it, the total
// dropping at once; a member keeps their training-guide progress, a visitor is invited to sign in; the
// certification page; axe on every page in both languages.
import { type Page } from '@playwright/test';
import { langs, type Lang } from '#core/i18n/locales.ts';
import type { VideoView } from '#core/schemas/video.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, atPath, escapeRegExp, expectNoAxeViolations, islandsHydrated, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const CONTENT_MANAGER = 'content@example-analytics.com';
/** A registered video shows on the channel every reader counts: that test runs after the parallel ones. */
const GLOBAL_DATA = { tag: '@global-data' };

const channel = (lang: Lang, product = 'machine-learning') => at(lang, `/education/${product}-tv`);
const guide = (lang: Lang, product = 'machine-learning') => at(lang, `/education/${product}-training-guide-tv`);
const cards = (page: Page) => page.locator('[data-video-list] > li');
const total = (page: Page) => page.locator('[data-video-total]');

async function videos(page: Page, query: string): Promise<{ items: VideoView[]; total: number }> {
  const response = await page.request.get(`/api/public/video?pageSize=100&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: VideoView[]; total: number } }).data;
}

/** Requests to the video site the page made (its player, thumbnails, scripts). */
function videoSiteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  // the player's host is not reached from the test machine: answered empty, so nothing waits on the network
  void page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  return seen;
}

for (const lang of langs) {
  test(`${lang}: a channel pages its videos by 10, filters by category and title, and plays one in place on click only`, async ({ page }) => {
    const all = await videos(page, 'product=machine-learning');
    expect(all.total, 'the demo channel has more than one page').toBeGreaterThan(10);
    const seen = videoSiteRequests(page);
    await page.goto(channel(lang));
    const productName = msg(lang, 'nav.productsMachineLearning');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'education.channelTitle', { product: productName }));
    await expect(cards(page)).toHaveCount(10);
    await expect(total(page)).toHaveText(String(all.total));
    const first = all.items[0] as VideoView;
    const firstCard = cards(page).first();
    await expect(firstCard.getByRole('heading')).toHaveText(lang === 'en' ? first.titleEn : first.titleKr);
    await expect(firstCard).toContainText(msg(lang, 'education.views', { count: first.view.toLocaleString(lang === 'en' ? 'en-US' : 'ko-KR') }));
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(seen, 'nothing of the video site loads with the page').toEqual([]);
    await expectNoAxeViolations(page);

    // the player appears only after the click, focused, and the play is counted
    const counted = page.waitForResponse((response) => response.url().endsWith(`/api/public/video/update-view/${first.id}`));
    await firstCard.getByRole('link', { name: msg(lang, 'education.play') }).click();
    expect((await counted).status()).toBe(200);
    const player = firstCard.locator('iframe');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${first.videoId}?autoplay=1&rel=0`);
    await expect(player).toHaveAttribute('title', lang === 'en' ? first.titleEn : first.titleKr);
    await expect(player).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(1);
    // the page's Permissions-Policy leaves the player's features to its `allow`, and denies it the powerful ones (decision 064)
    const granted = await player.evaluate((frame) => {
      const policy = (frame as HTMLIFrameElement & { featurePolicy: { allowsFeature: (feature: string, origin: string) => boolean } }).featurePolicy;
      return ['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media', 'camera', 'microphone', 'geolocation', 'clipboard-write'].filter((feature) =>
        policy.allowsFeature(feature, 'https://www.youtube-nocookie.com'),
      );
    });
    expect(granted).toEqual(['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media']);
    expect(seen.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);

    // page 2, then a category, then a title
    await page
      .getByRole('navigation', { name: msg(lang, 'paging.label') })
      .getByRole('link', { name: msg(lang, 'paging.next') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(channel(lang))}\\?page=2$`));
    await expect(cards(page)).toHaveCount(Math.min(10, all.total - 10));
    const demos = await videos(page, 'product=machine-learning&category=AI_DEMO');
    await page
      .getByRole('navigation', { name: msg(lang, 'education.categories') })
      .getByRole('link', { name: msg(lang, 'education.categoryAiDemo') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(channel(lang))}\\?category=AI_DEMO$`));
    await expect(cards(page)).toHaveCount(Math.min(10, demos.total));
    await expect(total(page)).toHaveText(String(demos.total));
    const search = page.getByRole('search', { name: msg(lang, 'education.searchLabel') });
    await search.getByLabel(msg(lang, 'education.keyword')).fill(lang === 'en' ? 'anomaly' : '이상 탐지');
    await search.getByRole('button', { name: msg(lang, 'education.search') }).click();
    await expect(cards(page)).toHaveCount(1);
    await search.getByLabel(msg(lang, 'education.keyword')).fill('nothing-like-this');
    await search.getByRole('button', { name: msg(lang, 'education.search') }).click();
    await expect(page.getByText(msg(lang, 'education.noMatch'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('without JavaScript a poster is a plain link to the video on its site', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(channel('ko', 'data-hub'));
  const first = (await videos(page, 'product=data-hub')).items[0] as VideoView;
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: msg('ko', 'education.play') }),
  ).toHaveAttribute('href', first.url);
  await context.close();
});

test('a visitor sees the training guide and an invitation to sign in; a member marks steps done and finds them again', async ({ page }) => {
  const path = await videos(page, 'product=data-hub');
  await page.goto(guide('en', 'data-hub'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'education.guideTitle', { product: msg('en', 'nav.productsDataHub') }));
  await expect(page.getByRole('heading', { name: msg('en', 'education.inviteTitle') })).toBeVisible();
  await expect(page.locator('[data-guide-steps] > li')).toHaveCount(path.total);
  await expect(page.getByRole('button', { name: msg('en', 'education.markDone') })).toHaveCount(0);
  // the online classes come first, oldest first
  const classes = path.items.filter((item) => item.category === 'ONLINE_CLASS').reverse();
  await expect(page.locator('[data-guide-steps] > li').first().getByRole('heading')).toHaveText(classes[0]?.titleEn ?? '');
  await expectNoAxeViolations(page);
  const signIn = page.getByRole('link', { name: msg('en', 'education.inviteSignIn') });
  await expect(signIn).toHaveAttribute('href', `/en/login?next=${encodeURIComponent('/en/education/data-hub-training-guide-tv')}`);

  const member = await addActiveMember('ko', `가이드 ${uniqueStamp()}`);
  await signInByApi(page, member.username, member.password);
  await page.goto(guide('ko', 'data-hub'));
  const status = page.locator('[data-guide-status]');
  await expect(status).toHaveText(msg('ko', 'education.progress', { done: 0, total: path.total }));
  const steps = page.locator('[data-guide-steps] > li');
  const done = (index: number) => steps.nth(index).getByRole('button', { name: msg('ko', 'education.markDone') });
  await done(0).click();
  await expect(done(0)).toHaveAttribute('aria-pressed', 'true');
  await done(2).click();
  await expect(status).toHaveText(msg('ko', 'education.progress', { done: 2, total: path.total }));
  await done(2).click();
  await expect(status).toHaveText(msg('ko', 'education.progress', { done: 1, total: path.total }));
  await expect(page.locator('progress')).toHaveAttribute('value', '1');
  await expectNoAxeViolations(page);

  // kept for the account: again after a reload, and in English
  await page.goto(guide('en', 'data-hub'));
  await expect(page.locator('[data-guide-status]')).toHaveText(msg('en', 'education.progress', { done: 1, total: path.total }));
  await expect(steps.nth(0).getByRole('button', { name: msg('en', 'education.markDone') })).toHaveAttribute('aria-pressed', 'true');
  await expect(steps.nth(2).getByRole('button', { name: msg('en', 'education.markDone') })).toHaveAttribute('aria-pressed', 'false');
});

for (const lang of langs) {
  test(`${lang}: the certification page shows the three levels, the schedule and how to apply`, async ({ page }) => {
    await page.goto(at(lang, '/education/prods'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Data scientist certification' : '데이터 사이언티스트 자격 인증');
    await expect(page.locator('.levels > li')).toHaveCount(3);
    await expect(page.getByText(lang === 'en' ? /results are sent by e-mail 7 to 14 days/i : /7~14일/).first()).toBeVisible();
    await expect(page.getByText(lang === 'en' ? /valid for 2 years/ : /2년간 유효/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the header offers the education menu in both languages', async ({ page }) => {
  for (const lang of langs) {
    await page.goto(at(lang, '/'));
    const nav = page.getByRole('navigation', { name: msg(lang, 'nav.main') });
    for (const key of ['nav.machineLearningTv', 'nav.dataHubTv', 'nav.machineLearningGuide', 'nav.dataHubGuide', 'nav.certification'] as const)
      await expect(nav.getByRole('link', { name: msg(lang, key), includeHidden: true })).toHaveCount(1);
  }
});

test('the register and edit pages are for content authors only and pass axe; the form refuses embed code', async ({ page, pageErrors }) => {
  await page.goto('/education/machine-learning-tv/video-register');
  await expect(page).not.toHaveURL(atPath('/education/machine-learning-tv/video-register'));
  await signInByApi(page, CONTENT_MANAGER, DEMO_PASSWORD);
  for (const lang of langs) {
    await page.goto(at(lang, '/education/machine-learning-tv/video-register'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'education.registerTitle'));
    // a click before the form's island hydrates reaches no handler (the browser would submit the bare form)
    await islandsHydrated(page);
    await page.getByRole('button', { name: msg(lang, 'editor.save'), exact: true }).click();
    await expect(page.getByText(msg(lang, 'education.selectCategory'))).toBeVisible();
    await expect(page.getByText(msg(lang, 'education.urlRequired'))).toBeVisible();
    await page.getByLabel(msg(lang, 'education.fieldUrl')).fill('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
    await page.getByRole('button', { name: msg(lang, 'editor.save'), exact: true }).click();
    await expect(page.getByText(msg(lang, 'education.onlyLink'))).toBeVisible();
    await page.getByLabel(msg(lang, 'education.fieldUrl')).fill('https://youtu.be/short');
    await page.getByRole('button', { name: msg(lang, 'editor.save'), exact: true }).click();
    await expect(page.getByText(msg(lang, 'education.invalidVideoLink'))).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const one = (await videos(page, 'product=data-hub')).items[0] as VideoView;
  await page.goto(at('en', `/education/data-hub-tv/edit/${one.id}`));
  await expect(page.getByLabel(msg('en', 'education.fieldUrl'))).toHaveValue(one.url);
  await expectNoAxeViolations(page);
  // a video of another channel, or none, is not found
  pageErrors.expectErrorResponse(404, `/education/machine-learning-tv/edit/${one.id}`);
  pageErrors.expectErrorResponse(404, '/education/machine-learning-tv/edit/999999');
  pageErrors.expectErrorResponse(404, '/education/studio-tv');
  expect((await page.goto(`/education/machine-learning-tv/edit/${one.id}`))?.status()).toBe(404);
  expect((await page.goto('/education/machine-learning-tv/edit/999999'))?.status()).toBe(404);
  expect((await page.goto('/education/studio-tv'))?.status()).toBe(404);
});

test(
  'a content manager registers a video, a visitor plays it in place, and the manager deletes it from the list, the total dropping at once',
  GLOBAL_DATA,
  async ({ page, browser }) => {
    const stamp = uniqueStamp();
    const titleKr = `모델 모니터링 대시보드 둘러보기 ${stamp}`;
    const titleEn = `A tour of the model monitoring dashboard ${stamp}`;
    await signInByApi(page, CONTENT_MANAGER, DEMO_PASSWORD);
    await page.goto(channel('ko'));
    await page.getByRole('link', { name: msg('ko', 'education.register') }).click();
    await expect(page).toHaveURL(atPath('/education/machine-learning-tv/video-register'));
    await islandsHydrated(page);
    await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(msg('ko', 'education.fieldCategory'))}`) }).selectOption('AI_DEMO');
    const variant = (which: 'Kr' | 'En') => `${msg('ko', 'editor.fieldTitle')} (${msg('ko', which === 'Kr' ? 'editor.langKo' : 'editor.langEn')})`;
    await page.getByRole('textbox', { name: variant('Kr'), exact: true }).fill(titleKr);
    await page.getByRole('textbox', { name: variant('En'), exact: true }).fill(titleEn);
    await page.getByLabel(msg('ko', 'education.fieldUrl')).fill('https://youtu.be/M7lc1UVf-VE');
    await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();
    await expect(page).toHaveURL(atPath('/education/machine-learning-tv'));
    await expect(page.getByText(msg('ko', 'resources.createSuccess'))).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(titleKr);

    // a visitor finds it in English and plays it: the player only after the click
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const seen = videoSiteRequests(visitor);
    await visitor.goto(channel('en'));
    const card = cards(visitor).filter({ hasText: titleEn });
    await expect(card).toHaveCount(1);
    await expect(card.locator('iframe')).toHaveCount(0);
    expect(seen).toEqual([]);
    await card.getByRole('link', { name: msg('en', 'education.play') }).click();
    await expect(card.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0');
    await expect(card.getByRole('button', { name: msg('en', 'education.delete') })).toBeHidden();
    await visitorContext.close();

    // the manager deletes it: gone from the list, the total one lower, without a reload
    await page.goto(channel('ko'));
    const before = Number(await total(page).textContent());
    const mine = cards(page).filter({ hasText: titleKr });
    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: msg('ko', 'education.delete') }).click();
    await expect(mine).toHaveCount(0);
    await expect(total(page)).toHaveText(String(before - 1));
    await expect(page.locator('[data-video-status]')).toHaveText(msg('ko', 'resources.deleteSuccess'));
    await page.reload();
    await expect(cards(page).filter({ hasText: titleKr })).toHaveCount(0);
    await expect(total(page)).toHaveText(String(before - 1));
  },
);

test("the console lists a channel's videos by category, 10 a page, in both languages", async ({ page }) => {
  const all = await videos(page, 'product=machine-learning');
  const hub = await videos(page, 'product=data-hub&category=ONLINE_CLASS');
  await openConsole(page);
  await page
    .getByRole('navigation', { name: msg('ko', 'admin.nav.label') })
    .getByRole('link', { name: msg('ko', 'admin.nav.video') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'admin.nav.video') })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(msg('ko', 'admin.table.total', { count: all.total }))).toBeVisible();
  await expect(rows.first()).toContainText((all.items[0] as VideoView).titleKr);
  await expectNoAxeViolations(page);
  await page.goto('/admin/video?product=data-hub&category=ONLINE_CLASS');
  await expect(page.getByText(msg('ko', 'admin.table.total', { count: hub.total }))).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: msg('en', 'admin.nav.video') })).toBeVisible();
  await expect(rows.first()).toContainText((hub.items[0] as VideoView).titleEn);
  await expectNoAxeViolations(page);
});
