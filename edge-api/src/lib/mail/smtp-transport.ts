// Node in production: mail through SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM. The outbox waits
// for the delivery inside the request that sends (an activation, an access code), so a server that does not
// answer must not hold it: each step has a bound (`timeoutMs`), after which the message is FAILED in the
// outbox and the retry job sends it again (issue 32: nothing lost, the failure on the System screen).
import { createTransport } from 'nodemailer';
import { mailHeaders, type Transport } from './outbox.ts';

/** How long a connection, the server's greeting and any later answer may take, at most. */
export const SMTP_TIMEOUT_MS = 10_000;

export function smtpTransport(url: string, from: string, options: { timeoutMs?: number } = {}): Transport {
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // pooled: a connection is kept for the next message (its set-up cost 100 ms against a local server, a message on
  // it 7 ms: bench/notification-mail.mjs), and closed after `timeoutMs` without one
  const mailer = createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return {
    async deliver(row) {
      await mailer.sendMail({ from, to: row.recipient, subject: row.subject, text: row.body, headers: { ...mailHeaders(row), 'Content-Language': row.lang } });
    },
  };
}
