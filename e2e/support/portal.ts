// What the browser stories share: messages as the pages translate them, localized paths, the axe
// check, mail read at /dev/mail as a member reads it, and the sign-in at /login.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { requiredTerms } from '#core/auth/terms.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';

/** A message of the catalogue with its {{values}} filled in, as the pages translate it. */
export const msg = (lang: Lang, key: MessageKey, values?: Record<string, string | number>) => translator(lang)(key, values);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's path in a language: Korean at the spec's route, English under /en/. */
export const at = (lang: Lang, path: string) => (lang === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path);

/** The page's URL is exactly this path (any query string allowed). */
export const atPath = (path: string) => new RegExp(`^[^/]+//[^/]+${escapeRegExp(path)}(\\?.*)?$`);

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, results.violations.map((violation) => `${violation.id}: ${violation.help}`).join('\n')).toEqual([]);
}

/** The newest mailed link to `path` sent to an address, as a path of this server (the mail names the public site URL). */
export async function mailedLink(page: Page, address: string, path: string): Promise<string> {
  await page.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
  const link = page.locator(`a[href*="${path}?token="]`).first();
  await expect(link).toBeAttached();
  const url = new URL((await link.getAttribute('href')) ?? '');
  return url.pathname + url.search;
}

/** The newest 6-digit code mailed to an address, read on the development mail page in a second tab. */
export async function mailedCode(page: Page, to: string): Promise<string> {
  const mail = await page.context().newPage();
  await mail.goto(`/dev/mail?to=${encodeURIComponent(to)}`);
  const body = (await mail.locator('article pre').first().textContent()) ?? '';
  await mail.close();
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}: ${body}`);
  return code;
}

/** Fills and sends the sign-in form of /login (the page must be open). */
export async function fillSignIn(page: Page, lang: Lang, username: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(username);
  await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: msg(lang, 'login.submit'), exact: true }).click();
}

let registered = 0;

/**
 * A new, activated member of its own (signed up and activated through the API as the forms do), for a
 * story that changes the account: the demo accounts stay as other stories expect them.
 */
export async function registerActiveMember(page: Page, lang: Lang, name: string) {
  registered += 1;
  const stamp = `${Date.now().toString(36)}${registered}`;
  const member = {
    username: `e2e.${stamp}@example.co.kr`,
    password: 'Story#2027x',
    name,
    phoneNumber: `0107${String(Date.now() % 10_000_000).padStart(7, '0')}`,
  };
  const signUp = await page.request.post('/api/public/sign-up', {
    headers: { 'accept-language': lang },
    data: {
      username: member.username,
      password: member.password,
      name: member.name,
      companyName: 'E2E Analytics',
      phoneNumber: member.phoneNumber,
      country: '+82',
      historyTermAgreement: { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(requiredTerms[lang]) },
    },
  });
  expect(signUp.status()).toBe(201);
  const link = await mailedLink(page, member.username, lang === 'en' ? '/en/register-success' : '/register-success');
  const token = new URL(link, 'http://portal').searchParams.get('token');
  expect((await page.request.post('/api/public/activate-account', { data: { token } })).status()).toBe(200);
  return member;
}
