// The partner area in a real browser (portal spec §2-§6): a partner opens the Korean-only FAQ and an
// answer with its file; a partner opens a library document, downloads its file and moves to the next
// one (and back at the ends); an ADMIN registers a business project, first with the end before the start;
// a member is sent home from the partner pages; axe on every new page.
import { type Page } from '@playwright/test';
import { langTags } from '#core/i18n/locales.ts';
import type { PartnerLibraryView } from '#core/schemas/partner-library.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, atPath, expectNoAxeViolations, msg, signInByApi, uniqueStamp } from './support/portal.ts';

const PARTNER = 'partner@dataworks-partner.co.kr';
const ADMIN = 'admin@example-analytics.com';

async function libraryDocuments(page: Page): Promise<PartnerLibraryView[]> {
  const response = await page.request.get('/api/partner/partner-library?pageSize=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: PartnerLibraryView[] } }).data.items;
}

test('a partner opens the Korean-only partner FAQ, an answer and its file', async ({ page }) => {
  await signInByApi(page, PARTNER, DEMO_PASSWORD);
  await page.goto('/partner/partner-FAQ');
  await expect(page.locator('html')).toHaveAttribute('lang', langTags.ko);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko', 'partnerFaq.listTitle'));
  // the language switch offers Korean only here, and the English address goes to the English home
  await expect(page.locator('[data-lang-switch="en"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '기술 지원' }).click();
  await expect(page.getByRole('link', { name: '기술 지원' })).toHaveAttribute('aria-current', 'page');
  const question = page.locator('summary', { hasText: '폐쇄망에 설치' });
  await question.click();
  const file = page.getByRole('link', { name: '폐쇄망_설치_점검표.md' });
  await expect(file).toBeVisible();
  const download = await page.request.get((await file.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain('폐쇄망 설치 점검표');
  await expectNoAxeViolations(page);

  await page.goto('/en/partner/partner-FAQ');
  await expect(page).toHaveURL(atPath('/en/'));
});

test('a partner opens a library document with its file and moves to the next one', async ({ page }) => {
  await signInByApi(page, PARTNER, DEMO_PASSWORD);
  const documents = await libraryDocuments(page);
  const [newest, second] = documents;
  expect(newest && second, 'the demo library has two documents').toBeTruthy();
  await page.goto('/partner/partner-reference-room');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko', 'partnerLibrary.listTitle'));
  await expect(page.locator('.partner-table tbody tr')).toHaveCount(Math.min(10, documents.length));
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: newest!.titleKr }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.titleKr);
  await expect(page.getByText(msg('ko', 'partnerLibrary.noPrevious'))).toBeVisible();
  const file = newest!.attachments[0]!;
  const link = page.getByRole('link', { name: `${file.name}.${file.extension}` });
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  await expectNoAxeViolations(page);

  await page.locator('a[rel="next"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.titleKr);
  await expect(page.locator('a[rel="prev"]')).toHaveText(newest!.titleKr);

  // the oldest document has no next one; the English page shows the English title
  const oldest = documents.at(-1)!;
  await page.goto(`/en/partner/partner-reference-room-detail?id=${oldest.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', langTags.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.titleEn);
  await expect(page.getByText(msg('en', 'partnerLibrary.noNext'))).toBeVisible();
});

test('an ADMIN registers a business project, the end date checked against the start', async ({ page }) => {
  await signInByApi(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/partner/partner-business-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko', 'partnerProject.listTitle'));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: msg('ko', 'partnerProject.register') }).click();
  await expect(page).toHaveURL(atPath('/partner/partner-business-management-register'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const name = `물류 수요 예측 ${uniqueStamp()}`;
  await page.getByLabel('프로젝트명').fill(name);
  await page.getByLabel('파트너사').fill('데이터웍스 파트너스');
  await page.getByLabel('파트너 담당자').fill('최민지');
  await page
    .getByRole('main')
    .getByLabel(/^이메일/)
    .fill('minji.choi@dataworks-partner.co.kr');
  await page.getByLabel('고객사').fill('한빛물류');
  await page.getByLabel('SDS 담당자').fill('박준호');
  await page.getByLabel('고객 분야').selectOption({ label: '유통' });
  await page.getByLabel('시작일').fill('2027-03-01');
  await page.getByLabel('종료일').fill('2027-02-01');
  await page.getByLabel('설명').fill('창고별 주간 출고량을 예측해 인력 배치에 활용합니다.');
  await page.getByRole('button', { name: msg('ko', 'partnerProject.save') }).click();
  await expect(page.getByText(msg('ko', 'partnerProject.startAfterEnd'))).toBeVisible();
  await expect(page.getByLabel('종료일')).toBeFocused();

  await page.getByLabel('종료일').fill('2027-08-31');
  await page.getByRole('button', { name: msg('ko', 'partnerProject.save') }).click();
  await expect(page).toHaveURL(atPath('/partner/partner-business-management'));
  const row = page.locator('.partner-table tbody tr', { hasText: name });
  await expect(row).toContainText('한빛물류');
  await expect(row).toContainText('유통');
  await expect(row).toContainText('2027-03-01 – 2027-08-31');
});

test('a member is sent home from the partner pages', async ({ page }) => {
  const member = await addActiveMember('ko', '파트너 아닌 회원');
  await signInByApi(page, member.username, member.password);
  for (const path of ['/partner/partner-FAQ', '/partner/partner-reference-room', '/partner/partner-business-management']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(atPath('/'));
  }
});

/** The name of one language variant of a field, as its input is labelled: "제목 (한국어)". */
const variant = (field: Parameters<typeof msg>[1], which: 'Kr' | 'En') =>
  `${msg('ko', field)} (${msg('ko', which === 'Kr' ? 'editor.langKo' : 'editor.langEn')})`;
const textbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

test('an ADMIN registers a library document with a file, which partners then find first', { tag: '@global-data' }, async ({ page }) => {
  await signInByApi(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/partner/partner-reference-room');
  await page.getByRole('link', { name: msg('ko', 'partnerLibrary.register') }).click();
  await expect(page).toHaveURL(atPath('/partner/partner-reference-room-register'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const titleKr = `파트너 세미나 자료 ${uniqueStamp()}`;
  await textbox(page, variant('partnerLibrary.colTitle', 'Kr')).fill(titleKr);
  await textbox(page, variant('partnerLibrary.colTitle', 'En')).fill('Partner seminar slides');
  await textbox(page, variant('field.description', 'Kr')).fill('세미나 발표 자료입니다.');
  await textbox(page, variant('field.description', 'En')).fill('The seminar slides.');
  await page.locator('[data-code="PARTNER_LIBRARY"] input[type="file"]').setInputFiles({
    name: 'seminar-agenda.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('10:00 Welcome\n10:30 Roadmap\n'),
  });
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();

  await expect(page).toHaveURL(atPath('/partner/partner-reference-room'));
  await expect(page.getByText(msg('ko', 'resources.createSuccess'))).toBeVisible();
  await page.locator('.partner-table tbody tr').first().getByRole('link', { name: titleKr }).click();
  const file = page.getByRole('link', { name: 'seminar-agenda.txt' });
  expect(await (await page.request.get((await file.getAttribute('href')) ?? '')).text()).toContain('Roadmap');
  const id = Number(new URL(page.url()).searchParams.get('id'));
  // the demo library is left as it was: the document goes again (a state change names its origin)
  const origin = new URL(page.url()).origin;
  expect((await page.request.delete(`/api/admin/partner-library/${id}`, { headers: { origin } })).status()).toBe(200);
});

test('an ADMIN registers a partner FAQ answer: the Korean texts and the type are required, the English ones not', { tag: '@global-data' }, async ({ page }) => {
  await signInByApi(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/partner/partner-FAQ');
  await page.getByRole('link', { name: msg('ko', 'partnerFaq.register') }).click();
  await expect(page).toHaveURL(atPath('/partner/partner-register'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const questionKr = textbox(page, variant('faq.fieldQuestion', 'Kr'));
  const questionEn = textbox(page, variant('faq.fieldQuestion', 'En'));
  await expect(questionKr).toHaveAttribute('aria-required', 'true');
  await expect(questionEn).not.toHaveAttribute('aria-required');

  // saved empty: the type, the Korean question and the Korean answer are named, nothing in English
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();
  await expect(page.getByText(msg('ko', 'partnerFaq.selectType'))).toBeVisible();
  await expect(page.getByText(msg('ko', 'validation.required', { field: variant('faq.fieldQuestion', 'Kr') }))).toBeVisible();
  await expect(page.getByText(msg('ko', 'partnerFaq.answerRequired'))).toBeVisible();
  await expect(page.getByText(msg('ko', 'validation.required', { field: variant('faq.fieldQuestion', 'En') }))).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/partner/partner-register'));

  const title = `파트너 라이선스 갱신 절차 ${uniqueStamp()}`;
  await page.getByRole('combobox', { name: msg('ko', 'partnerFaq.fieldType') }).selectOption({ label: '기술 지원' });
  await questionKr.fill(title);
  await textbox(page, variant('faq.fieldAnswer', 'Kr')).fill('파트너 포털에서 갱신을 신청하세요.');
  await page.getByRole('button', { name: msg('ko', 'editor.save'), exact: true }).click();

  await expect(page).toHaveURL(atPath('/partner/partner-FAQ'));
  await expect(page.getByText(msg('ko', 'resources.createSuccess'))).toBeVisible();
  await page.goto(`/partner/partner-FAQ?keyword=${encodeURIComponent(title)}`);
  const question = page.locator('summary', { hasText: title });
  await question.click();
  await expect(page.getByText('파트너 포털에서 갱신을 신청하세요.')).toBeVisible();
  // the demo FAQ is left as it was
  const found = await page.request.get(`/api/partner/faq?keyword=${encodeURIComponent(title)}`);
  const id = ((await found.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
  const origin = new URL(page.url()).origin;
  expect((await page.request.delete(`/api/admin/partner-faq/${id}`, { headers: { origin } })).status()).toBe(200);
});
