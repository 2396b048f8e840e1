// Issue "sign-in from a shared address", with several Node processes on one database: what makes a browser
// known, what a known browser's lock counts and what an address's limit counts live in the database, so a
// second portal process (a real child process on its own connection) sees the same as the first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMember, expectFailure, freshIp, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { deviceCookieOf, expectHeldByAddress } from '../testing/known-browsers.ts';
import { startPortalProcess, type PortalProcess } from '../testing/portal-process.ts';

let t: TestApp;
useTestApp((app) => (t = app));
let other: PortalProcess;
beforeAll(async () => {
  other = await startPortalProcess(t.dir);
}, 60_000);
afterAll(() => other.close());

/** A member sign-in through this process or the other one. */
function signIn(through: 'this' | 'other', ip: string, username: string, password: string, device?: string, lang: 'ko' | 'en' = 'ko') {
  const headers: Record<string, string> = {
    'accept-language': lang,
    'content-type': 'application/json',
    'x-test-ip': ip,
    ...(device ? { cookie: device } : {}),
  };
  const init = { method: 'POST', headers, body: JSON.stringify({ username, password }) };
  return through === 'this' ? t.request('/api/auth/login', init) : other.request(t.deps.now(), '/api/auth/login', init);
}

it('POST /api/auth/login: a browser known through one process signs in through the other after a spray sent through both', async () => {
  const office = freshIp();
  const member = await createMember(t);
  const device = deviceCookieOf(await signIn('other', office, member.username, member.password));
  expect(device).toBeDefined();
  // the spray, half through each process: the address's count is one
  const answers: number[] = [];
  for (let n = 0; n < 40; n += 1) {
    const target = await createMember(t);
    answers.push((await signIn(n % 2 ? 'other' : 'this', office, target.username, 'Spray#2026x')).status);
  }
  expect(answers).toEqual([...Array<number>(20).fill(400), ...Array<number>(20).fill(429)]);
  for (const through of ['this', 'other'] as const) {
    expect((await signIn(through, office, member.username, member.password, device)).status).toBe(200);
    await expectHeldByAddress(await signIn(through, office, member.username, member.password, undefined, 'en'), 'en');
  }
}, 120_000);

it("POST /api/auth/login: a known browser's wrong passwords through both processes count toward one lock", async () => {
  const member = await createMember(t);
  const browser = { ip: freshIp(), device: deviceCookieOf(await signIn('this', freshIp(), member.username, member.password)) };
  for (let n = 0; n < 4; n += 1) expect((await signIn(n % 2 ? 'other' : 'this', browser.ip, member.username, 'Wrong#pw99', browser.device)).status).toBe(400);
  await expectFailure(
    await signIn('other', browser.ip, member.username, 'Wrong#pw99', browser.device, 'en'),
    429,
    'en',
    'auth.deviceLocked',
    { minutes: 15 },
    183,
  );
  await expectFailure(await signIn('this', browser.ip, member.username, member.password, browser.device), 429, 'ko', 'auth.deviceLocked', { minutes: 15 }, 183);
}, 60_000);
