// The steps of the passkey API tests (issue 34): a member's My Page re-entry, a passkey added through the real calls
// with the software authenticator, a sign-in by a passkey alone from a browser of its own (its passkey cookie), and
// what the connection history wrote of an account.
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { schema } from '#db/client.ts';
import { cookieJar, freshIp, readJson, type TestApp } from './api-kit.ts';
import { softAuthenticator, type Bend, type SoftCredential } from './soft-authenticator.ts';
import { SITE } from './test-app.ts';

export type Authenticator = ReturnType<typeof softAuthenticator>;
type Options = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

/** An authenticator of the test portal's page (its configured address). */
export const pageAuthenticator = () => softAuthenticator({ origin: SITE });

/** Where the calls of a passkey's owner are: My Page's (member session) or the console's (admin session). */
export const placeOf = { MEMBER: '/api/auth/passkey', ADMIN: '/api/admin/passkey' } as const;
/** Where a sign-in by a passkey alone is made: the site's or the console's. */
export const signInOf = { MEMBER: '/api/auth/passkey', ADMIN: '/api/auth/admin/passkey' } as const;

/** My Page's password re-entry in a member session (POST /api/auth/import-password). */
export async function reenter(t: TestApp, cookie: string, password: string): Promise<void> {
  const res = await t.send('POST', '/api/auth/import-password', { password }, 'ko', { cookie, 'x-test-ip': freshIp() });
  expect(res.status).toBe(200);
}

/** The registration options of a session. */
export async function registrationOptions(t: TestApp, cookie: string, place: keyof typeof placeOf = 'MEMBER', lang: Lang = 'ko') {
  const res = await t.send('POST', `${placeOf[place]}/register-options`, undefined, lang, { cookie, 'x-test-ip': freshIp() });
  return { res, options: res.ok ? (await readJson<Options>(res.clone())).data : null };
}

/** Adds a passkey through the real calls; the registration's answer and the credential the authenticator holds. */
export async function addPasskey(
  t: TestApp,
  cookie: string,
  authenticator: Authenticator,
  name: string,
  options: { place?: keyof typeof placeOf; lang?: Lang; bend?: Bend } = {},
): Promise<{ res: Response; credential: SoftCredential }> {
  const place = options.place ?? 'MEMBER';
  const { options: creation } = await registrationOptions(t, cookie, place);
  if (!creation) throw new Error('no registration options');
  const { response, credential } = await authenticator.register(creation, options.bend);
  const res = await t.send('POST', `${placeOf[place]}/register`, { name, response }, options.lang ?? 'ko', { cookie, 'x-test-ip': freshIp() });
  return { res, credential };
}

/** A browser asking to sign in by a passkey alone: the options and its passkey cookie. */
export async function signInOptions(t: TestApp, kind: keyof typeof signInOf = 'MEMBER', ip = freshIp()) {
  const res = await t.send('POST', `${signInOf[kind]}/login-options`, undefined, 'ko', { 'x-test-ip': ip });
  expect(res.status).toBe(200);
  return { options: (await readJson<RequestOptions>(res.clone())).data, cookie: cookieJar('', res) };
}

/** Sends an answer to the sign-in by a passkey alone with a browser's cookies. */
export const sendSignIn = (t: TestApp, kind: keyof typeof signInOf, response: unknown, cookie: string, lang: Lang = 'ko', ip = freshIp()) =>
  t.send('POST', `${signInOf[kind]}/login`, { response }, lang, { cookie, 'x-test-ip': ip });

/** The whole sign-in by a passkey alone from a new browser, with `credential` (bent as asked). */
export async function signInWithPasskey(
  t: TestApp,
  authenticator: Authenticator,
  credential: SoftCredential | undefined,
  options: { kind?: keyof typeof signInOf; lang?: Lang; bend?: Bend; ip?: string } = {},
) {
  const kind = options.kind ?? 'MEMBER';
  const ip = options.ip ?? freshIp();
  const browser = await signInOptions(t, kind, ip);
  const response = await authenticator.assert(browser.options, credential, options.bend);
  const res = await sendSignIn(t, kind, response, browser.cookie, options.lang, ip);
  return { res, response, browser };
}

/** What the connection history holds of an account, newest first: the event and its detail. */
export async function historyOf(t: TestApp, userId: number) {
  const t2 = schema.connectionHistory;
  const rows = await t.db.select().from(t2).where(eq(t2.userId, userId)).orderBy(desc(t2.id));
  return rows.map(({ event, detail, kind }) => ({ event, detail, kind }));
}
