import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionChangeItem } from '#core/schemas/people.ts';
import type { RoleGrantList } from '#core/schemas/role-grant.ts';
import { runBatch, schema } from '#db/client.ts';
import { findAccountById, updateAccount } from '#db/queries/account.ts';
import { decideGrantStatements, findGrant, grantGuardOf } from '#db/queries/role-grant.ts';
import {
  createAccount,
  createMember,
  expectFailure,
  passwordStep,
  readJson,
  signedInAdmin,
  signInAdmin,
  useAdminApp,
  type SignedInAdmin,
  type TestApp,
} from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

// A second ADMIN for console role grants (issue 33, decision 050): ADMIN and CONTENT_MANAGER are requested wherever
// the console gives roles, and take effect only when another ADMIN approves.

let t: TestApp;
const requester = useAdminApp((app) => (t = app));
let second: SignedInAdmin;
beforeAll(async () => {
  second = await signedInAdmin(t);
});

const as = (admin: { cookie: string }) => ({ cookie: admin.cookie, 'x-test-ip': '198.51.100.7' });
const save = (changes: unknown, lang: 'ko' | 'en' = 'ko') =>
  t.send('POST', '/api/admin/permission/change-permission', { permissionChangings: changes }, lang, as(requester()));
const decide = (admin: { cookie: string }, id: number, action: 'approve' | 'reject' | 'withdraw', lang: 'ko' | 'en' = 'ko', body: unknown = {}) =>
  t.send('PUT', `/api/admin/role-grant/${id}/${action}`, body, lang, as(admin));
const roleOf = async (id: number) => (await findAccountById(t.db, id))?.role;
const pendingFor = async (userId: number) =>
  (
    await t.db
      .select()
      .from(schema.roleGrantRequest)
      .where(and(eq(schema.roleGrantRequest.userId, userId), eq(schema.roleGrantRequest.status, 'PENDING')))
  )[0];
const historyOf = async (username: string) => {
  const res = await t.get(`/api/admin/permission_change_tracking?keyword=${encodeURIComponent(username)}`, 'en', as(requester()));
  return (await readJson<{ items: PermissionChangeItem[] }>(res)).data.items.map((item) => [item.step, item.fromRole, item.toRole, item.changedByUsername]);
};

describe('a grant of ADMIN through the permission save', () => {
  it('is only requested; the requester cannot approve it; a second ADMIN’s approval makes it so, in the permission history', async () => {
    const member = await createMember(t);
    const res = await save([{ userId: member.id, roleId: 'ADMIN' }], 'en');
    expect(await readJson(res)).toMatchObject({
      success: true,
      data: { changed: 0, requested: 1 },
      message: expect.stringMatching(/^Saved\. .*second ADMIN/) as unknown,
    });
    expect(await roleOf(member.id)).toBe('MEMBER');
    // not an ADMIN yet: the console refuses the account's sign-in
    const refused = await passwordStep(t, member.username, member.password);
    expect(refused.res.status).toBe(403);
    const grant = await pendingFor(member.id);
    expect(grant).toMatchObject({ fromRole: 'MEMBER', toRole: 'ADMIN', requestedByUsername: requester().username });

    const listed = await readJson<RoleGrantList>(await t.get('/api/admin/role-grant', 'ko', as(requester())));
    expect(listed.data.admins).toBeGreaterThanOrEqual(2);
    expect(listed.data.items.find((item) => item.id === grant!.id)).toMatchObject({ username: member.username, mine: true });
    const seenBySecond = await readJson<RoleGrantList>(await t.get('/api/admin/role-grant', 'ko', as(second)));
    expect(seenBySecond.data.items.find((item) => item.id === grant!.id)?.mine).toBe(false);

    for (const lang of ['ko', 'en'] as const) await expectFailure(await decide(requester(), grant!.id, 'approve', lang), 403, lang, 'roleGrant.ownRequest');
    expect(await roleOf(member.id)).toBe('MEMBER');

    const approved = await decide(second, grant!.id, 'approve', 'en');
    expect(await readJson(approved)).toMatchObject({
      success: true,
      data: { id: grant!.id, status: 'APPROVED' },
      message: 'Approved. The new role is in effect.',
    });
    expect(await roleOf(member.id)).toBe('ADMIN');
    expect(await findGrant(t.db, grant!.id)).toMatchObject({ status: 'APPROVED', decidedByUsername: second.username });
    // the new ADMIN signs in to the console
    expect((await signInAdmin(t, member)).cookie).toMatch(/^portal_admin=/);
    expect(await historyOf(member.username)).toEqual([
      ['APPROVED', 'MEMBER', 'ADMIN', second.username],
      ['REQUESTED', 'MEMBER', 'ADMIN', requester().username],
    ]);
    // decided once: a second approval finds nothing waiting
    await expectFailure(await decide(second, grant!.id, 'approve'), 404, 'ko', 'roleGrant.notPending');
  });

  it('applies the other changes of the save at once and requests CONTENT_MANAGER; a second request for the account is refused', async () => {
    const staff = await createMember(t);
    const author = await createMember(t);
    const res = await save([
      { userId: staff.id, roleId: 'STAFF' },
      { userId: author.id, roleId: 'CONTENT_MANAGER' },
    ]);
    expect(await readJson(res)).toMatchObject({ data: { changed: 1, requested: 1 } });
    expect(await roleOf(staff.id)).toBe('STAFF');
    expect(await roleOf(author.id)).toBe('MEMBER');
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await save([{ userId: author.id, roleId: 'ADMIN' }], lang), 409, lang, 'roleGrant.alreadyPending', { username: author.username });
    }
    // an ADMIN made a content manager loses powers: a one-admin change, as any demotion
    const other = await createAccount(t);
    expect(await readJson(await save([{ userId: other.id, roleId: 'CONTENT_MANAGER' }]))).toMatchObject({ data: { changed: 1, requested: 0 } });
    expect(await roleOf(other.id)).toBe('CONTENT_MANAGER');
  });
});

