// Issue "sign-in from a shared address": after 20 failed sign-ins from one address, every right password
// from it waited 15 minutes, so one client behind an office's shared address locked the whole office
// out. A browser the member has signed in from before (its device cookie, decision 032) now signs the
// member in through a spray; a client the portal does not know stays slowed, and a known browser's
// wrong passwords lock that browser alone (OWASP's device cookie protocol).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '#core/auth/token.ts';
import { schema } from '#db/client.ts';
import { createMember, expectFailure, freshIp, lastMail, NEW_PASSWORD, PASSWORD, readJson, tokenInMail, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { deviceCookieOf, expectHeldByAddress, newBrowser, signInFrom, sprayFrom, tokensOf } from '../testing/known-browsers.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
const DAY = 24 * 60;

const devicesOf = (userId: number) => t.db.select().from(schema.deviceCookie).where(eq(schema.deviceCookie.userId, userId));
const addressCount = async (ip: string) =>
  (
    await t.db
      .select()
      .from(schema.rateLimit)
      .where(eq(schema.rateLimit.key, `login:${ip}`))
  )[0]?.count ?? 0;

/** A member who has signed in once from a browser at `ip`: the browser now holds its device cookie. */
async function memberWithBrowser(ip = freshIp()) {
  const member = await createMember(t);
  const first = await signInFrom(t, { ip }, member.username, member.password);
  expect(first.res.status).toBe(200);
  return { member, browser: { ip, device: first.device } };
}

describe('POST /api/auth/login from a browser the member has signed in with before', () => {
  it('signs the member in after a spray of 80 wrong passwords over 80 accounts from its address; a new client there gets 429', async () => {
    const office = freshIp();
    const { member, browser } = await memberWithBrowser(office);
    // the member signed out meanwhile: the device cookie is not a session, the browser keeps it
    const session = (await signInFrom(t, browser, member.username, member.password)).session ?? '';
    const signOut = await t.send('POST', '/api/auth/logout', undefined, 'ko', { cookie: `${session}; ${browser.device}` });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.getSetCookie().some((cookie) => cookie.startsWith('portal_device='))).toBe(false);

    await sprayFrom(t, office);
    for (const lang of ['ko', 'en'] as const) {
      const known = await signInFrom(t, browser, member.username, member.password, lang);
      expect(known.res.status).toBe(200);
      expect(known.session).toBeDefined();
      // a new client from the office, the same member and the right password: slowed like the spray
      await expectHeldByAddress((await signInFrom(t, { ip: office }, member.username, member.password, lang)).res, lang);
    }
    // the known browser's sign-ins counted nothing against the address
    expect(await addressCount(office)).toBe(20);
  }, 60_000);

  it('leaves an HttpOnly, SameSite=Strict cookie for 90 days whose token the database holds only hashed, and never in the answer', async () => {
    const member = await createMember(t);
    const { res, device } = await signInFrom(t, newBrowser(), member.username, member.password);
    const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith('portal_device=')) ?? '';
    expect(set).toMatch(/^portal_device=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Strict$/);
    const [token] = tokensOf(device);
    const [row] = await devicesOf(member.id);
    expect(row).toMatchObject({
      tokenHash: await sha256Hex(token ?? ''),
      expiresAt: new Date(Date.parse('2026-11-20T01:00:00Z') + 90 * DAY * 60_000).toISOString(),
    });
    expect(JSON.stringify(await readJson(res))).not.toContain(token);
    expect(JSON.stringify(await t.db.select().from(schema.deviceCookie))).not.toContain(token);
  });

  it("counts a known browser's wrong passwords toward its own lock: 5 in a row lock it for 15 minutes, not the account nor the address", async () => {
    const { member, browser } = await memberWithBrowser();
    for (let n = 0; n < 4; n += 1) await expectFailure((await signInFrom(t, browser, member.username, 'Wrong#pw99')).res, 400, 'ko', 'auth.loginFailed');
    await expectFailure((await signInFrom(t, browser, member.username, 'Wrong#pw99', 'en')).res, 429, 'en', 'auth.deviceLocked', { minutes: 15 }, 183);
    at(5);
    // even the right password waits for the browser's lock to end
    await expectFailure((await signInFrom(t, browser, member.username, member.password)).res, 429, 'ko', 'auth.deviceLocked', { minutes: 10 }, 183);
    // the account is not locked: a new client signs the member in, and the browser's address counted nothing
    expect((await signInFrom(t, newBrowser(), member.username, member.password)).res.status).toBe(200);
    expect(await addressCount(browser.ip)).toBe(0);
    at(16);
    expect((await signInFrom(t, browser, member.username, member.password)).res.status).toBe(200);
    // the right password ended the row: four more wrong ones do not lock it
    for (let n = 0; n < 4; n += 1) await expectFailure((await signInFrom(t, browser, member.username, 'Wrong#pw99')).res, 400, 'ko', 'auth.loginFailed');
    expect((await signInFrom(t, browser, member.username, member.password)).res.status).toBe(200);
  });

  it("passes the account's lock, which holds only the clients the portal does not know, and leaves it in place for them", async () => {
    const { member, browser } = await memberWithBrowser();
    for (let n = 0; n < 4; n += 1) await signInFrom(t, newBrowser(), member.username, 'Wrong#pw99');
    await expectFailure((await signInFrom(t, newBrowser(), member.username, 'Wrong#pw99', 'en')).res, 429, 'en', 'auth.locked', { minutes: 15 }, 183);
    expect((await signInFrom(t, browser, member.username, member.password)).res.status).toBe(200);
    await expectFailure((await signInFrom(t, newBrowser(), member.username, member.password, 'ko')).res, 429, 'ko', 'auth.locked', { minutes: 15 }, 183);
  });
});

