// The batch settings, the password cycle and the daily batch history through the real app: every call
// for an admin, refused to a member and to a visitor, validated, and written to the admin access history.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBatch, AdminNoticeConfig, BatchHistoryItem, BatchWork } from '#core/schemas/batch.ts';
import type { Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { recordBatchRun } from '#db/queries/batch-run.ts';
import {
  createAccount,
  createMember,
  expectFailure,
  freshIp,
  msg,
  readJson,
  signedInAdmin,
  signedInMember,
  signInAdmin,
  type TestApp,
} from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAdmin(t)).cookie;
  memberCookie = (await signedInMember(t)).cookie;
});
afterAll(() => t.close());

const lastAccessRecord = async () => {
  const [row] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
  return row;
};
const dormancy = { type: 'DORMANCY', designatedPeriod: 180, enable: true, matureDate: '2026-12-01', maximum: 50 };

describe('GET /api/admin/getbatchwork/:id and POST /api/admin/batchwork', () => {
  it('answers the seeded settings: a year of inactivity for members, and the three notices', async () => {
    const res = await t.get('/api/admin/getbatchwork/1', 'ko', { cookie });
    expect((await readJson<BatchWork>(res)).data).toMatchObject({
      id: 1,
      type: 'DORMANCY',
      designatedPeriod: 365,
      enable: true,
      matureDate: null,
      maximum: 1000,
    });
    const types = [];
    for (const id of [2, 3, 4]) types.push((await readJson<BatchWork>(await t.get(`/api/admin/getbatchwork/${id}`, 'ko', { cookie }))).data.type);
    expect(types).toEqual(['NOTICE_DORMANCY', 'NOTICE_PASSWORD', 'NOTICE_MARKETING']);
    expect(await lastAccessRecord()).toMatchObject({ action: 'VIEW', screen: '/admin/batch-process-notification' });
    await expectFailure(await t.get('/api/admin/getbatchwork/9', 'en', { cookie }), 404, 'en', 'api.noData');
  });

  it('saves a batch by its type, keeps it, and records the change', async () => {
    const res = await t.send('POST', '/api/admin/batchwork', dormancy, 'en', { cookie });
    const body = await readJson<BatchWork>(res);
    expect(body.message).toBe(msg('en', 'batch.saved'));
    expect(body.data).toMatchObject({ ...dormancy, id: 1 });
    expect((await readJson<BatchWork>(await t.get('/api/admin/getbatchwork/1', 'ko', { cookie }))).data).toMatchObject(dormancy);
    const notice = { type: 'NOTICE_PASSWORD', designatedPeriod: 14, enable: false, matureDate: null, maximum: 10 };
    expect((await readJson<BatchWork>(await t.send('POST', '/api/admin/batchwork', notice, 'ko', { cookie }))).data).toMatchObject({ ...notice, id: 3 });
    expect(await lastAccessRecord()).toMatchObject({ action: 'UPDATE', screen: '/admin/batch-process-notification' });
    expect((await lastAccessRecord())?.detail).toContain('designatedPeriod=14');
  });

  it('refuses periods and counts out of range, unknown types and dates that do not exist', async () => {
    const cases = [
      { ...dormancy, designatedPeriod: 29 },
      { ...dormancy, designatedPeriod: 3651 },
      { ...dormancy, maximum: 0 },
      { ...dormancy, designatedPeriod: 1.5 },
      { ...dormancy, matureDate: '2026-02-30' },
      { ...dormancy, type: 'SOMETHING' },
      { ...dormancy, type: 'NOTICE_DORMANCY', designatedPeriod: 91 },
      { ...dormancy, enable: 'yes' },
    ];
    for (const body of cases) expect((await t.send('POST', '/api/admin/batchwork', body, 'ko', { cookie })).status).toBe(422);
    expect((await readJson<BatchWork>(await t.get('/api/admin/getbatchwork/1', 'ko', { cookie }))).data.designatedPeriod).toBe(180);
  });
});

