// Authoring of success stories and pre-built models in the public site, in a real browser (portal spec
// §2-§6): a content manager registers a story with a thumbnail and two files (watching the upload's
// progress), finds it on the list and the home page in Korean and English, edits it, deletes it; the
// form's validation messages and cancel warning; a model registered and deleted; the page guard for
// other roles; axe on the four screens in both languages; and the browser's sanitiser in a real DOM.
import { type Page } from '@playwright/test';
import { build } from 'esbuild';
import { encode } from 'fast-png';
import { allowedExtensions } from '#core/attachment-rules.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { algorithms } from '#db/seed/catalogues/algorithms.ts';
import { industries } from '#db/seed/catalogues/industries.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, escapeRegExp, expectNoAxeViolations, msg } from './support/portal.ts';

const CONTENT_MANAGER = 'content@example-analytics.com';
/**
 * A published story or model shows on every list, the home page and the sitemap, which other stories count:
 * the stories that publish one run after the parallel tests, one at a time (playwright.config.ts).
 */
const GLOBAL_DATA = { tag: '@global-data' };
const MEMBER = 'member@hanbit-manufacturing.co.kr';

/** Signs in through the API, as the sign-in form does; the page's context keeps the session cookie. */
async function signIn(page: Page, username: string) {
  const answer = await page.request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.status(), `${username} signs in`).toBe(200);
}

const codeName = (lang: Lang, list: readonly { code: string; nameKr: string; nameEn: string }[], code: string) => {
  const item = list.find((entry) => entry.code === code);
  if (!item) throw new Error(`no catalogue entry ${code}`);
  return lang === 'en' ? item.nameEn : item.nameKr;
};

/** The name of one language variant of a field, as its input is labelled: "제목 (한국어)". */
const variant = (lang: Lang, field: Parameters<typeof msg>[1], which: 'Kr' | 'En') =>
  `${msg(lang, field)} (${msg(lang, which === 'Kr' ? 'editor.langKo' : 'editor.langEn')})`;
const textbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
/** The form island has started: its editors mount only in the browser, once React has hydrated. */
const formReady = (page: Page, lang: Lang) => expect(textbox(page, variant(lang, 'editor.fieldOverview', 'Kr'))).toBeVisible();

/** A real 32×18 PNG, so the server's content check accepts it as an image. */
function png(): Buffer {
  const width = 32;
  const height = 18;
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set([29, 78, (i / 3) % 255], i);
  return Buffer.from(encode({ width, height, data, channels: 3 }));
}

/** A minimal well-formed PDF (what a magic-byte check looks for: `%PDF-`). */
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
const csv = (rows = 3) => Buffer.from(['month,demand', ...Array.from({ length: rows }, (_, i) => `2026-0${i + 1},${120 + i * 7}`)].join('\n'));

const thumbnailInput = (page: Page) => page.locator('[data-code="SUCCESS_STORY_THUM"] input[type="file"]');
const filesInput = (page: Page, code = 'SUCCESS_STORY_ATM') => page.locator(`[data-code="${code}"] input[type="file"]`);

