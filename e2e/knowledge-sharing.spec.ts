// Members share knowledge in a real browser: a member shares a data set with a file and finds it by its
// application field (Korean), a member shares a model and edits it (English), and every new page passes
// axe in both languages; the lowercase addresses of the spec lead to the same pages.
import { type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, escapeRegExp, expectNoAxeViolations, expectPageIn, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const MEMBER = 'yuna.kang@seoul-logistics.co.kr';
const OTHER_MEMBER = 'emily.carter@northwind-retail.com';

const filesInput = (page: Page, code: string) => page.locator(`[data-code="${code}"] input[type="file"]`);
/** A field by its label (a required mark or "optional" may follow the label's words). */
const field = (page: Page, lang: Lang, key: Parameters<typeof msg>[1]) =>
  page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${escapeRegExp(msg(lang, key))}(\\s|$)`) });
/** The form island has started: its editor mounts only in the browser, once React has hydrated. */
const formReady = (page: Page, lang: Lang) => expect(field(page, lang, 'knowledge.description')).toBeVisible();

test('ko: a member shares a data set with a file and finds it by its application field', async ({ page }) => {
  const stamp = uniqueStamp();
  const name = `지하철 혼잡도 ${stamp}`;
  const applicationField = `출퇴근 혼잡 분석 ${stamp}`;
  await signInByApi(page, MEMBER, DEMO_PASSWORD);

  await page.goto(at('ko', '/community/Knowledge-sharing/data-sets'));
  await page.getByRole('link', { name: msg('ko', 'knowledge.registerDataSet') }).click();
  await expect(page).toHaveURL(atPath('/community/Knowledge-sharing/register/dataset'));
  await formReady(page, 'ko');
  await expectNoAxeViolations(page);

  // the save without a name says so next to the field
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'knowledge.dataSetNameRequired'))).toBeVisible();

  await field(page, 'ko', 'knowledge.dataSetName').fill(name);
  await field(page, 'ko', 'knowledge.description').fill('역별 시간대 혼잡도를 15분 단위로 정리했습니다.');
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(msg('ko', 'knowledge.applicationField'))}`) }).fill(applicationField);
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(msg('ko', 'knowledge.source'))}`) }).fill('서울 열린데이터광장');
  await page.getByRole('spinbutton', { name: new RegExp(`^${escapeRegExp(msg('ko', 'knowledge.numberOfRows'))}`) }).fill('48200');
  await filesInput(page, 'KNOWLEDGE_DATA_SET').setInputFiles({
    name: '혼잡도.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('역,시각,혼잡도\n강남,08:00,172\n강남,08:15,181\n'),
  });
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();

  // a data set goes to the data-set list after its save (portal spec §4), with the message there
  await expect(page).toHaveURL(atPath('/community/Knowledge-sharing/data-sets'));
  await expect(page.getByText(msg('ko', 'resources.createSuccess'))).toBeVisible();

  // found by its application field, and only there
  await page.getByLabel(msg('ko', 'knowledge.searchCondition')).selectOption('applicationField');
  await page.getByRole('searchbox', { name: msg('ko', 'model.keyword') }).fill(applicationField);
  await page.getByRole('button', { name: msg('ko', 'common.search'), exact: true }).click();
  await expect(page).toHaveURL(/searchCondition=applicationField/);
  await expect(page.getByRole('heading', { name: msg('ko', 'knowledge.dataSetCount', { count: 1 }) })).toBeVisible();
  await page.getByLabel(msg('ko', 'knowledge.searchCondition')).selectOption('source');
  await page.getByRole('button', { name: msg('ko', 'common.search'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'knowledge.dataSetsEmpty'))).toBeVisible();
  await page.getByLabel(msg('ko', 'knowledge.searchCondition')).selectOption('applicationField');
  await page.getByRole('button', { name: msg('ko', 'common.search'), exact: true }).click();

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(applicationField)).toBeVisible();
  await expect(page.getByText(msg('ko', 'knowledge.rowsValue', { rows: '48,200' }))).toBeVisible();
  await expect(page.getByRole('link', { name: /혼잡도\.csv/ })).toBeVisible();
  // the writer sees the edit link; another member does not
  await expect(page.getByRole('link', { name: msg('ko', 'knowledge.edit') })).toBeVisible();
  await expectNoAxeViolations(page);
  const detail = page.url();
  // another member in a browser of their own: the page kept for members shows them no writer's tools
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInByApi(page, OTHER_MEMBER, DEMO_PASSWORD);
  await page.goto(detail);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: msg('ko', 'knowledge.edit') })).toHaveCount(0);
});

test('en: a member shares a model with a link and a notebook, then edits it', async ({ page }) => {
  const stamp = uniqueStamp();
  const name = `Churn early warning ${stamp}`;
  const renamed = `Churn early warning v2 ${stamp}`;
  await signInByApi(page, OTHER_MEMBER, DEMO_PASSWORD);

  await page.goto(at('en', '/community/Knowledge-sharing/register/model'));
  await formReady(page, 'en');
  await expectPageIn(page, 'en', msg('en', 'knowledge.registerModelTitle'));
  // required, and marked as the form's lead says required fields are
  await expect(field(page, 'en', 'knowledge.modelName')).toHaveAttribute('aria-required', 'true');
  await expect(
    page
      .getByRole('main')
      .locator('label', { hasText: msg('en', 'knowledge.modelName') })
      .locator('.form-required-mark'),
  ).toHaveText('*');
  await field(page, 'en', 'knowledge.modelName').fill(name);
  await field(page, 'en', 'knowledge.description').fill('Gradient-boosted trees over monthly usage flag customers about to leave.');
  await page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(msg('en', 'knowledge.algorithm'))}`) })
    .getByRole('checkbox', { name: 'XGBoost', exact: true })
    .check();
  await page.getByRole('button', { name: msg('en', 'knowledge.addLink') }).click();
  await page.getByRole('textbox', { name: `${msg('en', 'knowledge.linkUrl')} 1` }).fill('http://10.0.0.8/churn');

  // the model's file is required, and a private address is refused before anything is sent
  await page.getByRole('button', { name: msg('en', 'editor.save'), exact: true }).click();
  await expect(page.getByText(msg('en', 'knowledge.urlInvalid'))).toBeVisible();
  await page.getByRole('textbox', { name: `${msg('en', 'knowledge.linkUrl')} 1` }).fill('https://github.com/example/churn-early-warning');
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(`${msg('en', 'knowledge.linkTitle')} 1`)}`) }).fill('Source code');
  await page.getByRole('button', { name: msg('en', 'editor.save'), exact: true }).click();
  await expect(page.getByText(msg('en', 'knowledge.modelFileRequired'))).toBeVisible();

  await filesInput(page, 'KNOWLEDGE_MODEL').setInputFiles({
    name: 'churn.ipynb',
    mimeType: 'application/x-ipynb+json',
    buffer: Buffer.from('{"cells":[],"metadata":{},"nbformat":4,"nbformat_minor":5}\n'),
  });
  await page.getByRole('button', { name: msg('en', 'editor.save'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/community/Knowledge-sharing'));
  await expect(page.getByText(msg('en', 'resources.createSuccess'))).toBeVisible();

  // found by its name among the models, then opened
  await page.getByLabel(msg('en', 'knowledge.searchCondition')).selectOption('modelName');
  await page.getByRole('searchbox', { name: msg('en', 'model.keyword') }).fill(stamp);
  await page.getByRole('button', { name: msg('en', 'common.search'), exact: true }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: /Source code/ })).toHaveAttribute('href', 'https://github.com/example/churn-early-warning');
  await expect(page.getByRole('link', { name: /churn\.ipynb/ })).toBeVisible();

  await page.getByRole('link', { name: msg('en', 'knowledge.edit') }).click();
  await expect(page).toHaveURL(/\/en\/community\/Knowledge-sharing\/edit\/model\/\d+$/);
  await formReady(page, 'en');
  await expectNoAxeViolations(page);
  await field(page, 'en', 'knowledge.modelName').fill(renamed);
  await page.getByRole('button', { name: msg('en', 'editor.save'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/community/Knowledge-sharing'));
  await expect(page.getByText(msg('en', 'resources.updateSuccess'))).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  // the writer deletes it from its page, after the browser's confirmation; it leaves the list
  await page.getByRole('link', { name: renamed }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: msg('en', 'knowledge.delete') }).click();
  await expect(page).toHaveURL(atPath('/en/community/Knowledge-sharing'));
  await expect(page.getByText(msg('en', 'resources.deleteSuccess'))).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
});

test('a member cannot edit another member’s entry, and the page says so', async ({ page, request, pageErrors }) => {
  const list = (await (await request.get('/api/public/knowledge-sharing?type=model&keyword=Emily&searchCondition=writtenBy')).json()) as {
    data: { items: { id: number }[] };
  };
  const id = list.data.items[0]?.id;
  expect(id, 'a demo model by Emily Carter').toBeDefined();
  await signInByApi(page, MEMBER, DEMO_PASSWORD);
  pageErrors.expectErrorResponse(403, at('ko', `/community/Knowledge-sharing/edit/model/${id}`));
  const response = await page.goto(at('ko', `/community/Knowledge-sharing/edit/model/${id}`));
  expect(response?.status()).toBe(403);
  await expect(page.getByText(msg('ko', 'knowledge.notYoursPage'))).toBeVisible();
  await expect(page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true })).toHaveCount(0);
});

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: the model and data-set lists and details pass axe, and the lowercase addresses lead to them`, async ({ page }) => {
    await page.goto(at(lang, '/community/knowledge-sharing'));
    await expect(page).toHaveURL(atPath(at(lang, '/community/Knowledge-sharing')));
    await expectPageIn(page, lang, msg(lang, 'knowledge.modelsTitle'));
    await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(11);
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: msg(lang, 'knowledge.tabs') })
      .getByRole('link', { name: msg(lang, 'knowledge.tabDataSets') })
      .click();
    await expectPageIn(page, lang, msg(lang, 'knowledge.dataSetsTitle'));
    await expectNoAxeViolations(page);
    // the page's last row, a demo entry: the newest may be another story's, written and deleted meanwhile
    await page.getByRole('main').getByRole('table').getByRole('row').last().getByRole('link').click();
    await expect(page).toHaveURL(/\/community\/Knowledge-sharing\/data-sets\/detail\/\d+$/);
    await expectNoAxeViolations(page);

    await page.goto(at(lang, '/community/knowledge-sharing/data-sets'));
    await expect(page).toHaveURL(atPath(at(lang, '/community/Knowledge-sharing/data-sets')));
    await page.goto(at(lang, '/community/Knowledge-sharing'));
    await page.getByRole('main').getByRole('table').getByRole('row').last().getByRole('link').click();
    await expect(page).toHaveURL(/\/community\/Knowledge-sharing\/detail\/\d+$/);
    await expectNoAxeViolations(page);
  });
}