describe('GET and PUT /api/admin/admin-batch', () => {
  it('answers the defaults, saves in range and refuses out of range', async () => {
    expect((await readJson<AdminBatch>(await t.get('/api/admin/admin-batch', 'ko', { cookie }))).data).toMatchObject({
      adminInactiveTimePeriod: 90,
      maximum: 100,
      adminPasswordUpdatePeriod: 90,
    });
    const body = { adminInactiveTimePeriod: 60, maximum: 5, adminPasswordUpdatePeriod: 30 };
    expect((await readJson<AdminBatch>(await t.send('PUT', '/api/admin/admin-batch', body, 'ko', { cookie }))).data).toMatchObject(body);
    expect(await lastAccessRecord()).toMatchObject({ action: 'UPDATE', screen: '/admin/batch-process-inactive' });
    expect((await t.send('PUT', '/api/admin/admin-batch', { ...body, adminPasswordUpdatePeriod: 0 }, 'ko', { cookie })).status).toBe(422);
    expect((await t.send('PUT', '/api/admin/admin-batch', { ...body, adminInactiveTimePeriod: 366 }, 'ko', { cookie })).status).toBe(422);
    expect((await readJson<AdminBatch>(await t.get('/api/admin/admin-batch', 'ko', { cookie }))).data).toMatchObject(body);
  });

  it("sends an admin whose password is older than the admin batch's period to the change-password-only session", async () => {
    await t.send('PUT', '/api/admin/admin-batch', { adminInactiveTimePeriod: 90, maximum: 100, adminPasswordUpdatePeriod: 20 }, 'ko', { cookie });
    const older = await createAccount(t, { passwordAgeDays: 21 });
    const younger = await createAccount(t, { passwordAgeDays: 19 });
    const expired = await signInAdmin(t, older);
    expect((await readJson<{ passwordChangeNotice: boolean }>(expired.res)).data.passwordChangeNotice).toBe(true);
    await expectFailure(await t.get('/api/admin/admin-batch', 'ko', { cookie: expired.cookie }), 403, 'ko', 'admin.passwordExpired', {}, 180);
    const fresh = await signInAdmin(t, younger);
    expect((await readJson<{ passwordChangeNotice: boolean }>(fresh.res)).data.passwordChangeNotice).toBe(false);
    // the notice config: 1 day left, within the password cycle's 7-day notice
    const config = (await readJson<AdminNoticeConfig>(await t.get('/api/admin/config_notice_for_admin_role', 'ko', { cookie: fresh.cookie }))).data;
    expect(config).toMatchObject({ adminPasswordUpdatePeriod: 20, daysLeft: 1, notice: true });
    await t.send('PUT', '/api/admin/admin-batch', { adminInactiveTimePeriod: 90, maximum: 100, adminPasswordUpdatePeriod: 90 }, 'ko', { cookie });
  });
});

describe('GET and PUT /api/admin/notice-password-change-interval', () => {
  it('answers the cycle (3 months, 7 days), saves in range, and the next member sign-in follows it', async () => {
    expect((await readJson(await t.get('/api/admin/notice-password-change-interval', 'ko', { cookie }))).data).toEqual({
      id: 1,
      defaultPeriod: 3,
      enable: true,
      noticePeriod: 7,
    });
    for (const body of [
      { defaultPeriod: 0, enable: true, noticePeriod: 7 },
      { defaultPeriod: 25, enable: true, noticePeriod: 7 },
      { defaultPeriod: 3, enable: true, noticePeriod: 31 },
      { defaultPeriod: 3, enable: 1, noticePeriod: 7 },
    ])
      expect((await t.send('PUT', '/api/admin/notice-password-change-interval', body, 'ko', { cookie })).status).toBe(422);

    // a member whose password is 100 days old cannot sign in under 3 months, and can under 6
    const member = await createMember(t, { passwordAgeDays: 100 });
    const signIn = () => t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, 'ko', { 'x-test-ip': freshIp() });
    expect((await signIn()).status).toBe(403);
    const res = await t.send('PUT', '/api/admin/notice-password-change-interval', { defaultPeriod: 6, enable: true, noticePeriod: 14 }, 'en', { cookie });
    const body = await readJson(res);
    expect(body.message).toBe(msg('en', 'passwordCycle.saved'));
    expect(body.data).toEqual({ id: 1, defaultPeriod: 6, enable: true, noticePeriod: 14 });
    expect(await lastAccessRecord()).toMatchObject({ action: 'UPDATE', screen: '/admin/password-change-cycle' });
    expect((await signIn()).status).toBe(200);
    await t.send('PUT', '/api/admin/notice-password-change-interval', { defaultPeriod: 3, enable: true, noticePeriod: 7 }, 'en', { cookie });
  });
});

