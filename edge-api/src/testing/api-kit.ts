// The shared steps of the API tests: envelopes and translated failures, members and console accounts made
// with the seed's generator, the member sign-in and the two-step admin sign-in through the real calls (the
// code read from the mail), mail links and codes, and a fresh caller IP per call so the per-IP limits of
// one test never reach another.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { AccountSeed } from '#db/seed/content/accounts.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createTestApp, sessionCookieOf } from './test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The fixed moment the clock of a file's app shows at the start of each test. */
export const TEST_START = new Date('2026-11-20T01:00:00Z');
const MINUTE = 60_000;

/**
 * One app for a test file (made with `options`), on the real clock: made before its first test and handed
 * to `receive` (which may sign in the accounts the file needs), closed after the last.
 */
export function useApp(receive: (app: TestApp) => unknown, options: Parameters<typeof createTestApp>[0] = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    await receive(app);
  });
  afterAll(() => app?.close());
}

/**
 * One app for a test file (made with `options`): made before its first test (handed to `receive`), its
 * clock set back to `start` before each test, closed after the last. Answers `at(minutes)`, which moves
 * the clock to that many minutes after `start`.
 */
export function useTestApp(
  receive: (app: TestApp) => void,
  start = TEST_START,
  options: Parameters<typeof createTestApp>[0] = {},
): { at: (minutes: number) => void } {
  let app: TestApp | undefined;
  useApp((made) => {
    app = made;
    receive(made);
  }, options);
  beforeEach(() => {
    if (app) app.clock.now = start;
  });
  return {
    at: (minutes) => {
      if (app) app.clock.now = new Date(start.getTime() + minutes * MINUTE);
    },
  };
}

/**
 * One app for a test file, on the real clock (handed to `receive`), and a console admin (made with
 * `overrides`) signed in to it before its first test. Answers the admin: the account and its session cookie.
 */
export function useAdminApp(receive: (app: TestApp) => void, overrides: Partial<AccountSeed> = {}): () => SignedInAdmin {
  let admin: SignedInAdmin | undefined;
  useApp(async (app) => {
    receive(app);
    admin = await signedInAdmin(app, overrides);
  });
  return () => {
    if (!admin) throw new Error('the admin signs in before the first test');
    return admin;
  };
}

/** The time `minutes` after TEST_START, as stored (ISO). */
export const isoAfterStart = (minutes: number) => new Date(TEST_START.getTime() + minutes * MINUTE).toISOString();

/** A password that follows every rule of portal spec §5: the members' password. */
export const PASSWORD = 'Secure#2468';
export const NEW_PASSWORD = 'Fresh!pw357';
/** The console accounts' password. */
export const ADMIN_PASSWORD = 'Admin#2468';

let ipCounter = 0;
/** A caller address no other test has used. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.7`;
};

export const msg = (lang: Lang, key: MessageKey, values?: Record<string, string | number>) => translator(lang)(key, values);

export async function readJson<T = unknown>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** Asserts a failure's status, code and message (in the language it was asked in); answers the envelope. */
export async function expectFailure(res: Response, status: number, lang: Lang, key: MessageKey, values?: Record<string, string | number>, code = status) {
  const body = await readJson(res);
  expect({ status: res.status, success: body.success, code: body.code, message: body.message }).toEqual({
    status,
    success: false,
    code,
    message: msg(lang, key, values),
  });
  return body;
}

/** A member (active by default), its password hashed by the test portal's hasher. */
export async function createMember(t: TestApp, overrides: Partial<AccountSeed> = {}, password = PASSWORD) {
  const seed = accountSeed({ passwordAgeDays: 10, ...overrides });
  const id = await insertAccount(t.db, seed, password, t.deps.passwords.hash, { now: t.clock.now ?? new Date() });
  return { id, ...seed, password };
}

/** An account of the console's tests: an active admin by default, with the console accounts' password. */
export function createAccount(t: TestApp, overrides: Partial<AccountSeed> = {}, password = ADMIN_PASSWORD) {
  return createMember(t, { role: 'ADMIN', ...overrides }, password);
}

/**
 * The member session cookie a response leaves in the browser: the last Set-Cookie of that name wins
 * (a sign-in over an old session first clears the old cookie, then sets the new one).
 */
export function sessionCookieAfter(res: Response): string | undefined {
  const value = res.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith('portal_session='))
    .at(-1)
    ?.split(';')[0];
  return value && value !== 'portal_session=' ? value : undefined;
}

/** Signs in through the API; `cookie` is the session cookie to send back. */
export async function login(t: TestApp, username: string, password: string, lang: Lang = 'ko', headers: Record<string, string> = {}) {
  const res = await t.send('POST', '/api/auth/login', { username, password }, lang, { 'x-test-ip': freshIp(), ...headers });
  const cookie = sessionCookieAfter(res);
  return { res, body: await readJson<Record<string, unknown>>(res.clone()), cookie };
}

/** A signed-in member: the account and its session cookie. */
export async function signedInMember(t: TestApp, overrides: Partial<AccountSeed> = {}) {
  const member = await createMember(t, overrides);
  const { cookie, res } = await login(t, member.username, member.password, member.lang);
  expect(res.status).toBe(200);
  if (!cookie) throw new Error('no session cookie');
  return { ...member, cookie };
}

/** The last mail an address received (the outbox as the file transport saw it). */
export async function lastMail(t: TestApp, address: string) {
  const [mail] = await t.mailTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The token of the link in a mail body (`…?token=XYZ`). */
export function tokenInMail(body: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!match?.[1]) throw new Error(`no link in mail: ${body}`);
  return match[1];
}

/** The access code in a mail or SMS body. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
}

/** The cookies a response set, as a Cookie header value (`a=1; b=2`), merged over earlier ones. */
export function cookieJar(previous: string, res: Response): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0] ?? '';
    const name = pair.split('=')[0] ?? '';
    if (pair === `${name}=` || /max-age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** The admin sign-in's password step: the pending sign-in cookie. */
export async function passwordStep(t: TestApp, username: string, password = ADMIN_PASSWORD, ip = freshIp()) {
  const res = await t.send('POST', '/api/auth/admin/login', { username, password }, 'ko', { 'x-test-ip': ip });
  return { res, cookie: cookieJar('', res.clone()) };
}

/** Asks for an admin access code by a channel and reads it from what the address received. */
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
export type SignedInAdmin = Awaited<ReturnType<typeof createAccount>> & { cookie: string };

export async function signedInAdmin(t: TestApp, overrides: Partial<AccountSeed> = {}): Promise<SignedInAdmin> {
  const account = await createAccount(t, overrides);
  const { cookie } = await signInAdmin(t, account);
  return { ...account, cookie };
}
