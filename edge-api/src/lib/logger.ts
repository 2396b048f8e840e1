import type { Logger } from '../types.ts';

/** One JSON line per event, so logs can be searched by request id on Node and in the Worker alike. */
export function jsonLogger(level: 'info' | 'error' = 'info'): Logger {
  return {
    info(message, fields) {
      if (level === 'info') console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields }));
    },
    error(message, fields) {
      console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields }));
    },
  };
}
