// Another process holding SQLite's write lock, as a job, a backup or the sqlite3 shell would: a child
// Node process with its own SQLite (node:sqlite), so the lock is a real file lock between processes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export type WriteLock = { release: () => Promise<void> };

const holder = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('PRAGMA busy_timeout = 10000');
db.exec('BEGIN IMMEDIATE');
process.stdout.write('holding\\n');
process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });
`;

/** Takes the write lock of the database file at `path` in another process; `release` commits and ends it. */
export async function holdWriteLock(path: string): Promise<WriteLock> {
  const child = spawn(process.execPath, ['--no-warnings', '-e', holder, path], { stdio: ['pipe', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    release: async () => {
      const exited = once(child, 'exit');
      child.stdin.write('release\n');
      await exited;
    },
  };
}

/**
 * Another process writing every `everyMs` milliseconds, holding the lock `holdMs` each time, until
 * stopped: the busy neighbour of the issue (a second writer every 0.4 s), made denser.
 */
export async function keepWriting(path: string, everyMs: number, holdMs: number): Promise<{ stop: () => Promise<number> }> {
  const script = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('PRAGMA busy_timeout = 10000');
db.exec('CREATE TABLE IF NOT EXISTS neighbour_writes (at TEXT)');
let writes = 0;
const write = () => {
  db.exec('BEGIN IMMEDIATE');
  db.exec("INSERT INTO neighbour_writes VALUES (datetime('now'))");
  const until = Date.now() + ${holdMs};
  while (Date.now() < until) {}
  db.exec('COMMIT');
  writes += 1;
};
const timer = setInterval(write, ${everyMs});
write();
process.stdout.write('writing\\n');
process.stdin.once('data', () => { clearInterval(timer); db.close(); process.stdout.write(String(writes) + '\\n'); process.exit(0); });
`;
  const child = spawn(process.execPath, ['--no-warnings', '-e', script, path], { stdio: ['pipe', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    stop: async () => {
      const output = once(child.stdout, 'data');
      child.stdin.write('stop\n');
      const [chunk] = (await output) as [Buffer];
      return Number(chunk.toString().trim());
    },
  };
}