/** Ticks an option of a required checkbox group (its name is the legend and "(required)"). */
async function check(page: Page, lang: Lang, legend: Parameters<typeof msg>[1], option: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(msg(lang, legend))}(?:\\s|$)`) });
  await group.getByRole('checkbox', { name: option, exact: true }).check();
}

test(
  'a content manager registers a success story with a thumbnail and two files, finds it in both languages, edits it and deletes it',
  GLOBAL_DATA,
  async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const titleKr = `스마트 공장 불량 예측 ${stamp}`;
    const titleEn = `Smart factory defect prediction ${stamp}`;
    await signIn(page, CONTENT_MANAGER);

    // the register link is revealed to the content manager on the list
    await page.goto('/resources/success-story');
    await page.getByRole('link', { name: msg('ko', 'editor.registerStory'), exact: true }).click();
    await expect(page).toHaveURL(atPath('/resources/success-story/registration'));
    await expect(page.getByRole('heading', { level: 1, name: msg('ko', 'editor.storyRegisterTitle') })).toBeVisible();
    await formReady(page, 'ko');

    await textbox(page, variant('ko', 'editor.fieldTitle', 'Kr')).fill(titleKr);
    await textbox(page, variant('ko', 'editor.fieldTitle', 'En')).fill(titleEn);
    await textbox(page, variant('ko', 'editor.fieldOverview', 'Kr')).fill('설비 센서 데이터로 불량을 미리 예측해 재작업 비용을 줄였습니다.');
    await textbox(page, variant('ko', 'editor.fieldOverview', 'En')).fill('Sensor data from the line predicts defects before they happen.');
    // the toolbar's buttons are named, and bold reaches the stored text
    await textbox(page, variant('ko', 'editor.fieldValuePoint', 'Kr')).click();
    await page
      .getByRole('toolbar', { name: msg('ko', 'editor.toolbar', { field: variant('ko', 'editor.fieldValuePoint', 'Kr') }) })
      .getByRole('button', { name: msg('ko', 'editor.bold') })
      .click();
    await page.keyboard.type('불량률 32% 감소');
    await textbox(page, variant('ko', 'editor.fieldValuePoint', 'En')).fill('Defect rate down by 32%');
    await thumbnailInput(page).setInputFiles({ name: '공장-썸네일.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByRole('img', { name: msg('ko', 'editor.thumbnailAlt', { name: '공장-썸네일.png' }) })).toBeVisible();
    await filesInput(page).setInputFiles([
      { name: '수요-예측.csv', mimeType: 'text/csv', buffer: csv() },
      { name: '도입-보고서.pdf', mimeType: 'application/pdf', buffer: pdf() },
    ]);
    await check(page, 'ko', 'editor.fieldIndustry', codeName('ko', industries, 'MAN'));
    await check(page, 'ko', 'editor.fieldAlgorithm', codeName('ko', algorithms, 'XGB'));

    // the save is held back a moment, so the finished upload and the busy button can be seen
    let saves = 0;
    await page.route('**/api/admin/success-story', async (route) => {
      saves += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const save = page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true });
    await save.click();
    await expect(page.locator('.authoring-progress progress')).toHaveAttribute('value', '100');
    await expect(page.getByRole('status').filter({ hasText: msg('ko', 'editor.uploadDone') })).toBeVisible();
    const busy = page.getByRole('button', { name: msg('ko', 'editor.saving'), exact: true });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await busy.click({ force: true });

    // a story goes to the list after its save (portal spec §4), with the message there
    await expect(page).toHaveURL(atPath('/resources/success-story'));
    expect(saves, 'the busy button sends nothing twice').toBe(1);
    await expect(page.getByText(msg('ko', 'resources.createSuccess'))).toBeVisible();
    await expect(page.getByRole('link', { name: titleKr })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: titleKr })).toBeVisible();
    await page.goto('/en/resources/success-story');
    await expect(page.getByRole('link', { name: titleEn })).toBeVisible();
    await page.goto('/en/');
    await expect(page.getByRole('link', { name: titleEn })).toBeVisible();

    // the detail has the files; its edit link opens the form with what was stored
    await page.goto('/resources/success-story');
    await page.getByRole('link', { name: titleKr }).click();
    await expect(page.getByRole('heading', { level: 1, name: titleKr })).toBeVisible();
    await expect(page.locator('.attachments')).toContainText('수요-예측.csv');
    await expect(page.locator('.attachments')).toContainText('도입-보고서.pdf');
    await expect(page.locator('strong', { hasText: '불량률 32% 감소' })).toBeVisible();
    await page.getByRole('link', { name: msg('ko', 'editor.edit'), exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/success-story\/edit\/\d+$/);
    await formReady(page, 'ko');
    await expect(textbox(page, variant('ko', 'editor.fieldTitle', 'Kr'))).toHaveValue(titleKr);
    await expect(page.getByRole('img', { name: msg('ko', 'editor.thumbnailAlt', { name: '공장-썸네일.png' }) })).toBeVisible();
    await expect(textbox(page, variant('ko', 'editor.fieldValuePoint', 'Kr')).locator('strong')).toHaveText('불량률 32% 감소');

    const changedKr = `${titleKr} (개정)`;
    await textbox(page, variant('ko', 'editor.fieldTitle', 'Kr')).fill(changedKr);
    await page.getByRole('button', { name: msg('ko', 'editor.removeFile', { name: '수요-예측.csv' }) }).click();
    await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();
    await expect(page).toHaveURL(atPath('/resources/success-story'));
    await expect(page.getByText(msg('ko', 'resources.updateSuccess'))).toBeVisible();
    await page.getByRole('link', { name: changedKr }).click();
    await expect(page.getByRole('heading', { level: 1, name: changedKr })).toBeVisible();
    await expect(page.locator('.attachments')).toContainText('도입-보고서.pdf');
    await expect(page.locator('.attachments')).not.toContainText('수요-예측.csv');

    // delete: a confirmation, then the list, and the story is gone from the list and the home page
    await page.getByRole('link', { name: msg('ko', 'editor.edit'), exact: true }).click();
    await formReady(page, 'ko');
    await page.getByRole('button', { name: msg('ko', 'editor.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('ko', 'editor.deleteStoryTitle') });
    await expect(dialog).toContainText(msg('ko', 'editor.deleteBody'));
    await dialog.getByRole('button', { name: msg('ko', 'dialog.ok'), exact: true }).click();
    await expect(page).toHaveURL(atPath('/resources/success-story'));
    await expect(page.getByText(msg('ko', 'resources.deleteSuccess'))).toBeVisible();
    await expect(page.getByRole('link', { name: changedKr })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('link', { name: changedKr })).toHaveCount(0);
    await page.goto('/en/');
    await expect(page.getByRole('link', { name: titleEn })).toHaveCount(0);
  },
);

test('the story form answers with the spec messages: industry, algorithm, thumbnail, file type, duplicates, and warns before cancelling', async ({ page }) => {
  await signIn(page, CONTENT_MANAGER);
  await page.goto('/en/resources/success-story/registration');
  await formReady(page, 'en');
  const save = page.getByRole('button', { name: msg('en', 'editor.save'), exact: true });
  await save.click();
  await expect(page.getByText(msg('en', 'validation.required', { field: variant('en', 'editor.fieldTitle', 'Kr') }))).toBeVisible();
  await expect(page.getByText(msg('en', 'resources.selectIndustry'))).toBeVisible();
  await expect(page.getByText(msg('en', 'resources.selectAlgorithm'))).toBeVisible();
  // the first field in error takes the focus
  await expect(textbox(page, variant('en', 'editor.fieldTitle', 'Kr'))).toBeFocused();

  await textbox(page, variant('en', 'editor.fieldTitle', 'Kr')).fill('검증 사례');
  await textbox(page, variant('en', 'editor.fieldTitle', 'En')).fill('Validation case');
  await check(page, 'en', 'editor.fieldIndustry', codeName('en', industries, 'FIN'));
  // the long algorithm list narrows with its search box
  await page.getByRole('searchbox', { name: msg('en', 'editor.codeFilter', { field: msg('en', 'editor.fieldAlgorithm') }) }).fill('boost');
  await check(page, 'en', 'editor.fieldAlgorithm', codeName('en', algorithms, 'XGB'));
  await expect(page.getByText(msg('en', 'resources.selectIndustry'))).toHaveCount(0);
  await save.click();
  await expect(page.getByText(msg('en', 'resources.thumbnailRequired'))).toBeVisible();

  // a renamed executable is refused by name, before any upload; so is the same file twice
  await filesInput(page).setInputFiles([
    { name: 'setup-tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('fine') },
  ]);
  const fileError = page.locator('[data-code="SUCCESS_STORY_ATM"] .form-error');
  await expect(fileError).toHaveText(
    msg('en', 'resources.errorExtentFile', { files: 'setup-tool.exe', extensions: allowedExtensions.SUCCESS_STORY_ATM.join(', ') }),
  );
  await expect(page.locator('[data-code="SUCCESS_STORY_ATM"] [data-file]')).toHaveCount(0);
  await filesInput(page).setInputFiles({ name: 'demand.csv', mimeType: 'text/csv', buffer: csv() });
  await expect(page.locator('[data-file="demand.csv"]')).toBeVisible();
  await filesInput(page).setInputFiles({ name: 'demand.csv', mimeType: 'text/csv', buffer: csv() });
  await expect(fileError).toHaveText(msg('en', 'resources.errorDuplicate', { files: 'demand.csv' }));
  await expect(page.locator('[data-file="demand.csv"]')).toHaveCount(1);

  // cancel warns that nothing is saved; Cancel stays, OK leaves for the list
  const cancel = page.getByRole('button', { name: msg('en', 'common.cancel'), exact: true });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: msg('en', 'editor.cancelTitle') });
  await expect(dialog).toContainText(msg('en', 'editor.cancelBody'));
  await dialog.getByRole('button', { name: msg('en', 'dialog.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(textbox(page, variant('en', 'editor.fieldTitle', 'En'))).toHaveValue('Validation case');
  await cancel.click();
  await dialog.getByRole('button', { name: msg('en', 'dialog.ok'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/resources/success-story'));
});

test('a content manager registers a pre-built model in English, sees its page, and deletes it', GLOBAL_DATA, async ({ page }) => {
  const title = `Churn early warning ${Date.now().toString(36)}`;
  await signIn(page, CONTENT_MANAGER);
  await page.goto('/en/resources/pre-built-model');
  await page.getByRole('link', { name: msg('en', 'editor.registerModel'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/en/resources/pre-built-model/registration'));
  await formReady(page, 'en');
  await textbox(page, variant('en', 'editor.fieldTitle', 'Kr')).fill('이탈 조기 경보 모델');
  await textbox(page, variant('en', 'editor.fieldTitle', 'En')).fill(title);
  await textbox(page, variant('en', 'editor.fieldBenefit', 'En')).fill('Find customers about to leave a month earlier.');
  await textbox(page, variant('en', 'editor.fieldOverview', 'En')).fill('A gradient-boosted model over usage logs.');
  await check(page, 'en', 'editor.fieldIndustry', codeName('en', industries, 'FIN'));
  await check(page, 'en', 'editor.fieldAlgorithm', codeName('en', algorithms, 'CLA'));
  await page.getByRole('radio', { name: msg('en', 'editor.howToUseUrl'), exact: true }).check();
  await page.getByRole('textbox', { name: msg('en', 'editor.howToUseUrlLabel'), exact: true }).fill('https://docs.example.com/churn-model');
  await filesInput(page, 'PRE_BUILT_MODEL').setInputFiles({ name: 'churn-sample.csv', mimeType: 'text/csv', buffer: csv(5) });
  await page.getByRole('button', { name: msg('en', 'editor.save'), exact: true }).click();

  // a model goes to its own page after the save
  await expect(page).toHaveURL(/\/en\/resources\/pre-built-model\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(msg('en', 'resources.createSuccess'))).toBeVisible();
  await expect(page.getByText('churn-sample.csv')).toBeVisible();

  await page.getByRole('link', { name: msg('en', 'editor.edit'), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/resources\/pre-built-model\/edit\/\d+$/);
  await formReady(page, 'en');
  await page.getByRole('button', { name: msg('en', 'editor.delete'), exact: true }).click();
  await page
    .getByRole('dialog', { name: msg('en', 'editor.deleteModelTitle') })
    .getByRole('button', { name: msg('en', 'dialog.ok'), exact: true })
    .click();
  await expect(page).toHaveURL(atPath('/en/resources/pre-built-model'));
  await expect(page.getByText(msg('en', 'resources.deleteSuccess'))).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('a member and a visitor are sent away from the authoring screens, and see no authoring links', async ({ page }) => {
  for (const path of ['/resources/success-story/registration', '/en/resources/pre-built-model/registration']) {
    await page.goto(path);
    await expect(page).toHaveURL(atPath(path.startsWith('/en') ? '/en/' : '/'));
  }
  await signIn(page, MEMBER);
  await page.goto('/resources/success-story/registration');
  await expect(page).toHaveURL(atPath('/'));
  await page.goto('/resources/pre-built-model');
  // the user menu has asked who this is before the role-bound links are decided
  await expect(page.locator('[data-user-name]')).toHaveText('정우성');
  await expect(page.getByRole('link', { name: msg('ko', 'editor.registerModel'), exact: true })).toBeHidden();
});

test("the editor's link dialog sets a link with Enter without sending the form it sits over, and gives the focus back", async ({ page, pageErrors }) => {
  await signIn(page, CONTENT_MANAGER);
  await page.goto('/resources/success-story/registration');
  await formReady(page, 'ko');
  const overview = textbox(page, variant('ko', 'editor.fieldOverview', 'Kr'));
  await overview.fill('수요 예측 사례');
  await overview.press('ControlOrMeta+a');
  const linkTool = page
    .getByRole('toolbar', { name: new RegExp(escapeRegExp(msg('ko', 'editor.fieldOverview'))) })
    .first()
    .getByRole('button', { name: msg('ko', 'editor.link') });
  await linkTool.click();
  const dialog = page.getByRole('dialog', { name: msg('ko', 'editor.linkTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: msg('ko', 'editor.linkUrl') }).fill('https://example.com/forecast');
  await dialog.getByRole('textbox', { name: msg('ko', 'editor.linkUrl') }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(overview.locator('a[href="https://example.com/forecast"]')).toHaveText('수요 예측 사례');
  // the story form was not sent: none of its required fields complained, the page is the same
  await expect(page).toHaveURL(atPath('/resources/success-story/registration'));
  await expect(page.locator('.form-error').filter({ hasText: /\S/ })).toHaveCount(0);
  // Cancel gives the focus back to the editor
  await linkTool.click();
  await dialog.getByRole('button', { name: msg('ko', 'dialog.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(overview).toBeFocused();
  expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
});

for (const lang of ['ko', 'en'] as const) {
  test(`${lang}: the four authoring screens pass axe, and none logs an error`, async ({ page, pageErrors }) => {
    // four accessibility scans of long forms with rich-text editors, on a shared and possibly busy machine
    test.setTimeout(300_000);
    const first = async (path: string) => ((await (await page.request.get(path)).json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
    const storyId = await first('/api/public/success-story?page=1&pageSize=1');
    const modelId = await first('/api/public/pre-built-model?page=1&pageSize=1');
    expect(storyId && modelId, 'the demo content has a story and a model').toBeTruthy();
    await signIn(page, CONTENT_MANAGER);
    for (const [path, heading] of [
      ['/resources/pre-built-model/registration', 'editor.modelRegisterTitle'],
      [`/resources/pre-built-model/edit/${modelId}`, 'editor.modelEditTitle'],
      ['/resources/success-story/registration', 'editor.storyRegisterTitle'],
      [`/resources/success-story/edit/${storyId}`, 'editor.storyEditTitle'],
    ] as const) {
      await page.goto(at(lang, path));
      await expect(page.getByRole('heading', { level: 1, name: msg(lang, heading) })).toBeVisible();
      await formReady(page, lang);
      await expectNoAxeViolations(page);
    }
    expect(pageErrors.unexpected(), 'no page error or console error').toEqual([]);
    // an unknown id is not found
    pageErrors.expectErrorResponse(404, at(lang, '/resources/success-story/edit/999999'));
    const missing = await page.goto(at(lang, '/resources/success-story/edit/999999'));
    expect(missing?.status()).toBe(404);
  });
}

test("the browser's sanitiser keeps only the allow-list of core/rich-text.ts in a real DOM", async ({ page }) => {
  // the island's own module, bundled as the site bundles it, run in Chromium on a blank page
  const bundle = await build({
    entryPoints: ['site/src/islands/lib/sanitize-browser.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'portalSanitizer',
    write: false,
    platform: 'browser',
  });
  await page.setContent('<!doctype html><html><head><title>sanitiser</title></head><body></body></html>');
  const code = bundle.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no bundle');
  await page.addScriptTag({ content: code });
  const clean = (html: string) =>
    page.evaluate(
      (input) => (window as unknown as { portalSanitizer: { sanitizeInBrowser: (html: string) => string } }).portalSanitizer.sanitizeInBrowser(input),
      html,
    );

  expect(await clean('<p>ok<img src=x onerror="alert(1)"></p>')).toBe('<p>ok</p>');
  expect(await clean('<p onclick="alert(1)" style="color:red" class="x">text</p>')).toBe('<p>text</p>');
  expect(await clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(await clean('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
  expect(await clean('<a href="/resources" target="_top">x</a>')).toBe('<a href="/resources">x</a>');
  expect(await clean('<svg><script>alert(1)</script></svg><math><mi>x</mi></math><style>p{}</style><p>after</p>')).toBe('<p>after</p>');
  expect(await clean('<iframe src="https://www.youtube.com/embed/abcdefghijk" allowfullscreen="" onload="x()"></iframe>')).toBe(
    '<iframe src="https://www.youtube.com/embed/abcdefghijk" allowfullscreen=""></iframe>',
  );
  expect(await clean('<iframe src="https://evil.example/embed"></iframe><p>kept</p>')).toBe('<p>kept</p>');
  expect(await clean('<p href="https://example.com" data-x="1" aria-label="y">t</p>')).toBe('<p>t</p>');
  expect(await clean('<h2>Title</h2><ul><li><strong>a</strong></li></ul><pre><code>x = 1</code></pre>')).toBe(
    '<h2>Title</h2><ul><li><strong>a</strong></li></ul><pre><code>x = 1</code></pre>',
  );
});
