import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone } from '#core/privacy/mask.ts';
import type { Page } from '#core/schemas/common.ts';
import type { AccountDetail, AccountListItem } from '#core/schemas/people.ts';
import { schema } from '#db/client.ts';
import { findAccountById, findAccountByUsername, updateAccount } from '#db/queries/account.ts';
import {
  createMember,
  expectFailure,
  freshIp,
  msg,
  NEW_PASSWORD,
  readJson,
  signedInAdmin,
  signedInMember,
  tokenInMail,
  useAdminApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { workbookText } from '../../testing/xlsx.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));
const cookie = () => admin().cookie;
/** A company name no other test account has, so the list can be narrowed to this file's accounts. */
const COMPANY = 'Peoplelist Corp';

const list = async (query: string, lang: 'ko' | 'en' = 'ko') => {
  const res = await t.get(`/api/admin/user?${query}`, lang, { cookie: cookie() });
  expect(res.status).toBe(200);
  return (await readJson<Page<AccountListItem>>(res)).data;
};

const lastAccess = async () => (await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1))[0];

describe('GET /api/admin/user', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {};
    const seeds = [
      { key: 'ga', name: '가나다', role: 'MEMBER', status: 'ACTIVE', at: '2026-01-01T00:00:00Z' },
      { key: 'ha', name: '하늘', role: 'PARTNER', status: 'ACTIVE', at: '2026-01-02T00:00:00Z' },
      { key: 'ab', name: 'Abel', role: 'MEMBER', status: 'DORMANT', at: '2026-01-03T00:00:00Z' },
      { key: 'zo', name: 'Zoe', role: 'STAFF', status: 'PENDING', at: '2026-01-04T00:00:00Z' },
    ] as const;
    for (const seed of seeds) {
      const account = await createMember(t, { name: seed.name, role: seed.role, status: seed.status, companyName: COMPANY });
      // the created date is never changed through the queries of the app: set here for the order to show
      await t.db.update(schema.userAccount).set({ createdDtm: seed.at }).where(eq(schema.userAccount.id, account.id));
      ids[seed.key] = account.id;
    }
  });

  it('pages accounts newest first by default, with the total and page count, and records the view', async () => {
    const page = await list(`keyword=${encodeURIComponent(COMPANY)}&pageSize=3`);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 3, totalPages: 2 });
    expect(page.items.map((item) => item.id)).toEqual([ids.zo, ids.ab, ids.ha]);
    // masked by default (issue 33): the name, the e-mail address and the phone number of every row
    const zoe = (await findAccountById(t.db, ids.zo!))!;
    expect(page.items[0]).toEqual({
      id: ids.zo,
      username: maskEmail(zoe.username),
      name: 'Z**',
      companyName: COMPANY,
      departmentName: zoe.departmentName,
      phoneNumber: maskPhone(zoe.phoneNumber),
      role: 'STAFF',
      status: 'PENDING',
      createdDtm: zoe.createdDtm,
      lastAccess: zoe.lastAccess,
    });
    expect(page.items[0]!.username).toMatch(/^.\*\*\*@/);
    expect(page.items[0]!.phoneNumber).toMatch(/^010-\*\*\*\*-\d{4}$/);
    expect((await list(`keyword=${encodeURIComponent(COMPANY)}&pageSize=3&page=2`)).items.map((item) => item.id)).toEqual([ids.ga]);
    expect(await lastAccess()).toMatchObject({ action: 'VIEW', screen: '/admin/account', adminUsername: admin().username });
  });

  it('orders by name or created date, either way', async () => {
    const byName = await list(`keyword=${encodeURIComponent(COMPANY)}&sort=name&order=asc`);
    expect(byName.items.map((item) => item.name)).toEqual(['Abel', 'Zoe', '가나다', '하늘'].map(maskName));
    const oldest = await list(`keyword=${encodeURIComponent(COMPANY)}&sort=createdDtm&order=asc`);
    expect(oldest.items.map((item) => item.id)).toEqual([ids.ga, ids.ha, ids.ab, ids.zo]);
  });

  it('filters by role and status, and the keyword finds the name, the e-mail and the company', async () => {
    expect((await list(`keyword=${encodeURIComponent(COMPANY)}&role=MEMBER`)).items.map((item) => item.id)).toEqual([ids.ab, ids.ga]);
    expect((await list(`keyword=${encodeURIComponent(COMPANY)}&status=DORMANT`)).items.map((item) => item.id)).toEqual([ids.ab]);
    expect((await list(`keyword=${encodeURIComponent(COMPANY)}&role=MEMBER&status=ACTIVE`)).items.map((item) => item.id)).toEqual([ids.ga]);
    expect((await list(`keyword=${encodeURIComponent('하늘')}`)).items.map((item) => item.id)).toEqual([ids.ha]);
    const zoe = await findAccountById(t.db, ids.zo!);
    expect((await list(`keyword=${encodeURIComponent(zoe!.username.toUpperCase())}`)).items.map((item) => item.id)).toEqual([ids.zo]);
    expect((await list('keyword=peoplelist')).total).toBe(4);
    // a wildcard is taken literally
    expect((await list('keyword=%25')).total).toBe(0);
  });

  it('refuses an unknown role, status or order with 422 in the caller’s language', async () => {
    await expectFailure(await t.get('/api/admin/user?role=KING', 'ko', { cookie: cookie() }), 422, 'ko', 'people.roleInvalid');
    await expectFailure(await t.get('/api/admin/user?status=GONE', 'en', { cookie: cookie() }), 422, 'en', 'people.statusInvalid');
    await expectFailure(await t.get('/api/admin/user?sort=password', 'en', { cookie: cookie() }), 422, 'en', 'people.sortInvalid');
    await expectFailure(await t.get('/api/admin/user?order=up', 'ko', { cookie: cookie() }), 422, 'ko', 'people.sortInvalid');
    await expectFailure(await t.get('/api/admin/user?pageSize=1000', 'en', { cookie: cookie() }), 422, 'en', 'validation.max', {
      field: msg('en', 'field.pageSize'),
      max: 100,
      min: 100,
    });
  });
});

