// Grows a migrated portal database to the console's measured size (issue: 100,000 accounts and
// 1,000,000 rows in each history log): real rows of the real schema, deterministic, written in one
// transaction per table with node:sqlite, then `analyze`. Rows already there count toward the total.
import { DatabaseSync } from 'node:sqlite';

const familyNames = ['김', '이', '박', '최', '정', '강', '조', '윤', 'Smith', 'Lee', 'Garcia', 'Tanaka'];
const givenNames = ['민준', '서연', '도윤', '하은', '지호', 'Alex', 'Maria', 'Yuki', 'Chris', 'Dana'];
const companies = ['한빛제조', '누리물류', 'Orbit Retail', '새솔에너지', 'Northwind Bank', '다온헬스', 'Blue Harbor', '가람통신'];
const roles = ['MEMBER', 'MEMBER', 'MEMBER', 'MEMBER', 'MEMBER', 'MEMBER', 'PARTNER', 'STAFF', 'CONTENT_MANAGER'];
const statuses = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING', 'DORMANT'];
const events = ['LOGIN', 'LOGIN', 'LOGIN', 'LOGOUT', 'LOGOUT', 'LOGIN_FAILED', 'SESSION_EXPIRED'];
const screens = ['/admin/account', '/admin/permission', '/admin/history-connect', '/admin/banner', '/admin/download-history'];
const usageTypes = ['PRE_BUILT_MODEL', 'PRE_BUILT_MODEL', 'SUCCESS_STORY', 'ATTACHMENT', 'SOFTWARE'];
const dataTypes = ['ACCOUNT', 'PERMISSION', 'CONNECTION_HISTORY', 'ADMIN_ACCESS_HISTORY', 'CONTENT_USAGE'];
const jobs = ['account-dormancy', 'send-batch-notices', 'end-expired-sessions', 'retry-outbox', 'purge-deleted-attachments'];
const agents = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari/604.1'];

/** A small deterministic generator, so two runs grow the same rows. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const START = Date.parse('2022-01-01T00:00:00Z');
const SPAN = 4 * 365 * 86_400_000;

/** Fills `table` up to `total` rows with `row(i, next, pick, at)` through `insert`, in one transaction. */
function fill(db, table, total, insert, row) {
  const have = Number(db.prepare(`select count(*) as n from ${table}`).get().n);
  if (have >= total) return 0;
  const next = random(table.length * 7919);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const statement = db.prepare(insert);
  // oldest first, as a log is written; the instants spread over four years
  const step = SPAN / (total - have);
  db.exec('begin');
  for (let i = have; i < total; i++) {
    const at = new Date(START + Math.floor((i - have) * step + next() * step)).toISOString();
    statement.run(...row(i, next, pick, at));
  }
  db.exec('commit');
  return total - have;
}

const ip = (next) => `10.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${1 + Math.floor(next() * 254)}`;

/** Grows the accounts to `accounts` and each history log to `historyRows`; answers what it added per table. */
export function growConsole(file, { accounts, historyRows }) {
  const db = new DatabaseSync(file);
  db.exec('pragma journal_mode = wal; pragma synchronous = normal');
  // the synthetic accounts share one password hash: nobody signs in with them
  const hash = db.prepare(`select password_hash as h from user_account order by id limit 1`).get().h;
  const person = (i, pick) => `${pick(familyNames)}${pick(givenNames)} ${i}`;
  const added = {
    user_account: fill(
      db,
      'user_account',
      accounts,
      `insert into user_account (username, password_hash, name, company_name, department_name, phone_number, country, role, status, lang, password_changed_at, last_access, created_dtm)
       values (?, ?, ?, ?, '', ?, '+82', ?, ?, ?, ?, ?, ?)`,
      (i, next, pick, at) => [
        `bench.user${i}@example-analytics.com`,
        hash,
        person(i, pick),
        pick(companies),
        `010${String(10_000_000 + i).slice(-8)}`,
        pick(roles),
        pick(statuses),
        next() < 0.7 ? 'ko' : 'en',
        at,
        at,
        at,
      ],
    ),
    connection_history: fill(
      db,
      'connection_history',
      historyRows,
      `insert into connection_history (user_id, username, kind, event, detail, ip, user_agent, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      (i, next, pick, at) => {
        const event = pick(events);
        return [
          i % accounts,
          `bench.user${i % accounts}@example-analytics.com`,
          next() < 0.05 ? 'ADMIN' : 'MEMBER',
          event,
          event === 'LOGIN_FAILED' ? 'wrongPassword' : '',
          ip(next),
          pick(agents),
          at,
        ];
      },
    ),
    admin_access_history: fill(
      db,
      'admin_access_history',
      historyRows,
      `insert into admin_access_history (admin_id, admin_username, action, screen, detail, ip, user_agent, created_at) values (1, 'admin@example-analytics.com', ?, ?, ?, ?, ?, ?)`,
      (i, next, pick, at) => [next() < 0.9 ? 'VIEW' : next() < 0.5 ? 'EXPORT' : 'UPDATE', pick(screens), `page=${1 + (i % 40)}`, ip(next), pick(agents), at],
    ),
    content_usage_history: fill(
      db,
      'content_usage_history',
      historyRows,
      `insert into content_usage_history (content_type, action, content_id, title, detail, user_id, username, lang, ip, created_at) values (?, ?, ?, ?, '', ?, ?, ?, ?, ?)`,
      (i, next, pick, at) => {
        const user = Math.floor(next() * accounts);
        return [
          pick(usageTypes),
          next() < 0.8 ? 'VIEW' : 'DOWNLOAD',
          1 + (i % 60),
          `수요 예측 모델 ${i % 60}`,
          user,
          `bench.user${user}@example-analytics.com`,
          next() < 0.7 ? 'ko' : 'en',
          ip(next),
          at,
        ];
      },
    ),
    personal_info_download: fill(
      db,
      'personal_info_download',
      historyRows,
      `insert into personal_info_download (admin_id, admin_username, data_type, reason, file_name, row_count, filters, ip, created_at) values (1, 'admin@example-analytics.com', ?, ?, ?, ?, '', ?, ?)`,
      (i, next, pick, at) => [pick(dataTypes), '분기 회원 현황 보고', `accounts-${at.slice(0, 10)}.xlsx`, 1 + Math.floor(next() * 10_000), ip(next), at],
    ),
    permission_change_history: fill(
      db,
      'permission_change_history',
      historyRows,
      `insert into permission_change_history (changed_by_id, changed_by_username, user_id, username, from_role, to_role, ip, created_at) values (1, 'admin@example-analytics.com', ?, ?, ?, ?, ?, ?)`,
      (i, next, pick, at) => [i % accounts, `bench.user${i % accounts}@example-analytics.com`, pick(roles), pick(roles), ip(next), at],
    ),
    batch_run: fill(
      db,
      'batch_run',
      historyRows,
      `insert into batch_run (job_name, trigger, started_at, finished_at, status, affected_count, detail) values (?, '0 18 * * *', ?, ?, ?, ?, ?)`,
      (i, next, pick, at) => {
        const failed = next() < 0.02;
        return [pick(jobs), at, at, failed ? 'FAILURE' : 'SUCCESS', Math.floor(next() * 50), failed ? 'database is locked' : ''];
      },
    ),
  };
  db.exec('analyze');
  db.close();
  return added;
}
