// Member sessions of every account role, and the console's, for the partner area's API tests.
import type { AccountRole } from '#core/auth/roles.ts';
import { createAccount, freshIp, signedInAdmin, type TestApp } from './api-kit.ts';
import { sessionCookieOf } from './test-app.ts';

export type Who = AccountRole | 'console';
export type Sessions = Record<Who, { cookie: string }>;

/** Signs in one member session per account role and one console (admin) session. */
export async function partnerSessions(t: TestApp): Promise<Sessions> {
  const sessions: Partial<Sessions> = {};
  sessions.console = { cookie: (await signedInAdmin(t, { name: '콘솔관리자' })).cookie };
  for (const role of ['MEMBER', 'PARTNER', 'STAFF', 'ADMIN', 'CONTENT_MANAGER'] as const) {
    const account = await createAccount(t, { role, name: `${role} 회원` });
    const res = await t.send('POST', '/api/auth/login', { username: account.username, password: account.password }, 'ko', { 'x-test-ip': freshIp() });
    const cookie = sessionCookieOf(res);
    if (!cookie) throw new Error(`no member session for ${role}`);
    sessions[role] = { cookie };
  }
  return sessions as Sessions;
}
