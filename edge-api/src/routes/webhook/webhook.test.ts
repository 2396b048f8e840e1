import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { Page } from '#core/schemas/common.ts';
import { webhookUrlShown, type WebhookDeliveryItem, type WebhookItem, type WebhookSecret } from '#core/schemas/webhook.ts';
import { schema } from '#db/client.ts';
import { queueWebhookDelivery } from '#db/queries/webhook.ts';
import { liveAnswer } from '../../contract/contract-kit.ts';
import { runJobs, schedule } from '../../jobs/run-jobs.ts';
import { expectFailure, freshIp, msg, readJson, signedInAdmin, signedInMember, useApp, type TestApp } from '../../testing/api-kit.ts';
import { SITE } from '../../testing/test-app.ts';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

let t: TestApp;
let admin: { cookie: string };
let receiver: WebhookReceiver;
const PATH = '/api/admin/webhooks';
const TEN_MINUTES = '*/10 * * * *';

// the receiver listens on 127.0.0.1, which the portal's own reach refuses: the tests' app reaches loopback
// addresses too, and gives a receiver one second to answer
useApp(
  async (app) => {
    t = app;
    admin = await signedInAdmin(t);
  },
  { webhooks: { reach: 'public-and-loopback', timeoutMs: 1000 } },
);
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.state.mode = 'accept';
  t.clock.now = null;
});

/** A call as the console makes it: the admin session's cookie, from the portal's own origin. */
const send = (method: string, path: string, body: unknown = {}, lang: Lang = 'ko') => t.send(method, path, body, lang, { cookie: admin.cookie, origin: SITE });

async function addWebhook(body: Record<string, unknown> = {}): Promise<WebhookSecret> {
  const res = await send('POST', PATH, {
    url: receiver.url,
    events: ['report.created', 'partner-question.created', 'partner-application.created', 'job.failed'],
    ...body,
  });
  const envelope = await readJson<WebhookSecret>(res);
  expect(res.status, envelope.message).toBe(201);
  receiver.state.secret = envelope.data.secret;
  return envelope.data;
}

const deliveriesOf = async (id: number) => {
  const res = await t.get(`${PATH}/${id}/deliveries`, 'ko', { cookie: admin.cookie });
  const envelope = await readJson<Page<WebhookDeliveryItem>>(res);
  expect(res.status, envelope.message).toBe(200);
  return envelope.data.items;
};
const rowsOf = (id: number) => t.db.select().from(schema.webhookDelivery).where(eq(schema.webhookDelivery.webhookId, id));
const webhookCount = async () => (await t.db.select().from(schema.webhook)).length;

/** Turns every other webhook off, so a test's event reaches only its own. */
async function only(id: number) {
  await t.db.update(schema.webhook).set({ active: false });
  await t.db.update(schema.webhook).set({ active: true }).where(eq(schema.webhook.id, id));
}

describe('POST /api/admin/webhooks', () => {
  it('adds a webhook and shows its secret once; no list or log carries it again', async () => {
    const { id, secret } = await addWebhook();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = await liveAnswer(t, 'GET /api/admin/webhooks', { cookie: admin.cookie });
    expect(list.find((item) => item.id === id)).toMatchObject({
      url: webhookUrlShown(receiver.url),
      active: true,
      lastStatus: null,
      insDtm: expect.any(String) as string,
    });
    const listText = await (await t.get(PATH, 'en', { cookie: admin.cookie })).text();
    expect(listText).not.toContain(secret);
    expect(listText).not.toContain('"secret"');
    await send('POST', `${PATH}/${id}/test`);
    const deliveries = await (await t.get(`${PATH}/${id}/deliveries`, 'ko', { cookie: admin.cookie })).text();
    expect(deliveries).not.toContain(secret);
    // the access history names the host, never the secret
    const history = await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.screen, '/admin/webhooks'));
    expect(history.map((row) => row.detail)).toContain(
      `created #${id} 127.0.0.1:${new URL(receiver.url).port} [report.created, partner-question.created, partner-application.created, job.failed]`,
    );
    expect(JSON.stringify(history)).not.toContain(secret);
  });

  it.each([
    ['a private address', 'https://192.168.0.10/hooks', 'webhook.urlNotPublic'],
    ['a private IPv6 address', 'https://[fd00::1]/hooks', 'webhook.urlNotPublic'],
    ['an internal name', 'https://build.internal/hooks', 'webhook.urlNotPublic'],
    ['http', 'http://hooks.example.com/portal', 'webhook.urlNotHttps'],
    ['no address at all', 'hooks example com', 'webhook.urlInvalid'],
    ['a user and password', 'https://user:pw@hooks.example.com/portal', 'webhook.urlHasCredentials'],
  ] as const)('refuses %s with a message in both languages and changes nothing', async (_case, url, key) => {
    const before = await webhookCount();
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await send('POST', PATH, { url, events: ['job.failed'] }, lang), 422, lang, key, { field: msg(lang, 'field.url'), min: '', max: '' });
    }
    expect(await webhookCount()).toBe(before);
  });

  it('refuses a webhook without events, in both languages', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const res = await send('POST', PATH, { url: 'https://hooks.example.com/portal', events: [] }, lang);
      expect(res.status).toBe(422);
      expect((await readJson(res)).message).toBe(msg(lang, 'webhook.eventsRequired'));
    }
  });

  it('refuses a member who is not signed in to the console, and a cross-site request', async () => {
    const before = await webhookCount();
    const member = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const body = { url: 'https://hooks.example.com/portal', events: ['job.failed'] };
    expect((await t.send('POST', PATH, body, 'en', { cookie: member.cookie, origin: SITE })).status).toBe(401);
    expect((await t.get(PATH, 'en', { cookie: member.cookie })).status).toBe(401);
    const crossSite = await t.send('POST', PATH, body, 'en', { cookie: admin.cookie, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await webhookCount()).toBe(before);
  });
});

