import type { Logger } from '../../types.ts';
import type { Transport } from './outbox.ts';

/** The Worker's local runs (`wrangler dev`): the message on the console; the outbox table keeps it too. */
export function consoleTransport(log: Logger): Transport {
  return {
    deliver(row) {
      log.info('message (console transport)', { channel: row.channel, to: row.recipient, subject: row.subject, body: row.body });
      return Promise.resolve();
    },
  };
}
