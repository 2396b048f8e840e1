// The console's lists at size (issue 12, Measured): the account list, the permission list and every
// history log with ACCOUNTS accounts (100,000) and HISTORY_ROWS rows in each log (1,000,000), through the
// built Node portal pinned to core 0, signed in as the demo admin (password, then the mailed code), one
// request at a time from this process (run it pinned to core 1). For each list: the first page, a
// filtered page and a late page; median and p95 wall time of ROUNDS requests each, and the server's CPU
// time per request. Every list call also records the admin's view (admin access history), as it does
// for an operator, so the figures include that write.
//   npm run build && taskset -c 1 node bench/console-lists.mjs
// DATA_DIR keeps the grown database between runs (growing a million rows per log takes a few minutes).
import { join, resolve } from 'node:path';
import { consoleSession } from './lib/console-session.mjs';
import { growConsole } from './lib/grow-console.mjs';
import { cpuMs } from './lib/measure.mjs';
import { median, startPortal } from './lib/portal.mjs';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
const HISTORY_ROWS = Number(process.env.HISTORY_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4471);
const DIR = resolve(process.env.DATA_DIR ?? '/tmp/portal-console-bench');
const PAGE_SIZE = 10;
// a history list pages through its newest 10,000 matching records (HISTORY_WINDOW in core/constants.ts)
const LATE = Math.min(Math.floor(HISTORY_ROWS / PAGE_SIZE), 10_000 / PAGE_SIZE);
const LATE_ACCOUNTS = Math.floor(ACCOUNTS / PAGE_SIZE) - 1;

// a month of the four years the logs span, and a type that is about a seventh of the rows
const month = 'fromDate=2024-03-01&toDate=2024-03-31';
const lists = {
  accounts: ['/api/admin/user?page=1', '/api/admin/user?role=PARTNER&status=ACTIVE&sort=name&order=asc&page=3', `/api/admin/user?page=${LATE_ACCOUNTS}`],
  'accounts, keyword': ['/api/admin/user?keyword=Orbit&page=1', '/api/admin/user?keyword=%EB%AF%BC%EC%A4%80&page=1', '/api/admin/user?keyword=Orbit&page=200'],
  permissions: [
    '/api/admin/permission?pageNo=1',
    '/api/admin/permission?searchFilter=email&keyword=user4242&pageNo=1',
    `/api/admin/permission?pageNo=${LATE_ACCOUNTS}`,
  ],
  'connection history': ['/api/admin/connect-hist?page=1', `/api/admin/connect-hist?${month}&type=LOGIN_FAILED&page=2`, `/api/admin/connect-hist?page=${LATE}`],
  'admin access history': [
    '/api/admin/user-access-hist?page=1',
    `/api/admin/user-access-hist?${month}&type=EXPORT&page=2`,
    `/api/admin/user-access-hist?page=${LATE}`,
  ],
  'permission changes': [
    '/api/admin/permission_change_tracking?page=1',
    `/api/admin/permission_change_tracking?${month}&type=PARTNER&page=2`,
    `/api/admin/permission_change_tracking?page=${LATE}`,
  ],
  'download history': [
    '/api/admin/personal-info-download-hist?page=1',
    `/api/admin/personal-info-download-hist?${month}&type=ACCOUNT&page=2`,
    `/api/admin/personal-info-download-hist?page=${LATE}`,
  ],
  'content usage': [
    '/api/admin/content-usage-hist?page=1',
    `/api/admin/content-usage-hist?${month}&type=SUCCESS_STORY&page=2`,
    `/api/admin/content-usage-hist?page=${LATE}`,
  ],
  'batch history': [
    '/api/admin/daily-batch-history?page=1',
    `/api/admin/daily-batch-history?${month}&type=RETRY_OUTBOX&page=2`,
    `/api/admin/daily-batch-history?page=${LATE}`,
  ],
  'history, keyword (whole log)': [
    '/api/admin/connect-hist?keyword=10.1.1.&page=1',
    '/api/admin/connect-hist?keyword=user4242%40&page=1',
    `/api/admin/connect-hist?${month}&keyword=user42&page=1`,
  ],
};

// a fresh, seeded portal first; then the grown database under the same portal
let portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: process.env.DATA_DIR === undefined });
await portal.stop();
const started = performance.now();
const added = growConsole(join(DIR, 'portal.db'), { accounts: ACCOUNTS, historyRows: HISTORY_ROWS });
console.log(`grown in ${((performance.now() - started) / 1000).toFixed(0)} s:`, added);
portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: false });

try {
  const { call, mustOk } = await consoleSession(portal.url, join(DIR, 'outbox'));

  const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
  console.log(`\n${ACCOUNTS} accounts, ${HISTORY_ROWS} rows per log, ${ROUNDS} requests each (ms)`);
  console.log('list\tpage\ttotal rows\tmedian\tp95\tCPU/request');
  for (const [name, paths] of Object.entries(lists)) {
    for (const [index, path] of paths.entries()) {
      const { data } = await mustOk(await call(path));
      const times = [];
      const cpuBefore = cpuMs(portal.pid);
      for (let round = 0; round < ROUNDS; round++) {
        const begin = performance.now();
        const answer = await call(path);
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        times.push(performance.now() - begin);
      }
      const cpu = (cpuMs(portal.pid) - cpuBefore) / ROUNDS;
      const label = ['first', 'filtered', 'late'][index];
      console.log(`${name}\t${label}\t${data.total}\t${median(times).toFixed(1)}\t${p95(times).toFixed(1)}\t${cpu.toFixed(1)}\t${path}`);
    }
  }
} finally {
  await portal.stop();
}
