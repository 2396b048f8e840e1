// The demo admin's console work in the three months before the seed (issue 33): what the monthly log review reads.
// Screens viewed and personal data exported in working hours, and in the last month a few visits at night and a
// day of many exports, so the review has findings to show. Written through the audit helpers (db/queries/audit.ts),
// never by raw inserts: those helpers are the logs' one way in. The generators are the API tests' too.
import { and, count, eq, lt } from 'drizzle-orm';
import { koreanMonthOf, koreanMonthStart, shiftMonth } from '#core/review-periods.ts';
import { schema, type Db } from '../../client.ts';
import { recordAdminAccess, recordPersonalInfoDownload, type AdminAccessRecord, type PersonalInfoDownloadRecord } from '../../queries/audit.ts';
import type { Clock } from '../generators.ts';
import { demoAccounts } from './accounts.ts';

/** An admin as the logs name them. */
export type LoggedAdmin = { id: number; username: string };

/**
 * The instant of a Korean wall-clock time: `koreanInstant('2026-10', 5, 23, 30)` is 5 October 23:30 in Korea.
 * Days past the month's end roll over, as Date.UTC does.
 */
export function koreanInstant(month: string, day: number, hour: number, minute = 0): Date {
  const start = new Date(koreanMonthStart(month));
  return new Date(start.getTime() + ((day - 1) * 24 * 60 + hour * 60 + minute) * 60_000);
}

/** A screen an admin viewed at `at` (the admin access history). */
export const accessRecord = (admin: LoggedAdmin, at: Date, overrides: Partial<AdminAccessRecord> = {}): AdminAccessRecord => ({
  adminId: admin.id,
  adminUsername: admin.username,
  action: 'VIEW',
  screen: '/admin/account',
  detail: 'page=1',
  ip: '203.0.113.20',
  userAgent: 'Mozilla/5.0 (demo)',
  createdAt: at.toISOString(),
  ...overrides,
});

/** A personal-data export at `at` (the personal-information download history). */
export const downloadRecord = (admin: LoggedAdmin, at: Date, overrides: Partial<PersonalInfoDownloadRecord> = {}): PersonalInfoDownloadRecord => ({
  adminId: admin.id,
  adminUsername: admin.username,
  dataType: 'ACCOUNT',
  reason: '회원 현황 점검',
  fileName: '계정 목록.xlsx',
  rowCount: 120,
  filters: '',
  ip: '203.0.113.20',
  createdAt: at.toISOString(),
  ...overrides,
});

const screens = ['/admin/account', '/admin/history-connect', '/admin/permission', '/admin/download-history', '/admin/history-content'] as const;

/** One month's work of the demo admin; `busy` adds the night visits and the day of many exports. */
function monthOfWork(admin: LoggedAdmin, month: string, busy: boolean) {
  const access: AdminAccessRecord[] = [];
  const downloads: PersonalInfoDownloadRecord[] = [];
  for (let day = 2; day <= 27; day += 1) {
    // weekdays of a plain working month: a few screens between 9:00 and 18:00
    if (day % 7 === 0 || day % 7 === 6) continue;
    for (let visit = 0; visit < 2; visit++) {
      access.push(
        accessRecord(admin, koreanInstant(month, day, 9 + ((day + visit * 4) % 9), (day * 7) % 60), { screen: screens[(day + visit) % screens.length] }),
      );
    }
  }
  for (const day of [8, 22]) downloads.push(downloadRecord(admin, koreanInstant(month, day, 14, 10), { rowCount: 80 + day }));
  if (busy) {
    access.push(accessRecord(admin, koreanInstant(month, 14, 23, 12), { screen: '/admin/account', detail: 'keyword=kim' }));
    access.push(accessRecord(admin, koreanInstant(month, 15, 2, 40), { screen: '/admin/download-history' }));
    for (let file = 0; file < 6; file++) {
      downloads.push(
        downloadRecord(admin, koreanInstant(month, 16, 10 + file, 5), { dataType: 'CONNECTION_HISTORY', fileName: '접속 이력.xlsx', rowCount: 900 }),
      );
    }
  }
  return { access, downloads };
}

/** The demo admin's console work of the three months before the seed, once (nothing is written when the logs have earlier rows). */
export async function seedConsoleActivity(db: Db, clock: Clock = { now: new Date() }): Promise<void> {
  const thisMonth = koreanMonthOf(clock.now);
  const [existing] = await db
    .select({ n: count() })
    .from(schema.adminAccessHistory)
    .where(lt(schema.adminAccessHistory.createdAt, koreanMonthStart(thisMonth)));
  if ((existing?.n ?? 0) > 0) return;
  const demoAdmin = demoAccounts.find((account) => account.role === 'ADMIN');
  if (!demoAdmin) return;
  const [admin] = await db
    .select({ id: schema.userAccount.id, username: schema.userAccount.username })
    .from(schema.userAccount)
    .where(and(eq(schema.userAccount.username, demoAdmin.username), eq(schema.userAccount.role, 'ADMIN')));
  if (!admin) return;
  for (const back of [3, 2, 1]) {
    const work = monthOfWork(admin, shiftMonth(thisMonth, -back), back === 1);
    for (const record of work.access) await recordAdminAccess(db, record);
    for (const record of work.downloads) await recordPersonalInfoDownload(db, record);
  }
}
