import type { Logger } from '../types.ts';

/** pino's levels, quietest last; LOG_LEVEL names one (edge-api/src/env.ts). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Whether a logger set to `level` writes lines of `line`'s level. */
export const logsAt = (level: LogLevel, line: 'info' | 'error') => LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(line);

/**
 * One JSON line per event on the console, so logs can be searched by request id: the Worker's logger (Workers
 * observability keeps what it writes) and the fallback before a runtime's own exists. Node's is pino
 * (runtime/node-logger.ts), with the same fields.
 */
export function jsonLogger(level: LogLevel = 'info'): Logger {
  const info = logsAt(level, 'info');
  const error = logsAt(level, 'error');
  return {
    info(message, fields) {
      if (info) console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields }));
    },
    error(message, fields) {
      if (error) console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields }));
    },
  };
}
