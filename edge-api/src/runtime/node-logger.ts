// The Node process's log (pino): one JSON line per event on standard output, with the fields of the Worker's
// console lines (lib/logger.ts): `level` by name, `time` in ISO 8601, `message`. Lines are written
// asynchronously (sonic-boom): a request never waits for the terminal or the pipe, and pino writes what is
// left when the process exits.
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
  const root = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false }),
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
