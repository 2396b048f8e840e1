// What the monthly log review looks at (issue 33, ISMS-P 2.9.5), computed from the admin access history and the
// personal-information download history. Nothing is sorted by the row: the admins who ever appear in a log are found
// by a walk of its (admin_id, created_at…) index, one step per admin (a recursive query), and each admin's counts of
// the month, of the months before and at night are ranges of that index (db/schema/audit.ts). A month of a million
// records is read once through the index, in bounded memory (bench/log-review.mjs).
import { and, count, desc, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { KOREA_OFFSET } from '#core/dates.ts';
import { koreanMonthDays, koreanMonthStart, nightUtcHours, shiftMonth } from '#core/review-periods.ts';
import { logReviewRules, type LogReviewExportDay, type LogReviewNight, type LogReviewVolume, type VolumeMeasure } from '#core/schemas/log-review.ts';
import { schema, type Db } from '../client.ts';

/** The most rows each kind of finding answers (admins are few; the bound keeps an odd month's answer small). */
export const FINDINGS_LIMIT = 100;

const a = schema.adminAccessHistory;
const d = schema.personalInfoDownload;

type Log = typeof a | typeof d;

/** The month's bounds and those of the usual months before it, as stored instants. */
function periodOf(month: string) {
  return {
    before: koreanMonthStart(shiftMonth(month, -logReviewRules.usualMonths)),
    start: koreanMonthStart(month),
    end: koreanMonthStart(shiftMonth(month, 1)),
  };
}

/** At night in Korea: the instant's UTC hour (characters 12–13 of the ISO text) is one of the night's. */
const atNight = (column: AnySQLiteColumn): SQL => inArray(sql`substr(${column}, 12, 2)`, nightUtcHours(logReviewRules.nightFrom, logReviewRules.nightTo));

/** One admin's figures in one log: the month's records (and rows), the usual months', and the month's at night. */
type LogFigures = {
  adminId: number;
  adminUsername: string;
  now: number;
  before: number;
  nowRows: number;
  beforeRows: number;
  night: number;
  firstNight: string | null;
  lastNight: string | null;
};

/**
 * Every admin's figures in one log around a month: the admins found by a walk of the log's (admin_id, created_at)
 * index, each figure a range of it for that admin. Admins without a record in the month are left out.
 */
async function figuresOf(db: Db, log: Log, month: string): Promise<LogFigures[]> {
  const { before, start, end } = periodOf(month);
  const rows = 'rowCount' in log ? log.rowCount : sql`0`;
  const of = (from: string, to: string, more?: SQL) =>
    sql`${log.adminId} = admins.id and ${log.createdAt} >= ${from} and ${log.createdAt} < ${to}${more ? sql` and ${more}` : sql``}`;
  const night = atNight(log.createdAt);
  const found = await db.all<LogFigures>(sql`
    with recursive admins(id) as (
      select min(${log.adminId}) from ${log}
      union all
      select (select min(${log.adminId}) from ${log} where ${log.adminId} > admins.id) from admins where admins.id is not null
    )
    select admins.id as adminId,
      (select ${log.adminUsername} from ${log} where ${of(start, end)} order by ${log.createdAt} desc limit 1) as adminUsername,
      (select count(*) from ${log} where ${of(start, end)}) as now,
      (select count(*) from ${log} where ${of(before, start)}) as before,
      (select coalesce(sum(${rows}), 0) from ${log} where ${of(start, end)}) as nowRows,
      (select coalesce(sum(${rows}), 0) from ${log} where ${of(before, start)}) as beforeRows,
      (select count(*) from ${log} where ${of(start, end, night)}) as night,
      (select min(${log.createdAt}) from ${log} where ${of(start, end, night)}) as firstNight,
      (select max(${log.createdAt}) from ${log} where ${of(start, end, night)}) as lastNight
    from admins where admins.id is not null`);
  return found
    .filter((row) => Number(row.now) > 0)
    .map((row) => ({
      ...row,
      now: Number(row.now),
      before: Number(row.before),
      nowRows: Number(row.nowRows),
      beforeRows: Number(row.beforeRows),
      night: Number(row.night),
    }));
}

const average = (total: number) => Math.round((total / logReviewRules.usualMonths) * 10) / 10;

/** Whether a month's volume is unusual: at least the floor, and above the factor times the usual month. */
const unusual = (value: number, usual: number, floor: number) => value >= floor && value > usual * logReviewRules.volumeFactor;

/**
 * Every admin's volumes in the month beside their usual month (the average of the months before it, idle ones
 * counted), the unusual measures marked; the unusual first, then by access records.
 */
function volumesOf(access: LogFigures[], downloads: LogFigures[]): LogReviewVolume[] {
  const ids = [...new Set([...access, ...downloads].map((row) => row.adminId))];
  const volumes = ids.map((adminId): LogReviewVolume => {
    const inAccess = access.find((row) => row.adminId === adminId);
    const inDownloads = downloads.find((row) => row.adminId === adminId);
    const row = {
      adminId,
      adminUsername: inAccess?.adminUsername ?? inDownloads?.adminUsername ?? '',
      access: inAccess?.now ?? 0,
      usualAccess: average(inAccess?.before ?? 0),
      downloads: inDownloads?.now ?? 0,
      usualDownloads: average(inDownloads?.before ?? 0),
      rows: inDownloads?.nowRows ?? 0,
      usualRows: average(inDownloads?.beforeRows ?? 0),
    };
    const measures: VolumeMeasure[] = [];
    if (unusual(row.access, row.usualAccess, logReviewRules.accessFloor)) measures.push('ACCESS');
    if (unusual(row.downloads, row.usualDownloads, logReviewRules.downloadFloor)) measures.push('DOWNLOADS');
    if (unusual(row.rows, row.usualRows, logReviewRules.rowsFloor)) measures.push('ROWS');
    return { ...row, unusual: measures };
  });
  return volumes.sort((x, y) => y.unusual.length - x.unusual.length || y.access - x.access || x.adminId - y.adminId);
}

/** The admins' records at night in the month, in both logs: how many, the first and the last; the most first. */
function nightOf(access: LogFigures[], downloads: LogFigures[]): LogReviewNight[] {
  const rows = (figures: LogFigures[], log: LogReviewNight['log']) =>
    figures
      .filter((row) => row.night > 0)
      .map((row) => ({
        adminId: row.adminId,
        adminUsername: row.adminUsername,
        log,
        count: row.night,
        first: row.firstNight ?? '',
        last: row.lastNight ?? '',
      }));
  return [...rows(access, 'ACCESS'), ...rows(downloads, 'DOWNLOAD')].sort((x, y) => y.count - x.count || x.adminId - y.adminId);
}

/** An instant's Korean calendar day, in SQL (SQLite and D1 read the ISO text with its `Z`). */
const koreanDay = (column: AnySQLiteColumn) => sql<string>`date(${column}, ${`+${-KOREA_OFFSET} minutes`})`;

/** The Korean days of the month on which an admin exported at least `manyExportsPerDay` personal-data files; the most first. */
async function manyExportsOf(db: Db, month: string, downloads: LogFigures[]): Promise<LogReviewExportDay[]> {
  if (downloads.length === 0) return [];
  const { start, end } = periodOf(month);
  const day = koreanDay(d.createdAt);
  // from the (admin_id, created_at, row_count) index alone: the admins' names come from their figures
  const rows = await db
    .select({ adminId: d.adminId, day, count: count(), rows: sum(d.rowCount) })
    .from(d)
    .where(
      and(
        inArray(
          d.adminId,
          downloads.map((row) => row.adminId),
        ),
        gte(d.createdAt, start),
        lt(d.createdAt, end),
      ),
    )
    .groupBy(d.adminId, day)
    .having(sql`count(*) >= ${logReviewRules.manyExportsPerDay}`)
    .orderBy(desc(count()), d.adminId, day)
    .limit(FINDINGS_LIMIT);
  const names = new Map(downloads.map((row) => [row.adminId, row.adminUsername]));
  return rows.map((row) => ({ ...row, adminUsername: names.get(row.adminId) ?? '', rows: Number(row.rows ?? 0) }));
}

/** The month's findings, its days and its totals (the detail of GET /api/admin/log-review/:month, without the sign-off). */
export async function monthFindings(db: Db, month: string) {
  const [access, downloads] = await Promise.all([figuresOf(db, a, month), figuresOf(db, d, month)]);
  const volumes = volumesOf(access, downloads);
  const manyExports = await manyExportsOf(db, month, downloads);
  const totals = volumes.reduce(
    (sumOf, row) => ({ access: sumOf.access + row.access, downloads: sumOf.downloads + row.downloads, rows: sumOf.rows + row.rows }),
    {
      access: 0,
      downloads: 0,
      rows: 0,
    },
  );
  return {
    month,
    ...koreanMonthDays(month),
    totals,
    volumes: volumes.slice(0, FINDINGS_LIMIT),
    night: nightOf(access, downloads).slice(0, FINDINGS_LIMIT),
    manyExports,
  };
}
