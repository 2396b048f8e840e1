import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { masks } from '#core/privacy/mask.ts';
import { personalFieldsOf } from '#core/privacy/personal.ts';
import { unmaskViewNames, unmaskViews, type UnmaskedRow, type UnmaskViewName } from '#core/schemas/masking.ts';
import { schema } from '#db/client.ts';
import { updateAccount } from '#db/queries/account.ts';
import { recordAdminAccess, recordConnection, recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { insertPartnerApplication } from '#db/queries/partner-application.ts';
import { rowSchemaOf } from '../../lib/masking.ts';
import { createMember, expectFailure, msg, readJson, signedInAdmin, signedInMember, useAdminApp, type TestApp } from '../../testing/api-kit.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));
const cookie = () => admin().cookie;

/** A row of a list made for this file: its id, the list's query that shows it, and its personal fields in full. */
type Seeded = { id: number; query: string; full: Record<string, string> };

const now = () => t.deps.now().toISOString();
const at = { ip: '198.51.100.44', userAgent: 'Mozilla/5.0' };

/** Each list's row, made through the portal's own writers where it has them (the audit helpers, the application's insert). */
const seeds: Record<UnmaskViewName, () => Promise<Seeded>> = {
  account: async () => {
    const member = await createMember(t, { name: '홍길동', phoneNumber: '01012345678' });
    return {
      id: member.id,
      query: `keyword=${encodeURIComponent(member.username)}`,
      full: { username: member.username, name: '홍길동', phoneNumber: '01012345678' },
    };
  },
  permission: async () => {
    const member = await createMember(t, { name: 'Emily Carter' });
    return {
      id: member.id,
      query: `searchFilter=email&keyword=${encodeURIComponent(member.username)}`,
      full: { username: member.username, name: 'Emily Carter' },
    };
  },
  connectionHistory: async () => {
    const username = 'mask.connection@hanbit.co.kr';
    await recordConnection(t.db, { userId: null, username, kind: 'MEMBER', event: 'LOGIN', detail: '', ...at, createdAt: now() });
    const [row] = await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.username, username));
    return { id: row!.id, query: `keyword=${encodeURIComponent(username)}`, full: { username } };
  },
  adminAccessHistory: async () => {
    const detail = '#77 mask.access@hanbit.co.kr 010-2222-3333 masktoken';
    await recordAdminAccess(t.db, {
      adminId: 1,
      adminUsername: 'auditor@example.co.kr',
      action: 'VIEW',
      screen: '/admin/account',
      detail,
      ...at,
      createdAt: now(),
    });
    const [row] = await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.detail, detail));
    return { id: row!.id, query: 'keyword=masktoken', full: { detail } };
  },
  downloadHistory: async () => {
    const reason = 'masktoken: asked by lee.mask@hanbit.co.kr';
    const filters = 'keyword=lee.mask@hanbit.co.kr';
    await recordPersonalInfoDownload(t.db, {
      adminId: 1,
      adminUsername: 'auditor@example.co.kr',
      dataType: 'ACCOUNT',
      reason,
      fileName: 'Accounts_20261120.xlsx',
      rowCount: 3,
      filters,
      ip: at.ip,
      createdAt: now(),
    });
    const [row] = await t.db.select().from(schema.personalInfoDownload).where(eq(schema.personalInfoDownload.reason, reason));
    return { id: row!.id, query: 'keyword=masktoken', full: { reason, filters } };
  },
  contentUsage: async () => {
    const username = 'mask.usage@hanbit.co.kr';
    const [row] = await t.db
      .insert(schema.contentUsageHistory)
      .values({ contentType: 'PRE_BUILT_MODEL', action: 'VIEW', contentId: 1, title: 'masktoken model', username, ip: at.ip, createdAt: now() })
      .returning({ id: schema.contentUsageHistory.id });
    return { id: row!.id, query: 'keyword=masktoken', full: { username } };
  },
  permissionChange: async () => {
    const member = await createMember(t);
    const saved = await t.send('POST', '/api/admin/permission/change-permission', { permissionChangings: [{ userId: member.id, roleId: 'PARTNER' }] }, 'ko', {
      cookie: cookie(),
    });
    expect(saved.status).toBe(200);
    const [row] = await t.db.select().from(schema.permissionChangeHistory).where(eq(schema.permissionChangeHistory.userId, member.id));
    return { id: row!.id, query: `keyword=${encodeURIComponent(member.username)}`, full: { username: member.username } };
  },
  partnerApplication: async () => {
    const input = {
      company: 'Mask Partners',
      businessTypes: ['RESELLER'],
      name: 'John Smith',
      contact: '01055556666',
      email: 'john.smith@maskpartners.com',
      country: '+82',
      isAgreePrivacy: true,
    } as const;
    const id = await insertPartnerApplication(t.db, input as never, 'en', at.ip, t.deps.now());
    return { id, query: 'pageNo=1', full: { name: input.name, contact: input.contact, email: input.email, refusalReason: '' } };
  },
  ownershipTransfer: async () => {
    const from = await createMember(t, { name: '김이전' });
    const to = await createMember(t, { name: '박인수' });
    const [row] = await t.db
      .insert(schema.contentOwnershipTransfer)
      .values({
        adminId: admin().id,
        adminUsername: admin().username,
        fromUserId: from.id,
        fromUsername: from.username,
        fromName: '김이전',
        toUserId: to.id,
        toUsername: to.username,
        toName: '박인수',
        scope: 'ALL',
        items: '[]',
        itemCount: 0,
        ip: at.ip,
        createdAt: now(),
      })
      .returning({ id: schema.contentOwnershipTransfer.id });
    return {
      id: row!.id,
      query: `keyword=${encodeURIComponent(from.username)}`,
      full: { fromUsername: from.username, fromName: '김이전', toUsername: to.username, toName: '박인수' },
    };
  },
  partnerQnaTimes: async () => {
    const [row] = await t.db
      .insert(schema.partnerQna)
      .values({ type: 'QUESTION', productCd: 'STUDIO', title: 'masktoken question', content: '<p>?</p>', insByUserName: '남궁민수', insDtm: now() })
      .returning({ id: schema.partnerQna.id });
    return { id: row!.id, query: '', full: { writerName: '남궁민수' } };
  },
};

