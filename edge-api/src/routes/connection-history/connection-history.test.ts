import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '#core/privacy/mask.ts';
import type { Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { recordConnection } from '#db/queries/audit.ts';
import { expectFailure, msg, readJson, useAdminApp, type TestApp } from '../../testing/api-kit.ts';
import { workbookText } from '../../testing/xlsx.ts';

type Item = { id: number; username: string; kind: string; event: string; detail: string; ip: string; userAgent: string; createdAt: string };

let t: TestApp;
const admin = useAdminApp((app) => (t = app));

const row = (username: string, createdAt: string, extra: Partial<Parameters<typeof recordConnection>[1]> = {}) =>
  recordConnection(t.db, {
    userId: null,
    username,
    kind: 'MEMBER',
    event: 'LOGIN',
    detail: '',
    ip: '198.51.100.1',
    userAgent: 'Mozilla/5.0',
    createdAt,
    ...extra,
  });

beforeAll(async () => {
  // around the Korean days 2024-03-10 and 2024-03-11 (UTC+9): midnight in Korea is 15:00 UTC the day before
  await row('boundary-before@example.co.kr', '2024-03-09T14:59:59.999Z');
  await row('boundary-first@example.co.kr', '2024-03-09T15:00:00.000Z');
  await row('boundary-last@example.co.kr', '2024-03-11T14:59:59.999Z');
  await row('boundary-after@example.co.kr', '2024-03-11T15:00:00.000Z');
  for (let i = 1; i <= 12; i++)
    await row(`pager${i}@example.co.kr`, `2024-05-01T00:${String(i).padStart(2, '0')}:00.000Z`, { event: i % 2 ? 'LOGIN' : 'LOGOUT' });
  await row('someone@example.co.kr', '2024-06-01T00:00:00.000Z', { ip: '203.0.113.77', event: 'LOGIN_FAILED', detail: 'wrongPassword', kind: 'ADMIN' });
});
afterAll(() => t.close());

const list = async (query: string, lang: 'ko' | 'en' = 'ko') => {
  const res = await t.get(`/api/admin/connect-hist${query}`, lang, { cookie: admin().cookie });
  expect(res.status).toBe(200);
  return (await readJson<Page<Item>>(res)).data;
};

describe('GET /api/admin/connect-hist', () => {
  it('filters by Korean calendar days, both ends inclusive', async () => {
    const page = await list('?fromDate=2024-03-10&toDate=2024-03-11');
    expect(page.items.map((item) => item.createdAt)).toEqual(['2024-03-11T14:59:59.999Z', '2024-03-09T15:00:00.000Z']);
    expect((await list('?toDate=2024-03-09')).items.map((item) => item.createdAt)).toEqual(['2024-03-09T14:59:59.999Z']);
    // the usernames are e-mail addresses, masked (issue 33)
    expect(page.items.map((item) => item.username)).toEqual(['b***@example.co.kr', 'b***@example.co.kr']);
  });

  it('pages newest first with 10 rows by default', async () => {
    const first = await list('?keyword=pager');
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, totalPages: 2 });
    expect(first.items[0]?.createdAt).toBe('2024-05-01T00:12:00.000Z');
    const third = await list('?keyword=pager&page=3&pageSize=5');
    expect(third.items.map((item) => item.createdAt)).toEqual(['2024-05-01T00:02:00.000Z', '2024-05-01T00:01:00.000Z']);
    expect({ ...third.items[0], id: 0 }).toEqual({
      id: 0,
      username: maskEmail('pager2@example.co.kr'),
      kind: 'MEMBER',
      event: 'LOGOUT',
      detail: '',
      ip: '198.51.100.1',
      userAgent: 'Mozilla/5.0',
      createdAt: '2024-05-01T00:02:00.000Z',
    });
  });

  it('filters by the event (type), with the other filters, and refuses a value that is not a code', async () => {
    const logouts = await list('?keyword=pager&type=LOGOUT');
    expect(logouts.total).toBe(6);
    expect(new Set(logouts.items.map((item) => item.event))).toEqual(new Set(['LOGOUT']));
    expect((await list('?type=LOGIN_FAILED')).items.map((item) => item.username)).toEqual(['s***@example.co.kr']);
    const bad = await t.get('/api/admin/connect-hist?type=login%27--', 'en', { cookie: admin().cookie });
    await expectFailure(bad, 422, 'en', 'validation.invalid', { field: 'type' });
  });

  it('matches the keyword in the IP address, literally', async () => {
    expect((await list('?keyword=203.0.113.77')).items.map((item) => item.detail)).toEqual(['wrongPassword']);
    expect((await list('?keyword=pager_')).total).toBe(0);
  });

  it('lists the admin sign-in itself and records the view in the admin access history', async () => {
    const page = await list(`?keyword=${encodeURIComponent(admin().username)}`);
    expect(page.items.map((item) => [item.kind, item.event])).toContainEqual(['ADMIN', 'LOGIN']);
    const [view] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(view).toMatchObject({
      adminUsername: admin().username,
      action: 'VIEW',
      screen: '/admin/history-connect',
      detail: `page=1, pageSize=10, keyword=${admin().username}`,
    });
  });

  it('refuses a reversed or impossible date range in the caller language', async () => {
    await expectFailure(
      await t.get('/api/admin/connect-hist?fromDate=2024-03-11&toDate=2024-03-10', 'en', { cookie: admin().cookie }),
      422,
      'en',
      'console.dateRangeInvalid',
    );
    await expectFailure(await t.get('/api/admin/connect-hist?fromDate=2024-02-30', 'ko', { cookie: admin().cookie }), 422, 'ko', 'validation.invalid', {
      field: '시작일',
    });
  });

  it('refuses a page past the 10,000 records a list pages through, asking in the caller language to narrow the filters', async () => {
    await expectFailure(await t.get('/api/admin/connect-hist?page=1001', 'ko', { cookie: admin().cookie }), 422, 'ko', 'console.beyondWindow', {
      max: '10,000',
    });
    await expectFailure(await t.get('/api/admin/connect-hist?page=101&pageSize=100', 'en', { cookie: admin().cookie }), 422, 'en', 'console.beyondWindow', {
      max: '10,000',
    });
    expect((await t.get('/api/admin/connect-hist?page=1000', 'en', { cookie: admin().cookie })).status).toBe(200);
  });

  it('needs an admin session', async () => {
    await expectFailure(await t.get('/api/admin/connect-hist', 'ko'), 401, 'ko', 'auth.loginRequired');
  });
});

