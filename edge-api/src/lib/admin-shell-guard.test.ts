import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_IDLE_MS, ADMIN_SESSION_MAX_MS } from '#core/auth/limits.ts';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { insertSession, type SessionKind } from '#db/queries/session.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createApp } from '../app.ts';
import { createTestApp, SITE } from '../testing/test-app.ts';

// The front door with a shell of its own: the test app has no built SPA, so the shell answers a marker.
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
let adminId: number;
let memberId: number;
const SHELL = '<div id="root" data-shell></div>';

beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ deps: () => Promise.resolve(t.deps), adminShell: (c) => Promise.resolve(c.html(SHELL)) });
  adminId = await insertAccount(t.db, accountSeed({ role: 'ADMIN' }), 'Portal#2026!', t.deps.passwords.hash);
  memberId = await insertAccount(t.db, accountSeed(), 'Portal#2026!', t.deps.passwords.hash);
});
afterAll(() => t.close());

/** A session row as sign-in writes it, and the cookie that presents it. */
async function sessionCookie(userId: number, kind: SessionKind, startedAt = new Date()): Promise<string> {
  const token = randomToken();
  await insertSession(t.db, {
    id: await sha256Hex(token),
    userId,
    kind,
    createdAt: startedAt.toISOString(),
    lastSeenAt: startedAt.toISOString(),
    idleExpiresAt: new Date(startedAt.getTime() + ADMIN_IDLE_MS).toISOString(),
    expiresAt: new Date(startedAt.getTime() + ADMIN_SESSION_MAX_MS).toISOString(),
  });
  return `${kind === 'ADMIN' ? 'portal_admin' : 'portal_session'}=${token}`;
}

const get = (path: string, cookie?: string) => app.request(new URL(path, SITE).href, { headers: cookie ? { cookie } : {} });

describe('GET /admin/* (the console shell)', () => {
  it.each(['/admin', '/admin/', '/admin/history-connect', '/admin/admin-access', '/admin/account/edit-account', '/admin/no-such-screen'])(
    'GET %s without an admin session redirects to /admin/login',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/admin/login');
    },
  );

  it.each(['/admin/login', '/admin/login/', '/admin/reset-password?token=abc'])('GET %s is served without a session', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
  });

  it('GET /admin/assets/<a file the build does not have> answers 404, not the shell, with or without a session', async () => {
    for (const cookie of [undefined, await sessionCookie(adminId, 'ADMIN')]) {
      const response = await get('/admin/assets/index-abc123.js', cookie);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(SHELL);
    }
  });

  it('GET /admin/admin-access with a live admin session serves the shell', async () => {
    const cookie = await sessionCookie(adminId, 'ADMIN');
    const response = await get('/admin/admin-access', cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
    expect((await get('/admin', cookie)).status).toBe(200);
  });

  it('GET /admin/history-connect with a member session (not an admin one) redirects to /admin/login', async () => {
    const cookie = await sessionCookie(memberId, 'MEMBER');
    const response = await get('/admin/history-connect', cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
  });

  it('GET /admin/history-connect with an admin session that has gone idle redirects to /admin/login', async () => {
    const cookie = await sessionCookie(adminId, 'ADMIN', new Date(Date.now() - ADMIN_IDLE_MS - 60_000));
    const response = await get('/admin/history-connect', cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
  });

  it('GET /admin/history-connect with a made-up admin cookie redirects to /admin/login', async () => {
    const response = await get('/admin/history-connect', `portal_admin=${randomToken()}`);
    expect(response.status).toBe(302);
  });
});
