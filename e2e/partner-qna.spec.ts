// The partner Q&A in a real browser (portal spec §2-§6, admin spec §7.3): a partner asks a private
// question with a file, STAFF answers it in a comment, the partner sees the status change and the bell
// leads to the question; another partner can neither find it in the list nor open it (the detail goes
// back to the list with a message, spec §4); a member outside the partner area is sent home. Axe on
// the list, the form and the question.
import { type Browser, type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { openConsole } from './support/console.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, escapeRegExp, expectNoAxeViolations, islandsHydrated, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const PARTNER = 'partner@dataworks-partner.co.kr';
const STAFF = 'staff@example-analytics.com';
const MEMBER = 'member@hanbit-manufacturing.co.kr';

async function signedInPage(browser: Browser, baseURL: string | undefined, username: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInByApi(page, username, password);
  return page;
}

const main = (page: Page) => page.getByRole('main');

/** A second partner: a new member whom the admin makes a PARTNER in the console's permission call. */
async function anotherPartner(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = await addActiveMember('en', 'Sophie Laurent');
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await openConsole(admin);
  const account = await admin.request.get(`/api/admin/user-info?username=${encodeURIComponent(member.username)}`);
  expect(account.status()).toBe(200);
  const { id } = ((await account.json()) as { data: { id: number } }).data;
  const changed = await admin.request.post('/api/admin/permission/change-permission', { data: { permissionChangings: [{ userId: id, roleId: 'PARTNER' }] } });
  expect(changed.status()).toBe(200);
  await admin.context().close();
  await signInByApi(page, member.username, member.password);
  return page;
}

test('a partner asks a private question with a file, STAFF answers, the partner is told; another partner cannot find it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const lang: Lang = 'ko';
  const title = `비공개 라이선스 문의 ${uniqueStamp()}`;
  await signInByApi(page, PARTNER, DEMO_PASSWORD);

  await page.goto(at(lang, '/partner/partner-Q&A'));
  await expect(page.getByRole('heading', { level: 1, name: msg(lang, 'partnerQna.listTitle') })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page)
    .getByRole('link', { name: msg(lang, 'partnerQna.ask'), exact: true })
    .click();
  await expect(page).toHaveURL(/partner-Q&A-register/);
  await expectNoAxeViolations(page);

  // the form's own checks first: nothing chosen
  await main(page)
    .getByRole('button', { name: msg(lang, 'editor.save'), exact: true })
    .click();
  await expect(main(page).getByText(msg(lang, 'partnerQna.typeRequired'), { exact: true })).toBeVisible();
  await expect(main(page).getByText(msg(lang, 'partnerQna.productRequired'), { exact: true })).toBeVisible();

  await main(page)
    .getByRole('combobox', { name: msg(lang, 'partnerQna.type') })
    .selectOption({ label: msg(lang, 'partnerQna.type.LICENSE') });
  await main(page)
    .getByRole('combobox', { name: msg(lang, 'partnerQna.product') })
    .selectOption({ label: '스튜디오' });
  await main(page).getByLabel(msg(lang, 'partnerQna.version'), { exact: true }).fill('2.1');
  await main(page)
    .getByRole('textbox', { name: msg(lang, 'partnerQna.title') })
    .fill(title);
  const editor = main(page).getByRole('textbox', { name: msg(lang, 'partnerQna.content'), exact: true });
  await editor.click();
  await page.keyboard.type('고객사 라이선스를 10석에서 25석으로 늘리고 싶습니다. 견적을 첨부합니다.');
  await main(page)
    .getByRole('checkbox', { name: msg(lang, 'partnerQna.privateLabel') })
    .check();
  await page.locator('[data-code="PARTNER_QNA"] input[type="file"]').setInputFiles({
    name: '견적_요청.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('product,seats\nStudio,25\n'),
  });
  await main(page)
    .getByRole('button', { name: msg(lang, 'editor.save'), exact: true })
    .click();

  // a save goes to the list, where the question is first, private and waiting
  await expect(page).toHaveURL(/partner-Q&A(\?|$)/);
  const row = main(page).getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(row).toContainText(msg(lang, 'partnerQna.private'));
  await expect(row).toContainText(msg(lang, 'partnerQna.status.OPEN'));
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /견적_요청\.csv/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const questionUrl = page.url();
  const questionPath = questionUrl.replace(/^[^/]+\/\/[^/]+/, '');

  // STAFF answers in a comment (in English)
  const staff = await signedInPage(browser, baseURL, STAFF);
  await staff.goto(`/en${questionPath}`);
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await islandsHydrated(staff);
  await main(staff)
    .getByRole('button', { name: msg('en', 'forum.commentSubmit'), exact: true })
    .click();
  await expect(main(staff).getByText(msg('en', 'forum.commentRequired'), { exact: true })).toBeVisible();
  await main(staff)
    .getByLabel(msg('en', 'forum.commentLabel'), { exact: true })
    .fill('The new quote is on its way; your partner manager will send the amended contract this week.');
  await main(staff)
    .getByRole('button', { name: msg('en', 'forum.commentSubmit'), exact: true })
    .click();
  await expect(main(staff).locator('.forum-comment-text', { hasText: 'The new quote is on its way' })).toBeVisible();
  await expect(main(staff).locator('[data-status]')).toHaveText(msg('en', 'partnerQna.status.ANSWERED'));
  await expectNoAxeViolations(staff);

  // the partner's bell lights up and leads to the answered question
  await page.goto(at(lang, '/partner/partner-Q&A'));
  await expect(main(page).getByRole('row', { name: new RegExp(escapeRegExp(title)) })).toContainText(msg(lang, 'partnerQna.status.ANSWERED'));
  await expect(page.locator('[data-bell-count]')).toBeVisible();
  await page.locator('[data-bell-button]').click();
  const told = page.getByRole('region', { name: msg(lang, 'notification.heading') }).getByRole('link', { name: new RegExp(escapeRegExp(title)) });
  await expect(told).toContainText(msg(lang, 'notification.kind.partnerQnaAnswered.title'));
  await told.click();
  await expect(page).toHaveURL(questionUrl);
  await expect(main(page).locator('[data-status]')).toHaveText(msg(lang, 'partnerQna.status.ANSWERED'));
  await expect(main(page).locator('.thread-answer-badge')).toHaveText(msg(lang, 'partnerQna.answerBadge'));

  // another partner finds nothing and cannot open it
  const other = await anotherPartner(browser, baseURL);
  await other.goto(`/en/partner/partner-Q&A?keyword=${encodeURIComponent(title)}`);
  await expect(main(other).getByText(msg('en', 'partnerQna.emptySearch'), { exact: true })).toBeVisible();
  await other.goto(`/en${questionPath}`);
  await expect(other).toHaveURL(/\/en\/partner\/partner-Q&A\?missing=1$/);
  await expect(main(other).getByRole('status')).toHaveText(msg('en', 'partnerQna.notFoundFlash'));
  await expectNoAxeViolations(other);

  // a member outside the partner area is sent home
  const member = await signedInPage(browser, baseURL, MEMBER);
  await member.goto(questionPath);
  await expect(member).toHaveURL(/\/$/);
});

test('an address of the Q&A copied with its ampersand encoded (%26) opens the same page', async ({ page }) => {
  await signInByApi(page, PARTNER, DEMO_PASSWORD);
  await page.goto('/en/partner/partner-Q%26A?type=LICENSE');
  await expect(page).toHaveURL(/\/en\/partner\/partner-Q&A\?type=LICENSE$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'partnerQna.listTitle'));
});
