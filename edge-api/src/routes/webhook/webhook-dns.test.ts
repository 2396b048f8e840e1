// A public name that points into the private network (issue 32, docs/webhooks.md): the address passes the URL
// rule when saved, but each attempt asks the resolver first (on Node the system's), and a name that resolves to a
// private address is given up without a request. The resolver here answers as a network's own DNS would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryItem, WebhookSecret } from '#core/schemas/webhook.ts';
import { readJson, signedInAdmin, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const asked: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    webhooks: {
      timeoutMs: 1000,
      resolve: (hostname) => {
        asked.push(hostname);
        return Promise.resolve(hostname === 'hooks.corp-intranet.example.com' ? ['10.20.30.40'] : ['203.0.113.9']);
      },
    },
  });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

describe('a webhook whose name resolves to a private address', () => {
  it('is given up before any request, and says why in the delivery log', async () => {
    const res = await t.send('POST', '/api/admin/webhooks', { url: 'https://hooks.corp-intranet.example.com/portal', events: ['job.failed'] }, 'en', {
      cookie: admin.cookie,
      origin: SITE,
    });
    const { id } = (await readJson<WebhookSecret>(res)).data;
    expect(res.status).toBe(201);
    const test = await readJson<WebhookDeliveryItem>(await t.send('POST', `/api/admin/webhooks/${id}/test`, {}, 'en', { cookie: admin.cookie, origin: SITE }));
    expect(test.data).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null, lastResponseStatus: null });
    expect(test.data.lastError).toContain('resolves to a private address');
    expect(asked).toEqual(['hooks.corp-intranet.example.com']);
  });
});
