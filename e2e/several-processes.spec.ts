// Several Node processes on one database (decision 034): two built portals started together (`npm start`,
// scripts/start.mjs) on one new embedded file, as behind a load balancer, each on a port of its own and
// both answering for one public address. What one writes the other reads on its next request, pages and
// visitors' answers kept in memory included; a session, a sign-in limit and the export gate hold across
// both; a scheduled run happens once when both schedule it; and a database whose header was overwritten
// answers 503, then 200 again once it is put back, without a restart. Only requests (no browser).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, writeSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Lang } from '#core/i18n/locales.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { msg } from './support/portal.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SITE = 'http://portal.test';
/** Ports beside the browser tests' own server (E2E_PORT), so several people's runs do not meet. */
const ports = [Number(process.env.E2E_PORT ?? 4329) + 100, Number(process.env.E2E_PORT ?? 4329) + 101] as const;
const dir = mkdtempSync(join(tmpdir(), 'portal-processes-'));
const file = join(dir, 'portal.db');
const portals: ChildProcess[] = [];

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };
type CallOptions = { method?: string; lang?: Lang; cookie?: string; body?: unknown };

/** A request to one process, naming the public address as a browser behind the load balancer would. */
function call(port: number, path: string, { method = 'GET', lang = 'ko', cookie, body }: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { host: new URL(SITE).host, 'accept-language': lang };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: SITE });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const METRICS_TOKEN = 'several-processes-metrics';

