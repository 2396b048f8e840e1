// Notification mail in workerd on D1 (issue 32): a comment on a member's post is mailed by the Worker's 10-minute
// cron trigger, with its one-click unsubscribe, which stops that mail from outside the portal; a watcher's news
// goes in the daily digest the 07:00 trigger builds. The same schedule table as Node (edge-api/src/jobs/run-jobs.ts).
import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { scheduled } from '../src/scheduled.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

type Board = { id: number; isRestricted: boolean; tags: string[] };
type Mail = { template: string; status: string; headers: string };

const app = createApp({ deps: () => createWorkerDeps(bindings) });
const call = (method: string, path: string, cookie: string, body?: unknown) =>
  app.request(`${ORIGIN}${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json', 'accept-language': 'ko' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const trigger = (cron: string, at: number) => scheduled(createScheduledController({ cron, scheduledTime: at }), bindings, createExecutionContext());
const mailsTo = async (recipient: string, template: string) =>
  (await env.DB.prepare('select template, status, headers from outbox where recipient = ? and template = ? order by id').bind(recipient, template).all<Mail>())
    .results;

describe('notification mail in workerd on D1', () => {
  it('mails a comment at once with a one-click unsubscribe, and a watcher’s news in the daily digest', async () => {
    const asker = await signIn(app, 'member@hanbit-manufacturing.co.kr');
    const other = await signIn(app, 'partner@dataworks-partner.co.kr');
    const boards = await (await call('GET', '/api/public/forum-bulletin-menu', asker)).json<{ data: Board[] }>();
    const board = boards.data.find((each) => !each.isRestricted && each.tags.length > 0);
    if (!board) throw new Error('no open board with tags in the demo content');
    // the other member watches the board: its next post is theirs to hear of in the daily digest
    expect((await call('PUT', '/api/member/watches', other, { target: 'BOARD', key: String(board.id), level: 'WATCHING' })).status).toBe(200);
    const posted = await call('POST', '/api/member/forum-bulletin', asker, {
      boardId: board.id,
      title: '워커 메일',
      content: '<p>?</p>',
      tags: [board.tags[0]],
      attachments: [],
    });
    expect(posted.status).toBe(201);
    const postId = (await posted.json<{ data: { id: number } }>()).data.id;
    expect((await call('POST', `/api/member/forum-bulletin/${postId}/comments`, other, { content: '확인했습니다' })).status).toBe(201);

    // the 10-minute trigger: the comment's mail, delivered (no provider in the tests: the outbox keeps it, SENT)
    await trigger('*/10 * * * *', Date.parse('2026-12-01T01:10:00Z'));
    const [mail] = await mailsTo('member@hanbit-manufacturing.co.kr', 'mail.notifications');
    expect(mail).toMatchObject({ status: 'SENT' });
    const headers = JSON.parse(mail?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const url = new URL(link);
    // the provider's one-click POST: a form, no cookie, no Origin
    const stop = await app.request(`${ORIGIN}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect((await stop.json<{ data: { kinds: string[]; done: boolean } }>()).data).toEqual({ kinds: ['FORUM_COMMENT'], done: true });

    // the watcher's news waits for the 07:00 trigger (22:00 UTC), and arrives as the daily digest
    expect(await mailsTo('partner@dataworks-partner.co.kr', 'mail.digest.daily')).toEqual([]);
    await trigger('0 22 * * *', Date.parse('2026-12-01T22:00:00Z'));
    expect(await mailsTo('partner@dataworks-partner.co.kr', 'mail.digest.daily')).toMatchObject([{ status: 'SENT' }]);
  }, 300_000);
});
