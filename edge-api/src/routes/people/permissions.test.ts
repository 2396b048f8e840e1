import { desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskName } from '#core/privacy/mask.ts';
import type { Page } from '#core/schemas/common.ts';
import type { PermissionChangeItem, PermissionListItem, RoleOption } from '#core/schemas/people.ts';
import { runBatch, schema } from '#db/client.ts';
import { findAccountById, updateAccount } from '#db/queries/account.ts';
import { isLastAdminGuard } from '#db/queries/people.ts';
import {
  createAccount,
  createMember,
  expectFailure,
  login,
  msg,
  readJson,
  signedInAdmin,
  signedInMember,
  useAdminApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { workbookText } from '../../testing/xlsx.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));

const save = (changes: unknown, lang: 'ko' | 'en' = 'ko', cookie = admin().cookie) =>
  t.send('POST', '/api/admin/permission/change-permission', { permissionChangings: changes }, lang, { cookie, 'x-test-ip': '203.0.113.9' });
const roleOf = async (id: number) => (await findAccountById(t.db, id))?.role;
const historyOf = (ids: number[]) => t.db.select().from(schema.permissionChangeHistory).where(inArray(schema.permissionChangeHistory.userId, ids));

describe('GET /api/admin/permission', () => {
  it('pages accounts with their roles; searchFilter picks the field the keyword searches', async () => {
    const a = await createMember(t, { name: 'Permlist Kim', companyName: 'Alpha Permco' });
    const b = await createMember(t, { name: 'Permlist Lee', companyName: 'Beta Permco', role: 'PARTNER' });
    const get = async (query: string) => {
      const res = await t.get(`/api/admin/permission?${query}`, 'ko', { cookie: admin().cookie });
      expect(res.status).toBe(200);
      return (await readJson<Page<PermissionListItem>>(res)).data;
    };
    const byName = await get('searchFilter=name&keyword=Permlist&pageNo=1&pageSize=10');
    expect(byName.items.map((item) => item.id).sort()).toEqual([a.id, b.id].sort());
    // masked by default (issue 33)
    expect(byName.items.find((item) => item.id === b.id)).toMatchObject({ role: 'PARTNER', username: maskEmail(b.username), name: 'P******* L**' });
    expect((await get('searchFilter=company&keyword=Beta%20Permco')).items.map((item) => item.id)).toEqual([b.id]);
    // the name is not searched when the filter says e-mail
    expect((await get('searchFilter=email&keyword=Permlist')).total).toBe(0);
    expect((await get(`searchFilter=email&keyword=${encodeURIComponent(a.username)}`)).items.map((item) => item.id)).toEqual([a.id]);
    expect((await get('searchFilter=name&keyword=Permlist&pageSize=1&pageNo=2')).items).toHaveLength(1);
  });

  it('refuses an unknown searchFilter in the caller’s language', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await t.get('/api/admin/permission?searchFilter=password', lang, { cookie: admin().cookie }),
        422,
        lang,
        'people.searchFilterInvalid',
      );
    }
  });
});

describe('GET /api/admin/role', () => {
  it('lists every role an account can hold, labelled in Korean and English', async () => {
    const res = await t.get('/api/admin/role', 'en', { cookie: admin().cookie });
    const { data } = await readJson<RoleOption[]>(res);
    expect(data.map((role) => role.roleId)).toEqual(['MEMBER', 'PARTNER', 'STAFF', 'ADMIN', 'CONTENT_MANAGER']);
    expect(data.find((role) => role.roleId === 'PARTNER')).toEqual({ roleId: 'PARTNER', labelKo: '파트너', labelEn: 'Partner' });
  });
});