/** The answers a process has given visitors from memory so far (its metrics, as Prometheus reads them). */
async function keptAnswersGiven(port: number): Promise<number> {
  const metrics = await new Promise<string>((resolve, reject) => {
    const headers = { host: new URL(SITE).host, authorization: `Bearer ${METRICS_TOKEN}` };
    http
      .get({ host: '127.0.0.1', port, path: '/metrics', headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  const hits = /^portal_answer_cache_hits_total (\d+)$/m.exec(metrics)?.[1];
  if (hits === undefined) throw new Error(`no portal_answer_cache_hits_total in the metrics of ${port}`);
  return Number(hits);
}

/** A visitor's request, and whether the process answered it from memory (its count of kept answers given rose by one). */
async function visit(port: number, path: string): Promise<Answer & { fromMemory: boolean }> {
  const before = await keptAnswersGiven(port);
  const answer = await call(port, path);
  return { ...answer, fromMemory: (await keptAnswersGiven(port)) === before + 1 };
}

const json = <T>(answer: Answer) => JSON.parse(answer.text) as { success: boolean; message: string; data: T; status: number };
const cookieOf = (answer: Answer, name: string) =>
  (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`) && pair !== `${name}=`);

/** Polls until `check` holds: every wait is for a condition, within a generous overall limit. */
async function until<T>(what: string, attempt: () => Promise<T>, check: (value: T) => boolean, limitMs = 120_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined && check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs SQL on the database file from this process: another process's connection, as the sqlite3 shell would be. */
function sqlite<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 10000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: SITE,
    DATABASE_URL: `file:${file}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    OUTBOX_DIR: join(dir, 'outbox'),
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: 'error',
    METRICS_TOKEN,
  };
  // both at once, on a database that does not exist yet: both create, migrate and seed it
  for (const port of ports) portals.push(spawn(process.execPath, ['scripts/start.mjs'], { env: { ...env, PORT: String(port) }, stdio: 'ignore' }));
  for (const port of ports)
    await until(
      `the portal on ${port}`,
      () => call(port, '/api/public/pre-built-model-code'),
      (answer) => answer.status === 200,
      180_000,
    );
});

test.afterAll(() => {
  for (const portal of portals) portal.kill('SIGTERM');
});

test('both processes started together on a new database migrate and seed it once', async () => {
  const boards = await Promise.all(ports.map(async (port) => json<{ nameEn: string }[]>(await call(port, '/api/public/forum-bulletin-menu')).data));
  const names = boards[0]!.map((board) => board.nameEn);
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
  expect(boards[1]!.map((board) => board.nameEn)).toEqual(names);
  expect(sqlite((db) => db.prepare('SELECT count(*) AS n FROM user_account WHERE username = ?').get('admin@example-analytics.com'))).toEqual({ n: 1 });
});

test('a post written through one process is on the other’s next answer: its API, its page and the page it kept for visitors', async () => {
  const [one, other] = ports;
  const list = '/community/community-forum-list';
  // the other process keeps the forum list page for visitors: the second answer comes from memory
  await call(other, list);
  const kept = await visit(other, list);
  expect(kept.status).toBe(200);
  expect(kept.fromMemory).toBe(true);

  const signIn = await call(one, '/api/auth/login', { method: 'POST', body: { username: 'member@hanbit-manufacturing.co.kr', password: DEMO_PASSWORD } });
  expect(signIn.status).toBe(200);
  const cookie = cookieOf(signIn, 'portal_session')!;
  // the session made by one process is the other's too
  const info = await call(other, '/api/auth/user-info', { cookie });
  expect(info.status).toBe(200);
  expect(info.text).toContain('member@hanbit-manufacturing.co.kr');

  const [board] = json<{ id: number; tags: string[]; isRestricted: boolean }[]>(await call(one, '/api/public/forum-bulletin-menu', { cookie })).data.filter(
    (b) => !b.isRestricted,
  );
  const title = `Written through one process ${Date.now()}`;
  const written = await call(one, '/api/member/forum-bulletin', {
    method: 'POST',
    cookie,
    body: { boardId: board!.id, title, content: '<p>Read through the other.</p>', tags: board!.tags.slice(0, 1) },
  });
  expect(written.status).toBe(201);

  const page = await call(other, list);
  expect(page.text).toContain(title);
  expect((await call(other, '/api/public/forum-bulletin?page=1&pageSize=10')).text).toContain(title);
  expect((await call(other, '/api/public/forum-bulletin?page=1&pageSize=10', { cookie })).text).toContain(title);
  // kept again, from memory, with the post
  const keptAgain = await visit(other, list);
  expect(keptAgain.fromMemory).toBe(true);
  expect(keptAgain.text).toContain(title);
});

test('five wrong passwords through two processes lock the account on both', async () => {
  const username = 'emily.carter@northwind-retail.com';
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await call(ports[attempt % 2]!, '/api/auth/login', { method: 'POST', lang: 'en', body: { username, password: 'Wrong#2026!' } });
    expect(answer.status, `attempt ${attempt}`).toBe(attempt < 5 ? 400 : 429);
  }
  for (const port of ports) {
    const answer = await call(port, '/api/auth/login', { method: 'POST', lang: 'en', body: { username, password: DEMO_PASSWORD } });
    expect(answer.status).toBe(429);
    expect(json(answer).message).toBe(msg('en', 'auth.locked', { minutes: 15 }));
  }
});

test('a scheduled run both processes ask for runs once', () => {
  const trigger = '*/10 * * * *';
  const scheduledAt = Date.now();
  // the portals' own schedulers may run this trigger meanwhile (every ten minutes): runs by hand are told
  // apart by their trigger, the job's name
  const runs = (by: string) =>
    sqlite((db) => db.prepare("SELECT count(*) AS n FROM batch_run WHERE job_name = 'retry-outbox' AND trigger = ?").get(by) as { n: number }).n;
  const byHandBefore = runs('retry-outbox');
  const script = `
    const { buildNodeDeps } = await import('./edge-api/src/runtime/node.ts');
    const { runScheduledJobs } = await import('./edge-api/src/jobs/once-per-schedule.ts');
    const deps = await buildNodeDeps();
    const ran = await runScheduledJobs(process.argv[1], deps, new Date(Number(process.argv[2])));
    console.log(ran ? 'ran' : 'claimed elsewhere');
    deps.close();`;
  const env = { ...process.env, DATABASE_URL: `file:${file}`, PUBLIC_SITE_URL: SITE, LOG_LEVEL: 'error', OUTBOX_DIR: join(dir, 'outbox') };
  // the two schedulers fire for the same time; whichever claims it first runs it
  const schedulers = [0, 1].map(() =>
    spawn(process.execPath, ['--input-type=module', '-e', script, trigger, String(scheduledAt)], { env, stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  return Promise.all(
    schedulers.map(
      (child) =>
        new Promise<string>((resolve) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.on('exit', () => resolve(out.trim()));
        }),
    ),
  ).then((said) => {
    expect(said.sort()).toEqual(['claimed elsewhere', 'ran']);
    expect(sqlite((db) => db.prepare('SELECT scheduled_at FROM lease WHERE name = ?').get(`jobs ${trigger}`))).toEqual({ scheduled_at: scheduledAt });
    // by hand (`npm run job`) it runs at once, whatever was claimed
    const byHand = spawnSync(process.execPath, ['scripts/run-job.ts', 'retry-outbox'], { env, encoding: 'utf8' });
    expect(byHand.status).toBe(0);
    expect(runs('retry-outbox')).toBe(byHandBefore + 1);
  });
});

/** The admin's console session, signed in through one process with the access code mailed to the outbox. */
async function adminSession(port: number): Promise<string> {
  const username = 'admin@example-analytics.com';
  const step = await call(port, '/api/auth/admin/login', { method: 'POST', body: { username, password: DEMO_PASSWORD } });
  expect(step.status).toBe(200);
  const pending = (step.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
  expect((await call(port, '/api/auth/admin/get-otp-login?channel=MAIL', { cookie: pending })).status).toBe(200);
  const { body } = sqlite((db) => db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(username) as { body: string });
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  const signedIn = await call(port, '/api/auth/admin/login-admin', { method: 'POST', cookie: pending, body: { code } });
  expect(signedIn.status).toBe(200);
  return cookieOf(signedIn, 'portal_admin')!;
}

test('one Excel export at a time among both processes: a held export lease makes both wait, then answer 503; a crashed holder’s lapses', async () => {
  const cookie = await adminSession(ports[0]);
  const exportOn = (port: number, lang: Lang) => call(port, '/api/policy-admin/export/excel?langCode=LANG_KO', { cookie, lang });
  // another process is building a workbook and holds the lease for a minute
  sqlite((db) => db.prepare("INSERT INTO lease (name, holder, expires_at) VALUES ('excel export', 'another process', ?)").run(Date.now() + 60_000));
  const waited = await Promise.all([exportOn(ports[0], 'ko'), exportOn(ports[1], 'en')]);
  expect(waited.map((answer) => answer.status)).toEqual([503, 503]);
  expect(json(waited[0]).message).toBe(msg('ko', 'exports.busy'));
  expect(json(waited[1]).message).toBe(msg('en', 'exports.busy'));
  // the holder crashed: its lease expired, and both build (one after the other)
  sqlite((db) => db.prepare("UPDATE lease SET expires_at = ? WHERE name = 'excel export'").run(Date.now() - 1));
  const built = await Promise.all([exportOn(ports[0], 'ko'), exportOn(ports[1], 'en')]);
  expect(built.map((answer) => [answer.status, answer.headers['content-type']])).toEqual([
    [200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ]);
  expect(sqlite((db) => db.prepare("SELECT count(*) AS n FROM lease WHERE name = 'excel export'").get())).toEqual({ n: 0 });
});

test('a database whose header is overwritten answers 503 in both languages on both processes, and 200 again once it is put back', async () => {
  const uncached = (port: number, lang: Lang) => call(port, `/api/public/pre-built-model?keyword=k${Date.now()}${Math.random()}`, { lang });
  // another connection, opened while the file is good, moves every page into the file (an empty WAL),
  // overwrites the header and commits: the portals read the first page from the file again and find it is
  // no database
  const other = new DatabaseSync(file);
  other.exec('PRAGMA busy_timeout = 10000');
  other.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
  other.prepare('SELECT count(*) FROM industry').get();
  const fd = openSync(file, 'r+');
  const header = Buffer.alloc(100);
  readSync(fd, header, 0, 100, 0);
  try {
    writeSync(fd, Buffer.alloc(100, 0x58), 0, 100, 0);
    other.exec('UPDATE industry SET name_en = name_en WHERE key = (SELECT min(key) FROM industry)');
    for (const port of ports) {
      for (const lang of ['ko', 'en'] as const) {
        const failed = await until(
          `503 from ${port}`,
          () => uncached(port, lang),
          (answer) => answer.status === 503,
        );
        expect(json(failed)).toMatchObject({ success: false, status: 503, message: msg(lang, 'api.unavailable') });
      }
    }
  } finally {
    writeSync(fd, header, 0, 100, 0);
    closeSync(fd);
    other.close();
  }
  expect(sqlite((db) => db.prepare('PRAGMA integrity_check').get())).toEqual({ integrity_check: 'ok' });
  for (const port of ports)
    await until(
      `200 again from ${port}`,
      () => uncached(port, 'en'),
      (answer) => answer.status === 200,
      60_000,
    );
});