describe('PUT /api/admin/webhooks/:id', () => {
  it('saves the address, events and flag, and refuses a private address without changing the webhook', async () => {
    const { id } = await addWebhook();
    expect((await send('PUT', `${PATH}/${id}`, { url: 'https://hooks.example.com/portal', events: ['job.failed'], active: false })).status).toBe(200);
    await expectFailure(await send('PUT', `${PATH}/${id}`, { url: 'https://10.1.2.3/x', events: ['job.failed'] }, 'en'), 422, 'en', 'webhook.urlNotPublic', {
      field: msg('en', 'field.url'),
      min: '',
      max: '',
    });
    const [row] = await t.db.select().from(schema.webhook).where(eq(schema.webhook.id, id));
    expect(row).toMatchObject({ url: 'https://hooks.example.com/portal', events: ['job.failed'], active: false });
    await expectFailure(
      await send('PUT', `${PATH}/999999`, { url: 'https://hooks.example.com/p', events: ['job.failed'] }, 'en'),
      404,
      'en',
      'webhook.notFound',
    );
  });
});

describe('the address as the console shows it', () => {
  it('hides all but the first path segment (a Slack address carries its secret there), and a save of the shown form keeps the stored one', async () => {
    const full = `${receiver.url}/T0001/B0002/xoxsecretpart`;
    const { id } = await addWebhook({ url: full });
    const listed = (await readJson<WebhookItem[]>(await t.get(PATH, 'ko', { cookie: admin.cookie }))).data.find((item) => item.id === id);
    // the receiver listens at /hooks/portal
    expect(listed?.url).toBe(`${new URL(receiver.url).origin}/hooks/…`);
    expect(JSON.stringify(listed)).not.toContain('xoxsecretpart');
    expect((await send('PUT', `${PATH}/${id}`, { url: listed?.url, events: ['job.failed'], active: true })).status).toBe(200);
    const [stored] = await t.db.select({ url: schema.webhook.url, events: schema.webhook.events }).from(schema.webhook).where(eq(schema.webhook.id, id));
    expect(stored).toEqual({ url: full, events: ['job.failed'] });
  });
});

