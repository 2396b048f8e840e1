import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import type { WebhookItem, WebhookSecret } from '#core/schemas/webhook.ts';
import { schema } from '#db/client.ts';
import { createApp } from '../src/app.ts';
import { runJobs } from '../src/jobs/run-jobs.ts';
import { webhookSignature } from '../src/lib/webhook/sign.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { adminSession, bindings, ORIGIN } from './support.ts';

// The staff's webhooks in workerd on D1 (issue 32, docs/webhooks.md): WebCrypto signs as Node's crypto does, the
// console's calls keep the URL rule, and a failed job's event fans out in D1 (insert … select over json_each)
// and is attempted and recorded. workerd cannot listen, so the signed delivery to a real receiver is the API
// tests' (edge-api/src/routes/webhook/webhook.test.ts).

describe('webhooks in workerd on D1', () => {
  it('signs with WebCrypto as a receiver’s HMAC-SHA256 computes it', async () => {
    const body = '{"event":"test","text":"[Portal] 웹훅 테스트 / Webhook test: #1"}';
    // computed with Node's createHmac('sha256', secret).update(`${timestamp}.${body}`)
    expect(await webhookSignature('wh-secret-For-Tests_0123456789abcdefghijklmn', 1764460800, body)).toBe(
      'sha256=8e415bcf78d29d9ed833173fcdefefe0a87b57b418e6a37deb0c7823050aa31a',
    );
  });

  it('refuses a private address, shows the secret once, and records a failed job’s delivery that could not be sent', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const { token } = await adminSession(deps.db, new Date());
    const call = (method: string, path: string, body?: unknown) =>
      app.request(`${ORIGIN}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': 'application/json', origin: ORIGIN },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    const refused = await call('POST', '/api/admin/webhooks', { url: 'https://169.254.169.254/latest', events: ['job.failed'] });
    expect(refused.status).toBe(422);
    expect((await refused.json<Envelope<null>>()).message).toMatch(/^Only public internet addresses/);

    // a name that never resolves (RFC 2606): the attempt fails and is kept for a retry
    const url = 'https://hooks.portal-webhook.invalid/portal';
    const created = await call('POST', '/api/admin/webhooks', { url, events: ['job.failed'] });
    expect(created.status).toBe(201);
    const { id, secret } = (await created.json<Envelope<WebhookSecret>>()).data;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = await call('GET', '/api/admin/webhooks');
    const listText = await list.text();
    expect(listText).not.toContain(secret);
    expect((JSON.parse(listText) as Envelope<WebhookItem[]>).data.find((item) => item.id === id)?.url).toBe(url);

    await runJobs('nightly', deps, new Date(), { nightly: [{ name: 'broken-job', run: () => Promise.reject(new Error('disk full')) }] });
    const rows = await deps.db
      .select()
      .from(schema.webhookDelivery)
      .where(and(eq(schema.webhookDelivery.webhookId, id), eq(schema.webhookDelivery.event, 'job.failed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'FAILED', attempts: 1, lastResponseStatus: null });
    expect(rows[0]?.nextAttemptAt).not.toBeNull();
    expect(JSON.parse(rows[0]?.payload ?? '{}')).toMatchObject({
      event: 'job.failed',
      data: { job: 'broken-job', trigger: 'nightly', error: 'Error: disk full' },
    });
  }, 120_000);
});
