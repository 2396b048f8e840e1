// Starts a real server process of the portal (testing/api-server.ts: scripts/listen.mjs and the front door
// from the sources) on a database, uploads, outbox and built-files folder of its own, and reads what it
// writes on its standard output, line by line. Waiting is by polling what the process says or answers,
// never by a time limit of its own: the test's timeout is the only bound.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrateLibsql, openLibsql, type LibsqlHandle } from '#db/libsql.ts';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/** A built script served from memory by the fast path, at `/_astro/app.test.js`. */
export const BUILT_SCRIPT = '/_astro/app.test.js';

/**
 * Migrates a database in a fresh folder (so a test can add rows before the server opens it) and answers the
 * folder, the database's path and its handle (closed by the caller).
 */
export async function preparedDatabase(): Promise<{ dir: string; dbPath: string; handle: LibsqlHandle }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-process-'));
  const dbPath = join(dir, 'portal.db');
  const handle = await openLibsql(`file:${dbPath}`);
  await migrateLibsql(handle.db);
  return { dir, dbPath, handle };
}

export async function startServerProcess(options: { dir?: string; env?: Record<string, string> } = {}) {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'portal-process-'));
  const clientDir = join(dir, 'client');
  mkdirSync(join(clientDir, '_astro'), { recursive: true });
  writeFileSync(join(clientDir, BUILT_SCRIPT), `console.log(${JSON.stringify('x'.repeat(2000))});\n`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dbPath = join(dir, 'portal.db');
  const child = spawn(process.execPath, ['edge-api/src/testing/api-server.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_SITE_URL: url,
      DATABASE_URL: `file:${dbPath}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      OUTBOX_DIR: join(dir, 'outbox'),
      CLIENT_DIR: clientDir,
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      ...options.env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  /** Every complete JSON line the process wrote on its standard output so far. */
  const lines = (): Record<string, unknown>[] =>
    stdout
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** Waits until the process has written a line that `matches` (or has exited, which fails). */
  const waitForLine = async (matches: (line: Record<string, unknown>) => boolean) => {
    for (;;) {
      const found = lines().find(matches);
      if (found) return found;
      if (child.exitCode !== null) throw new Error(`the server process exited (${child.exitCode}): ${stderr}`);
      await sleep(50);
    }
  };

  const fetchFrom = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);

  // up once it answers its liveness probe
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process did not start (${child.exitCode}): ${stderr}`);
    const alive = await fetchFrom('/healthz').then(
      (res) => res.ok,
      () => false,
    );
    if (alive) break;
    await sleep(50);
  }

  return {
    url,
    dir,
    dbPath,
    fetch: fetchFrom,
    lines,
    waitForLine,
    /** Everything written on standard output and standard error, as text. */
    output: () => stdout + stderr,
    /** The mail bodies the file transport wrote. */
    mail: () => readdirSync(join(dir, 'outbox')).map((name) => readFileSync(join(dir, 'outbox', name), 'utf8')),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
