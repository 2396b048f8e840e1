// The sessions the content authoring tests sign in: the console's admin, a content manager and an ADMIN
// under the names their lists show as writers, and one member of each other role.
import type { AccountRole } from '#core/auth/roles.ts';
import { createAccount, freshIp, signedInAdmin, type TestApp } from './api-kit.ts';
import { sessionCookieOf } from './test-app.ts';

export type NamedSession = { cookie: string; name: string };
export type NamedSessions = Record<string, NamedSession>;

/** Signs a new account of the role in through the members' login. */
export async function memberSession(t: TestApp, role: AccountRole, name: string): Promise<NamedSession> {
  const account = await createAccount(t, { role, name });
  const res = await t.send('POST', '/api/auth/login', { username: account.username, password: account.password }, 'ko', { 'x-test-ip': freshIp() });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`no member session for ${role}`);
  return { cookie, name };
}

/** console, CONTENT_MANAGER, ADMIN, MEMBER, PARTNER and STAFF, signed in in this order. */
export async function authoringSessions(t: TestApp): Promise<NamedSessions> {
  const admin = await signedInAdmin(t, { name: '콘솔관리자' });
  const sessions: NamedSessions = { console: { cookie: admin.cookie, name: '콘솔관리자' } };
  sessions.CONTENT_MANAGER = await memberSession(t, 'CONTENT_MANAGER', '이서연');
  sessions.ADMIN = await memberSession(t, 'ADMIN', '김관리');
  for (const role of ['MEMBER', 'PARTNER', 'STAFF'] as const) sessions[role] = await memberSession(t, role, `${role} 회원`);
  return sessions;
}

/** The cookie header of a session the test signed in. */
export function cookieOfSession(sessions: NamedSessions, who: string) {
  const session = sessions[who];
  if (!session) throw new Error(`no session ${who}`);
  return { cookie: session.cookie };
}
