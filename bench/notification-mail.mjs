// Hearing back at scale (issue 32, docs/notifications.md): a post on a board WATCHERS=10000 members watch (each
// with mail at once for new posts), through the real API in process on its own database file:
//   - the writer's answer with and without the watchers (the fan-out runs after it, so they should match);
//   - the time to write every watcher's bell entry (the fan-out after the answer);
//   - the time to build the 10,000 mails (one per member, the "at once" job) and to deliver them through the
//     real SMTP transport to a local SMTP server (smtp-server): the mail throughput;
//   - a daily digest for DIGEST=100000 members, one notification each: its time and the process's memory
//     (peak RSS and heap sampled while it runs), which should not grow with the members.
// Medians of RUNS=5 for the answers. Pinned to one core where taskset is there: `taskset -c 1 node bench/notification-mail.mjs`.
import { sql } from 'drizzle-orm';
import { mailNotifications } from '#api/jobs/mail-notifications.ts';
import { settleAfterAnswer } from '#api/lib/after-answer.ts';
import { queueNotificationMail } from '#api/lib/mail/notification-mail.ts';
import { smtpTransport } from '#api/lib/mail/smtp-transport.ts';
import { readJson, signedInMember } from '#api/testing/api-kit.ts';
import { startSmtpServer } from '#api/testing/smtp-server.ts';
import { createTestApp, SITE } from '#api/testing/test-app.ts';
import { median } from './lib/portal.mjs';

const WATCHERS = Number(process.env.WATCHERS ?? 10_000);
const DIGEST = Number(process.env.DIGEST ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);

const smtp = await startSmtpServer();
const t = await createTestApp({ mailTransport: smtpTransport(smtp.url, 'Analytics Portal <no-reply@example-analytics.com>') });
const manager = await signedInMember(t, { role: 'CONTENT_MANAGER' });
const send = (method, path, body, cookie) => t.send(method, path, body, 'ko', { cookie, origin: SITE });

async function newBoard(name) {
  const res = await send(
    'POST',
    '/api/admin/forum-bulletin-menu',
    { nameKr: name, nameEn: name, category: 'Q&A', sortOrder: 9, tags: ['bench'], accessEmails: [] },
    manager.cookie,
  );
  return (await readJson(res)).data.id;
}

/** Members written in one statement (a recursive count): ACTIVE accounts, as many as asked; answers their first and last id. */
async function growMembers(count, prefix) {
  const at = new Date().toISOString();
  await t.db.run(sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})
    insert into user_account (username, password_hash, name, company_name, phone_number, country, role, status, lang, password_changed_at, created_dtm)
    select ${prefix} || '-' || i || '@bench.example', 'x', '회원 ' || i, 'Bench', '01000000000', 'KR', 'MEMBER', 'ACTIVE', case i % 2 when 0 then 'ko' else 'en' end, ${at}, ${at} from n`);
  const [range] = await t.db.all(sql`select min(id) as first, max(id) as last from user_account where username like ${`${prefix}-%`}`);
  return range;
}

const quietBoard = await newBoard('조용한 게시판');
const watchedBoard = await newBoard('붐비는 게시판');
const watchers = await growMembers(WATCHERS, 'watcher');
const past = new Date(Date.now() - 60_000).toISOString();
await t.db.run(sql`insert into watch (account_id, target, key, level, created_at)
  select id, 'BOARD', ${String(watchedBoard)}, 'WATCHING', ${past} from user_account where id between ${watchers.first} and ${watchers.last}`);
await t.db.run(sql`insert into notification_preference (account_id, kind, channel, updated_at)
  select id, 'FORUM_NEW_POST', 'NOW', ${past} from user_account where id between ${watchers.first} and ${watchers.last}`);

/** One post's answer time, in ms (a fresh writer each time: posting is limited per member). */
async function postTime(boardId) {
  const writer = await signedInMember(t);
  const start = performance.now();
  const res = await send(
    'POST',
    '/api/member/forum-bulletin',
    { boardId, title: '벤치마크 글', content: '<p>bench</p>', tags: ['bench'], attachments: [] },
    writer.cookie,
  );
  const ms = performance.now() - start;
  if (res.status !== 201) throw new Error(`post answered ${res.status}`);
  return ms;
}

const quiet = [];
const busy = [];
const fanOut = [];
for (let i = 0; i < RUNS; i++) {
  quiet.push(await postTime(quietBoard));
  await settleAfterAnswer();
  busy.push(await postTime(watchedBoard));
  const start = performance.now();
  await settleAfterAnswer();
  fanOut.push(performance.now() - start);
}
const [{ n: bellEntries }] = await t.db.all(sql`select count(*) as n from notification where kind = 'FORUM_NEW_POST'`);

// the "at once" job: the mails of the last run's posts gathered, one per member
let start = performance.now();
const queued = await mailNotifications.run(t.deps, new Date());
const buildMs = performance.now() - start;
start = performance.now();
const delivered = await t.deps.outbox.deliverQueued(new Date(Date.now() + 3_600_000));
const deliverMs = performance.now() - start;

// a daily digest for DIGEST members, one notification each
const digestMembers = await growMembers(DIGEST, 'digest');
await t.db.run(sql`insert into notification (account_id, kind, ref_obj_id, actor_name, subject, created_date, mail)
  select id, 'FORUM_NEW_POST', (select min(id) from forum_post where board_id = ${watchedBoard}), '벤치', '벤치마크 글', ${past}, 'DAILY'
  from user_account where id between ${digestMembers.first} and ${digestMembers.last}`);
globalThis.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 50);
start = performance.now();
const digest = await queueNotificationMail(t.db, SITE, 'DAILY', new Date());
const digestMs = performance.now() - start;
clearInterval(sampler);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`watchers: ${WATCHERS}, runs: ${RUNS}`);
console.log(`post answer, no watchers:      median ${median(quiet).toFixed(1)} ms`);
console.log(`post answer, ${WATCHERS} watchers: median ${median(busy).toFixed(1)} ms (ratio ${(median(busy) / median(quiet)).toFixed(2)})`);
console.log(`fan-out after the answer:      median ${median(fanOut).toFixed(0)} ms for ${WATCHERS} bell entries (${bellEntries} written in all)`);
console.log(`mails built (at once):         ${queued.affected} in ${buildMs.toFixed(0)} ms (${((queued.affected / buildMs) * 1000).toFixed(0)}/s)`);
console.log(
  `mails delivered over SMTP:     ${delivered} in ${deliverMs.toFixed(0)} ms (${((delivered / deliverMs) * 1000).toFixed(0)}/s), ${smtp.received.length} received`,
);
console.log(`daily digest:                  ${digest.mails} mails for ${digest.members} members in ${(digestMs / 1000).toFixed(1)} s`);
console.log(`  memory: RSS ${mb(before.rss)} → peak ${mb(peakRss)}; heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)}`);
t.close();
await smtp.close();
