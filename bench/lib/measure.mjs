// What the paired benchmarks share: starting a server pinned to a core, reading a process's CPU time and
// resident memory from /proc, and running wrk pinned to the other core.
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process (all its threads, finished ones included), in milliseconds. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of a process, in MB. */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** Starts a command pinned to one core; its pid is the command's own (taskset execs it). */
export function startPinned(core, command, args, options = {}) {
  const child = spawn('taskset', ['-c', String(core), command, ...args], { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  return child;
}

/** Waits until a URL answers with a status below 500. */
export async function waitFor(url, headers = {}, tries = 600) {
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(url, { headers }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

const toMs = (text) => {
  const value = Number.parseFloat(text);
  if (text.endsWith('us')) return value / 1000;
  if (text.endsWith('ms')) return value;
  if (text.endsWith('s')) return value * 1000;
  return value;
};

/**
 * One slice of load from wrk pinned to `core`, against a server whose pid is `pid`: requests, requests
 * per second, p50 and p99 latency, non-2xx answers, and the server's CPU time per request.
 */
export async function slice({ core, pid, url, headers, seconds, connections = 8 }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const before = cpuMs(pid);
  const { stdout } = await run('taskset', ['-c', String(core), 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url], {
    maxBuffer: 1 << 20,
  });
  const cpu = cpuMs(pid) - before;
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const p50 = toMs(/50%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '0');
  const p99 = toMs(/99%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? '0');
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  return { requests, rps, p50, p99, failed, cpu };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The medians of several slices of one server. */
export function summarise(slices) {
  return {
    cpuPerRequest:
      slices.reduce((sum, s) => sum + s.cpu, 0) /
      Math.max(
        1,
        slices.reduce((sum, s) => sum + s.requests, 0),
      ),
    rps: median(slices.map((s) => s.rps)),
    p50: median(slices.map((s) => s.p50)),
    p99: median(slices.map((s) => s.p99)),
    failed: slices.reduce((sum, s) => sum + s.failed, 0),
  };
}

export const fmt = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** The value at quantile `q` (0 to 1) of the samples. */
export const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** p50 and p95 wall milliseconds of `run` over `rounds` calls, after `warm` calls that are not counted. */
export async function timeRounds(run, rounds, warm = 3) {
  for (let i = 0; i < warm; i++) await run();
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}
