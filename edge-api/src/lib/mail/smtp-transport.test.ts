// The SMTP transport against a real SMTP server the test starts (smtp-server, from nodemailer's authors),
// read back as it arrived (mailparser): the outbox's messages in the recipient's language; a server that
// refuses or does not answer leaves the message FAILED in the outbox, and the retry sends it once it is well.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { migrateLibsql, openLibsql, type LibsqlHandle } from '#db/libsql.ts';
import { startSmtpServer } from '../../testing/smtp-server.ts';
import { createOutbox, type Transport } from './outbox.ts';
import { smtpTransport } from './smtp-transport.ts';

const FROM = 'Analytics Portal <no-reply@example-analytics.com>';

let handle: LibsqlHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  handle = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'portal-smtp-')), 'portal.db')}`);
  await migrateLibsql(handle.db);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  handle.client.close();
});

const noSms: Transport = { deliver: () => Promise.reject(new Error('no SMS here')) };

describe('the SMTP transport and a real SMTP server', () => {
  it.each(['ko', 'en'] as const)('delivers an outbox message as the recipient reads it (%s)', async (lang) => {
    const outbox = createOutbox(handle.db, { mail: smtpTransport(smtp.url, FROM), sms: noSms });
    const to = `member-${lang}@example.com`;
    const link = 'https://portal.example.com/register-success?token=abc';
    const row = await outbox.send({ channel: 'MAIL', to, lang, template: 'mail.activation', values: { name: lang === 'ko' ? '김하늘' : 'Sky Kim', link } });
    expect(row.status).toBe('SENT');
    const mail = smtp.received.find((each) => each.to && 'text' in each.to && each.to.text === to);
    const t = translator(lang);
    expect(mail?.from?.text).toBe('"Analytics Portal" <no-reply@example-analytics.com>');
    expect(mail?.subject).toBe(t('mail.activation.subject'));
    expect(mail?.headers.get('content-language')).toBe(lang);
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain(lang === 'ko' ? '김하늘' : 'Sky Kim');
    expect(mail?.text).toContain(t('mail.signature'));
  });

  it('a server that refuses the recipient leaves the message FAILED with its answer; the retry sends it once the server takes it', async () => {
    const outbox = createOutbox(handle.db, { mail: smtpTransport(smtp.url, FROM), sms: noSms });
    smtp.state.refusing = true;
    const row = await outbox.send({
      channel: 'MAIL',
      to: 'refused@example.com',
      lang: 'ko',
      template: 'mail.reset',
      values: { name: '이서연', link: 'https://x' },
    });
    expect(row.status).toBe('FAILED');
    expect(outbox.deliveryFailures).toBe(1);
    smtp.state.refusing = false;
    expect(await outbox.retryFailed()).toBeGreaterThanOrEqual(1);
    expect(smtp.received.some((mail) => mail.to && 'text' in mail.to && mail.to.text === 'refused@example.com')).toBe(true);
    const [stored] = await handle.client.execute({ sql: 'select status, attempts, error from outbox where id = ?', args: [row.id] }).then((r) => r.rows);
    expect(stored).toMatchObject({ status: 'SENT', attempts: 2, error: '' });
  });

  it('a server that never answers fails at the bound, not the request’s end: the message waits in the outbox', async () => {
    // a listener that takes the connection and says nothing (no greeting)
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const outbox = createOutbox(handle.db, { mail: smtpTransport(`smtp://127.0.0.1:${port}`, FROM, { timeoutMs: 300 }), sms: noSms });
      const row = await outbox.send({
        channel: 'MAIL',
        to: 'waiting@example.com',
        lang: 'en',
        template: 'mail.reset',
        values: { name: 'Lee', link: 'https://x' },
      });
      expect(row.status).toBe('FAILED');
      const [stored] = await handle.client.execute({ sql: 'select status, error from outbox where id = ?', args: [row.id] }).then((r) => r.rows);
      expect(stored?.status).toBe('FAILED');
      expect(stored?.error).toMatch(/timeout|greeting/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
