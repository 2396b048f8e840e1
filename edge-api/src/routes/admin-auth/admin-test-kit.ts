// Shared steps of the console's API tests: admins and members made with the seed's generator, the
// two-step admin sign-in through the real calls (the code read from the mail), and a fresh caller IP
// per sign-in so the per-IP limits of one test never reach another.
import { expect } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { AccountSeed } from '#db/seed/content/accounts.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { sessionCookieOf, type createTestApp } from '../../testing/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const PASSWORD = 'Admin#2468';

let ipCounter = 0;
/** A caller address no other test has used. */
export const freshIp = () => {
  ipCounter += 1;
  return `172.16.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
};

export const msg = (lang: Lang, key: MessageKey, values?: Record<string, string | number>) => translator(lang)(key, values);

export const readJson = async <T = unknown>(res: Response) => (await res.json()) as Envelope<T>;

/** Asserts a failure's status, code and message in the language it was asked in. */
export async function expectFailure(res: Response, status: number, lang: Lang, key: MessageKey, values?: Record<string, string | number>, code = status) {
  const body = await readJson(res);
  expect({ status: res.status, success: body.success, code: body.code, message: body.message }).toEqual({ status, success: false, code, message: msg(lang, key, values) });
}

/** An account (an active admin by default) with its password hashed by the API's scrypt. */
export async function createAccount(t: TestApp, overrides: Partial<AccountSeed> = {}, password = PASSWORD) {
  const seed = accountSeed({ role: 'ADMIN', passwordAgeDays: 10, ...overrides });
  const id = await insertAccount(t.db, seed, password, hashPassword, { now: t.clock.now ?? new Date() });
  return { id, ...seed, password };
}

/** The cookies a response set, as a Cookie header value (`a=1; b=2`), merged over earlier ones. */
export function cookieJar(previous: string, res: Response): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0] ?? '', pair] as const));
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0] ?? '';
    const name = pair.split('=')[0] ?? '';
    if (pair === `${name}=` || /max-age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** The access code in a mail or SMS body. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
}

/** The password step: the pending sign-in cookie. */
export async function passwordStep(t: TestApp, username: string, password = PASSWORD, ip = freshIp()) {
  const res = await t.send('POST', '/api/auth/admin/login', { username, password }, 'ko', { 'x-test-ip': ip });
  return { res, cookie: cookieJar('', res.clone()) };
}

/** Asks for a code by a channel and reads it from what the address received. */
export async function requestCode(t: TestApp, cookie: string, to: string, channel: 'MAIL' | 'SMS' = 'MAIL', ip = freshIp()) {
  const res = await t.get(`/api/auth/admin/get-otp-login?channel=${channel}`, 'ko', { cookie, 'x-test-ip': ip });
  expect(res.status).toBe(200);
  const [sent] = await t.mailTo(to);
  if (!sent) throw new Error(`nothing sent to ${to}`);
  return { res, code: codeIn(sent.body), sent };
}

/** The whole admin sign-in; `cookie` holds the admin session cookie. */
export async function signInAdmin(t: TestApp, account: { username: string; password: string }) {
  const ip = freshIp();
  const step1 = await passwordStep(t, account.username, account.password, ip);
  expect(step1.res.status).toBe(200);
  const { code } = await requestCode(t, step1.cookie, account.username, 'MAIL', ip);
  const res = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie: step1.cookie, 'x-test-ip': ip });
  expect(res.status).toBe(200);
  const session = sessionCookieOf(res.clone(), 'portal_admin');
  if (!session) throw new Error('no admin session cookie');
  return { res, cookie: session };
}

/** A signed-in admin: the account and its admin session cookie. */
export async function signedInAdmin(t: TestApp, overrides: Partial<AccountSeed> = {}) {
  const account = await createAccount(t, overrides);
  const { cookie } = await signInAdmin(t, account);
  return { ...account, cookie };
}