describe('POST /api/admin/webhooks/:id/test', () => {
  it('delivers signed JSON with a line in both languages and records the delivery', async () => {
    const { id } = await addWebhook();
    const res = await send('POST', `${PATH}/${id}/test`, {}, 'en');
    const envelope = await readJson<WebhookDeliveryItem>(res);
    expect(envelope).toMatchObject({ success: true, message: msg('en', 'webhook.testDelivered') });
    expect(envelope.data).toMatchObject({
      webhookId: id,
      event: 'test',
      status: 'SENT',
      attempts: 1,
      lastResponseStatus: 204,
      nextAttemptAt: null,
      lastError: '',
    });
    expect(envelope.data.responseMs).toEqual(expect.any(Number));
    const [arrived] = receiver.of('test').filter((delivery) => delivery.headers['x-portal-delivery'] === String(envelope.data.id));
    expect(arrived?.signed).toBe(true);
    expect(arrived?.headers['content-type']).toBe('application/json');
    expect(arrived?.headers['x-portal-event']).toBe('test');
    expect(arrived?.json).toEqual({
      event: 'test',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      occurredAt: expect.any(String) as string,
      text: `[Portal] 웹훅 테스트 / Webhook test: #${id}`,
      data: { webhookId: id },
    });
    const log = await liveAnswer(t, 'GET /api/admin/webhooks/:id/deliveries', { cookie: admin.cookie, params: { id }, query: { pageNo: 1 } });
    expect(log.items[0]).toMatchObject({ id: envelope.data.id, status: 'SENT' });
  });

  it('signs with the new secret once one is made, and the old one no longer verifies', async () => {
    const { id, secret: old } = await addWebhook();
    const renewed = await readJson<WebhookSecret>(await send('POST', `${PATH}/${id}/secret`));
    expect(renewed.data.secret).not.toBe(old);
    // the receiver still holds the old secret: it refuses the delivery (401), which fails
    const refused = await readJson<WebhookDeliveryItem>(await send('POST', `${PATH}/${id}/test`));
    expect(refused).toMatchObject({ message: msg('ko', 'webhook.testFailed'), data: { status: 'FAILED', lastResponseStatus: 401 } });
    receiver.state.secret = renewed.data.secret;
    const accepted = await readJson<WebhookDeliveryItem>(await send('POST', `${PATH}/${id}/test`));
    expect(accepted.data).toMatchObject({ status: 'SENT', lastResponseStatus: 204 });
  });
});

describe('failed deliveries and the retry job', () => {
  it('a receiver that answers 500 leaves the delivery FAILED until the job delivers it after the backoff', async () => {
    const { id } = await addWebhook();
    receiver.state.mode = 'fail';
    const failed = await readJson<WebhookDeliveryItem>(await send('POST', `${PATH}/${id}/test`));
    expect(failed.data).toMatchObject({ status: 'FAILED', attempts: 1, lastResponseStatus: 500 });
    expect(failed.data.lastError).toContain('HTTP 500');
    const next = Date.parse(failed.data.nextAttemptAt ?? '');
    expect(next - Date.parse(failed.data.createdAt)).toBeGreaterThanOrEqual(59_000);
    // not due yet: the job leaves it
    await runJobs(TEN_MINUTES, t.deps, new Date(), schedule);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'FAILED', attempts: 1 });
    receiver.state.mode = 'accept';
    t.clock.now = new Date(next + 1000);
    await runJobs(TEN_MINUTES, t.deps, t.clock.now, schedule);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'SENT', attempts: 2, lastResponseStatus: 204, nextAttemptAt: null });
    const [run] = await t.db.select().from(schema.batchRun).where(eq(schema.batchRun.jobName, 'deliver-webhooks')).orderBy(schema.batchRun.id);
    expect(run?.status).toBe('SUCCESS');
  });

  it('a receiver that does not answer in time, or redirects, is a failure with a later attempt', async () => {
    const { id } = await addWebhook();
    receiver.state.mode = 'hang';
    const late = await readJson<WebhookDeliveryItem>(await send('POST', `${PATH}/${id}/test`));
    expect(late.data).toMatchObject({ status: 'FAILED', attempts: 1, lastResponseStatus: null, lastError: 'timed out' });
    expect(late.data.nextAttemptAt).not.toBeNull();
    receiver.state.mode = 'redirect';
    const moved = await readJson<WebhookDeliveryItem>(await send('POST', `${PATH}/${id}/test`));
    expect(moved.data).toMatchObject({ status: 'FAILED', lastResponseStatus: 302, lastError: 'redirect not followed (HTTP 302)' });
  });

  it('gives up after the last attempt', async () => {
    const { id } = await addWebhook();
    receiver.state.mode = 'fail';
    const first = await readJson<WebhookDeliveryItem>(await send('POST', `${PATH}/${id}/test`));
    // each wait, in minutes, from a failed attempt to the next: 1, 5, 30 minutes, 2 and 12 hours
    const waits: number[] = [];
    let failedAt = Date.now();
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      const [row] = await t.db.select().from(schema.webhookDelivery).where(eq(schema.webhookDelivery.id, first.data.id));
      const due = Date.parse(row?.nextAttemptAt ?? '');
      waits.push(Math.round((due - failedAt) / 60_000));
      failedAt = due + 1000;
      t.clock.now = new Date(failedAt);
      await runJobs(TEN_MINUTES, t.deps, t.clock.now, schedule);
    }
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    const [last] = await t.db.select().from(schema.webhookDelivery).where(eq(schema.webhookDelivery.id, first.data.id));
    expect(last).toMatchObject({ status: 'FAILED', attempts: 6, nextAttemptAt: null });
  });
});

