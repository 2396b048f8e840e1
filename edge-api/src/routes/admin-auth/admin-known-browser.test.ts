// Issue "sign-in from a shared address", the admin console: the password step and the access-code step
// held every admin behind an address that a spray, or one busy day of sign-ins (each code sent counts),
// had filled. A browser the admin has signed in from before (decision 032) passes both steps under
// limits of its own; a client the portal does not know stays held by the address.
import { describe, expect, it } from 'vitest';
import { codeIn, createAccount, expectFailure, freshIp, msg, readJson, useTestApp, type TestApp } from '../../testing/api-kit.ts';
import { deviceCookieOf, expectHeldByAddress, sprayFrom } from '../../testing/known-browsers.ts';
import { sessionCookieOf } from '../../testing/test-app.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));

type Browser = { ip: string; device?: string | undefined };
type Admin = Awaited<ReturnType<typeof createAccount>>;

/** A cookie header of what the browser holds: its device cookie and the pending sign-in. */
const cookies = (browser: Browser, pending = '') => [browser.device, pending].filter(Boolean).join('; ');

/** The password step from a browser: the answer and the pending sign-in cookie. */
async function passwordStep(browser: Browser, admin: Admin, password = admin.password, lang: 'ko' | 'en' = 'ko') {
  const res = await t.send('POST', '/api/auth/admin/login', { username: admin.username, password }, lang, {
    'x-test-ip': browser.ip,
    cookie: cookies(browser),
  });
  return { res, pending: sessionCookieOf(res.clone(), 'portal_admin_pending') ?? '' };
}

const sendCode = (browser: Browser, pending: string, lang: 'ko' | 'en' = 'ko') =>
  t.get('/api/auth/admin/get-otp-login?channel=MAIL', lang, { 'x-test-ip': browser.ip, cookie: cookies(browser, pending) });

const enterCode = (browser: Browser, pending: string, code: string, lang: 'ko' | 'en' = 'ko') =>
  t.send('POST', '/api/auth/admin/login-admin', { code }, lang, { 'x-test-ip': browser.ip, cookie: cookies(browser, pending) });

/** Both steps from a browser; answers the code step's response and the device cookie the browser holds after it. */
async function signIn(browser: Browser, admin: Admin) {
  const { res: first, pending } = await passwordStep(browser, admin);
  expect(first.status).toBe(200);
  expect((await sendCode(browser, pending)).status).toBe(200);
  const [mail] = await t.mailTo(admin.username);
  const res = await enterCode(browser, pending, codeIn(mail?.body ?? ''));
  return { res, device: deviceCookieOf(res.clone()) ?? browser.device };
}

/** An admin who has signed in to the console once from a browser at `ip`. */
async function adminWithBrowser(ip = freshIp()) {
  const admin = await createAccount(t);
  const { res, device } = await signIn({ ip }, admin);
  expect(res.status).toBe(200);
  expect(device).toMatch(/^portal_device=[A-Za-z0-9_-]{43}$/);
  return { admin, browser: { ip, device } };
}

describe('the admin sign-in from a browser the admin has signed in with before', () => {
  it('passes a spray of 80 wrong passwords over 80 accounts from its address at both steps; a new client there gets 429', async () => {
    const office = freshIp();
    const { admin, browser } = await adminWithBrowser(office);
    // a new client at the office fills the address's code step too: 19 codes asked for, and the code of
    // the browser's first sign-in, when it was a client the portal did not know yet
    const stranger = { ip: office };
    const { pending } = await passwordStep(stranger, admin);
    for (let n = 1; n < 20; n += 1) expect((await sendCode(stranger, pending)).status).toBe(200);
    await sprayFrom(t, office, '/api/auth/admin/login');
    for (const lang of ['ko', 'en'] as const) {
      await expectHeldByAddress((await passwordStep({ ip: office }, admin, admin.password, lang)).res, lang);
      await expectHeldByAddress(await sendCode(stranger, pending, lang), lang);
    }
    const known = await signIn(browser, admin);
    expect(known.res.status).toBe(200);
    expect(sessionCookieOf(known.res, 'portal_admin')).toBeDefined();
  }, 60_000);

  it('signs in 30 times in a row from one browser, one code sent each time, where a new client is held after 20 codes', async () => {
    const { admin, browser } = await adminWithBrowser();
    for (let n = 0; n < 30; n += 1) expect((await signIn(browser, admin)).res.status).toBe(200);
    // the same from a client the portal does not know: every code sent counts against its address
    const stranger = { ip: freshIp() };
    const { pending } = await passwordStep(stranger, admin);
    for (let n = 0; n < 20; n += 1) expect((await sendCode(stranger, pending)).status).toBe(200);
    await expectHeldByAddress(await sendCode(stranger, pending, 'en'), 'en');
    await expectHeldByAddress(await enterCode(stranger, pending, '123456', 'ko'), 'ko');
  }, 60_000);

  it('holds a known browser that asks for or mistypes 20 codes without signing in, with its own message, and not its address', async () => {
    const { admin, browser } = await adminWithBrowser();
    const { pending } = await passwordStep(browser, admin);
    for (let n = 0; n < 16; n += 1) expect((await sendCode(browser, pending)).status).toBe(200);
    const [mail] = await t.mailTo(admin.username);
    const wrong = codeIn(mail?.body ?? '') === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) await expectFailure(await enterCode(browser, pending, wrong), 400, 'ko', 'console.codeWrong', { left });
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await sendCode(browser, pending, lang), 429, lang, 'auth.deviceTooManyAttempts', { minutes: 15 }, 184);
      await expectFailure(await enterCode(browser, pending, wrong, lang), 429, lang, 'auth.deviceTooManyAttempts', { minutes: 15 }, 184);
    }
    // a new client at the same address is not held by what the known browser did
    const stranger = { ip: browser.ip };
    const { pending: theirs } = await passwordStep(stranger, admin);
    expect((await sendCode(stranger, theirs)).status).toBe(200);
    at(16);
    expect((await signIn(browser, admin)).res.status).toBe(200);
  }, 60_000);

  it("locks a known browser after 5 wrong passwords in a row, and neither the admin's account nor the address", async () => {
    const { admin, browser } = await adminWithBrowser();
    for (let n = 0; n < 4; n += 1) await expectFailure((await passwordStep(browser, admin, 'Wrong#pw99')).res, 400, 'ko', 'auth.loginFailed');
    const fifth = (await passwordStep(browser, admin, 'Wrong#pw99', 'en')).res;
    await expectFailure(fifth, 429, 'en', 'auth.deviceLocked', { minutes: 15 }, 183);
    await expectFailure((await passwordStep(browser, admin)).res, 429, 'ko', 'auth.deviceLocked', { minutes: 15 }, 183);
    const stranger = await passwordStep({ ip: browser.ip }, admin);
    expect((await readJson(stranger.res)).message).toBe(msg('ko', 'console.passwordAccepted'));
  });

  it('is known from a member sign-in of the same account too: the cookie is bound to the account', async () => {
    const office = freshIp();
    const admin = await createAccount(t);
    const site = await t.send('POST', '/api/auth/login', { username: admin.username, password: admin.password }, 'ko', { 'x-test-ip': office });
    const browser = { ip: office, device: deviceCookieOf(site) };
    await sprayFrom(t, office, '/api/auth/admin/login');
    expect((await signIn(browser, admin)).res.status).toBe(200);
  }, 60_000);
});
