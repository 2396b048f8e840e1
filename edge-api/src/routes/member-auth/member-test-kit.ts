// Shared steps of the member identity tests (sign-up, sign-in, recovery, my page): members made with
// the seed's generator, sign-in through the real call, and a fresh caller IP per test so the per-IP
// limit of one test never reaches another.
import { expect } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { AccountSeed } from '#db/seed/content/accounts.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { createTestApp } from '../../testing/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A password that follows every rule of portal spec §5. */
export const PASSWORD = 'Secure#2468';
export const NEW_PASSWORD = 'Fresh!pw357';

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

/** Asserts a failure's status, code and message (in the language it was asked in). */
export async function expectFailure(res: Response, status: number, lang: Lang, key: MessageKey, values?: Record<string, string | number>, code = status) {
  const body = await readJson(res);
  expect({ status: res.status, success: body.success, code: body.code, message: body.message }).toEqual({ status, success: false, code, message: msg(lang, key, values) });
  return body;
}

/** An account of the seed's shape (active member by default), its password hashed by the API's scrypt. */
export async function createMember(t: TestApp, overrides: Partial<AccountSeed> = {}, password = PASSWORD) {
  const seed = accountSeed({ passwordAgeDays: 10, ...overrides });
  const id = await insertAccount(t.db, seed, password, hashPassword, { now: t.clock.now ?? new Date() });
  return { id, ...seed, password };
}

/**
 * The member session cookie a response leaves in the browser: the last Set-Cookie of that name wins
 * (a sign-in over an old session first clears the old cookie, then sets the new one).
 */
export function sessionCookieAfter(res: Response): string | undefined {
  const value = res.headers.getSetCookie().filter((cookie) => cookie.startsWith('portal_session=')).at(-1)?.split(';')[0];
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
