import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LogReviewDetail, LogReviewList } from '#core/schemas/log-review.ts';
import { schema } from '#db/client.ts';
import { recordAdminAccess, recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { findSignOff, insertSignOff } from '#db/queries/log-review.ts';
import { isDatabaseGuard } from '#db/queries/people.ts';
import { accessRecord, downloadRecord, koreanInstant, type LoggedAdmin } from '#db/seed/content/console-activity.ts';
import { expectFailure, readJson, signedInAdmin, TEST_START, useApp, type SignedInAdmin, type TestApp } from '../../testing/api-kit.ts';

// The monthly log review (issue 33, ISMS-P 2.9.5): findings computed from seeded log rows of October 2026, reviewed
// on 20 November 2026 (Korean time), then the month signed off once with a note.

let t: TestApp;
let reviewer: SignedInAdmin;
const heavy: LoggedAdmin = { id: 9101, username: 'heavy.admin@example.com' };
const steady: LoggedAdmin = { id: 9102, username: 'steady.admin@example.com' };
const exporter: LoggedAdmin = { id: 9103, username: 'exporter.admin@example.com' };

/** `count` access records of an admin in a month, in working hours (10:00–17:59 Korean time). */
async function workingMonth(admin: LoggedAdmin, month: string, count: number) {
  for (let n = 0; n < count; n++) await recordAdminAccess(t.db, accessRecord(admin, koreanInstant(month, 1 + (n % 28), 10 + (n % 8), n % 60)));
}

useApp(async (app) => {
  t = app;
  app.clock.now = TEST_START;
  reviewer = await signedInAdmin(app);
});

beforeAll(async () => {
  // usual months (July to September): heavy 30 a month, steady 160; October: both over the floor, only heavy unusual
  for (const month of ['2026-07', '2026-08', '2026-09']) {
    await workingMonth(heavy, month, 30);
    await workingMonth(steady, month, 160);
  }
  await workingMonth(heavy, '2026-10', 320);
  await workingMonth(steady, '2026-10', 310);
  // night in Korea is 22:00 to 06:00: three of these five are at night, and the month's edges belong to their own months
  for (const at of [
    koreanInstant('2026-10', 5, 23, 30),
    koreanInstant('2026-10', 6, 5, 59),
    koreanInstant('2026-10', 6, 6, 0),
    koreanInstant('2026-10', 7, 21, 59),
    koreanInstant('2026-10', 7, 22, 0),
    koreanInstant('2026-09', 30, 23, 59),
    koreanInstant('2026-11', 1, 0, 30),
  ]) {
    await recordAdminAccess(t.db, accessRecord(heavy, at, { screen: '/admin/account', detail: 'night check' }));
  }
  // five files on 12 October in Korea (the first at 01:00, still 11 October in UTC, and at night), four on the 13th
  for (const [day, hour] of [
    [12, 1],
    [12, 10],
    [12, 11],
    [12, 12],
    [12, 13],
    [13, 10],
    [13, 11],
    [13, 12],
    [13, 13],
  ] as const) {
    await recordPersonalInfoDownload(t.db, downloadRecord(exporter, koreanInstant('2026-10', day, hour, 15), { rowCount: 100 }));
  }
});

const as = () => ({ cookie: reviewer.cookie });
const detailOf = async (month: string) => (await readJson<LogReviewDetail>(await t.get(`/api/admin/log-review/${month}`, 'ko', as()))).data;
const signOff = (month: string, body: unknown, lang: 'ko' | 'en' = 'ko') => t.send('POST', `/api/admin/log-review/${month}`, body, lang, as());

describe('GET /api/admin/log-review/:month', () => {
  it('marks an admin’s volume unusual against their own usual months, not another’s over the same floor', async () => {
    const detail = await detailOf('2026-10');
    expect(detail).toMatchObject({ month: '2026-10', fromDate: '2026-10-01', toDate: '2026-10-31', canSign: true, signOff: null });
    const heavyRow = detail.volumes.find((row) => row.adminId === heavy.id);
    const steadyRow = detail.volumes.find((row) => row.adminId === steady.id);
    expect(heavyRow).toMatchObject({ adminUsername: heavy.username, access: 325, usualAccess: 30.3, unusual: ['ACCESS'] });
    expect(steadyRow).toMatchObject({ access: 310, usualAccess: 160, unusual: [] });
    // the unusual first
    expect(detail.volumes[0]?.adminId).toBe(heavy.id);
    expect(detail.totals).toEqual({ access: 325 + 310, downloads: 9, rows: 900 });
    expect(detail.volumes.find((row) => row.adminId === exporter.id)).toMatchObject({ downloads: 9, rows: 900, usualDownloads: 0, unusual: [] });
  });

  it('finds the records at night in Korean time, at its boundary hours, in both logs', async () => {
    const { night } = await detailOf('2026-10');
    expect(night).toEqual([
      {
        adminId: heavy.id,
        adminUsername: heavy.username,
        log: 'ACCESS',
        count: 3,
        first: koreanInstant('2026-10', 5, 23, 30).toISOString(),
        last: koreanInstant('2026-10', 7, 22, 0).toISOString(),
      },
      {
        adminId: exporter.id,
        adminUsername: exporter.username,
        log: 'DOWNLOAD',
        count: 1,
        first: koreanInstant('2026-10', 12, 1, 15).toISOString(),
        last: koreanInstant('2026-10', 12, 1, 15).toISOString(),
      },
    ]);
    // September's last minute, at night, is September's
    expect((await detailOf('2026-09')).night.filter((row) => row.adminId === heavy.id)).toMatchObject([{ count: 1 }]);
  });

  it('finds the Korean days with at least five personal-data exports by one admin', async () => {
    expect((await detailOf('2026-10')).manyExports).toEqual([
      { adminId: exporter.id, adminUsername: exporter.username, day: '2026-10-12', count: 5, rows: 500 },
    ]);
  });

  it('answers only past months since the logs began, and records the view', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.get('/api/admin/log-review/2026-11', lang, as()), 404, lang, 'logReview.notReviewable', { month: '2026-11' });
      await expectFailure(await t.get('/api/admin/log-review/2026-06', lang, as()), 404, lang, 'logReview.notReviewable', { month: '2026-06' });
      await expectFailure(await t.get('/api/admin/log-review/2026-13', lang, as()), 422, lang, 'logReview.monthInvalid');
    }
    await detailOf('2026-08');
    const [view] = await t.db
      .select()
      .from(schema.adminAccessHistory)
      .where(and(eq(schema.adminAccessHistory.adminId, reviewer.id), eq(schema.adminAccessHistory.screen, '/admin/log-review')))
      .orderBy(desc(schema.adminAccessHistory.id))
      .limit(1);
    expect(view).toMatchObject({ action: 'VIEW', detail: 'month=2026-08' });
  });
});