describe('the nightly purge of the delivery log', () => {
  it('removes settled deliveries older than 90 days, and keeps one still to be tried and the recent ones', async () => {
    const { id } = await addWebhook();
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const [sent, givenUp, retrying, recent] = await Promise.all(
      ['sent', 'given up', 'retrying', 'recent'].map((what) => queueWebhookDelivery(t.db, id, 'test', JSON.stringify({ what }), new Date())),
    );
    const d = schema.webhookDelivery;
    await t.db
      .update(d)
      .set({ status: 'SENT', nextAttemptAt: null, createdAt: old })
      .where(eq(d.id, sent as number));
    await t.db
      .update(d)
      .set({ status: 'FAILED', nextAttemptAt: null, createdAt: old })
      .where(eq(d.id, givenUp as number));
    await t.db
      .update(d)
      .set({ status: 'FAILED', nextAttemptAt: new Date().toISOString(), createdAt: old })
      .where(eq(d.id, retrying as number));
    await t.db
      .update(d)
      .set({ status: 'SENT', nextAttemptAt: null })
      .where(eq(d.id, recent as number));
    await runJobs('purge-old-webhook-deliveries', t.deps, new Date());
    expect((await rowsOf(id)).map((row) => row.id).sort((x, y) => x - y)).toEqual([retrying, recent]);
  });
});

