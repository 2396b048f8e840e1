// Model cards in a real browser (decision 055): a content manager gives a pre-built model its task,
// framework, licence, input data, two metrics and a new version with its changelog in both languages, and
// both detail pages show the card, the metrics and the release first in the history; a member shares a
// model with a card and a version, releases another, and an earlier version given again is refused next to
// the version field; axe on the form and the detail pages.
import { type Locator, type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { modelCardCodeKey, type ModelCardCodeField } from '#core/schemas/model-card.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, escapeRegExp, expectNoAxeViolations, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const CONTENT_MANAGER = 'content@example-analytics.com';
const MEMBER = 'member@hanbit-manufacturing.co.kr';
/** A saved pre-built model shows on the lists and the home page, which other stories count (playwright.config.ts). */
const GLOBAL_DATA = { tag: '@global-data' };

/** A field by its label's words (an "optional" may follow them). */
const named = (lang: Lang, key: MessageKey, suffix = '') => new RegExp(`^${escapeRegExp(msg(lang, key) + suffix)}(\\s|$)`);
const choice = (page: Page, lang: Lang, key: MessageKey) => page.getByRole('main').getByRole('combobox', { name: named(lang, key) });
const text = (page: Page, lang: Lang, key: MessageKey) => page.getByRole('main').getByRole('textbox', { name: named(lang, key) });
const save = (page: Page, lang: Lang) => page.getByRole('button', { name: msg(lang, 'editor.save'), exact: true }).click();
/** A version no earlier run gave (the demo content's are small): its parts are at most four digits. */
const freshVersion = () => `${(Math.floor(Date.now() / 1000) % 9000) + 1000}.${Math.floor(Math.random() * 9000) + 1000}`;

/** Clears the card's metrics and adds these, checking the focus moves to each new row. */
async function setMetrics(page: Page, lang: Lang, metrics: readonly (readonly [string, string])[]) {
  const removes = page.locator('.model-card-remove');
  if ((await removes.count()) > 0) {
    while ((await removes.count()) > 0) await removes.first().click();
    // the last row gone, the focus waits on the add button
    await expect(page.getByRole('button', { name: msg(lang, 'modelCard.addMetric') })).toBeFocused();
  }
  for (const [index, [code, value]] of metrics.entries()) {
    await page.getByRole('button', { name: msg(lang, 'modelCard.addMetric') }).click();
    const select = page.getByRole('combobox', { name: `${msg(lang, 'modelCard.metricName')} ${index + 1}`, exact: true });
    await expect(select).toBeFocused();
    await select.selectOption(code);
    await page.getByRole('spinbutton', { name: `${msg(lang, 'modelCard.metricValue')} ${index + 1}`, exact: true }).fill(value);
  }
}

/** The card and the history of a detail page show what was saved, in the page's language. */
async function expectCard(card: Locator, lang: Lang, codes: Record<'task' | 'framework' | 'licence' | 'inputType', string>, version: string) {
  for (const [field, code] of Object.entries(codes))
    await expect(card.getByText(msg(lang, modelCardCodeKey(field as ModelCardCodeField, code)), { exact: true })).toBeVisible();
  await expect(card.getByText(version, { exact: true })).toBeVisible();
}

test('a content manager gives a pre-built model a card and a release; both languages show them', GLOBAL_DATA, async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const version = freshVersion();
  const answer = await page.request.get('/api/public/pre-built-model?page=1&pageSize=1');
  const id = ((await answer.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
  expect(id, 'the demo content has a model').toBeTruthy();
  await signInByApi(page, CONTENT_MANAGER, DEMO_PASSWORD);

  await page.goto(at('ko', `/resources/pre-built-model/edit/${id}`));
  await expect(choice(page, 'ko', 'modelCard.task')).toBeVisible();
  await expect(text(page, 'ko', 'modelCard.version')).toBeEditable();
  await expectNoAxeViolations(page);
  await choice(page, 'ko', 'modelCard.task').selectOption('forecasting');
  await choice(page, 'ko', 'modelCard.framework').selectOption('lightgbm');
  await choice(page, 'ko', 'modelCard.licence').selectOption('Apache-2.0');
  await choice(page, 'ko', 'modelCard.inputType').selectOption('timeSeries');
  await setMetrics(page, 'ko', [
    ['mape', '7.25'],
    ['latencyMs', '1250'],
  ]);
  await text(page, 'ko', 'modelCard.version').fill(version);
  await text(page, 'ko', 'modelCard.changelogKr').fill(`계절성 보정 추가 ${stamp}`);
  await text(page, 'ko', 'modelCard.changelogEn').fill(`Seasonality correction added ${stamp}`);
  await save(page, 'ko');
  await expect(page).toHaveURL(atPath(`/resources/pre-built-model/detail/${id}`));

  const codes = { task: 'forecasting', framework: 'lightgbm', licence: 'Apache-2.0', inputType: 'timeSeries' } as const;
  for (const lang of ['ko', 'en'] as const) {
    if (lang === 'en') await page.goto(at('en', `/resources/pre-built-model/detail/${id}`));
    const card = page.locator('[data-model-card]');
    await expectCard(card, lang, codes, version);
    const metrics = card.getByRole('table', { name: msg(lang, 'modelCard.metrics') });
    await expect(metrics.getByRole('row', { name: `${msg(lang, 'modelCard.metric.mape')} 7.25` })).toBeVisible();
    await expect(metrics.getByRole('row', { name: `${msg(lang, 'modelCard.metric.latencyMs')} 1,250` })).toBeVisible();
    const latest = page.locator('[data-model-history] li').first();
    await expect(latest).toHaveAttribute('data-release', version);
    await expect(latest).toContainText(lang === 'ko' ? `계절성 보정 추가 ${stamp}` : `Seasonality correction added ${stamp}`);
    await expect(page.locator('[data-model-history]')).toContainText(msg(lang, 'modelCard.currentVersion', { version }));
    await expectNoAxeViolations(page);
  }
  expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
});

test('a member shares a model with a card, releases a new version, and an earlier one given again is refused', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const name = `Press vibration monitor ${stamp}`;
  await signInByApi(page, MEMBER, DEMO_PASSWORD);

  await page.goto(at('en', '/community/Knowledge-sharing/register/model'));
  await expect(text(page, 'en', 'modelCard.version')).toBeEditable();
  await page
    .getByRole('main')
    .getByRole('textbox', { name: named('en', 'knowledge.modelName') })
    .fill(name);
  await page
    .getByRole('main')
    .getByRole('textbox', { name: named('en', 'knowledge.description') })
    .fill('Flags presses whose vibration drifts.');
  await choice(page, 'en', 'modelCard.task').selectOption('anomalyDetection');
  await choice(page, 'en', 'modelCard.framework').selectOption('scikitLearn');
  await choice(page, 'en', 'modelCard.licence').selectOption('MIT');
  await choice(page, 'en', 'modelCard.inputType').selectOption('timeSeries');
  await setMetrics(page, 'en', [['recall', '0.93']]);
  await text(page, 'en', 'modelCard.version').fill('1.0');
  await text(page, 'en', 'modelCard.changelogEn').fill('First release.');
  await page.locator('[data-code="KNOWLEDGE_MODEL"] input[type="file"]').setInputFiles({
    name: 'vibration.ipynb',
    mimeType: 'application/x-ipynb+json',
    buffer: Buffer.from('{"cells":[],"metadata":{},"nbformat":4,"nbformat_minor":5}\n'),
  });
  await save(page, 'en');
  await expect(page).toHaveURL(atPath('/en/community/Knowledge-sharing'));

  await page.getByLabel(msg('en', 'knowledge.searchCondition')).selectOption('modelName');
  await page.getByRole('searchbox', { name: msg('en', 'model.keyword') }).fill(stamp);
  await page.getByRole('button', { name: msg('en', 'common.search'), exact: true }).click();
  await page.getByRole('link', { name }).click();
  const detail = page.url();
  await expectCard(
    page.locator('[data-model-card]'),
    'en',
    { task: 'anomalyDetection', framework: 'scikitLearn', licence: 'MIT', inputType: 'timeSeries' },
    '1.0',
  );
  await expect(page.locator('[data-model-history] li').first()).toHaveAttribute('data-release', '1.0');

  // a new version with its changelog in Korean only: the English page shows the Korean, marked as Korean
  await page.getByRole('link', { name: msg('en', 'knowledge.edit') }).click();
  await expect(text(page, 'en', 'modelCard.version')).toHaveValue('1.0');
  await expectNoAxeViolations(page);
  await text(page, 'en', 'modelCard.version').fill('1.1');
  await text(page, 'en', 'modelCard.changelogKr').fill('진동 임계값 조정');
  await save(page, 'en');
  await expect(page).toHaveURL(atPath('/en/community/Knowledge-sharing'));
  await page.goto(detail);
  const latest = page.locator('[data-model-history] li').first();
  await expect(latest).toHaveAttribute('data-release', '1.1');
  await expect(latest.locator('[lang="ko"]')).toHaveText('진동 임계값 조정');
  await expect(page.locator('[data-model-history] li')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // the first version again: refused by the server, the message next to the version field
  await page.getByRole('link', { name: msg('en', 'knowledge.edit') }).click();
  await expect(text(page, 'en', 'modelCard.version')).toHaveValue('1.1');
  pageErrors.expectErrorResponse(422, '/api/member/knowledge-sharing');
  await text(page, 'en', 'modelCard.version').fill('1.0');
  await save(page, 'en');
  const versionField = text(page, 'en', 'modelCard.version');
  await expect(versionField).toHaveAccessibleDescription(new RegExp(escapeRegExp(msg('en', 'modelCard.versionReleased'))));
  await expect(versionField).toHaveAttribute('aria-invalid', 'true');
  expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
});
