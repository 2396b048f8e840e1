// Member sessions of every account role, and the console's, for the partner area's API tests.
import type { AccountRole } from '#core/auth/roles.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import { createAccount, freshIp, readJson, signedInAdmin, type TestApp } from './api-kit.ts';
import { sessionCookieOf, SITE } from './test-app.ts';

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

/** Uploads files under a code through the authoring call; answers the pending files. */
export async function uploadAs(t: TestApp, cookie: string, code: string, files: { name: string; bytes: string; type: string }[]): Promise<UploadedFile[]> {
  const form = new FormData();
  form.set('code', code);
  for (const file of files) form.append('files', new File([file.bytes], file.name, { type: file.type }));
  const res = await t.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { cookie, origin: SITE, 'accept-language': 'ko' } });
  const body = await readJson<UploadedFile[]>(res);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${body.message}`);
  return body.data;
}
