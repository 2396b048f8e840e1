// The monthly log review's findings at size (issue 33, decision 050): ROWS admin access records in the reviewed month
// and as many over the three months before, spread over ADMINS admins at every hour of the day, and a tenth as many
// personal-data downloads; then the month's findings (a walk of each log's admins with their counts as index ranges,
// and the days of many exports) through the portal's own query functions, ROUNDS times. Prints the median and p95 time
// and the query plans (each read from the logs' (admin_id, created_at…) indexes alone).
//   node bench/log-review.mjs        (ROWS=1000000 ADMINS=40 ROUNDS=5 DATA_DIR=/tmp/portal-log-review-bench)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { koreanMonthStart, shiftMonth } from '#core/review-periods.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { monthFindings } from '#db/queries/log-review-findings.ts';
import { median } from './lib/portal.mjs';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ADMINS = Number(process.env.ADMINS ?? 40);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DIR = resolve(process.env.DATA_DIR ?? '/tmp/portal-log-review-bench');
const MONTH = '2026-10';

mkdirSync(DIR, { recursive: true });
const file = join(DIR, 'portal.db');
const { db, client } = await openLibsql(`file:${file}`);
await migrateLibsql(db);
client.close();

/** Fills a log over [from, to) with `total` rows, oldest first, as a log is written (node:sqlite, one transaction). */
function fill(sqlite, table, insert, total, from, to, row) {
  const start = Date.parse(from);
  const step = (Date.parse(to) - start) / total;
  const statement = sqlite.prepare(insert);
  sqlite.exec('begin');
  for (let i = 0; i < total; i++) statement.run(...row(i, new Date(start + i * step).toISOString()));
  sqlite.exec('commit');
}

const sqlite = new DatabaseSync(file);
const have = Number(sqlite.prepare('select count(*) as n from admin_access_history').get().n);
if (have < ROWS * 2) {
  const grown = Date.now();
  const access =
    'insert into admin_access_history (admin_id, admin_username, action, screen, detail, ip, user_agent, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)';
  const download =
    'insert into personal_info_download (admin_id, admin_username, data_type, reason, file_name, row_count, filters, ip, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const admin = (i) => [1000 + (i % ADMINS), `admin${i % ADMINS}@example.com`];
  const periods = [
    [koreanMonthStart(shiftMonth(MONTH, -3)), koreanMonthStart(MONTH)],
    [koreanMonthStart(MONTH), koreanMonthStart(shiftMonth(MONTH, 1))],
  ];
  for (const [from, to] of periods) {
    fill(sqlite, 'admin_access_history', access, ROWS, from, to, (i, at) => [...admin(i), 'VIEW', '/admin/account', 'page=1', '203.0.113.1', 'bench', at]);
    fill(sqlite, 'personal_info_download', download, ROWS / 10, from, to, (i, at) => [
      ...admin(i),
      'ACCOUNT',
      'bench',
      'a.xlsx',
      100 + (i % 900),
      '',
      '203.0.113.1',
      at,
    ]);
  }
  sqlite.exec('analyze');
  console.log(`grew ${ROWS * 2} access records and ${ROWS / 5} downloads in ${Math.round((Date.now() - grown) / 1000)} s`);
}
const [from, to] = [koreanMonthStart(MONTH), koreanMonthStart(shiftMonth(MONTH, 1))];
for (const query of [
  'select min(admin_id) from admin_access_history where admin_id > 1000',
  `select count(*) from admin_access_history where admin_id = 1001 and created_at >= '${from}' and created_at < '${to}' and substr(created_at, 12, 2) in ('13', '14')`,
  `select admin_id, date(created_at, '+540 minutes') as day, count(*), sum(row_count) from personal_info_download where admin_id in (1001, 1002) and created_at >= '${from}' and created_at < '${to}' group by admin_id, day having count(*) >= 5`,
]) {
  console.log(
    sqlite
      .prepare(`explain query plan ${query}`)
      .all()
      .map((row) => row.detail)
      .join(' | '),
  );
}
sqlite.close();

const portal = await openLibsql(`file:${file}`);
const times = [];
let findings;
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  findings = await monthFindings(portal.db, MONTH);
  times.push(performance.now() - started);
}
portal.client.close();
times.sort((a, b) => a - b);
console.log(
  `findings of ${MONTH} over ${ROWS.toLocaleString('en-US')} records a month: median ${median(times).toFixed(0)} ms, p95 ${times[Math.min(times.length - 1, Math.floor(times.length * 0.95))].toFixed(0)} ms; ` +
    `${findings.volumes.length} admins, ${findings.night.length} night rows, ${findings.manyExports.length} days of many exports; heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
);
