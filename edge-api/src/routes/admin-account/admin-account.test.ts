import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { findAccountById } from '#db/queries/account.ts';
import { createAccount, expectFailure, freshIp, readJson, useAdminApp, type TestApp } from '../../testing/api-kit.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));

describe('PUT /api/admin/user/:id/reactivate', () => {
  it('makes a dormant member active with last access now, so the member can sign in again', async () => {
    const member = await createAccount(t, { role: 'MEMBER', status: 'DORMANT', lang: 'en' });
    const refused = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, 'en', { 'x-test-ip': freshIp() });
    expect(refused.status).toBe(403);
    const now = new Date('2026-11-20T02:00:00Z');
    t.clock.now = now;
    try {
      const res = await t.send('PUT', `/api/admin/user/${member.id}/reactivate`, undefined, 'ko', { cookie: admin().cookie });
      expect(res.status).toBe(200);
      expect(await readJson(res)).toMatchObject({
        success: true,
        message: '휴면 계정을 해제했습니다. 이제 로그인할 수 있습니다.',
        data: { id: member.id, status: 'ACTIVE' },
      });
    } finally {
      t.clock.now = null;
    }
    expect(await findAccountById(t.db, member.id)).toMatchObject({ status: 'ACTIVE', lastAccess: now.toISOString(), dormantAt: null });
    const [access] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(access).toMatchObject({ screen: '/admin/account', detail: `reactivated #${member.id} ${member.username}` });
    const login = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, 'en', { 'x-test-ip': freshIp() });
    expect(login.status).toBe(200);
  });

  it('refuses an account that is not dormant with 409, in both languages, changing nothing', async () => {
    const member = await createAccount(t, { role: 'MEMBER', status: 'PENDING' });
    await expectFailure(
      await t.send('PUT', `/api/admin/user/${member.id}/reactivate`, undefined, 'ko', { cookie: admin().cookie }),
      409,
      'ko',
      'console.notDormant',
      {
        username: member.username,
      },
    );
    await expectFailure(
      await t.send('PUT', `/api/admin/user/${member.id}/reactivate`, undefined, 'en', { cookie: admin().cookie }),
      409,
      'en',
      'console.notDormant',
      {
        username: member.username,
      },
    );
    expect((await findAccountById(t.db, member.id))?.status).toBe('PENDING');
  });

  it('answers an unknown account with 404 and a bad id with 422', async () => {
    await expectFailure(await t.send('PUT', '/api/admin/user/999999/reactivate', undefined, 'en', { cookie: admin().cookie }), 404, 'en', 'api.noData');
    expect((await t.send('PUT', '/api/admin/user/abc/reactivate', undefined, 'en', { cookie: admin().cookie })).status).toBe(422);
  });

  it('is for admins only', async () => {
    const member = await createAccount(t, { role: 'MEMBER', status: 'DORMANT' });
    await expectFailure(await t.send('PUT', `/api/admin/user/${member.id}/reactivate`, undefined, 'ko'), 401, 'ko', 'auth.loginRequired');
    expect((await findAccountById(t.db, member.id))?.status).toBe('DORMANT');
  });
});