describe('rejecting and withdrawing', () => {
  it('another ADMIN rejects with a reason; the requester withdraws their own; each refused the other way, every step in the history', async () => {
    const first = await createMember(t);
    const later = await createMember(t);
    await save([
      { userId: first.id, roleId: 'CONTENT_MANAGER' },
      { userId: later.id, roleId: 'ADMIN' },
    ]);
    const rejectedGrant = (await pendingFor(first.id))!;
    const withdrawnGrant = (await pendingFor(later.id))!;
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await decide(requester(), rejectedGrant.id, 'reject', lang), 403, lang, 'roleGrant.useWithdraw');
      await expectFailure(await decide(second, withdrawnGrant.id, 'withdraw', lang), 403, lang, 'roleGrant.notYours');
    }
    expect(await readJson(await decide(second, rejectedGrant.id, 'reject', 'ko', { note: '업무 범위 밖' }))).toMatchObject({
      data: { status: 'REJECTED' },
      message: '요청을 반려했습니다.',
    });
    expect(await readJson(await decide(requester(), withdrawnGrant.id, 'withdraw'))).toMatchObject({ data: { status: 'WITHDRAWN' } });
    expect(await roleOf(first.id)).toBe('MEMBER');
    expect(await roleOf(later.id)).toBe('MEMBER');
    expect(await historyOf(first.username)).toEqual([
      ['REJECTED', 'MEMBER', 'CONTENT_MANAGER', second.username],
      ['REQUESTED', 'MEMBER', 'CONTENT_MANAGER', requester().username],
    ]);
    expect(await historyOf(later.username)).toEqual([
      ['WITHDRAWN', 'MEMBER', 'ADMIN', requester().username],
      ['REQUESTED', 'MEMBER', 'ADMIN', requester().username],
    ]);
    const [rejectedRow] = await t.db.select().from(schema.permissionChangeHistory).where(eq(schema.permissionChangeHistory.step, 'REJECTED'));
    expect(rejectedRow?.detail).toBe(`request #${rejectedGrant.id}: 업무 범위 밖`);
    // a withdrawn request is no longer waiting, and the account may be asked for again
    await expectFailure(await decide(second, withdrawnGrant.id, 'approve'), 404, 'ko', 'roleGrant.notPending');
    expect(await readJson(await save([{ userId: later.id, roleId: 'ADMIN' }]))).toMatchObject({ data: { requested: 1 } });
  });

  it('refuses to approve a request whose account changed role since, naming it', async () => {
    const member = await createMember(t);
    await save([{ userId: member.id, roleId: 'ADMIN' }]);
    const grant = (await pendingFor(member.id))!;
    await updateAccount(t.db, member.id, { role: 'PARTNER' });
    await expectFailure(await decide(second, grant.id, 'approve', 'en'), 409, 'en', 'roleGrant.stale', { username: member.username, role: 'Partner' });
    expect(await roleOf(member.id)).toBe('PARTNER');
  });
});