describe('the events of the staff’s queues', () => {
  it('a partner application reaches the webhook after the answer, without the applicant’s contact details', async () => {
    const { id } = await addWebhook();
    await only(id);
    const email = `webhook.applicant.${Date.now()}@partner-test.co.kr`;
    const body = {
      company: '웹훅데이터 <!channel>',
      businessTypes: ['FINANCE'],
      name: '김하늘',
      contact: '01055550001',
      email,
      country: '+82',
      isAgreePrivacy: true,
    };
    expect((await t.send('POST', '/api/public/register/partner', body, 'ko', { 'x-test-ip': freshIp() })).status).toBe(201);
    const arrived = await eventually(() => receiver.of('partner-application.created').at(-1));
    expect(arrived.signed).toBe(true);
    expect(arrived.json).toMatchObject({
      text: '[Portal] 새 파트너 신청 / New partner application: 웹훅데이터 ‹!channel›',
      data: { company: '웹훅데이터 <!channel>' },
    });
    expect(arrived.body).not.toContain(email);
    expect(arrived.body).not.toContain('01055550001');
    await eventually(async () => ((await rowsOf(id)).some((row) => row.event === 'partner-application.created' && row.status === 'SENT') ? true : undefined));
  });

  it('a partner question reaches the webhook', async () => {
    const { id } = await addWebhook();
    await only(id);
    const partner = await signedInMember(t, { role: 'PARTNER' });
    const question = {
      type: 'TECHNICAL',
      productCd: 'PRD_PLATFORM_4X',
      version: '4.2.1',
      title: '웹훅 질문: 작업이 멈춥니다',
      content: '<p>내용</p>',
      isPrivate: false,
      attachments: [],
    };
    const res = await t.send('POST', '/api/partner/question-answer', question, 'ko', { cookie: partner.cookie, origin: SITE });
    expect(res.status, (await readJson(res.clone())).message).toBe(201);
    const arrived = await eventually(() =>
      receiver.of('partner-question.created').find((delivery) => (delivery.json.data as { title?: string }).title === question.title),
    );
    expect(arrived.json).toMatchObject({ text: `[Portal] 새 파트너 질문 / New partner question: ${question.title}`, data: { type: 'TECHNICAL' } });
  });

  it('a forum report reaches the webhook', async () => {
    const { id } = await addWebhook();
    await only(id);
    const manager = await signedInMember(t, { role: 'CONTENT_MANAGER' });
    const writer = await signedInMember(t);
    const reporter = await signedInMember(t);
    const board = await readJson<{ id: number }>(
      await t.send('POST', '/api/admin/forum-bulletin-menu', { nameKr: '웹훅 게시판', nameEn: 'Webhook board', category: 'Q&A', tags: ['기타'] }, 'ko', {
        cookie: manager.cookie,
        origin: SITE,
      }),
    );
    const post = await readJson<{ id: number }>(
      await t.send(
        'POST',
        '/api/member/forum-bulletin',
        { boardId: board.data.id, title: '광고 글', content: '<p>광고</p>', tags: ['기타'], attachments: [] },
        'ko',
        {
          cookie: writer.cookie,
          origin: SITE,
        },
      ),
    );
    const res = await t.send('POST', `/api/member/forum-bulletin/${post.data.id}/report`, { reason: 'SPAM' }, 'ko', { cookie: reporter.cookie, origin: SITE });
    expect(res.status).toBe(201);
    const arrived = await eventually(() =>
      receiver.of('report.created').find((delivery) => (delivery.json.data as { targetId?: number }).targetId === post.data.id),
    );
    expect(arrived.json).toMatchObject({
      text: `[Portal] 새 신고 / New report: POST #${post.data.id} · SPAM`,
      data: { reportId: expect.any(Number) as number, targetType: 'POST', targetId: post.data.id, reason: 'SPAM' },
    });
  });

  it('a failed job reaches the webhook, and a failure of the delivery job itself does not', async () => {
    const { id } = await addWebhook();
    await only(id);
    const broken = { name: 'broken-job', run: () => Promise.reject(new Error('disk full')) };
    const brokenDelivery = { name: 'deliver-webhooks', run: () => Promise.reject(new Error('no network')) };
    await runJobs('nightly', t.deps, new Date(), { nightly: [broken, brokenDelivery] });
    const arrived = receiver.of('job.failed');
    expect(arrived.map((delivery) => delivery.json.data)).toEqual([{ job: 'broken-job', trigger: 'nightly', error: 'Error: disk full' }]);
    expect(arrived[0]?.json.text).toBe('[Portal] 작업 실패 / Job failed: broken-job (nightly)');
    expect((await rowsOf(id)).filter((row) => row.event === 'job.failed')).toMatchObject([{ status: 'SENT' }]);
  });

  it('an event no active webhook receives writes nothing, and a webhook that is off receives nothing', async () => {
    const { id } = await addWebhook({ events: ['job.failed'], active: false });
    await only(-1);
    await runJobs('nightly', t.deps, new Date(), { nightly: [{ name: 'quiet-job', run: () => Promise.reject(new Error('x')) }] });
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('the webhook calls', () => {
  it('answer what core/api/console-calls.ts says', async () => {
    const as = { cookie: admin.cookie };
    const created = await liveAnswer(t, 'POST /api/admin/webhooks', { ...as, body: { url: receiver.url, events: ['job.failed'], active: true } });
    receiver.state.secret = created.secret;
    const { id } = created;
    await liveAnswer(t, 'PUT /api/admin/webhooks/:id', {
      ...as,
      params: { id },
      body: { url: receiver.url, events: ['job.failed', 'report.created'], active: true },
    });
    receiver.state.secret = (await liveAnswer(t, 'POST /api/admin/webhooks/:id/secret', { ...as, params: { id }, body: {} })).secret;
    expect(await liveAnswer(t, 'POST /api/admin/webhooks/:id/test', { ...as, params: { id }, body: {} })).toMatchObject({ status: 'SENT' });
    expect((await liveAnswer(t, 'GET /api/admin/webhooks/:id/deliveries', { ...as, params: { id } })).total).toBe(1);
    expect((await liveAnswer(t, 'GET /api/admin/webhooks', as)).find((item) => item.id === id)).toMatchObject({
      events: ['report.created', 'job.failed'],
      lastStatus: 'SENT',
    });
    await liveAnswer(t, 'DELETE /api/admin/webhooks/:id', { ...as, params: { id } });
  });
});

describe('DELETE /api/admin/webhooks/:id', () => {
  it('deletes the webhook and its delivery log', async () => {
    const { id } = await addWebhook();
    await send('POST', `${PATH}/${id}/test`);
    expect((await send('DELETE', `${PATH}/${id}`)).status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    const list = await readJson<WebhookItem[]>(await t.get(PATH, 'ko', { cookie: admin.cookie }));
    expect(list.data.map((item) => item.id)).not.toContain(id);
    await expectFailure(await t.get(`${PATH}/${id}/deliveries`, 'en', { cookie: admin.cookie }), 404, 'en', 'webhook.notFound');
  });
});
