// A story names the models and data sets it used, and the model's page lists the story back (issue 35): a
// content manager finds a model from the story form by keyboard and saves; the story's page links it in both
// languages and the model's page links the story; then the author removes it again by keyboard. Axe on the
// form and both pages. It changes a published story, so it runs with the other global-data tests.
import { type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, atPath, expectNoAxeViolations, islandsHydrated, msg } from './support/portal.ts';

const GLOBAL_DATA = { tag: '@global-data' };
const CONTENT_MANAGER = 'content@example-analytics.com';
const STORY_TITLE_EN = 'Saebom Hospital lowers 30-day readmissions by 18% with risk prediction';
const MODEL_TITLE_EN = 'Chest X-Ray Lung Nodule Worklist Prioritisation';

type Titled = { id: number; titleKr: string; titleEn: string };

async function findByTitle(request: APIRequestContext, path: string, keyword: string, titleEn: string): Promise<Titled> {
  const answer = await request.get(`${path}?keyword=${encodeURIComponent(keyword)}&pageSize=50`);
  expect(answer.ok()).toBe(true);
  const found = ((await answer.json()) as { data: { items: Titled[] } }).data.items.find((item) => item.titleEn === titleEn);
  if (!found) throw new Error(`no item titled ${titleEn}`);
  return found;
}

const usesSection = (page: Page, lang: Lang) => page.getByRole('region', { name: msg(lang, 'modelCard.storyUses') });

async function openForm(page: Page, story: Titled) {
  await page.goto(at('ko', `/resources/success-story/edit/${story.id}`));
  await expect(page.getByRole('group', { name: msg('ko', 'modelCard.storyUsesField') })).toBeVisible();
  await islandsHydrated(page);
}

async function save(page: Page) {
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();
  await expect(page).toHaveURL(atPath('/resources/success-story'));
}

test('a content manager adds a model a story used by keyboard; the story and the model link each other', GLOBAL_DATA, async ({ page }) => {
  const story = await findByTitle(page.request, '/api/public/success-story', 'Saebom', STORY_TITLE_EN);
  const model = await findByTitle(page.request, '/api/public/pre-built-model', 'Nodule', MODEL_TITLE_EN);
  const signedIn = await page.request.post('/api/auth/login', { data: { username: CONTENT_MANAGER, password: DEMO_PASSWORD } });
  expect(signedIn.status()).toBe(200);

  await openForm(page, story);
  const field = page.getByRole('group', { name: msg('ko', 'modelCard.storyUsesField') });
  const search = field.getByRole('searchbox', { name: msg('ko', 'modelCard.storyUsesSearch') });
  await search.focus();
  await page.keyboard.type('zzqxnothing');
  await expect(field.getByText(msg('ko', 'modelCard.storyUsesNoMatch'))).toBeVisible();
  await search.fill('');
  await page.keyboard.type('Nodule');
  const match = field.getByRole('button', { name: new RegExp(model.titleKr) });
  await expect(match).toBeVisible();
  await expectNoAxeViolations(page);
  // the matches follow the box: Tab reaches the first, Enter adds it and the focus returns to the box
  await page.keyboard.press('Tab');
  await expect(
    field
      .getByRole('list', { name: msg('ko', 'modelCard.storyUsesSearch') })
      .getByRole('button')
      .first(),
  ).toBeFocused();
  await expect(match).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  const chosen = field.getByRole('list', { name: msg('ko', 'modelCard.storyUsesField') });
  await expect(chosen.getByText(model.titleKr, { exact: true })).toBeVisible();
  await save(page);

  for (const lang of ['ko', 'en'] as const) {
    await page.goto(at(lang, `/resources/success-story/detail/${story.id}`));
    const link = usesSection(page, lang).getByRole('link', { name: lang === 'en' ? model.titleEn : model.titleKr });
    await expect(link).toHaveAttribute('href', at(lang, `/resources/pre-built-model/detail/${model.id}`));
    await expect(usesSection(page, lang)).toContainText(msg(lang, 'modelCard.kind.preBuiltModel'));
  }
  await expectNoAxeViolations(page);

  await page.goto(at('ko', `/resources/pre-built-model/detail/${model.id}`));
  const backLinks = page.getByRole('region', { name: msg('ko', 'modelCard.usedInStories') });
  await expect(backLinks.getByRole('link', { name: story.titleKr })).toHaveAttribute('href', `/resources/success-story/detail/${story.id}`);
  await expect(backLinks.locator('img')).toHaveAttribute('loading', 'lazy');
  await expectNoAxeViolations(page);

  // the author takes it off again by keyboard: the focus stays in the field, and the model's page forgets the story
  await openForm(page, story);
  const remove = page.getByRole('button', { name: msg('ko', 'modelCard.storyUsesRemove', { name: model.titleKr }) });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(remove).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement?.closest('fieldset') !== null)).toBe(true);
  await save(page);
  await page.goto(at('ko', `/resources/pre-built-model/detail/${model.id}`));
  await expect(page.getByRole('region', { name: msg('ko', 'modelCard.usedInStories') })).toHaveCount(0);
});
