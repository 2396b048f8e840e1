import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue "speed", memory: the server process starts again in place with its heap flags and allocator
// settings (scripts/server-process.mjs, decision 029); a flag the operator gives wins over ours.

/** What a process that called asServerProcess() runs with: its flags, heap ceiling and allocator settings. */
function serverProcess(env: Record<string, string> = {}) {
  const script = `
    import { asServerProcess } from './scripts/server-process.mjs';
    import { getHeapStatistics } from 'node:v8';
    asServerProcess();
    console.log(JSON.stringify({
      execArgv: process.execArgv,
      heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20),
      arenas: process.env.MALLOC_ARENA_MAX,
      mmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_,
      nodeEnv: process.env.NODE_ENV,
    }));`;
  // what the test runner's own environment may set is left out, so the process starts as a server would
  const settings = ['NODE_OPTIONS', 'MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'NODE_ENV'];
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !settings.includes(name)));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...inherited, ...env } });
  return JSON.parse(out) as { execArgv: string[]; heapLimitMb: number; arenas?: string; mmapThreshold?: string; nodeEnv?: string };
}

describe('scripts/server-process.mjs', () => {
  it('runs the server with small semi-spaces, a 256 MB old generation, two malloc arenas and the production build', () => {
    const server = serverProcess();
    expect(server.execArgv).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--max-old-space-size=256']));
    // the old generation's ceiling and the young generation's semi-spaces
    expect(server.heapLimitMb).toBeGreaterThanOrEqual(256);
    expect(server.heapLimitMb).toBeLessThan(300);
    expect(server.arenas).toBe('2');
    expect(server.mmapThreshold).toBe(String(8 * 1024 * 1024));
    expect(server.nodeEnv).toBe('production');
  });

  it('keeps a heap ceiling the operator sets, on the command line or in NODE_OPTIONS', () => {
    const server = serverProcess({ NODE_OPTIONS: '--max-old-space-size=512' });
    expect(server.execArgv.some((flag) => flag.startsWith('--max-old-space-size'))).toBe(false);
    expect(server.execArgv).toContain('--max-semi-space-size=2');
    expect(server.heapLimitMb).toBeGreaterThanOrEqual(512);
    expect(server.heapLimitMb).toBeLessThan(560);
  });
});
