// `npm run backup` and `npm run restore` as an operator runs them: real processes, with the settings of
// a test portal's database and upload folder.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where a portal keeps its data: the settings the commands read. */
export type PortalData = { dbPath: string; uploadsDir: string };

export type CommandResult = { code: number; stdout: string; stderr: string };

export function commandEnv(data: PortalData, extra: Record<string, string> = {}): Record<string, string | undefined> {
  return { ...process.env, DATABASE_URL: `file:${data.dbPath}`, UPLOADS_DIR: data.uploadsDir, LOG_LEVEL: 'error', ...extra };
}

async function command(script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>): Promise<CommandResult> {
  const file = join(import.meta.dirname, '..', '..', '..', 'scripts', `${script}.ts`);
  return run(process.execPath, ['--no-warnings', file, ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** `npm run backup -- <folder>` on `data`. */
export const runBackup = (folder: string, data: PortalData, extra?: Record<string, string>) => command('backup', [folder], commandEnv(data, extra));

/** `npm run restore -- <folder> [--replace]` into `data`. */
export const runRestore = (folder: string, data: PortalData, flags: '--replace'[] = [], extra?: Record<string, string>) =>
  command('restore', [folder, ...flags], commandEnv(data, extra));
