import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { recordAdminAccess } from '#db/queries/audit.ts';
import { expectFailure, msg, readJson, signedInAdmin, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { workbookText } from '../../testing/xlsx.ts';

type Item = { id: number; adminUsername: string; action: string; screen: string; detail: string; createdAt: string };

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAdmin(t)).cookie;
  const base = { adminId: 1, ip: '198.51.100.9', userAgent: 'Mozilla/5.0', action: 'VIEW' as const };
  await recordAdminAccess(t.db, {
    ...base,
    adminUsername: 'auditor@example.co.kr',
    screen: '/admin/account',
    detail: '#7 kim.minsu@hanbit.co.kr 01012345678',
    createdAt: '2024-04-01T14:59:00.000Z',
  });
  await recordAdminAccess(t.db, {
    ...base,
    adminUsername: 'auditor@example.co.kr',
    screen: '/admin/history-connect',
    detail: '',
    createdAt: '2024-04-01T15:00:00.000Z',
  });
  await recordAdminAccess(t.db, {
    ...base,
    adminUsername: 'other@example.co.kr',
    screen: '/admin/permission',
    detail: 'user #42',
    createdAt: '2024-04-02T03:00:00.000Z',
  });
  await recordAdminAccess(t.db, {
    ...base,
    action: 'EXPORT',
    adminUsername: 'other@example.co.kr',
    screen: '=HYPERLINK("x")',
    detail: '@danger',
    createdAt: '2024-04-03T03:00:00.000Z',
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.get(`/api/admin/user-access-hist${query}`, 'ko', { cookie });
  expect(res.status).toBe(200);
  return (await readJson<Page<Item>>(res)).data;
};

describe('GET /api/admin/user-access-hist', () => {
  it('filters by Korean calendar day and pages newest first', async () => {
    // 2024-04-02 in Korea runs from 2024-04-01T15:00Z to 2024-04-02T15:00Z
    const day = await list('?fromDate=2024-04-02&toDate=2024-04-02');
    expect(day.items.map((item) => item.screen)).toEqual(['/admin/permission', '/admin/history-connect']);
    const paged = await list('?fromDate=2024-04-01&toDate=2024-04-03&pageSize=3&page=2');
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3, totalPages: 2 });
    expect(paged.items.map((item) => item.screen)).toEqual(['/admin/account']);
  });

  it('matches the keyword in the admin, the screen or the detail', async () => {
    expect((await list('?keyword=auditor')).total).toBe(2);
    expect((await list('?keyword=permission')).items.map((item) => item.detail)).toEqual(['user #42']);
    expect((await list('?keyword=user%20%2342')).items.map((item) => item.screen)).toEqual(['/admin/permission']);
  });

  it('masks the addresses and phone numbers in the detail; the admin, a console actor, is named in full (issue 33)', async () => {
    const [first] = (await list('?fromDate=2024-04-01&toDate=2024-04-01')).items;
    expect(first).toMatchObject({ adminUsername: 'auditor@example.co.kr', detail: '#7 k***@hanbit.co.kr 010-****-5678' });
  });

  it('records its own view', async () => {
    await list('?keyword=auditor');
    const [last] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(last).toMatchObject({ action: 'VIEW', screen: '/admin/admin-access', detail: 'page=1, pageSize=10, keyword=auditor' });
  });
});

describe('GET /api/admin/user-access-hist/download', () => {
  it('exports .xlsx and records an ADMIN_ACCESS_HISTORY download with the reason', async () => {
    const res = await t.get('/api/admin/user-access-hist/download?fromDate=2024-04-01&toDate=2024-04-03&reason=audit', 'en', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Admin access history_'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect(workbookText(bytes)).toContain('#7 kim.minsu@hanbit.co.kr 01012345678');
    const [download] = await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1);
    expect(download).toMatchObject({ dataType: 'ADMIN_ACCESS_HISTORY', reason: 'audit', rowCount: 4, filters: 'fromDate=2024-04-01, toDate=2024-04-03' });
  });

  it('exports the details masked without a reason', async () => {
    const res = await t.get('/api/admin/user-access-hist/download?fromDate=2024-04-01&toDate=2024-04-03', 'en', { cookie });
    expect(res.status).toBe(200);
    const text = workbookText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('#7 k***@hanbit.co.kr 010-****-5678');
    expect(text).not.toContain('kim.minsu');
  });

  it('refuses a blank reason', async () => {
    await expectFailure(await t.get('/api/admin/user-access-hist/download?reason=', 'ko', { cookie }), 422, 'ko', 'validation.required', {
      field: msg('ko', 'field.reason'),
    });
  });
});
