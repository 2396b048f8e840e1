// A second portal process on the test app's database (issue "sign-in from a shared address": several
// Node processes on one database): a child Node process running the real app on a connection of its
// own (portal-process-child.ts), so nothing but the database is shared with the test's app.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export type PortalProcess = {
  /** A request to the other process, its clock showing `at`; answers a Response as the app gave it. */
  request: (at: Date, path: string, init: { method: string; headers: Record<string, string>; body: string | null }) => Promise<Response>;
  close: () => Promise<void>;
};

/** Starts the other process on the test app's folder (`dir`, where `portal.db` is) and waits until it answers. */
export async function startPortalProcess(dir: string): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--no-warnings', join(import.meta.dirname, 'portal-process-child.ts'), dir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  if ((await lines.next()).value !== 'ready') throw new Error('the second portal process did not start');
  let queue = Promise.resolve();
  const request: PortalProcess['request'] = (at, path, init) => {
    const answer = queue.then(async () => {
      child.stdin.write(`${JSON.stringify({ at: at.toISOString(), path, init })}\n`);
      const { value } = await lines.next();
      const { status, headers, body } = JSON.parse(String(value)) as { status: number; headers: [string, string][]; body: string };
      return new Response(body, { status, headers });
    });
    queue = answer.then(
      () => undefined,
      () => undefined,
    );
    return answer;
  };
  return {
    request,
    close: async () => {
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}
