import type { Logger } from '../../types.ts';
import type { Transport } from './outbox.ts';

/**
 * The Worker without a mail provider (`wrangler dev`): the outbox table keeps the message, /dev/mail lists
 * it, and the console names it. Never its address or body: Workers observability keeps the console's lines,
 * and a body holds links and codes.
 */
export function consoleTransport(log: Logger): Transport {
  return {
    deliver(row) {
      log.info('message kept in the outbox table (no mail provider: read it at /dev/mail)', { channel: row.channel, outboxId: row.id });
      return Promise.resolve();
    },
  };
}