describe('GET /api/admin/connect-hist/download', () => {
  it('exports the filtered rows as .xlsx and records the reason and row count', async () => {
    const res = await t.get(`/api/admin/connect-hist/download?keyword=pager&reason=${encodeURIComponent('분기 보안 점검')}`, 'ko', { cookie: admin().cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''/);
    expect(disposition).toContain(encodeURIComponent('접속 이력_'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    // with a reason, in full
    expect(workbookText(bytes)).toContain('pager12@example.co.kr');
    const [download] = await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1);
    expect(download).toMatchObject({
      adminUsername: admin().username,
      dataType: 'CONNECTION_HISTORY',
      reason: '분기 보안 점검',
      rowCount: 12,
      filters: 'keyword=pager',
    });
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(download?.fileName);
    const exports = await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.action, 'EXPORT'));
    expect(exports.at(-1)).toMatchObject({ screen: '/admin/history-connect', adminUsername: admin().username });
  });

  it('exports the rows masked without a reason: an export in the admin access history, not a personal download', async () => {
    const before = await t.db.select().from(schema.personalInfoDownload);
    const res = await t.get('/api/admin/connect-hist/download?keyword=pager', 'ko', { cookie: admin().cookie });
    expect(res.status).toBe(200);
    const text = workbookText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('p***@example.co.kr');
    expect(text).not.toContain('pager1');
    expect(await t.db.select().from(schema.personalInfoDownload)).toHaveLength(before.length);
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({
      action: 'EXPORT',
      screen: '/admin/history-connect',
      detail: expect.stringMatching(/\(12, masked\); keyword=pager$/) as unknown,
    });
  });

  it('refuses a blank or too short reason, naming the field in each language, and records nothing', async () => {
    const before = await t.db.select().from(schema.personalInfoDownload);
    const ko = await t.get('/api/admin/connect-hist/download?keyword=pager&reason=%EC%A0%90%EA%B2%80', 'ko', { cookie: admin().cookie });
    await expectFailure(ko, 422, 'ko', 'validation.minLength', { field: msg('ko', 'field.reason'), min: 4, max: 4 });
    expect(msg('ko', 'validation.minLength', { field: msg('ko', 'field.reason'), min: 4 })).toBe('사유: 4자 이상 입력하세요.');
    const en = await t.get('/api/admin/connect-hist/download?keyword=pager&reason=%20%20', 'en', { cookie: admin().cookie });
    await expectFailure(en, 422, 'en', 'validation.required', { field: msg('en', 'field.reason') });
    expect(await t.db.select().from(schema.personalInfoDownload)).toHaveLength(before.length);
  });
});
