// Local runs: each message becomes a readable text file in the outbox folder, and a line on the console.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxRow } from '#db/queries/outbox.ts';
import type { Logger } from '../../types.ts';
import { mailHeaders, type Transport } from './outbox.ts';

export function messageText(row: OutboxRow): string {
  const head = [`Channel: ${row.channel}`, `To: ${row.recipient}`, `Language: ${row.lang}`, `Date: ${row.createdAt}`];
  if (row.subject) head.push(`Subject: ${row.subject}`);
  for (const [name, value] of Object.entries(mailHeaders(row))) head.push(`${name}: ${value}`);
  return `${head.join('\n')}\n\n${row.body}\n`;
}

export function fileTransport(dir: string, log: Logger): Transport {
  return {
    async deliver(row) {
      await mkdir(dir, { recursive: true });
      const name = `${String(row.id).padStart(6, '0')}-${row.channel.toLowerCase()}-${row.recipient.replace(/[^A-Za-z0-9@._+-]/g, '_')}.txt`;
      await writeFile(join(dir, name), messageText(row), 'utf8');
      // the file holds the address; the log names the message only (an address is never logged)
      log.info('message written to the outbox folder', { channel: row.channel, outboxId: row.id });
    },
  };
}