describe('GET /api/admin/user/:id and /api/admin/user-info', () => {
  it('answer one account with its consent history, never a secret, and record the view', async () => {
    const member = await createMember(t, { lang: 'en', companyName: 'Detail Co' });
    const res = await t.get(`/api/admin/user/${member.id}`, 'ko', { cookie: cookie() });
    expect(res.status).toBe(200);
    const { data } = await readJson<AccountDetail>(res);
    expect(data).toMatchObject({
      id: member.id,
      username: maskEmail(member.username),
      name: maskName(member.name),
      phoneNumber: maskPhone(member.phoneNumber),
      companyName: 'Detail Co',
      lang: 'en',
      role: 'MEMBER',
    });
    expect(data.historyTermAgreement).toMatchObject({ lang: 'en', requiredTerms: expect.arrayContaining(['TERMS_OF_USE']) as unknown });
    expect(JSON.stringify(data)).not.toMatch(/password|hash|token/i);
    expect(await lastAccess()).toMatchObject({ action: 'VIEW', screen: '/admin/account/edit-account', detail: `#${member.id} ${member.username}` });

    const byName = await t.get(`/api/admin/user-info?username=${encodeURIComponent(member.username.toUpperCase())}`, 'en', { cookie: cookie() });
    expect((await readJson<AccountDetail>(byName)).data).toEqual(data);
  });

  it('answer 404 for an unknown account and 422 for a malformed id or ID', async () => {
    await expectFailure(await t.get('/api/admin/user/999999', 'en', { cookie: cookie() }), 404, 'en', 'api.noData');
    await expectFailure(await t.get('/api/admin/user-info?username=nobody%40example.com', 'ko', { cookie: cookie() }), 404, 'ko', 'api.noData');
    expect((await t.get('/api/admin/user/0', 'en', { cookie: cookie() })).status).toBe(422);
    await expectFailure(await t.get('/api/admin/user-info?username=not-an-address', 'en', { cookie: cookie() }), 422, 'en', 'validation.email', {
      field: msg('en', 'field.username'),
    });
  });
});

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  username: `new.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.co.kr`,
  name: '새사용자',
  companyName: '새회사',
  departmentName: '연구소',
  phoneNumber: '010-2345-6789',
  role: 'PARTNER',
  lang: 'en',
  ...overrides,
});