describe('GET /api/admin/daily-batch-history and its download', () => {
  it('lists the runs newest first, by Korean day and by job, and exports them', async () => {
    const run = (jobName: string, startedAt: string, status: 'SUCCESS' | 'FAILURE', detail = '') =>
      recordBatchRun(t.db, { jobName, trigger: '0 18 * * *', startedAt, finishedAt: startedAt, status, affectedCount: 3, detail });
    await run('account-dormancy', '2025-03-01T18:00:00.000Z', 'SUCCESS', '3 member(s) made dormant');
    await run('send-batch-notices', '2025-03-01T18:00:01.000Z', 'FAILURE', 'Error: mail down');
    await run('account-dormancy', '2025-03-02T18:00:00.000Z', 'SUCCESS');
    // 2025-03-01T18:00Z is 2025-03-02 in Korea
    const page = (await readJson<Page<BatchHistoryItem>>(await t.get('/api/admin/daily-batch-history?fromDate=2025-03-02&toDate=2025-03-02', 'ko', { cookie })))
      .data;
    expect(page.items.map((item) => [item.jobName, item.status])).toEqual([
      ['send-batch-notices', 'FAILURE'],
      ['account-dormancy', 'SUCCESS'],
    ]);
    expect(page.items[0]).toMatchObject({ affectedCount: 3, detail: 'Error: mail down', trigger: '0 18 * * *' });
    const byJob = (
      await readJson<Page<BatchHistoryItem>>(await t.get('/api/admin/daily-batch-history?fromDate=2025-03-01&type=ACCOUNT_DORMANCY', 'ko', { cookie }))
    ).data;
    expect(byJob.items.map((item) => item.startedAt)).toEqual(['2025-03-02T18:00:00.000Z', '2025-03-01T18:00:00.000Z']);
    expect(await lastAccessRecord()).toMatchObject({ action: 'VIEW', screen: '/admin/batch-history' });
    expect((await t.get('/api/admin/daily-batch-history?type=account-dormancy', 'ko', { cookie })).status).toBe(422);

    // no personal data in it: no reason asked, no personal-information download record
    const downloadsBefore = await t.db.$count(schema.personalInfoDownload);
    const file = await t.get('/api/admin/daily-batch-history/download?fromDate=2025-03-01', 'ko', { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(await lastAccessRecord()).toMatchObject({ action: 'EXPORT', screen: '/admin/batch-history' });
    expect(await t.db.$count(schema.personalInfoDownload)).toBe(downloadsBefore);
  });
});

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/getbatchwork/1'],
    ['POST', '/api/admin/batchwork', dormancy],
    ['GET', '/api/admin/admin-batch'],
    ['PUT', '/api/admin/admin-batch', { adminInactiveTimePeriod: 60, maximum: 5, adminPasswordUpdatePeriod: 30 }],
    ['GET', '/api/admin/config_notice_for_admin_role'],
    ['GET', '/api/admin/notice-password-change-interval'],
    ['PUT', '/api/admin/notice-password-change-interval', { defaultPeriod: 3, enable: true, noticePeriod: 7 }],
    ['GET', '/api/admin/daily-batch-history'],
  ];
  it('refuses a member (no admin session) and a visitor, and changes nothing', async () => {
    const before = await t.db.select().from(schema.batchWork).where(eq(schema.batchWork.id, 1));
    for (const [method, path, body] of calls) {
      expect((await t.send(method, path, body, 'ko', { cookie: memberCookie })).status).toBe(401);
      expect((await t.send(method, path, body, 'ko')).status).toBe(401);
    }
    expect(await t.db.select().from(schema.batchWork).where(eq(schema.batchWork.id, 1))).toEqual(before);
  });
});