describe('POST /api/auth/login with a device cookie that makes no browser known', () => {
  it('holds a forged cookie, another account’s cookie and one 90 days old by the address like a new client', async () => {
    const office = freshIp();
    // passwords set today live the 3-month cycle, past the 90 days of a device cookie
    const member = await createMember(t, { passwordAgeDays: 0 });
    const colleague = await createMember(t, { passwordAgeDays: 0 });
    const { device } = await signInFrom(t, { ip: office }, member.username, member.password);
    const colleagues = await signInFrom(t, { ip: office }, colleague.username, colleague.password);
    at(90 * DAY - 10);
    await sprayFrom(t, office);
    const forged = `portal_device=${'A'.repeat(43)}`;
    await expectHeldByAddress((await signInFrom(t, { ip: office, device: forged }, member.username, member.password, 'en')).res, 'en');
    // the colleague's browser is known to the colleague's account only
    await expectHeldByAddress((await signInFrom(t, { ip: office, device: colleagues.device }, member.username, member.password, 'ko')).res, 'ko');
    at(90 * DAY - 1);
    expect((await signInFrom(t, { ip: office, device: colleagues.device }, colleague.username, colleague.password)).res.status).toBe(200);
    // 90 days after its last sign-in the member's browser is forgotten
    at(90 * DAY + 1);
    await expectHeldByAddress((await signInFrom(t, { ip: office, device }, member.username, member.password, 'en')).res, 'en', 4);
  }, 60_000);

  it('holds a browser whose cookie a password change or a reset revoked', async () => {
    const office = freshIp();
    const changed = await memberWithBrowser(office);
    const session = (await signInFrom(t, changed.browser, changed.member.username, changed.member.password)).session ?? '';
    const change = await t.send(
      'PUT',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'ko',
      { cookie: session },
    );
    expect(change.status).toBe(200);
    expect(await devicesOf(changed.member.id)).toEqual([]);

    const reset = await memberWithBrowser(office);
    expect((await t.send('POST', '/api/public/find-password', { username: reset.member.username }, 'ko', { 'x-test-ip': freshIp() })).status).toBe(200);
    const token = tokenInMail((await lastMail(t, reset.member.username)).body);
    const done = await t.send('POST', '/api/v1/users/reset-password', { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'ko');
    expect(done.status).toBe(200);
    expect(await devicesOf(reset.member.id)).toEqual([]);

    await sprayFrom(t, office);
    for (const { member, browser } of [changed, reset])
      await expectHeldByAddress((await signInFrom(t, browser, member.username, NEW_PASSWORD, 'en')).res, 'en');
  }, 60_000);
});

describe('one browser, several accounts', () => {
  it('keeps a cookie per account, the latest sign-in first, the same token when renewed, and at most 10 accounts', async () => {
    const shared = newBrowser();
    const members = await Promise.all(Array.from({ length: 11 }, () => createMember(t)));
    let device: string | undefined;
    for (const member of members) ({ device } = await signInFrom(t, { ...shared, device }, member.username, member.password));
    const tokens = tokensOf(device);
    expect(tokens).toHaveLength(10);
    // the first account fell out; the others are all known
    expect(await devicesOf(members[0]?.id ?? 0)).toHaveLength(1);
    const [latest, , third] = tokens;
    at(60);
    const again = await signInFrom(t, { ...shared, device }, members[8]?.username ?? '', PASSWORD);
    expect(tokensOf(again.device)).toEqual([third, latest, ...tokens.filter((token) => token !== third && token !== latest)]);
    expect((await devicesOf(members[8]?.id ?? 0)).map((row) => row.expiresAt)).toEqual([
      new Date(Date.parse('2026-11-20T02:00:00Z') + 90 * DAY * 60_000).toISOString(),
    ]);
    await sprayFrom(t, shared.ip);
    for (const member of members.slice(1)) expect((await signInFrom(t, { ...shared, device: again.device }, member.username, PASSWORD)).res.status).toBe(200);
    await expectHeldByAddress((await signInFrom(t, { ...shared, device: again.device }, members[0]?.username ?? '', PASSWORD, 'ko')).res, 'ko');
  }, 60_000);

  it('forgets the browsers of an account beyond its 20 latest', async () => {
    const member = await createMember(t);
    const first = await signInFrom(t, newBrowser(), member.username, member.password);
    for (let n = 1; n <= 20; n += 1) {
      at(n);
      await signInFrom(t, newBrowser(), member.username, member.password);
    }
    const rows = await devicesOf(member.id);
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.tokenHash)).not.toContain(await sha256Hex(tokensOf(first.device)[0] ?? ''));
    expect(deviceCookieOf((await signInFrom(t, { ip: freshIp(), device: first.device }, member.username, member.password)).res)).not.toBe(first.device);
  });
});