describe('POST /api/admin/user', () => {
  it('creates an active account, mails a set-password link in the user’s language, and answers no password', async () => {
    const body = newAccount();
    const res = await t.send('POST', '/api/admin/user', body, 'ko', { cookie: cookie() });
    expect(res.status).toBe(201);
    const answer = await readJson<{ id: number; username: string }>(res);
    expect(answer).toMatchObject({ success: true, message: msg('ko', 'people.created') });
    expect(Object.keys(answer.data).sort()).toEqual(['id', 'username']);
    const stored = await findAccountByUsername(t.db, body.username);
    expect(stored).toMatchObject({ name: '새사용자', phoneNumber: '01023456789', role: 'PARTNER', status: 'ACTIVE', lang: 'en', country: '+82' });
    expect(await lastAccess()).toMatchObject({ action: 'UPDATE', screen: '/admin/account' });

    const [mail] = await t.mailTo(body.username);
    expect(mail?.subject).toBe(msg('en', 'people.mail.welcome.subject'));
    expect(mail?.body).toContain('/en/reset-password?token=');
    // the link sets the password, and the account signs in with it
    const reset = await t.send(
      'POST',
      '/api/v1/users/reset-password',
      { token: tokenInMail(mail!.body), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'en',
    );
    expect(reset.status).toBe(200);
    const login = await t.send('POST', '/api/auth/login', { username: body.username, password: NEW_PASSWORD }, 'en', { 'x-test-ip': freshIp() });
    expect(login.status).toBe(200);
  });

  it('refuses a taken ID with 409 naming it, in both languages', async () => {
    const member = await createMember(t);
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await t.send('POST', '/api/admin/user', newAccount({ username: member.username }), lang, { cookie: cookie() }),
        409,
        lang,
        'people.usernameTaken',
        {
          username: member.username,
        },
      );
    }
  });

  it('checks every field with the shared schema, in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string, Record<string, string | number>][] = [
      [{ username: 'bad' }, 'validation.email', { field: 'username' }],
      [{ name: '' }, 'validation.required', { field: 'name' }],
      [{ name: 'x'.repeat(51) }, 'validation.maxLength', { field: 'name', max: 50 }],
      [{ companyName: '  ' }, 'validation.required', { field: 'companyName' }],
      [{ phoneNumber: '010-12' }, 'validation.phone', { field: 'phoneNumber' }],
      [{ phoneNumber: '010-abcd-5678' }, 'validation.phone', { field: 'phoneNumber' }],
      [{ role: 'ROOT' }, 'people.roleInvalid', {}],
      [{ lang: 'jp' }, 'people.langInvalid', {}],
      [{ country: '82' }, 'validation.invalid', { field: 'country' }],
    ];
    for (const lang of ['ko', 'en'] as const) {
      for (const [change, key, values] of cases) {
        const field = values.field ? msg(lang, `field.${values.field}` as never) : '';
        const limit = values.max ?? '';
        await expectFailure(await t.send('POST', '/api/admin/user', newAccount(change), lang, { cookie: cookie() }), 422, lang, key as never, {
          field,
          min: limit,
          max: limit,
        });
      }
    }
    await expectFailure(await t.send('POST', '/api/admin/user', newAccount({ country: '+999' }), 'en', { cookie: cookie() }), 422, 'en', 'auth.countryUnknown');
  });
});

