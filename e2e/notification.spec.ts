// The header bell (portal spec §1, §4) and the visitors' notice strip (§3 Notice, §4 checkNotice), in
// Korean and English. The forum writes notifications with its comments (e2e/forum.spec.ts follows one from
// a comment to the post); here a member's notifications about demo posts are written straight into the
// test server's database through the same function (notificationInserts), to check the bell itself.
import { isAbsolute, resolve } from 'node:path';
import { type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { langs } from '#core/i18n/locales.ts';
import type { NoticeView } from '#core/schemas/notice.ts';
import { runBatch, schema } from '#db/client.ts';
import { openLibsql } from '#db/libsql.ts';
import { notificationInserts } from '#db/queries/notification.ts';
import { ko, openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg, signInByApi, uniqueStamp } from './support/portal.ts';

/** Writes notifications for an account into the test server's database, as the forum's batch does. */
async function notify(username: string, rows: { refObjId: number; actorName: string; subject: string; minutesAgo: number }[]) {
  const dir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
  const { db, client } = await openLibsql(`file:${isAbsolute(dir) ? dir : resolve(dir)}/portal.db`);
  try {
    const [account] = await db.select({ id: schema.userAccount.id }).from(schema.userAccount).where(eq(schema.userAccount.username, username));
    if (!account) throw new Error(`no account ${username}`);
    const now = Date.now();
    await runBatch(
      db,
      notificationInserts(
        db,
        rows.map((row) => ({
          accountId: account.id,
          kind: 'FORUM_COMMENT' as const,
          refObjId: row.refObjId,
          actorName: row.actorName,
          subject: row.subject,
          createdDate: new Date(now - row.minutesAgo * 60_000).toISOString(),
        })),
      ),
    );
  } finally {
    client.close();
  }
}

const bell = (page: Page) => page.locator('[data-bell]');
const bellButton = (page: Page) => page.locator('[data-bell-button]');

for (const lang of langs) {
  test(`the bell shows a member's unread notifications, opens, marks them seen and links to the posts (${lang})`, async ({ page, request }) => {
    const member = await addActiveMember(lang, lang === 'ko' ? '알림 확인' : 'Bell Reader');
    await signInByApi(page, member.username, member.password);
    // two posts of the demo's open boards: the bell names only posts its reader may read
    const posts = (await (await request.get('/api/public/forum-bulletin?page=1&pageSize=2')).json()) as { data: { items: { id: number }[] } };
    const [older, newer] = posts.data.items.map((post) => post.id) as [number, number];
    await notify(member.username, [
      { refObjId: older, actorName: '<b>Kim</b>', subject: 'Demand forecast questions', minutesAgo: 30 },
      { refObjId: newer, actorName: 'Lee Jiho', subject: 'Sharing a churn model', minutesAgo: 5 },
    ]);

    await page.goto(at(lang, '/about'));
    await expect(bell(page)).toBeVisible();
    const button = bellButton(page);
    await expect(button).toHaveAccessibleName(`${msg(lang, 'notification.bell')}: ${msg(lang, 'notification.unread', { count: 2 })}`);
    await expect(page.locator('[data-bell-count]')).toHaveText('2');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    const readAll = page.waitForResponse((response) => response.url().endsWith('/api/public/notices/readAll') && response.request().method() === 'POST');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: msg(lang, 'notification.heading') });
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(2);
    // newest first, written in the page's language, what members wrote shown as text
    await expect(links.first()).toContainText(msg(lang, 'notification.kind.forumComment.title'));
    await expect(links.first()).toContainText('Sharing a churn model');
    await expect(links.nth(1)).toContainText('<b>Kim</b>');
    await expect(links.first()).toHaveAttribute('href', at(lang, `/community/community-forum-detail/${newer}`));
    expect((await readAll).status()).toBe(200);
    await expect(page.locator('[data-bell-count]')).toBeHidden();
    await expect(button).toHaveAccessibleName(msg(lang, 'notification.bell'));
    await expectNoAxeViolations(page);

    // Escape closes it and gives the focus back to the bell
    await links.first().focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // seen stays seen
    await page.reload();
    await expect(bell(page)).toBeVisible();
    await expect(page.locator('[data-bell-count]')).toBeHidden();
    await button.click();
    await expect(panel.getByRole('link')).toHaveCount(2);
    await panel.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, `/community/community-forum-detail/${newer}`)}$`));
  });
}

test('a member without notifications sees the empty state; a visitor sees no bell and loads none of its script', async ({ page }) => {
  const member = await addActiveMember('ko', '빈 알림');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bell(page)).toBeHidden();
  const visitorScripts = [...scripts];

  await signInByApi(page, member.username, member.password);
  await page.goto('/about');
  await expect(bell(page)).toBeVisible();
  await bellButton(page).click();
  await expect(page.locator('[data-bell-status]')).toHaveText(msg('ko', 'notification.empty'));
  // the bell's own file came with the session only
  const bellFiles = scripts.filter((url) => !visitorScripts.includes(url));
  expect(
    bellFiles.filter((url) => /notification-bell\.[\w-]+\.js$/.test(url)),
    'the bell script is a file of its own',
  ).toHaveLength(1);
  expect(visitorScripts.filter((url) => url.includes('notification-bell'))).toEqual([]);
});

for (const lang of langs) {
  test(`the notice strip shows the notices until they are dismissed, and stays dismissed (${lang})`, async ({ page, request }) => {
    const notices = ((await (await request.get(`/api/public/notice?lang=${lang}`)).json()) as { data: NoticeView[] }).data;
    expect(notices.length, 'the demo content has a notice in use').toBeGreaterThan(0);
    await page.goto(at(lang, '/'));
    const strip = page.getByRole('complementary', { name: msg(lang, 'notice.region') });
    await expect(strip).toBeVisible();
    await expect(strip).toContainText(notices[0]!.title);
    await expect(strip).toContainText(msg(lang, `notice.category.${notices[0]!.relatedInfo.category}`));
    // it comes after the page has painted, over the window's bottom edge: nothing on the page moves when it
    // appears (decision 030), and the end of the page scrolls clear of it
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifted, 'the layout shift the strip causes').toBeLessThan(0.01);
    const viewport = page.viewportSize()!;
    const stripBox = (await strip.boundingBox())!;
    expect(Math.round(stripBox.y + stripBox.height)).toBe(viewport.height);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await strip.boundingBox())!.y + 1);
    // the demo maintenance notice carries its schedule: a download link named in the page's language
    const withFile = notices.find((notice) => notice.attachment);
    expect(withFile, 'the demo content has a notice with a file').toBeDefined();
    const file = withFile!.attachment!;
    const link = strip.getByRole('link', { name: msg(lang, 'notice.download', { name: file.name, size: file.sizeText }) });
    // each notice is one line until it is opened
    await expect(link).toBeHidden();
    await strip.getByText(withFile!.title).click();
    await expect(link).toHaveAttribute('href', file.url);
    const downloading = page.waitForEvent('download');
    await link.click();
    expect((await downloading).suggestedFilename()).toBe(file.name);
    await expectNoAxeViolations(page);
    // on a phone the strip is a line per notice, and the back-to-top button rides above it
    await page.setViewportSize({ width: 390, height: 844 });
    await strip.getByText(withFile!.title).click();
    await expect.poll(async () => (await strip.boundingBox())!.height, 'the strip on a phone').toBeLessThanOrEqual(notices.length * 48 + 16);
    const backToTop = page.locator('[data-back-to-top]');
    await expect(backToTop).toBeVisible();
    expect((await backToTop.boundingBox())!.y + (await backToTop.boundingBox())!.height).toBeLessThanOrEqual((await strip.boundingBox())!.y);
    await strip.getByRole('button', { name: msg(lang, 'notice.acknowledge') }).click();
    await expect(strip).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the answer came, and nothing new was in it
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-notice-strip]')).toBeHidden();
    // a changed first notice is new again
    await page.evaluate(({ key, title }) => localStorage.setItem(key, (localStorage.getItem(key) ?? '').replace(JSON.stringify(title), '"an older title"')), {
      key: `notices.${lang}`,
      title: notices[0]!.title,
    });
    await page.reload();
    await expect(strip).toBeVisible();
  });
}

test('an admin registers, edits and deletes a notice in the console, attaching, replacing and removing its file; one not in use stays off the public list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const title = `점검 공지 ${stamp}`;
  await openConsole(page, '/admin/notice', ko('admin.nav.notice'));
  await expect(page.getByRole('status').filter({ hasText: /총 \d+건/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: ko('admin.notice.add') }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin.notice.add') });
  await dialog.getByLabel(ko('admin.notice.field.titleKr')).fill(title);
  await dialog.getByLabel(ko('admin.notice.field.contentKr')).fill('서버 점검이 예정되어 있습니다.');
  await dialog.getByLabel(ko('admin.notice.field.contentEn')).fill('Server maintenance is scheduled.');
  await dialog.getByRole('radio', { name: ko('admin.noticeCategory.MAINTENANCE') }).check();
  // not in use: the visitors' strip of the other tests keeps its list
  await dialog.getByRole('switch', { name: ko('admin.notice.field.inUse') }).click();
  await dialog.getByRole('button', { name: ko('admin.notice.save') }).click();
  // the English title is missing: the form says so and keeps the dialog open
  await expect(dialog.getByText(ko('admin.notice.required'))).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(ko('admin.notice.field.titleEn')).fill(`Maintenance ${stamp}`);
  // a file: a type notices do not take is refused at once, then one that fits is uploaded and shown
  const chooseFile = dialog.locator('input[type=file]');
  await expect(dialog.getByText(ko('admin.notice.noFile'))).toBeVisible();
  await chooseFile.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(dialog.getByRole('alert')).toContainText('setup.exe');
  const schedule = `점검 일정 ${stamp}.txt`;
  await chooseFile.setInputFiles({ name: schedule, mimeType: 'text/plain', buffer: Buffer.from('12월 13일 02:00–05:00 점검\n') });
  await expect(dialog.getByRole('link', { name: schedule })).toBeVisible();
  await expect(dialog.getByRole('button', { name: ko('admin.notice.replaceFile') })).toBeVisible();
  await dialog.getByRole('button', { name: ko('admin.notice.save') }).click();
  await expect(page.getByText(msg('ko', 'notice.created'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText(ko('admin.noticeCategory.MAINTENANCE'));
  await expect(row).toContainText(ko('admin.notice.notInUse'));
  await expect(row).toContainText(schedule);
  const notices = async () => ((await (await request.get('/api/public/notice?lang=ko')).json()) as { data: NoticeView[] }).data.map((notice) => notice.title);
  expect(await notices()).not.toContain(title);

  await row.getByRole('button', { name: `${ko('admin.notice.edit')} ${title}` }).click();
  const edit = page.getByRole('dialog', { name: ko('admin.notice.editTitle') });
  // the file of a notice not in use: the admin reaches it, a visitor does not
  const firstHref = await edit.getByRole('link', { name: schedule }).getAttribute('href');
  expect((await page.request.get(firstHref!)).status()).toBe(200);
  expect((await request.get(firstHref!)).status()).toBe(404);
  await edit.getByLabel(ko('admin.notice.field.titleKr')).fill(`${title} (변경)`);
  const revised = `점검 일정 ${stamp} 수정.txt`;
  await edit.locator('input[type=file]').setInputFiles({ name: revised, mimeType: 'text/plain', buffer: Buffer.from('12월 20일 02:00–05:00 점검\n') });
  await expect(edit.getByRole('link', { name: revised })).toBeVisible();
  await edit.getByRole('button', { name: ko('admin.notice.save') }).click();
  await expect(page.getByText(msg('ko', 'notice.updated'))).toBeVisible();
  const renamed = page.locator('.ant-table-row', { hasText: `${title} (변경)` });
  await expect(renamed).toBeVisible();
  await expect(renamed).toContainText(revised);
  // the replaced file is gone, for the admin too
  expect((await page.request.get(firstHref!)).status()).toBe(404);

  await renamed.getByRole('button', { name: `${ko('admin.notice.edit')} ${title} (변경)` }).click();
  const again = page.getByRole('dialog', { name: ko('admin.notice.editTitle') });
  await again.getByRole('button', { name: ko('admin.notice.removeFile') }).click();
  await expect(again.getByText(ko('admin.notice.noFile'))).toBeVisible();
  await again.getByRole('button', { name: ko('admin.notice.save') }).click();
  await expect(page.getByText(msg('ko', 'notice.updated')).last()).toBeVisible();
  await expect(renamed).not.toContainText(revised);

  await renamed.getByRole('button', { name: `${ko('admin.notice.delete')} ${title} (변경)` }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: ko('admin.notice.delete') })
    .click();
  await expect(page.getByText(msg('ko', 'notice.deleted'))).toBeVisible();
  await expect(renamed).toBeHidden();
});