describe('POST /api/admin/log-review/:month', () => {
  it('asks for a note, signs the month off once with who and when, and logs the sign-off in the admin access history', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await signOff('2026-10', {}, lang), 422, lang, 'logReview.noteRequired');
      await expectFailure(await signOff('2026-10', { note: '   ' }, lang), 422, lang, 'logReview.noteRequired');
    }
    const before = (await readJson<LogReviewList>(await t.get('/api/admin/log-review', 'ko', as()))).data;
    expect(before.months.map((month) => month.month)).toEqual(['2026-10', '2026-09', '2026-08', '2026-07']);
    expect(before.unsigned).toBe(4);

    const res = await signOff('2026-10', { note: '야간 접근 3건 확인: 장애 대응. 12일 다운로드 사유 확인.' }, 'en');
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({
      message: 'The month is signed off.',
      data: { access: 635, downloads: 9, rows: 900, unusual: 1, night: 2, manyExports: 1 },
    });
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await signOff('2026-10', { note: 'again' }, lang), 409, lang, 'logReview.signedAlready', {
        month: '2026-10',
        username: reviewer.username,
      });
    }
    const detail = await detailOf('2026-10');
    expect(detail.canSign).toBe(false);
    expect(detail.signOff).toEqual({
      signedByUsername: reviewer.username,
      signedAt: TEST_START.toISOString(),
      note: '야간 접근 3건 확인: 장애 대응. 12일 다운로드 사유 확인.',
    });
    const after = (await readJson<LogReviewList>(await t.get('/api/admin/log-review', 'ko', as()))).data;
    expect(after.unsigned).toBe(3);
    expect(after.months[0]).toMatchObject({ month: '2026-10', signedByUsername: reviewer.username, summary: { night: 2 } });
    const [logged] = await t.db
      .select()
      .from(schema.adminAccessHistory)
      .where(and(eq(schema.adminAccessHistory.adminId, reviewer.id), eq(schema.adminAccessHistory.action, 'UPDATE')))
      .orderBy(desc(schema.adminAccessHistory.id))
      .limit(1);
    expect(logged).toMatchObject({ screen: '/admin/log-review', detail: expect.stringContaining('signed off 2026-10: 야간 접근') as unknown });
    const due = await readJson<{ unsignedMonths: number }>(await t.get('/api/admin/console-review/due', 'ko', as()));
    expect(due.data.unsignedMonths).toBe(3);
  });

  it('is never rewritten in the database, and a month is signed once whatever path the write takes', async () => {
    const row = { month: '2026-07', signedById: reviewer.id, signedByUsername: reviewer.username, note: 'first', signedAt: TEST_START.toISOString() };
    const summary = { access: 0, downloads: 0, rows: 0, unusual: 0, night: 0, manyExports: 0 };
    expect(await insertSignOff(t.db, { ...row, summary })).toBe(true);
    expect(await insertSignOff(t.db, { ...row, note: 'second', summary })).toBe(false);
    await expect(t.db.update(schema.logReviewSignOff).set({ note: 'changed' }).where(eq(schema.logReviewSignOff.month, '2026-07'))).rejects.toSatisfy((error) =>
      isDatabaseGuard(error, 'append-only'),
    );
    expect((await findSignOff(t.db, '2026-07'))?.note).toBe('first');
  });
});
