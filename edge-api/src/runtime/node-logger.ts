// The Node process's log (pino): one JSON line per event on standard output, with the fields of the Worker's
// console lines (lib/logger.ts): `level` by name, `time` in ISO 8601, `message`. Lines are kept in a buffer and
// handed to sonic-boom (pino's destination, which writes them synchronously and waits out a full pipe) 16 KB
// at a time: a write per seventy requests or so, a line out within a second when traffic is light, and what
// is left written when the process exits, however it ends.
// The access log's line (one per request) is written here without pino's serialisation, in the same shape:
// its fields are known strings and numbers written into one template, and the time is formatted once per
// millisecond. A line through pino and sonic-boom cost a visitor's cached read 3–4 µs, a tenth of it; this
// way under 1 µs (decision 035).
import pino from 'pino';
import type { AccessFields } from '../lib/access-log.ts';
import type { LogLevel } from '../lib/logger.ts';
import type { Logger } from '../types.ts';

/** An access-log line's fields (lib/access-log.ts), and whether the client went away first. */
export type AccessLine = Omit<AccessFields, 'account'> & { account?: number | undefined; aborted?: boolean };

export type NodeLog = {
  /** The logger the app uses (deps.log). */
  log: Logger;
  /** Writes one access-log line at `info`; undefined when the level leaves it out. */
  access: ((line: Readonly<AccessLine>) => void) | undefined;
};

/** Kept lines are handed over once they fill this many bytes, or after a second. */
const KEPT_BYTES = 16 * 1024;
const HAND_OVER_EVERY_MS = 1000;

/**
 * The process's lines, copied at once into a buffer outside the JavaScript heap and handed to one sonic-boom
 * destination on fd 1 when it is full. Kept as strings, eighty lines lived through the young generation's
 * collections and were promoted: the old generation filled with dead lines and was collected every second
 * or two, which cost more than writing them.
 */
function lineBuffer() {
  const destination = pino.destination({ dest: 1, sync: true, contentMode: 'buffer' });
  // in 'buffer' mode sonic-boom takes bytes, which its types (strings only) do not say
  const writeBytes = (bytes: Buffer) => destination.write(bytes as unknown as string);
  const kept = Buffer.allocUnsafe(KEPT_BYTES);
  let used = 0;
  const handOver = () => {
    if (used === 0) return;
    // a copy: a destination that must wait for a full pipe keeps what it was given
    writeBytes(Buffer.from(kept.subarray(0, used)));
    used = 0;
  };
  setInterval(handOver, HAND_OVER_EVERY_MS).unref();
  process.once('exit', () => {
    handOver();
    destination.flushSync();
  });
  return {
    write(line: string) {
      // a UTF-8 character takes at most three bytes per UTF-16 unit
      if (used + line.length * 3 > KEPT_BYTES) {
        handOver();
        if (line.length * 3 > KEPT_BYTES) {
          writeBytes(Buffer.from(line));
          return;
        }
      }
      used += kept.write(line, used);
    },
  };
}

let lines: ReturnType<typeof lineBuffer> | undefined;

let isoMs = 0;
let iso = '';
/** The time now in ISO 8601, formatted once per millisecond. */
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    iso = new Date(now).toISOString();
  }
  return iso;
}

/** A number as JSON writes it: null for what is not finite. */
const num = (value: number) => (Number.isFinite(value) ? value : null);
const quoted = JSON.stringify;

/** The access line in pino's shape: level and time first, the fields, then the message. */
const accessLine = (f: Readonly<AccessLine>) =>
  `{"level":"info","time":"${isoNow()}","requestId":${quoted(f.requestId)},"method":${quoted(f.method)},"route":${quoted(f.route)},` +
  `"status":${f.status},"durationMs":${num(f.durationMs)},"bytes":${num(f.bytes)}` +
  `${f.account === undefined ? '' : `,"account":${f.account}`}${f.aborted ? ',"aborted":true' : ''},"message":"request"}\n`;

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
      timestamp: () => `,"time":"${isoNow()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    out,
  );
  made = {
    log: {
      info: (message, fields) => root.info(fields ?? {}, message),
      error: (message, fields) => root.error(fields ?? {}, message),
    },
    access: root.isLevelEnabled('info') ? (line) => out.write(accessLine(line)) : undefined,
  };
  loggers.set(level, made);
  return made;
}