describe('POST /api/admin/permission/change-permission', () => {
  it('applies every change with its history row, says 수정되었습니다 / Modified, and the new role works at the member’s next request', async () => {
    const member = await signedInMember(t);
    const other = await createMember(t);
    const res = await save([
      { userId: member.id, roleId: 'PARTNER' },
      { userId: other.id, roleId: 'STAFF' },
    ]);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ success: true, message: '수정되었습니다', data: { changed: 2 } });
    expect(await roleOf(member.id)).toBe('PARTNER');
    expect(await roleOf(other.id)).toBe('STAFF');
    const rows = await historyOf([member.id, other.id]);
    expect(rows.map((row) => [row.username, row.fromRole, row.toRole, row.changedByUsername, row.ip]).sort()).toEqual(
      [
        [member.username, 'MEMBER', 'PARTNER', admin().username, '203.0.113.9'],
        [other.username, 'MEMBER', 'STAFF', admin().username, '203.0.113.9'],
      ].sort(),
    );
    // the member's existing session now carries the partner role (the header's partner links read it)
    const info = await t.get('/api/auth/user-info', 'ko', { cookie: member.cookie });
    expect((await readJson<{ role: string }>(info)).data.role).toBe('PARTNER');
    const en = await save([{ userId: other.id, roleId: 'MEMBER' }], 'en');
    expect(await readJson(en)).toMatchObject({ message: 'Modified' });
  });

  it('a change back to the role the account has is no change and writes no history', async () => {
    const member = await createMember(t);
    const res = await save([{ userId: member.id, roleId: 'MEMBER' }]);
    expect((await readJson(res)).data).toEqual({ changed: 0, requested: 0 });
    expect(await historyOf([member.id])).toEqual([]);
  });

  it('refuses to take one’s own ADMIN role, naming the account, and changes nothing of the save', async () => {
    const member = await createMember(t);
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await save(
          [
            { userId: member.id, roleId: 'PARTNER' },
            { userId: admin().id, roleId: 'MEMBER' },
          ],
          lang,
        ),
        409,
        lang,
        'people.ownAdminRole',
        { username: admin().username },
      );
    }
    expect(await roleOf(member.id)).toBe('MEMBER');
    expect(await roleOf(admin().id)).toBe('ADMIN');
  });

  it('a demoted admin loses the console at once: their console sessions end', async () => {
    const other = await signedInAdmin(t);
    expect((await t.get('/api/admin/role', 'ko', { cookie: other.cookie })).status).toBe(200);
    expect((await save([{ userId: other.id, roleId: 'STAFF' }])).status).toBe(200);
    await expectFailure(await t.get('/api/admin/role', 'ko', { cookie: other.cookie }), 401, 'ko', 'auth.sessionExpired');
  });
});

describe('POST /api/admin/permission/change-permission refuses a bad list or a lost account, and saves all or nothing', () => {
  it('checks the list: present, not empty, each account once, known roles, at most 100 changes', async () => {
    const member = await createMember(t);
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await t.send('POST', '/api/admin/permission/change-permission', {}, lang, { cookie: admin().cookie }),
        422,
        lang,
        'validation.required',
        {
          field: 'permissionChangings',
        },
      );
      await expectFailure(await save([], lang), 422, lang, 'people.noChanges');
      await expectFailure(await save([{ userId: member.id, roleId: 'OWNER' }], lang), 422, lang, 'people.roleInvalid');
      await expectFailure(await save([{ userId: -1, roleId: 'STAFF' }], lang), 422, lang, 'people.idInvalid');
      await expectFailure(
        await save(
          [
            { userId: member.id, roleId: 'STAFF' },
            { userId: member.id, roleId: 'PARTNER' },
          ],
          lang,
        ),
        422,
        lang,
        'people.duplicateChange',
      );
      const many = Array.from({ length: 101 }, (_, index) => ({ userId: index + 1, roleId: 'STAFF' }));
      await expectFailure(await save(many, lang), 422, lang, 'people.tooManyChanges', { max: 100 });
    }
    expect(await roleOf(member.id)).toBe('MEMBER');
  });

  it('answers 404 naming an account that no longer exists, changing nothing', async () => {
    const member = await createMember(t);
    await expectFailure(
      await save([
        { userId: member.id, roleId: 'STAFF' },
        { userId: 999999, roleId: 'STAFF' },
      ]),
      404,
      'ko',
      'people.accountMissing',
      { id: 999999 },
    );
    expect(await roleOf(member.id)).toBe('MEMBER');
  });

  it('is atomic: a save that fails half-way in the database leaves every role and the history as they were', async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    // the database refuses the second account's history row, after the first account's rows were written in the batch
    await t.db.run(
      sql.raw(
        `create temp trigger fail_second_history before insert on permission_change_history when new.user_id = ${second.id} begin select raise(abort, 'refused for the test'); end`,
      ),
    );
    try {
      const res = await save([
        { userId: first.id, roleId: 'PARTNER' },
        { userId: second.id, roleId: 'PARTNER' },
      ]);
      expect(res.status).toBe(500);
    } finally {
      await t.db.run(sql.raw('drop trigger fail_second_history'));
    }
    expect(await roleOf(first.id)).toBe('MEMBER');
    expect(await roleOf(second.id)).toBe('MEMBER');
    expect(await historyOf([first.id, second.id])).toEqual([]);
  });
});

describe('the last ADMIN', () => {
  it('the database refuses to demote or delete the only ADMIN, whatever path the write takes', async () => {
    const solo = await createTestApp();
    try {
      const only = await createAccount(solo);
      const admins = await solo.db.select().from(schema.userAccount).where(eq(schema.userAccount.role, 'ADMIN'));
      expect(admins.map((row) => row.id)).toEqual([only.id]);
      const demote = runBatch(solo.db, [solo.db.update(schema.userAccount).set({ role: 'MEMBER' }).where(eq(schema.userAccount.id, only.id))]);
      await expect(demote).rejects.toSatisfy(isLastAdminGuard);
      await expect(solo.db.delete(schema.userAccount).where(eq(schema.userAccount.id, only.id))).rejects.toSatisfy(isLastAdminGuard);
      // with a second ADMIN, either may go
      const second = await createAccount(solo);
      await updateAccount(solo.db, only.id, { role: 'MEMBER' });
      expect((await findAccountById(solo.db, only.id))?.role).toBe('MEMBER');
      await expect(solo.db.delete(schema.userAccount).where(eq(schema.userAccount.id, second.id))).rejects.toSatisfy(isLastAdminGuard);
    } finally {
      solo.close();
    }
  });
});

