// What the browser stories share: messages as the pages translate them, localized paths, the axe
// check, mail read at /dev/mail as a member reads it, the sign-in at /login, a member of a test's own and
// the lock around the one admin mailbox (the suite runs in parallel workers: docs/testing.md).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { requiredTerms } from '#core/auth/terms.ts';
import { langTags, type Lang } from '#core/i18n/locales.ts';
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

/** A stamp no other test of any worker, run or retry uses: for e-mail addresses and titles. */
export const uniqueStamp = () => `${Date.now().toString(36)}${test.info().workerIndex}${randomBytes(3).toString('hex')}`;

/**
 * A new, activated member of its own (signed up and activated through the API as the forms do), for a
 * story that changes the account or reads back what the account did: the demo accounts stay as other
 * stories expect them. Every sign-up counts toward the per-address limit of the server (20 in 15
 * minutes, core/auth/limits.ts) and all workers share 127.0.0.1: the whole suite signs up fewer than ten.
 */
export async function registerActiveMember(page: Page, lang: Lang, name: string) {
  const stamp = uniqueStamp();
  const member = {
    username: `e2e.${stamp}@example.co.kr`,
    password: 'Story#2027x',
    name,
    phoneNumber: `0107${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
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

/** Signs in through the API, as the sign-in form does; the page's context keeps the session cookie. */
export async function signInByApi(page: Page, username: string, password: string) {
  const answer = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(answer.status(), `${username} signs in`).toBe(200);
}

const lockDir = join(tmpdir(), `portal-e2e-${process.env.E2E_PORT ?? 4329}-locks`);

/**
 * Runs `step` while no other worker runs a step under the same name: for what the portal has only one of,
 * the admin account's mailbox (its access codes and reset links would otherwise be read by the wrong
 * sign-in). A lock older than a minute was left by a worker that died, and is taken over.
 */
export async function withLock<T>(name: string, step: () => Promise<T>): Promise<T> {
  mkdirSync(lockDir, { recursive: true });
  const path = join(lockDir, name);
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch {
      try {
        if (Date.now() - statSync(path).mtimeMs > 60_000) rmSync(path, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await step();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The short check of a page in its second language: the page names its language, its title and main
 * heading are the language's; the caller then checks one key action or message.
 */
export async function expectPageIn(page: Page, lang: Lang, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', langTags[lang]);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(heading)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}