describe('PUT /api/admin/user', () => {
  const edit = (id: number, overrides: Record<string, unknown> = {}) => ({
    id,
    name: '고친이름',
    companyName: '고친회사',
    departmentName: '',
    phoneNumber: '010 9876 5432',
    role: 'MEMBER',
    status: 'ACTIVE',
    ...overrides,
  });

  it('changes the fields; a role change is recorded in the permission-change history', async () => {
    const member = await createMember(t);
    const res = await t.send('PUT', '/api/admin/user', edit(member.id, { role: 'STAFF' }), 'en', { cookie: cookie() });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ success: true, message: 'Modified' });
    expect(await findAccountById(t.db, member.id)).toMatchObject({ name: '고친이름', companyName: '고친회사', phoneNumber: '01098765432', role: 'STAFF' });
    const [change] = await t.db.select().from(schema.permissionChangeHistory).where(eq(schema.permissionChangeHistory.userId, member.id));
    expect(change).toMatchObject({ fromRole: 'MEMBER', toRole: 'STAFF', changedByUsername: admin().username, username: member.username });
  });

  it('keeps the name and phone number when they are not sent (the console sends them once unmasked)', async () => {
    const member = await createMember(t);
    const { name: _name, phoneNumber: _phone, ...rest } = edit(member.id, { companyName: '마스크회사' });
    expect((await t.send('PUT', '/api/admin/user', rest, 'ko', { cookie: cookie() })).status).toBe(200);
    expect(await findAccountById(t.db, member.id)).toMatchObject({ name: member.name, phoneNumber: member.phoneNumber, companyName: '마스크회사' });
  });

  it('makes a dormant account active with last access now, and records dormancy when set', async () => {
    const member = await createMember(t, { status: 'DORMANT' });
    expect((await t.send('PUT', '/api/admin/user', edit(member.id), 'ko', { cookie: cookie() })).status).toBe(200);
    const active = await findAccountById(t.db, member.id);
    expect(active).toMatchObject({ status: 'ACTIVE', dormantAt: null });
    expect(active?.lastAccess).toBeTruthy();
    expect((await t.send('PUT', '/api/admin/user', edit(member.id, { status: 'DORMANT' }), 'ko', { cookie: cookie() })).status).toBe(200);
    expect((await findAccountById(t.db, member.id))?.dormantAt).toBeTruthy();
  });

  it('refuses to change one’s own role or status, naming the account, in both languages', async () => {
    await expectFailure(
      await t.send('PUT', '/api/admin/user', edit(admin().id, { role: 'MEMBER' }), 'ko', { cookie: cookie() }),
      409,
      'ko',
      'people.ownAdminRole',
      {
        username: admin().username,
      },
    );
    await expectFailure(
      await t.send('PUT', '/api/admin/user', edit(admin().id, { role: 'ADMIN', status: 'DORMANT' }), 'en', { cookie: cookie() }),
      409,
      'en',
      'people.ownStatus',
      {
        username: admin().username,
      },
    );
    expect(await findAccountById(t.db, admin().id)).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
  });

  it('answers 404 for an unknown account and 422 for a bad field', async () => {
    await expectFailure(await t.send('PUT', '/api/admin/user', edit(999999), 'en', { cookie: cookie() }), 404, 'en', 'api.noData');
    await expectFailure(await t.send('PUT', '/api/admin/user', edit(1, { status: 'LOST' }), 'ko', { cookie: cookie() }), 422, 'ko', 'people.statusInvalid');
    await expectFailure(await t.send('PUT', '/api/admin/user', edit(1, { id: 'one' }), 'en', { cookie: cookie() }), 422, 'en', 'people.idInvalid');
  });
});

describe('DELETE /api/admin/user/:id', () => {
  it('deletes an account, which then is gone from the list', async () => {
    const member = await createMember(t, { companyName: 'Deleted Co' });
    const res = await t.send('DELETE', `/api/admin/user/${member.id}`, undefined, 'ko', { cookie: cookie() });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ message: msg('ko', 'people.deleted') });
    expect(await findAccountById(t.db, member.id)).toBeNull();
    expect((await list('keyword=Deleted%20Co')).total).toBe(0);
  });

  it('refuses to delete one’s own account, in both languages', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.send('DELETE', `/api/admin/user/${admin().id}`, undefined, lang, { cookie: cookie() }), 409, lang, 'people.deleteSelf', {
        username: admin().username,
      });
    }
    expect(await findAccountById(t.db, admin().id)).not.toBeNull();
  });

  it('answers 404 for an unknown account', async () => {
    await expectFailure(await t.send('DELETE', '/api/admin/user/999999', undefined, 'en', { cookie: cookie() }), 404, 'en', 'api.noData');
  });
});

