import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

// Node's log keeps its lines in a buffer and writes them when it is full, every second, and when the process
// exits (runtime/node-logger.ts). Real processes, their standard output read whole: no
// line is lost, cut or out of order, whatever its length and however the process ends.

const logger = new URL('./node-logger.ts', import.meta.url).href;

/** Runs `body` in a Node process with `nodeLog` at `info` as `log`; its standard output's lines, as it wrote them. */
function runLogging(body: string, onLine?: (line: string, child: ReturnType<typeof spawn>) => void, options: { readAfterMs?: number } = {}): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--no-warnings', '--input-type=module', '-e', `import { nodeLog } from ${JSON.stringify(logger)};\nconst log = nodeLog('info');\n${body}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let text = '';
  // a reader that is slow to start: the pipe fills and the writer must wait for it
  if (options.readAfterMs) {
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), options.readAfterMs);
  }
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const before = text.split('\n').length - 1;
    text += chunk;
    const lines = text.split('\n');
    for (const line of lines.slice(before, -1)) onLine?.(line, child);
  });
  return once(child, 'close').then(() => text.split('\n').filter((line) => line !== ''));
}

describe("Node's log", () => {
  it('writes every line whole and in order when the process exits: access lines, pino lines and one longer than the buffer', async () => {
    const long = 'ㄱ'.repeat(20_000);
    const lines = await runLogging(`
for (let i = 0; i < 500; i++) log.access({ requestId: 'r' + i, method: 'GET', route: '/x', status: 200, durationMs: 0.1, bytes: i });
log.log.info('between', { long: ${JSON.stringify(long)} });
for (let i = 500; i < 1000; i++) log.access({ requestId: 'r' + i, method: 'GET', route: '/x', status: 200, durationMs: 0.1, bytes: i });
process.exit(0);
`);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toHaveLength(1001);
    expect(parsed[0]).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      requestId: 'r0',
      method: 'GET',
      route: '/x',
      status: 200,
      durationMs: 0.1,
      bytes: 0,
      message: 'request',
    });
    expect(parsed[500]).toMatchObject({ level: 'info', message: 'between', long });
    expect(parsed.filter((line) => line.message === 'request').map((line) => line.bytes)).toEqual([...Array(1000).keys()]);
  });

  it('waits out a full pipe: a reader that starts late gets every line, whole and in order', async () => {
    // standard output opened as a stream (as the server's banner does) is a non-blocking pipe, which answers
    // "try again" once its 64 KB are full; the process writes 4 MB before anyone reads
    const lines = await runLogging(
      `
process.stdout;
for (let i = 0; i < 20000; i++) log.access({ requestId: 'r' + i, method: 'GET', route: '/${'x'.repeat(120)}', status: 200, durationMs: 0.1, bytes: i });
process.exit(0);
`,
      undefined,
      { readAfterMs: 1000 },
    );
    expect(lines).toHaveLength(20000);
    expect(lines.map((line) => (JSON.parse(line) as { bytes: number }).bytes)).toEqual([...Array(20000).keys()]);
  });

  it('writes a line of a quiet process without waiting for more, and ends with what it kept when stopped by a signal', async () => {
    // the second line is written once the first has come out, then the process is stopped: it is still kept
    const lines = await runLogging(
      `
log.access({ requestId: 'first', method: 'GET', route: '/x', status: 200, durationMs: 0.1, bytes: 1 });
process.once('SIGTERM', () => process.exit(0));
process.once('SIGUSR2', () => {
  log.access({ requestId: 'second', method: 'GET', route: '/x', status: 200, durationMs: 0.1, bytes: 2 });
  process.kill(process.pid, 'SIGTERM');
});
setInterval(() => {}, 1000);
`,
      (line, child) => {
        if (line.includes('"first"')) child.kill('SIGUSR2');
      },
    );
    expect(lines.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual(['first', 'second']);
  });
});
