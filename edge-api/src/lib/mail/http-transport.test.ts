// The Worker's HTTP mail transport against a real HTTP receiver the test starts (node:http): the provider is
// sent each message as JSON with its bearer token; an answer other than 2xx leaves the message FAILED in the
// outbox, and the retry sends it once the provider is well. A notification mail's unsubscribe headers go with it.
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { migrateLibsql, openLibsql, type LibsqlHandle } from '#db/libsql.ts';
import { mailNotifications } from '../../jobs/mail-notifications.ts';
import { retryOutbox } from '../../jobs/retry-outbox.ts';
import { readJson, signedInMember } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';
import { settleAfterAnswer } from '../after-answer.ts';
import { httpTransport } from './http-transport.ts';
import { createOutbox } from './outbox.ts';

type Received = { authorization: string | undefined; body: Record<string, unknown> };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
  });

let handle: LibsqlHandle;
const received: Received[] = [];
const provider = { status: 202 };
const server = createServer((request, response) => {
  void readBody(request).then((text) => {
    received.push({ authorization: request.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
    response.writeHead(provider.status, { 'content-type': 'application/json' }).end('{}');
  });
});
let url = '';

beforeAll(async () => {
  handle = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'portal-http-mail-')), 'portal.db')}`);
  await migrateLibsql(handle.db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/send`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  handle.client.close();
});

describe('the HTTP mail transport and a real receiver', () => {
  it.each(['ko', 'en'] as const)('posts mail and SMS as JSON with the bearer token, in the recipient’s language (%s)', async (lang) => {
    const transport = httpTransport({ url, token: 'provider-secret', from: 'no-reply@example-analytics.com' });
    const outbox = createOutbox(handle.db, { mail: transport, sms: transport });
    const to = `http-${lang}@example.com`;
    expect((await outbox.send({ channel: 'MAIL', to, lang, template: 'mail.activation', values: { name: 'Kim', link: 'https://portal/x' } })).status).toBe(
      'SENT',
    );
    const mail = received.find((each) => each.body['to'] === to);
    expect(mail?.authorization).toBe('Bearer provider-secret');
    expect(mail?.body).toMatchObject({ from: 'no-reply@example-analytics.com', subject: translator(lang)('mail.activation.subject'), lang });
    expect(String(mail?.body['text'])).toContain('https://portal/x');
    expect((await outbox.send({ channel: 'SMS', to: '01012345678', lang, template: 'mail.adminCode', values: { code: '123456' } })).status).toBe('SENT');
    expect(received.at(-1)?.body).toEqual({ to: '01012345678', text: expect.stringContaining('123456') as unknown });
  });

  it('carries a notification mail’s unsubscribe headers, and the link stops the mail from outside the portal', async () => {
    const t = await createTestApp({ mailTransport: httpTransport({ url, token: 'provider-secret' }) });
    try {
      const asker = await signedInMember(t, { name: 'Mina Park', lang: 'en' });
      const writer = await signedInMember(t, { name: '박지훈' });
      const manager = await signedInMember(t, { role: 'CONTENT_MANAGER' });
      const send = (path: string, body: unknown, cookie: string) => t.send('POST', path, body, 'en', { cookie, origin: SITE });
      const boardRes = await send(
        '/api/admin/forum-bulletin-menu',
        { nameKr: '게시판', nameEn: 'Board', category: 'Q&A', sortOrder: 1, tags: ['MLOps'], accessEmails: [] },
        manager.cookie,
      );
      const board = await readJson<{ id: number }>(boardRes);
      expect(boardRes.status, board.message).toBe(201);
      const boardId = board.data.id;
      const postRes = await send(
        '/api/member/forum-bulletin',
        { boardId, title: 'Drift alerts', content: '<p>?</p>', tags: ['MLOps'], attachments: [] },
        asker.cookie,
      );
      const posted = await readJson<{ id: number }>(postRes);
      expect(postRes.status, posted.message).toBe(201);
      const postId = posted.data.id;
      expect((await send(`/api/member/forum-bulletin/${postId}/comments`, { content: 'Try a wider window.' }, writer.cookie)).status).toBe(201);
      await settleAfterAnswer();
      await mailNotifications.run(t.deps, new Date());
      await retryOutbox.run(t.deps, new Date());
      const mail = received.find((each) => each.body['to'] === asker.username);
      expect(mail?.body).toMatchObject({ subject: '[Analytics Portal] 1 new notification', lang: 'en' });
      const headers = mail?.body['headers'] as Record<string, string>;
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
      const res = await t.request(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect((await readJson<{ kinds: string[]; done: boolean }>(res)).data).toEqual({ kinds: ['FORUM_COMMENT'], done: true });
    } finally {
      t.close();
    }
  });

  it('a provider that answers 500 leaves the message FAILED; the retry sends it once the provider answers 2xx', async () => {
    const outbox = createOutbox(handle.db, { mail: httpTransport({ url, token: 't' }), sms: httpTransport({ url, token: 't' }) });
    provider.status = 500;
    const row = await outbox.send({ channel: 'MAIL', to: 'later@example.com', lang: 'en', template: 'mail.reset', values: { name: 'Lee', link: 'https://x' } });
    expect(row.status).toBe('FAILED');
    provider.status = 202;
    expect(await outbox.retryFailed()).toBeGreaterThanOrEqual(1);
    const [stored] = await handle.client.execute({ sql: 'select status, attempts from outbox where id = ?', args: [row.id] }).then((r) => r.rows);
    expect(stored).toMatchObject({ status: 'SENT', attempts: 2 });
  });
});
