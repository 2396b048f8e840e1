// Node in production: mail through SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM.
import { createTransport } from 'nodemailer';
import type { Transport } from './outbox.ts';

export function smtpTransport(url: string, from: string): Transport {
  const mailer = createTransport(url);
  return {
    async deliver(row) {
      await mailer.sendMail({ from, to: row.recipient, subject: row.subject, text: row.body, headers: { 'Content-Language': row.lang } });
    },
  };
}
