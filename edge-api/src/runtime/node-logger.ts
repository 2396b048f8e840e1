// The Node process's log (pino): one JSON line per event on standard output, with the fields of the Worker's
// console lines (lib/logger.ts): `level` by name, `time` in ISO 8601, `message`. Lines are kept in a buffer and
// written 16 KB at a time, synchronously from that same buffer: a write per sixty requests or so, a line out
// within a second when traffic is light, and what is left written when the process exits, however it ends.
// The access log's line (one per request) is written here without pino's serialisation, in the same shape:
// its fields are known strings and numbers written into one template, 64 lines at a time, and the time is
// formatted once per millisecond. A line through pino and sonic-boom cost a visitor's cached read 3–4 µs, a
// tenth of it; now 1.3–3.2 µs within the process (decision 035).
import { writeSync } from 'node:fs';
import pino from 'pino';
import type { AccessFields } from '../lib/access-log.ts';
import type { LogLevel } from '../lib/logger.ts';
import type { Logger } from '../types.ts';

/** An access-log line's fields (lib/access-log.ts), and whether the client went away first. */
export type AccessLine = Omit<AccessFields, 'account'> & { account?: number | undefined; aborted?: boolean };

export type NodeLog = {
  /** The logger the app uses (deps.log). */
  log: Logger;
  /** Writes one access-log line at `info` (its fields are kept until formatted: never changed after); undefined when the level leaves it out. */
  access: ((line: Readonly<AccessLine>) => void) | undefined;
};

/** Kept lines are written once they fill this many bytes, or after a second. */
const KEPT_BYTES = 16 * 1024;
const WRITE_EVERY_MS = 1000;
/** How long to wait for a full pipe to drain before trying again (sonic-boom waits 100 ms). */
const FULL_PIPE_WAIT_MS = 10;
/** Access lines waiting to be formatted together. */
const ACCESS_WAITING = 64;

const waitOn = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes `length` bytes of `bytes` to `fd` now, the whole of them: a pipe whose reader is slow answers EAGAIN
 * (standard output is non-blocking once Node has opened it as a stream), and the writer waits and tries again
 * rather than lose lines. Any other failure (the reader is gone) drops them: there is nowhere to say so.
 */
function writeWhole(fd: number, bytes: Uint8Array, length: number): void {
  let written = 0;
  while (written < length) {
    try {
      written += writeSync(fd, bytes, written, length - written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN' && code !== 'EBUSY') return;
      Atomics.wait(waitOn, 0, 0, FULL_PIPE_WAIT_MS);
    }
  }
}

let isoMs = 0;
let iso = '';
/** A time in ISO 8601, formatted once per millisecond. */
function isoOf(ms: number): string {
  if (ms !== isoMs) {
    isoMs = ms;
    iso = new Date(ms).toISOString();
  }
  return iso;
}

/** A number as JSON writes it: null for what is not finite. */
const num = (value: number) => (Number.isFinite(value) ? value : null);
const quoted = JSON.stringify;

/** The access line in pino's shape: level and time first, the fields, then the message. */
const accessLine = (f: Readonly<AccessLine>, ms: number) =>
  `{"level":"info","time":"${isoOf(ms)}","requestId":${quoted(f.requestId)},"method":${quoted(f.method)},"route":${quoted(f.route)},` +
  `"status":${f.status},"durationMs":${num(f.durationMs)},"bytes":${num(f.bytes)}` +
  `${f.account === undefined ? '' : `,"account":${f.account}`}${f.aborted ? ',"aborted":true' : ''},"message":"request"}\n`;

/**
 * The process's lines, copied at once into one buffer outside the JavaScript heap and written from it to fd 1
 * when it is full. Kept as strings, eighty lines lived through the young generation's collections and were
 * promoted; handed to sonic-boom, each 16 KB needed a copy (it keeps what it is given while a pipe is full),
 * and a new 16 KB ArrayBuffer every sixty requests drove V8 to full collections: 7 % of a cached read's CPU,
 * measured by switching it in and out within one process (decision 035).
 * Access lines wait as their fields, with the time each was logged, and are formatted together: 64 at a time,
 * before any other line, and before the buffer is written. Formatted one at a time in each request, the same
 * line cost a cached read five times what it costs in a loop.
 */
function lineBuffer() {
  const kept = Buffer.allocUnsafe(KEPT_BYTES);
  let used = 0;
  const waiting: (Readonly<AccessLine> | undefined)[] = new Array<undefined>(ACCESS_WAITING).fill(undefined);
  const times = new Float64Array(ACCESS_WAITING);
  let count = 0;

  const keep = (line: string) => {
    // a UTF-8 character takes at most three bytes per UTF-16 unit
    if (used + line.length * 3 > KEPT_BYTES) {
      writeKept();
      if (line.length * 3 > KEPT_BYTES) {
        const bytes = Buffer.from(line);
        writeWhole(1, bytes, bytes.byteLength);
        return;
      }
    }
    used += kept.write(line, used);
  };
  const formatWaiting = () => {
    const all = count;
    // counted out first: a line kept below may write the buffer, which formats what waits
    count = 0;
    for (let index = 0; index < all; index++) {
      keep(accessLine(waiting[index]!, times[index]!));
      waiting[index] = undefined;
    }
  };
  function writeKept() {
    formatWaiting();
    if (used === 0) return;
    writeWhole(1, kept, used);
    used = 0;
  }
  setInterval(writeKept, WRITE_EVERY_MS).unref();
  process.once('exit', writeKept);
  return {
    write(line: string) {
      formatWaiting();
      keep(line);
    },
    access: (line: Readonly<AccessLine>) => {
      times[count] = Date.now();
      waiting[count++] = line;
      if (count === ACCESS_WAITING) formatWaiting();
    },
  };
}

let lines: ReturnType<typeof lineBuffer> | undefined;

const loggers = new Map<LogLevel, NodeLog>();

/** The process's logger at `level`: one destination per process, however often the deps are built. */
export function nodeLog(level: LogLevel): NodeLog {
  let made = loggers.get(level);
  if (made) return made;
  const out = (lines ??= lineBuffer());
  const root = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: () => `,"time":"${isoOf(Date.now())}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    out,
  );
  made = {
    log: {
      info: (message, fields) => root.info(fields ?? {}, message),
      error: (message, fields) => root.error(fields ?? {}, message),
    },
    access: root.isLevelEnabled('info') ? out.access : undefined,
  };
  loggers.set(level, made);
  return made;
}
