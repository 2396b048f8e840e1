import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const ADMIN = 'admin@example-analytics.com';
const CONTENT_MANAGER = 'content@example-analytics.com';
const PASSWORD = 'Portal#2026!';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** The newest access code mailed to the admin, read on /dev/mail as the admin reads their mailbox. */
async function mailedCode(context: BrowserContext): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto(`/dev/mail?to=${encodeURIComponent(ADMIN)}`);
  const body = await mailbox.locator('article').first().locator('pre').innerText();
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no access code in the newest mail: ${body}`);
  return code;
}

/** Both steps of the admin sign-in (admin spec §4), in Korean. */
async function signIn(page: Page, context: BrowserContext) {
  await page.goto('/admin/login');
  await page.getByLabel('아이디(이메일)').fill(ADMIN);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('radio', { name: '메일' }).check();
  await page.getByRole('button', { name: '코드 보내기' }).click();
  await expect(page.getByText('6자리 액세스 코드가 전송되었습니다. 메일함이나 SMS를 확인하세요.')).toBeVisible();
  await page.getByLabel('액세스 코드 (6자리)').fill(await mailedCode(context));
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '접속 이력' })).toBeVisible();
}

test('an admin signs in with a mailed code, reads and exports the histories, switches to English and logs out', async ({ page, context }) => {
  // a long story with six accessibility scans on a shared, slow machine
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expect(page).toHaveTitle(/관리자 로그인/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  await expectNoAxeViolations(page);

  // a wrong code is refused with the server's message and the form stays
  await page.getByLabel('아이디(이메일)').fill(ADMIN);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '코드 보내기' }).click();
  await expect(page.getByText('6자리 액세스 코드가 전송되었습니다. 메일함이나 SMS를 확인하세요.')).toBeVisible();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('액세스 코드 (6자리): 6자리 숫자를 입력하세요.')).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page, context);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page).toHaveTitle(/접속 이력/);
  await expect(page.getByText('김관리 님')).toBeVisible();
  const ownSignIn = page.getByRole('row').filter({ hasText: ADMIN }).filter({ has: page.getByText('로그인', { exact: true }) });
  await expect(ownSignIn.first()).toBeVisible();
  await expect(ownSignIn.first()).toContainText('관리자');
  await expectNoAxeViolations(page);

  // the keyword filter lives in the URL, so a reload keeps it
  await page.getByLabel('검색어').fill(ADMIN);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/keyword=admin%40example-analytics\.com/);
  await page.reload();
  await expect(page.getByLabel('검색어')).toHaveValue(ADMIN);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain(ADMIN);

  // the export asks the reason first, then the file arrives
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const dialog = page.getByRole('dialog', { name: '엑셀 다운로드 사유' });
  await dialog.getByRole('button', { name: '다운로드' }).click();
  await expect(dialog.getByText('다운로드 사유: 필수 입력 항목입니다.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('다운로드 사유').fill('분기별 접속 기록 점검');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText('파일을 내려받았습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the admin access history shows the views and the export just made
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '관리자 접근 이력' }).click();
  await expect(page).toHaveURL(/\/admin\/admin-access$/);
  await expect(page.getByRole('heading', { level: 1, name: '관리자 접근 이력' })).toBeVisible();
  await expect(page).toHaveTitle(/관리자 접근 이력/);
  const accessRows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(accessRows.filter({ hasText: ADMIN }).filter({ has: page.getByText('조회', { exact: true }) }).first()).toBeVisible();
  await expect(accessRows.filter({ hasText: ADMIN }).filter({ has: page.getByText('다운로드', { exact: true }) }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // unknown console paths say so inside the frame
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다 (Not found)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '관리자 접근 이력' }).click();

  // English, remembered across a reload
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access history' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle(/Admin access history/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin access history' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.goto('/admin/admin-access');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a session that ends while the console is open goes back to the sign-in with the Korean message', async ({ page, context }) => {
  await signIn(page, context);
  await context.clearCookies();
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('세션이 만료되었습니다. 다시 로그인하세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a content manager is refused at the admin sign-in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('아이디(이메일)').fill(CONTENT_MANAGER);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('접근 권한이 없습니다 !')).toBeVisible();
  await expect(page.getByRole('button', { name: '코드 보내기' })).toHaveCount(0);
});

test('a deep link into the console without a session lands on the sign-in', async ({ page }) => {
  await page.goto('/admin/admin-access');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
});

test('a forgotten admin password is answered by mail, and the mailed link opens the reset form', async ({ page, context }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 찾기' });
  await dialog.getByLabel('아이디(이메일)').fill(ADMIN);
  await dialog.getByRole('button', { name: '링크 보내기' }).click();
  await expect(page.getByText('가입된 계정이면 비밀번호 재설정 링크를 메일로 보냈습니다. 30분 안에 메일의 링크를 여세요.')).toBeVisible();

  const mailbox = await context.newPage();
  await mailbox.goto(`/dev/mail?to=${encodeURIComponent(ADMIN)}`);
  const link = await mailbox.locator('article').first().getByRole('link', { name: /reset-password/ }).getAttribute('href');
  await mailbox.close();
  const token = new URL(link ?? '', 'http://portal.test').searchParams.get('token');
  expect(token).toBeTruthy();
  await page.goto(`/admin/reset-password?token=${encodeURIComponent(token ?? '')}`);
  await expect(page.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeVisible();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Console#2027');
  await page.getByLabel('새 비밀번호 확인').fill('Console#2028');
  await page.getByRole('button', { name: '재설정' }).click();
  await expect(page.getByText('비밀번호 확인이 일치하지 않습니다.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/reset-password');
  await expect(page.getByText('재설정 링크가 올바르지 않습니다. 로그인 화면에서 비밀번호 찾기를 다시 요청하세요.')).toBeVisible();
  await page.getByRole('link', { name: '로그인 화면으로' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
