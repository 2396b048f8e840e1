import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createTestApp, sessionCookieOf } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const seed = accountSeed();

beforeAll(async () => {
  t = await createTestApp();
  await insertAccount(t.db, seed, 'Cookie#2026', t.deps.passwords.hash);
});
afterAll(() => t.close());

const cookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

describe('the session cookies', () => {
  it('POST /api/auth/login sets the session HttpOnly and a readable hint with no secret; logout clears both', async () => {
    const login = await t.send('POST', '/api/auth/login', { username: seed.username, password: 'Cookie#2026' });
    expect(login.status).toBe(200);
    const session = cookieLine(login, 'portal_session');
    expect(session).toMatch(/^portal_session=[A-Za-z0-9_-]{43}; /);
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    const hint = cookieLine(login, 'portal_signed_in');
    expect(hint).toMatch(/^portal_signed_in=1; /);
    expect(hint).not.toContain('HttpOnly');

    const cookie = `${sessionCookieOf(login) ?? ''}; portal_signed_in=1`;
    const logout = await t.send('POST', '/api/auth/logout', undefined, 'ko', { cookie });
    expect(cookieLine(logout, 'portal_session')).toContain('Max-Age=0');
    expect(cookieLine(logout, 'portal_signed_in')).toContain('Max-Age=0');
  });

  it('over HTTPS the session cookie takes the __Host- prefix and Secure', async () => {
    const login = await t.app.request('https://portal.test/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://portal.test' },
      body: JSON.stringify({ username: seed.username, password: 'Cookie#2026' }),
    });
    const session = cookieLine(login, '__Host-portal_session');
    expect(session).toContain('Secure');
    expect(session).toContain('Path=/');
    expect(session).not.toContain('Domain=');
  });
});