describe('GET /api/admin/permission/download-xlsx', () => {
  it('sends the file masked without a reason and in full with one, recorded then with data type PERMISSION', async () => {
    const latestDownload = async () => (await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1))[0];
    const before = await latestDownload();
    const masked = await t.get('/api/admin/permission/download-xlsx?searchFilter=company&keyword=Permco', 'ko', { cookie: admin().cookie });
    expect(masked.status).toBe(200);
    const maskedText = workbookText(new Uint8Array(await masked.arrayBuffer()));
    expect(maskedText).toContain(maskName('Permlist Kim'));
    expect(maskedText).not.toContain('Permlist');
    expect(await latestDownload()).toEqual(before);

    const res = await t.get('/api/admin/permission/download-xlsx?searchFilter=company&keyword=Permco&reason=audit', 'ko', { cookie: admin().cookie });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('권한 목록_');
    expect(workbookText(new Uint8Array(await res.arrayBuffer()))).toContain('Permlist Kim');
    expect(await latestDownload()).toMatchObject({ dataType: 'PERMISSION', reason: 'audit', rowCount: 2 });
  });
});

describe('the permission-change history', () => {
  it('lists the changes newest first with a keyword and the new role as type, and exports them with the reason', async () => {
    const member = await createMember(t, { name: 'History Person' });
    expect((await save([{ userId: member.id, roleId: 'PARTNER' }])).status).toBe(200);
    const res = await t.get(`/api/admin/permission_change_tracking?keyword=${encodeURIComponent(member.username)}`, 'en', { cookie: admin().cookie });
    const { data } = await readJson<Page<PermissionChangeItem>>(res);
    expect(data.items).toHaveLength(1);
    // the member masked; the admin who changed it, a console actor, in full (decision 051)
    expect(data.items[0]).toMatchObject({ username: maskEmail(member.username), fromRole: 'MEMBER', toRole: 'PARTNER', changedByUsername: admin().username });
    const typed = await t.get(`/api/admin/permission_change_tracking?keyword=${encodeURIComponent(member.username)}&type=STAFF`, 'en', {
      cookie: admin().cookie,
    });
    expect((await readJson<Page<PermissionChangeItem>>(typed)).data.total).toBe(0);
    await expectFailure(
      await t.get('/api/admin/permission_change_tracking?fromDate=2026-02-30', 'ko', { cookie: admin().cookie }),
      422,
      'ko',
      'validation.invalid',
      {
        field: msg('ko', 'field.fromDate'),
      },
    );
    await expectFailure(
      await t.get('/api/admin/permission_change_tracking/download?reason=%20%20', 'en', { cookie: admin().cookie }),
      422,
      'en',
      'validation.required',
      {
        field: msg('en', 'field.reason'),
      },
    );
    const file = await t.get(`/api/admin/permission_change_tracking/download?keyword=${encodeURIComponent(member.username)}&reason=check`, 'en', {
      cookie: admin().cookie,
    });
    expect(file.status).toBe(200);
    const [download] = await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1);
    expect(download).toMatchObject({ dataType: 'PERMISSION_CHANGE', rowCount: 1 });
  });

  it('is append-only: a recorded change cannot be rewritten', async () => {
    await expect(t.db.update(schema.permissionChangeHistory).set({ toRole: 'ADMIN' })).rejects.toThrow();
  });
});

describe('who may call the permission calls', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/permission'],
    ['GET', '/api/admin/role'],
    ['POST', '/api/admin/permission/change-permission', { permissionChangings: [{ userId: 1, roleId: 'ADMIN' }] }],
    ['GET', '/api/admin/permission/download-xlsx?reason=x'],
    ['GET', '/api/admin/permission_change_tracking'],
    ['GET', '/api/admin/permission_change_tracking/download?reason=x'],
  ];

  it('a member session and no session get 401, a CONTENT_MANAGER’s console session 403', async () => {
    const member = await createMember(t);
    const { cookie: memberCookie } = await login(t, member.username, member.password);
    const manager = await signedInAdmin(t);
    await updateAccount(t.db, manager.id, { role: 'CONTENT_MANAGER' });
    for (const [method, path, body] of calls) {
      await expectFailure(await t.send(method, path, body, 'ko', { cookie: memberCookie ?? '' }), 401, 'ko', 'auth.loginRequired');
      await expectFailure(await t.send(method, path, body, 'en'), 401, 'en', 'auth.loginRequired');
      await expectFailure(await t.send(method, path, body, 'ko', { cookie: manager.cookie }), 403, 'ko', 'auth.accessDenied');
    }
  });
});
