// The role × call matrix, walked whole (DESIGN.md §4): every call of core/auth/calls.ts, for every
// role, answered as the matrix says. A call a role may make is never refused by the matrix (it may
// still fail for its own reasons: a missing body, an unbuilt route); a call it may not make is 401
// without a session and 403 with one. Sessions are real rows, made as sign-in makes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type Call } from '#core/auth/calls.ts';
import { roles, type Role } from '#core/auth/roles.ts';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { translator } from '#core/i18n/translate.ts';
import { insertSession } from '#db/queries/session.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createApi } from '../app.ts';
import { createTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const accounts = new Map<Role, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles) {
    if (role !== 'ALL') accounts.set(role, await insertAccount(t.db, accountSeed({ role }), 'Matrix#2026', t.deps.passwords.hash));
  }
});
afterAll(() => t.close());

/**
 * Fresh sessions of a role for one request (a call such as logout ends the session it is sent with):
 * the member session, and for ADMIN the admin console's session too.
 */
async function cookieOf(role: Role): Promise<string | undefined> {
  const userId = accounts.get(role);
  if (userId === undefined) return undefined;
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 60 * 1000).toISOString();
  const kinds = role === 'ADMIN' ? (['MEMBER', 'ADMIN'] as const) : (['MEMBER'] as const);
  const parts: string[] = [];
  for (const kind of kinds) {
    const token = randomToken();
    await insertSession(t.db, {
      id: await sha256Hex(token),
      userId,
      kind,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      idleExpiresAt: later,
      expiresAt: later,
    });
    parts.push(`${kind === 'ADMIN' ? 'portal_admin' : 'portal_session'}=${token}`);
  }
  return parts.join('; ');
}

/**
 * A concrete path for a call's pattern. Ids name no row: an admitted call must not delete or change one of
 * the accounts the matrix signs in with (DELETE /api/admin/user/:id would remove the MEMBER, id 1).
 */
function concrete(path: string): string {
  return path
    .replace(':lang', 'ko')
    .replace(':type', 'BUSSINESS_FIELD')
    .replace(':folder', 'pre-built-model')
    .replace(':name', 'missing.csv')
    .replace(/:[A-Za-z]+/g, '999999');
}

/** Whether the matrix lets a role make a call: the role is listed, and admin calls need the admin session. */
function admits(call: Call, role: Role): boolean {
  if (!call.roles.includes(role)) return false;
  return call.audience !== 'admin' || role === 'ADMIN';
}

const ko = translator('ko');
const refusals = new Set([ko('auth.loginRequired'), ko('auth.sessionExpired'), ko('auth.accessDenied')]);

/**
 * Calls whose own handler answers 401 or 403 with a matrix message for a reason of its own, so an
 * admitted role may legitimately see one: the access code needs the pending sign-in cookie of step 1, and
 * so do a member's "lost your device" mail and a passkey's challenge for a second step (issue 34).
 */
const ownPreconditions = new Set([
  'GET /api/auth/admin/get-otp-login',
  'POST /api/auth/admin/login-admin',
  'POST /api/auth/login/lost-device',
  'POST /api/auth/login/second-factor/passkey-options',
  'POST /api/auth/admin/login-second-factor/passkey-options',
]);

describe('the role × call matrix', () => {
  for (const call of calls) {
    it(`${call.method} ${call.path} is answered as the matrix says for every role`, async () => {
      for (const role of roles) {
        const headers: Record<string, string> = { 'accept-language': 'ko', 'content-type': 'application/json' };
        const cookie = await cookieOf(role);
        if (cookie) headers.cookie = cookie;
        const res = await t.request(concrete(call.path), { method: call.method, headers, body: call.method === 'GET' ? null : '{}' });
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        const label = `${role} → ${res.status} ${body.message ?? ''}`;
        if (admits(call, role)) {
          if (ownPreconditions.has(`${call.method} ${call.path}`)) continue;
          expect(res.status === 401 || (res.status === 403 && refusals.has(body.message ?? '')), label).toBe(false);
        } else if (role === 'ALL' || (call.audience === 'admin' && role !== 'ADMIN')) {
          expect(res.status, label).toBe(401);
        } else {
          expect(res.status, label).toBe(403);
          expect(body.message, label).toBe(ko('auth.accessDenied'));
        }
      }
    });
  }

  it('has no route the matrix does not list (a new route is denied until it is added)', () => {
    const registered = createApi()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} /api${route.path}`.replace(/\/$/, ''));
    const listed = new Set(calls.map((call) => `${call.method} ${call.path}`));
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('answers an unlisted path 404 and a listed path with another method 405, in the caller language', async () => {
    const missing = await t.get('/api/public/no-such-call', 'en');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Not found');
    const wrongMethod = await t.send('DELETE', '/api/public/pre-built-model', undefined, 'en');
    expect(wrongMethod.status).toBe(405);
  });
});