const seeded = {} as Record<UnmaskViewName, Seeded>;
beforeAll(async () => {
  for (const name of unmaskViewNames) seeded[name] = await seeds[name]();
});

const listedRow = async (name: UnmaskViewName) => {
  const { list } = unmaskViews[name];
  const res = await t.get(`${list}?${seeded[name].query}`, 'ko', { cookie: cookie() });
  expect(res.status).toBe(200);
  const { data } = await readJson<{ items: (Record<string, unknown> & { id: number })[] }>(res);
  const row = data.items.find((item) => item.id === seeded[name].id);
  if (!row) throw new Error(`${list}?${seeded[name].query} does not list row ${seeded[name].id}`);
  return row;
};

const unmask = (name: UnmaskViewName, id: number, body: unknown, lang: 'ko' | 'en' = 'ko', session = cookie()) =>
  t.send('POST', `${unmaskViews[name].list}/${id}/unmask`, body, lang, { cookie: session, 'x-test-ip': at.ip });

const lastAccess = async () => (await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1))[0];
const lastDownload = async () => (await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1))[0];
const unmaskings = async () => (await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.action, 'UNMASK'))).length;

describe.each(unmaskViewNames)('the %s list (issue 33: masked by default)', (name) => {
  const fields = () => personalFieldsOf(rowSchemaOf(`GET ${unmaskViews[name].list}`));

  it('answers every personal field of its rows masked', async () => {
    // the seed gives every field the row schema declares personal, so a new one is tested here too
    expect(Object.keys(seeded[name].full).sort()).toEqual(Object.keys(fields()).sort());
    const row = await listedRow(name);
    for (const [field, kind] of Object.entries(fields())) {
      const full = seeded[name].full[field]!;
      expect(row[field], field).toBe(masks[kind](full));
      if (full !== '') expect(row[field], field).not.toBe(full);
    }
  });

  it(`POST ${unmaskViews[name].list}/:id/unmask refuses a missing or short reason in both languages, and records nothing`, async () => {
    const before = { unmaskings: await unmaskings(), download: await lastDownload() };
    const { id } = seeded[name];
    await expectFailure(await unmask(name, id, {}, 'ko'), 422, 'ko', 'validation.required', { field: '사유' });
    await expectFailure(await unmask(name, id, { reason: '   ' }, 'en'), 422, 'en', 'validation.required', { field: 'Reason' });
    await expectFailure(await unmask(name, id, { reason: '확인' }, 'ko'), 422, 'ko', 'validation.minLength', { field: '사유', min: 4, max: 4 });
    await expectFailure(await unmask(name, id, { reason: 'see' }, 'en'), 422, 'en', 'validation.minLength', { field: 'Reason', min: 4, max: 4 });
    expect(await unmaskings()).toBe(before.unmaskings);
    expect(await lastDownload()).toEqual(before.download);
  });

  it(`POST ${unmaskViews[name].list}/:id/unmask answers the row's personal fields in full and records it like a download`, async () => {
    const { id, full } = seeded[name];
    const { dataType, screen } = unmaskViews[name];
    const reason = `민원 처리 확인 ${name}`;
    const res = await unmask(name, id, { reason }, 'en');
    expect(res.status).toBe(200);
    const body = await readJson<UnmaskedRow>(res);
    expect(body).toMatchObject({ success: true, message: msg('en', 'masking.unmasked') });
    expect(body.data).toEqual({ id, fields: full });
    expect(await lastAccess()).toMatchObject({
      adminUsername: admin().username,
      action: 'UNMASK',
      screen,
      detail: `#${id} (${Object.keys(fields()).join(', ')}) ${reason}`,
      ip: at.ip,
    });
    expect(await lastDownload()).toMatchObject({
      adminUsername: admin().username,
      dataType,
      reason,
      fileName: '',
      rowCount: 1,
      filters: `#${id} (${Object.keys(fields()).join(', ')})`,
      ip: at.ip,
    });
  });

  it(`POST ${unmaskViews[name].list}/:id/unmask answers 404 for a row that does not exist`, async () => {
    await expectFailure(await unmask(name, 999_999, { reason: '없는 행 확인' }, 'ko'), 404, 'ko', 'api.noData');
  });
});

describe('who may unmask', () => {
  it('the roles that read the lists, the console’s ADMIN: a member session and no session get 401, a CONTENT_MANAGER’s console session 403', async () => {
    const member = await signedInMember(t);
    const manager = await signedInAdmin(t);
    // an admin made a content manager keeps the session, but the matrix no longer admits it
    await updateAccount(t.db, manager.id, { role: 'CONTENT_MANAGER' });
    const before = await unmaskings();
    for (const name of unmaskViewNames) {
      const { id } = seeded[name];
      await expectFailure(await unmask(name, id, { reason: '권한 없는 열람' }, 'ko', member.cookie), 401, 'ko', 'auth.loginRequired');
      await expectFailure(await unmask(name, id, { reason: '권한 없는 열람' }, 'en', ''), 401, 'en', 'auth.loginRequired');
      await expectFailure(await unmask(name, id, { reason: '권한 없는 열람' }, 'en', manager.cookie), 403, 'en', 'auth.accessDenied');
    }
    expect(await unmaskings()).toBe(before);
  });
});