describe('GET /api/admin/user/download-xlsx', () => {
  const downloads = async () => (await t.db.select().from(schema.personalInfoDownload)).length;

  it('sends the rows masked as the list shows them without a reason, recorded as an export but not as a personal download', async () => {
    const before = await downloads();
    const res = await t.get(`/api/admin/user/download-xlsx?keyword=${encodeURIComponent(COMPANY)}&role=MEMBER`, 'ko', { cookie: cookie() });
    expect(res.status).toBe(200);
    const text = workbookText(new Uint8Array(await res.arrayBuffer()));
    const members = (await t.db.select().from(schema.userAccount).where(eq(schema.userAccount.companyName, COMPANY))).filter((row) => row.role === 'MEMBER');
    expect(members).toHaveLength(2);
    for (const member of members) {
      expect(text).toContain(maskEmail(member.username));
      expect(text).toContain(maskName(member.name));
      expect(text).toContain(maskPhone(member.phoneNumber));
      expect(text).not.toContain(member.username);
      expect(text).not.toContain(member.phoneNumber);
    }
    expect(await downloads()).toBe(before);
    expect(await lastAccess()).toMatchObject({ action: 'EXPORT', screen: '/admin/account', detail: expect.stringContaining('masked') as unknown });
  });

  it('refuses a reason shorter than four characters, naming the field in each language', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.get('/api/admin/user/download-xlsx?reason=ok', lang, { cookie: cookie() }), 422, lang, 'validation.minLength', {
        field: msg(lang, 'field.reason'),
        min: 4,
        max: 4,
      });
    }
  });

  it('sends the rows in full with a reason, and records the download with data type ACCOUNT', async () => {
    const res = await t.get(
      `/api/admin/user/download-xlsx?keyword=${encodeURIComponent(COMPANY)}&role=MEMBER&reason=${encodeURIComponent('회원 점검')}`,
      'en',
      {
        cookie: cookie(),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('Accounts_');
    const text = workbookText(new Uint8Array(await res.arrayBuffer()));
    for (const member of await t.db.select().from(schema.userAccount).where(eq(schema.userAccount.companyName, COMPANY))) {
      if (member.role === 'MEMBER') expect(text).toContain(member.username);
    }
    const [download] = await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1);
    expect(download).toMatchObject({ dataType: 'ACCOUNT', reason: '회원 점검', rowCount: 2, adminUsername: admin().username });
    expect(download?.filters).toContain('role=MEMBER');
    expect(await lastAccess()).toMatchObject({ action: 'EXPORT', screen: '/admin/account' });
  });
});

describe('who may call the account calls', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/user'],
    ['GET', '/api/admin/user/1'],
    ['GET', '/api/admin/user-info?username=a%40b.co'],
    ['GET', '/api/admin/user/download-xlsx?reason=x'],
    ['POST', '/api/admin/user', newAccount()],
    ['PUT', '/api/admin/user', { id: 1 }],
    ['DELETE', '/api/admin/user/1'],
  ];

  it('a member session and no session get 401, a CONTENT_MANAGER’s console session 403', async () => {
    const member = await signedInMember(t);
    const manager = await signedInAdmin(t);
    // an admin made a content manager keeps the session, but the matrix no longer admits it
    await updateAccount(t.db, manager.id, { role: 'CONTENT_MANAGER' });
    for (const [method, path, body] of calls) {
      await expectFailure(await t.send(method, path, body, 'ko', { cookie: member.cookie }), 401, 'ko', 'auth.loginRequired');
      await expectFailure(await t.send(method, path, body, 'en'), 401, 'en', 'auth.loginRequired');
      await expectFailure(await t.send(method, path, body, 'en', { cookie: manager.cookie }), 403, 'en', 'auth.accessDenied');
    }
  });
});
