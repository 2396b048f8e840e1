// What the benchmarks that run the whole portal share: starting the built portal (scripts/start.mjs) on a
// fresh embedded database with the demo content, pinned to a core when taskset is there, waiting until it
// answers, and finding the ids of a model and a story to open.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitFor } from './measure.mjs';

/** Whether taskset is there to pin a process to a core. */
export const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * Starts the built portal on `port` with a database, uploads and outbox of its own under `dir` (removed
 * first, so the demo content is seeded again, unless `fresh` is false), and resolves once it answers. `core` pins it with taskset
 * (ignored where taskset is missing); `env` adds settings (TRUST_PROXY, …). `cwd` is the tree holding the
 * built `dist/node` (the current directory by default).
 */
export async function startPortal({ port, dir, core, env = {}, cwd = process.cwd(), fresh = true }) {
  if (!existsSync(resolve(cwd, 'dist/node/server/entry.mjs'))) throw new Error(`The portal is not built in ${cwd}: run \`npm run build\` first.`);
  const data = resolve(dir);
  if (fresh) rmSync(data, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const options = {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_SITE_URL: url,
      DATABASE_URL: `file:${data}/portal.db`,
      UPLOADS_DIR: `${data}/uploads`,
      OUTBOX_DIR: `${data}/outbox`,
      // LOG_LEVEL=info measures the access log's cost too (docs/observability.md)
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      NODE_ENV: 'production',
      ...env,
    },
  };
  const args = [process.execPath, resolve(cwd, 'scripts/start.mjs')];
  const child = core !== undefined && hasTaskset ? spawn('taskset', ['-c', String(core), ...args], options) : spawn(args[0], args.slice(1), options);
  // a benchmark stopped with Ctrl-C or kill stops its portal too
  const stopOnSignal = (signal) => {
    child.kill('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the portal stopped (exit code ${code})`))));
  exited.catch(() => {});
  // a grown database on a busy machine may take minutes to open and warm up
  await Promise.race([waitFor(`${url}/api/public/pre-built-model-code`, {}, 3000), exited]);
  return {
    url,
    /** The server's own pid (taskset execs the command, so the child's pid is the server's). */
    pid: child.pid,
    async stop() {
      process.off('SIGINT', stopOnSignal);
      process.off('SIGTERM', stopOnSignal);
      if (child.exitCode !== null) return;
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** The ids of the newest published model and story of the demo content. */
export async function demoIds(url) {
  const first = async (path) => {
    const body = await (await fetch(`${url}${path}?pageSize=1`)).json();
    const id = body?.data?.items?.[0]?.id;
    if (id === undefined) throw new Error(`${path} lists nothing: is the demo content seeded?`);
    return id;
  };
  return { modelId: await first('/api/public/pre-built-model'), storyId: await first('/api/public/success-story') };
}

export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
