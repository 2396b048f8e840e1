// The database layer call by call (decision 015): the portal's own queries for a model list page and a
// model, uncached (what a signed-in view, the console and every write path pay), through
//   drizzle + @libsql/client   what the Node runtime uses today,
//   @libsql/client alone       the same SQL and parameters, without drizzle's mapping,
//   node:sqlite                the same SQL on Node's built-in synchronous driver (prepared once),
//   drizzle sqlite-proxy       drizzle's async proxy driver backed by node:sqlite (one schema, one set of queries),
// on a copy of the demo database (or DB=path), in one process. Prints the median wall time and the CPU time
// per call of each. The SQL is captured from drizzle's logger, so the raw drivers run exactly what it runs.
//   RUNS=2000   calls per driver and query, after 200 to warm up
//   DB=…        a database file to copy instead of seeding the demo content
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { drizzle as proxyDrizzle } from 'drizzle-orm/sqlite-proxy';
import { configureReadCache } from '#db/cache/read-cache.ts';
import { schema } from '#db/client.ts';
import { getPreBuiltModel, listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { median } from './lib/portal.mjs';

const runs = Number(process.env.RUNS ?? 2000);
const dir = resolve('test-results/bench-drivers');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const file = `${dir}/portal.db`;
if (process.env.DB) copyFileSync(process.env.DB, file);
else {
  const env = { ...process.env, DATABASE_URL: `file:${file}`, UPLOADS_DIR: `${dir}/uploads`, OUTBOX_DIR: `${dir}/outbox`, PUBLIC_SITE_URL: 'http://127.0.0.1' };
  execFileSync(process.execPath, ['scripts/seed-demo.ts'], { env, stdio: 'inherit' });
}
if (!existsSync(file)) throw new Error(`no database at ${file}`);

const client = createClient({ url: `file:${file}`, concurrency: 1 });
const captured = [];
const logged = drizzle(client, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, args: params }) } });
configureReadCache(logged, { maxEntries: 0, maxAgeMs: 0 });
const plain = drizzle(client, { schema });
configureReadCache(plain, { maxEntries: 0, maxAgeMs: 0 });

const sqlite = new DatabaseSync(file, { readOnly: true });
const prepared = new Map();
const statement = (sql) => {
  let found = prepared.get(sql);
  if (!found) prepared.set(sql, (found = sqlite.prepare(sql)));
  return found;
};
const proxied = proxyDrizzle(
  async (sql, params, method) => {
    const stmt = statement(sql);
    stmt.setReturnArrays(true);
    if (method === 'get') return { rows: stmt.get(...params) ?? [] };
    if (method === 'run') return (stmt.run(...params), { rows: [] });
    return { rows: stmt.all(...params) };
  },
  { schema },
);
configureReadCache(proxied, { maxEntries: 0, maxAgeMs: 0 });

const [{ id: modelId }] = (await listPreBuiltModels(plain, { page: 1, pageSize: 1 })).items;
const queries = {
  'model list, page 1 of 9': (db) => listPreBuiltModels(db, { page: 1, pageSize: 9 }),
  'one model': (db) => getPreBuiltModel(db, modelId),
};

/** The statements a query runs, as drizzle sends them. */
async function statementsOf(query) {
  captured.length = 0;
  await query(logged);
  return captured.map(({ sql, args }) => ({ sql, args: args.map((arg) => (typeof arg === 'boolean' ? Number(arg) : arg)) }));
}

async function time(work) {
  for (let i = 0; i < 200; i++) await work();
  const walls = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await work();
    walls.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: median(walls), cpu: (cpu.user + cpu.system) / runs };
}

const rows = [];
for (const [name, query] of Object.entries(queries)) {
  const statements = await statementsOf(query);
  const drivers = {
    'drizzle + @libsql/client': () => query(plain),
    '@libsql/client alone': async () => {
      for (const one of statements) await client.execute(one);
    },
    'node:sqlite': async () => {
      for (const one of statements) statement(one.sql).all(...one.args);
    },
    'drizzle sqlite-proxy over node:sqlite': () => query(proxied),
  };
  for (const [driver, work] of Object.entries(drivers)) {
    const { wall, cpu } = await time(work);
    rows.push(`| ${name} (${statements.length} statements) | ${driver} | ${wall.toFixed(0)} | ${cpu.toFixed(0)} |`);
  }
}
console.log(`| Query | Driver | median µs per call | CPU µs per call |\n|---|---|---|---|\n${rows.join('\n')}`);
client.close();
sqlite.close();
