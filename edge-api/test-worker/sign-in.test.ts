import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import { DEMO_PASSWORD, demoAccounts } from '#db/seed/content/accounts.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings } from './support.ts';

// Issue "sign-in from a shared address" in workerd on D1: a spray from one address held every right password
// from it too. A browser the account has signed in from before (its
// device cookie, decision 032, kept in D1) signs in through the spray; a client the portal does not know
// stays held; a known browser's wrong passwords lock that browser alone.

const MEMBER = 'emily.carter@northwind-retail.com';
const ADMIN = 'admin@example-analytics.com';

/**
 * The portal as the Worker runs it, its clock stopped at one moment (so no window ends during a slow run),
 * every request from `address` as Cloudflare names the client.
 */
function portal(address: string) {
  const now = new Date();
  const app = createApp({
    deps: async () => ({ ...(await createWorkerDeps(bindings)), now: () => now }),
    clientIp: (c) => c.req.header('cf-connecting-ip') ?? '',
  });
  const request = (path: string, init: { method?: string; body?: string; cookie?: string } = {}) =>
    app.request(path, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'cf-connecting-ip': address, cookie: init.cookie ?? '' },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  const send = (path: string, body: unknown, cookie = '') => request(path, { method: 'POST', body: JSON.stringify(body), cookie });
  return { request, send };
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

/** 80 wrong passwords over 80 of the demo content's sample members, from the one address of these tests. */
async function spray(send: ReturnType<typeof portal>['send'], path: string) {
  const demo = new Set(demoAccounts.map((account) => account.username));
  const rows = await env.DB.prepare("select username from user_account where role = 'MEMBER' order by id desc limit 100").all<{ username: string }>();
  const targets = rows.results.map((row) => row.username).filter((username) => !demo.has(username));
  const answers: number[] = [];
  for (const username of targets.slice(0, 80)) answers.push((await send(path, { username, password: 'Spray#2026x' })).status);
  expect(answers).toEqual([...Array<number>(20).fill(400), ...Array<number>(60).fill(429)]);
}

/** What a client sees of a failure: the HTTP status, the envelope's code and its message. */
async function messageOf(res: Response) {
  const { code, message } = await res.json<Envelope<unknown>>();
  return { status: res.status, code, message };
}

describe('sign-in from a shared address, in workerd on D1', () => {
  it('POST /api/auth/login: the browser a member signed in with signs in after a spray; a new client waits; 5 wrong passwords lock the browser', async () => {
    const { send } = portal('198.51.100.10');
    const first = await send('/api/auth/login', { username: MEMBER, password: DEMO_PASSWORD });
    expect(first.status).toBe(200);
    const device = cookieOf(first, 'portal_device');
    expect(device).toMatch(/^portal_device=[A-Za-z0-9_-]{43}$/);
    const stored = await env.DB.prepare('select token_hash from device_cookie').all<{ token_hash: string }>();
    expect(JSON.stringify(stored.results)).not.toContain(device.split('=')[1]);

    await spray(send, '/api/auth/login');
    expect((await send('/api/auth/login', { username: MEMBER, password: DEMO_PASSWORD }, device)).status).toBe(200);
    expect(await messageOf(await send('/api/auth/login', { username: MEMBER, password: DEMO_PASSWORD }))).toMatchObject({
      status: 429,
      code: 184,
      message: 'Too many attempts from this address. Try again in 15 minutes.',
    });
    for (let n = 0; n < 4; n += 1) expect((await send('/api/auth/login', { username: MEMBER, password: 'Wrong#pass1' }, device)).status).toBe(400);
    expect(await messageOf(await send('/api/auth/login', { username: MEMBER, password: 'Wrong#pass1' }, device))).toMatchObject({
      status: 429,
      code: 183,
      message: 'Too many wrong passwords from this browser: it may not sign in for now. Try again in 15 minutes.',
    });
  }, 180_000);

  it('the admin sign-in: the browser the admin signed in with passes both steps after a spray; a new client waits', async () => {
    const { request, send } = portal('198.51.100.20');
    const signIn = async (device: string) => {
      const step1 = await send('/api/auth/admin/login', { username: ADMIN, password: DEMO_PASSWORD }, device);
      if (step1.status !== 200) return step1;
      const cookie = [device, cookieOf(step1, 'portal_admin_pending')].filter(Boolean).join('; ');
      expect((await request('/api/auth/admin/get-otp-login?channel=MAIL', { cookie })).status).toBe(200);
      const mail = await env.DB.prepare('select body from outbox where recipient = ? order by id desc').bind(ADMIN).first<{ body: string }>();
      return send('/api/auth/admin/login-admin', { code: /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] }, cookie);
    };
    const first = await signIn('');
    expect(first.status).toBe(200);
    const device = cookieOf(first, 'portal_device');
    await spray(send, '/api/auth/admin/login');
    const known = await signIn(device);
    expect(known.status).toBe(200);
    expect(cookieOf(known, 'portal_admin')).not.toBe('');
    expect(await messageOf(await signIn(''))).toMatchObject({ status: 429, code: 184 });
  }, 180_000);
});
