// The steps of the known-browser tests (decision 032): the device cookie a response leaves, a member
// signing in from one browser, and a password spray from one address over many accounts.
import { expect } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { createMember, freshIp, msg, readJson, sessionCookieAfter, type TestApp } from './api-kit.ts';

/** The device cookie a response sets (`portal_device=…`), or undefined when it sets none. */
export function deviceCookieOf(res: Response): string | undefined {
  const value = res.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith('portal_device='))
    .at(-1)
    ?.split(';')[0];
  return value && value !== 'portal_device=' ? value : undefined;
}

/** The tokens a device cookie holds, the latest sign-in first. */
export const tokensOf = (cookie: string | undefined) => (cookie?.split('=')[1] ?? '').split('.').filter(Boolean);

/**
 * A member sign-in from one browser: `device` is the device cookie it presents (none for a client the
 * portal has never seen). Answers the response, the session cookie and the device cookie the browser
 * holds afterwards (the one it had when the answer sets none).
 */
export async function signInFrom(t: TestApp, browser: { ip: string; device?: string | undefined }, username: string, password: string, lang: Lang = 'ko') {
  const res = await t.send('POST', '/api/auth/login', { username, password }, lang, {
    'x-test-ip': browser.ip,
    ...(browser.device ? { cookie: browser.device } : {}),
  });
  return { res, session: sessionCookieAfter(res.clone()), device: deviceCookieOf(res) ?? browser.device };
}

/**
 * 80 wrong passwords over 80 accounts from one address, as a password spray sends them: the first 20 are
 * answered as wrong, the other 60 wait out the address's window (429, code 184).
 */
export async function sprayFrom(t: TestApp, ip: string, path = '/api/auth/login') {
  const answers: number[] = [];
  for (let n = 0; n < 80; n += 1) {
    const target = await createMember(t);
    answers.push((await t.send('POST', path, { username: target.username, password: 'Spray#2026x' }, 'en', { 'x-test-ip': ip })).status);
  }
  expect(answers).toEqual([...Array<number>(20).fill(400), ...Array<number>(60).fill(429)]);
}

/** Asserts the answer of a client held back by its address, in the language it asked in. */
export async function expectHeldByAddress(res: Response, lang: Lang, minutes = 15) {
  const body = await readJson(res);
  expect({ status: res.status, code: body.code, message: body.message }).toEqual({
    status: 429,
    code: 184,
    message: msg(lang, 'auth.tooManyAttempts', { minutes }),
  });
}

/** A browser the portal has never seen, from a new address. */
export const newBrowser = () => ({ ip: freshIp() });