describe('an account’s edit and creation', () => {
  it('PUT /api/admin/user saves the other fields and requests the console role', async () => {
    const member = await createMember(t);
    const res = await t.send(
      'PUT',
      '/api/admin/user',
      {
        id: member.id,
        name: '새 이름',
        companyName: 'Grant Co',
        departmentName: '',
        phoneNumber: member.phoneNumber,
        role: 'CONTENT_MANAGER',
        status: 'ACTIVE',
      },
      'en',
      as(requester()),
    );
    expect(await readJson(res)).toMatchObject({ success: true, message: expect.stringMatching(/^The account was saved\. Its new role waits/) as unknown });
    expect(await findAccountById(t.db, member.id)).toMatchObject({ name: '새 이름', role: 'MEMBER' });
    expect(await pendingFor(member.id)).toMatchObject({ toRole: 'CONTENT_MANAGER' });
  });

  it('POST /api/admin/user with ADMIN creates a member with the grant requested, the request naming the new account', async () => {
    const username = `grant.new.${Date.now()}@example.com`;
    const res = await t.send(
      'POST',
      '/api/admin/user',
      { username, name: '요청 계정', companyName: 'Grant Co', phoneNumber: '01055512345', role: 'ADMIN', lang: 'ko' },
      'ko',
      as(requester()),
    );
    expect(res.status).toBe(201);
    const { data } = await readJson<{ id: number }>(res);
    expect(await roleOf(data.id)).toBe('MEMBER');
    const grant = await pendingFor(data.id);
    expect(grant).toMatchObject({ username, fromRole: 'MEMBER', toRole: 'ADMIN' });
    expect(await historyOf(username)).toEqual([['REQUESTED', 'MEMBER', 'ADMIN', requester().username]]);
    const [row] = await t.db.select().from(schema.permissionChangeHistory).where(eq(schema.permissionChangeHistory.username, username));
    expect(row?.detail).toBe(`request #${grant!.id}`);
  });
});

describe('the database keeps the rule', () => {
  it('refuses an approval by the requester and a second decision, whatever path the write takes', async () => {
    const member = await createMember(t);
    await save([{ userId: member.id, roleId: 'ADMIN' }]);
    const grant = (await pendingFor(member.id))!;
    const by = (admin: SignedInAdmin) => ({ id: admin.id, username: admin.username, ip: '' });
    const own = runBatch(t.db, decideGrantStatements(t.db, grant, 'APPROVED', by(requester()), new Date().toISOString()));
    await expect(own).rejects.toSatisfy((error) => grantGuardOf(error) === 'own');
    expect(await roleOf(member.id)).toBe('MEMBER');
    await runBatch(t.db, decideGrantStatements(t.db, grant, 'APPROVED', by(second), new Date().toISOString()));
    const again = runBatch(t.db, decideGrantStatements(t.db, grant, 'REJECTED', by(second), new Date().toISOString()));
    await expect(again).rejects.toSatisfy((error) => grantGuardOf(error) === 'decided');
    expect(await roleOf(member.id)).toBe('ADMIN');
  });
});

describe('a portal with one ADMIN (a fresh install)', () => {
  it('keeps a grant waiting: the list says one ADMIN, and the only ADMIN cannot approve their own request', async () => {
    const solo = await createTestApp();
    try {
      const only = await signedInAdmin(solo);
      const member = await createMember(solo);
      const saved = await solo.send(
        'POST',
        '/api/admin/permission/change-permission',
        { permissionChangings: [{ userId: member.id, roleId: 'ADMIN' }] },
        'ko',
        {
          cookie: only.cookie,
        },
      );
      expect(await readJson(saved)).toMatchObject({ data: { requested: 1 } });
      const list = await readJson<RoleGrantList>(await solo.get('/api/admin/role-grant', 'ko', { cookie: only.cookie }));
      expect(list.data).toMatchObject({ admins: 1, items: [{ username: member.username, mine: true }] });
      const res = await solo.send('PUT', `/api/admin/role-grant/${list.data.items[0]!.id}/approve`, {}, 'ko', { cookie: only.cookie });
      await expectFailure(res, 403, 'ko', 'roleGrant.ownRequest');
      expect((await findAccountById(solo.db, member.id))?.role).toBe('MEMBER');
    } finally {
      solo.close();
    }
  });
});
