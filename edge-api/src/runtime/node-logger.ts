// The Node process's log (pino): one JSON line per event on standard output, with the fields of the Worker's
// console lines (lib/logger.ts): `level` by name, `time` in ISO 8601, `message`. Lines are kept and
// written in batches of 4 KB (sonic-boom): one write for some twenty requests, a line out within a second
// when traffic is light, and what is left written when the process exits.
import pino from 'pino';
import type { LogLevel } from '../lib/logger.ts';
import type { Logger } from '../types.ts';

export type NodeLog = {
  /** The logger the app uses (deps.log). */
  log: Logger;
  /** pino itself, for the access log's lines (runtime/node-access-log.ts). */
  access: pino.Logger;
};

const loggers = new Map<LogLevel, NodeLog>();

/** The process's logger at `level`: one destination per process, however often the deps are built. */
export function nodeLog(level: LogLevel): NodeLog {
  let made = loggers.get(level);
  if (made) return made;
  // lines are written 4 KB at a time (and at least every second), on the event loop: a write of its own
  // per line, through the thread pool, cost a cached read a third more CPU (decision 035)
  const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
  // what is still kept is written as the process ends, however it ends
  process.once('exit', () => destination.flushSync());
  const root = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  made = {
    log: {
      info: (message, fields) => root.info(fields ?? {}, message),
      error: (message, fields) => root.error(fields ?? {}, message),
    },
    access: root,
  };
  loggers.set(level, made);
  return made;
}
