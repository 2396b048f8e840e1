import { env } from 'cloudflare:workers';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { adminSession, bindings } from './support.ts';

// Issue 34 in workerd on D1: an authenticator app enrolled on My Page (its secret sealed by Web Crypto's AES-GCM,
// under the key the Worker keeps in D1), the sign-in's second step with a code computed here, a replayed code and a
// used recovery code refused, and an ADMIN's reset of another console account's app (not their own).

const MEMBER = 'member@hanbit-manufacturing.co.kr';

/** The portal as the Worker runs it, its clock stopped at one moment, every request from one address. */
async function portal() {
  const now = new Date();
  const deps = { ...(await createWorkerDeps(bindings)), now: () => now };
  const app = createApp({ deps: () => Promise.resolve(deps), clientIp: () => '198.51.100.34' });
  const request = (method: string, path: string, body?: unknown, cookie = '', headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', cookie, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { now, request, deps };
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

const dataOf = async <T>(res: Response) => (await res.json<Envelope<T>>()).data;
const codeAt = (secret: string, at: Date, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replaceAll(' ', '')), timestamp: at.getTime() + steps * 30_000 });

describe('second factors in workerd on D1 (issue 34)', () => {
  it('a member enrols an authenticator app, signs in with a code once, then with a recovery code once', async () => {
    const { now, request } = await portal();
    const signIn = await request('POST', '/api/auth/login', { username: MEMBER, password: DEMO_PASSWORD });
    const session = cookieOf(signIn, 'portal_session');
    expect((await request('POST', '/api/auth/import-password', { password: DEMO_PASSWORD }, session)).status).toBe(200);
    const { secret } = await dataOf<{ secret: string }>(await request('POST', '/api/member/second-factor/totp', undefined, session));
    const stored = await env.DB.prepare('select pending_secret from totp_factor').first<{ pending_secret: string }>();
    expect(stored?.pending_secret).toMatch(/^v1\./);
    expect(stored?.pending_secret).not.toContain(secret.replaceAll(' ', ''));
    const confirmed = await request('PUT', '/api/member/second-factor/totp', { code: codeAt(secret, now) }, session);
    const { codes } = await dataOf<{ codes: string[] }>(confirmed);
    expect(codes).toHaveLength(10);

    const second = async (proof: { method: string; code: string }) => {
      const step1 = await request('POST', '/api/auth/login', { username: MEMBER, password: DEMO_PASSWORD });
      expect(await dataOf(step1.clone())).toEqual({ secondFactor: ['TOTP', 'RECOVERY_CODE'] });
      return request('POST', '/api/auth/login/second-factor', proof, cookieOf(step1, 'portal_member_pending'));
    };
    const next = codeAt(secret, now, 1);
    const byCode = await second({ method: 'TOTP', code: next });
    expect(byCode.status).toBe(200);
    expect(cookieOf(byCode, 'portal_session')).toMatch(/^portal_session=[\w-]{43}$/);
    const replayed = await second({ method: 'TOTP', code: next });
    expect({ status: replayed.status, message: (await replayed.json<Envelope<null>>()).message }).toEqual({
      status: 400,
      message: 'That code was already used. Wait for the next code in your app and enter it (4 tries left).',
    });
    expect((await second({ method: 'RECOVERY_CODE', code: codes[0] ?? '' })).status).toBe(200);
    expect((await second({ method: 'RECOVERY_CODE', code: codes[0] ?? '' })).status).toBe(400);
    const history = await env.DB.prepare("select detail from connection_history where event = 'SECURITY_CHANGE' order by id").all<{ detail: string }>();
    expect(history.results.map((row) => row.detail)).toEqual(['totpAdded', 'recoveryCodeUsed']);
  });

  it("an ADMIN resets another console account's app, recorded in the admin access history", async () => {
    const { now, request, deps } = await portal();
    // two console accounts' sessions as their sign-ins leave them, presented as bearer tokens
    const first = await adminSession(deps.db, now);
    const second = await adminSession(deps.db, now);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const { secret } = await dataOf<{ secret: string }>(await request('POST', '/api/admin/my-second-factor/totp', undefined, '', bearer(second.token)));
    expect((await request('PUT', '/api/admin/my-second-factor/totp', { code: codeAt(secret, now) }, '', bearer(second.token))).status).toBe(200);
    const own = await request('DELETE', `/api/admin/second-factor/accounts/${first.adminId}`, undefined, '', bearer(first.token));
    expect(own.status).toBe(403);

    const reset = await request('DELETE', `/api/admin/second-factor/accounts/${second.adminId}`, undefined, '', bearer(first.token));
    expect(reset.status).toBe(200);
    expect(await env.DB.prepare('select count(*) as n from totp_factor where user_id = ?').bind(second.adminId).first<{ n: number }>()).toEqual({ n: 0 });
    const access = await env.DB.prepare("select detail from admin_access_history where screen = '/admin/second-factor' and action = 'UPDATE' and admin_id = ?")
      .bind(first.adminId)
      .first<{ detail: string }>();
    expect(access?.detail).toBe(`second factor reset: account ${second.adminId}`);
    // the reset account's console session ended with it
    expect((await request('GET', '/api/auth/admin/user-info', undefined, '', bearer(second.token))).status).toBe(401);
  });
});
