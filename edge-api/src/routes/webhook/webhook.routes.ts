// The staff's outgoing webhooks (issue 32, docs/webhooks.md), ADMIN only in the console: the list, add, edit,
// delete, a new secret, one webhook's delivery log and "Send a test". A secret is answered twice only: when the
// webhook is made and when a new one is made; no list or read carries it. Every call is recorded in the admin
// access history, with the address's host only (a chat's webhook address carries its own token in the path).
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema, pageOf, pageSchema, recordIdParam, savedId } from '#core/schemas/common.ts';
import {
  webhookBodyFor,
  webhookDeliveryItem,
  webhookDeliveryQuery,
  webhookItem,
  webhookSecret,
  webhookUrlProblem,
  webhookUrlShown,
  type WebhookBody,
} from '#core/schemas/webhook.ts';
import {
  createWebhook,
  deleteWebhook,
  findWebhookDelivery,
  listWebhooks,
  queueWebhookDelivery,
  replaceWebhookSecret,
  storedWebhookUrl,
  updateWebhook,
  webhookDeliveryPage,
  webhookExists,
} from '#db/queries/webhook.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { deliverWebhook, webhookSettingsOf } from '../../lib/webhook/deliver.ts';
import { webhookPayload } from '../../lib/webhook/payload.ts';
import { newWebhookSecret } from '../../lib/webhook/sign.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/webhooks';
const tags = ['Webhooks'];
const json = <S extends Parameters<typeof envelopeSchema>[0]>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const refusals = { 401: { description: 'No admin session: sign in to the console' }, 403: { description: 'Not an ADMIN' } };
const refused = {
  422: {
    description:
      'The address is not an https address of a public host (a private or loopback address, http, not an address), or no event is chosen; the message says which, in the language of Accept-Language',
  },
};
const notFound = { 404: { description: 'No webhook has this id' } };

/**
 * The body's schema takes the tests' loopback receivers' addresses too (their only addresses outside the
 * rule); the handler holds every address to the reach of the portal's dependencies (public https hosts in
 * production: AppDeps `webhooks`).
 */
const bodySchema = webhookBodyFor('public-and-loopback');

function reachableBody(c: Context<AppEnv>, body: WebhookBody): WebhookBody {
  const problem = webhookUrlProblem(body.url, webhookSettingsOf(c.var.deps).reach);
  if (problem) throw new ApiError(422, problem as 'webhook.urlNotPublic');
  return body;
}

/** What the access history says of an address: its host. */
const hostOf = (url: string) => new URL(url).host;

async function existingOrRefuse(c: Context<AppEnv>, id: number): Promise<void> {
  if (!(await webhookExists(c.var.deps.db, id))) throw new ApiError(404, 'webhook.notFound');
}

export const webhookRoutes = new Hono<AppEnv>()
  .get(
    '/admin/webhooks',
    describeRoute({
      tags,
      summary: 'Every webhook, oldest first, with its newest delivery (never a secret)',
      responses: { 200: json(webhookItem, 'The webhooks'), ...refusals },
    }),
    async (c) => {
      const items = await listWebhooks(c.var.deps.db);
      await recordAdminView(c, SCREEN, 'list');
      return ok(c, items);
    },
  )
  .post(
    '/admin/webhooks',
    describeRoute({
      tags,
      summary: 'Adds a webhook; the answer carries its secret, this once',
      responses: { 201: json(webhookSecret, 'The id and the secret'), ...refused, ...refusals },
    }),
    validate('json', bodySchema),
    async (c) => {
      const body = reachableBody(c, c.req.valid('json'));
      const { db, now } = c.var.deps;
      const secret = newWebhookSecret();
      const id = await createWebhook(db, body, secret, requireAuth(c).user.name, now());
      await recordAdminUpdate(c, SCREEN, `created #${id} ${hostOf(body.url)} [${body.events.join(', ')}]`);
      return ok(c, { id, secret }, 'webhook.created', 201);
    },
  )
  .put(
    '/admin/webhooks/:id',
    describeRoute({
      tags,
      summary: 'Saves a webhook’s address, events and flag (its secret is kept)',
      responses: { 200: json(savedId, 'The id'), ...notFound, ...refused, ...refusals },
    }),
    validate('param', recordIdParam),
    validate('json', bodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.var.deps;
      const stored = await storedWebhookUrl(db, id);
      if (stored === null) throw new ApiError(404, 'webhook.notFound');
      // the address as the console shows it, sent back unchanged, keeps the stored one
      const sent = c.req.valid('json');
      const body = reachableBody(c, sent.url === webhookUrlShown(stored) ? { ...sent, url: stored } : sent);
      if (!(await updateWebhook(db, id, body, requireAuth(c).user.name, now()))) throw new ApiError(404, 'webhook.notFound');
      await recordAdminUpdate(c, SCREEN, `updated #${id} ${hostOf(body.url)} [${body.events.join(', ')}] ${body.active ? 'on' : 'off'}`);
      return ok(c, { id }, 'webhook.updated');
    },
  )
  .delete(
    '/admin/webhooks/:id',
    describeRoute({ tags, summary: 'Deletes a webhook and its delivery log', responses: { 200: json(savedId, 'The id'), ...notFound, ...refusals } }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deleteWebhook(c.var.deps.db, id))) throw new ApiError(404, 'webhook.notFound');
      await recordAdminUpdate(c, SCREEN, `deleted #${id}`);
      return ok(c, { id }, 'webhook.deleted');
    },
  )
  .post(
    '/admin/webhooks/:id/secret',
    describeRoute({
      tags,
      summary: 'Makes a new secret (the old one stops signing at once); the answer carries it, this once',
      responses: { 200: json(webhookSecret, 'The id and the new secret'), ...notFound, ...refusals },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.var.deps;
      const secret = newWebhookSecret();
      if (!(await replaceWebhookSecret(db, id, secret, requireAuth(c).user.name, now()))) throw new ApiError(404, 'webhook.notFound');
      await recordAdminUpdate(c, SCREEN, `new secret #${id}`);
      return ok(c, { id, secret }, 'webhook.secretReplaced');
    },
  )
  .get(
    '/admin/webhooks/:id/deliveries',
    describeRoute({
      tags,
      summary: 'A page of one webhook’s deliveries, newest first',
      responses: { 200: json(pageSchema(webhookDeliveryItem), 'A page'), ...notFound, ...refusals },
    }),
    validate('param', recordIdParam),
    validate('query', webhookDeliveryQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      const { pageNo, pageSize } = c.req.valid('query');
      await existingOrRefuse(c, id);
      const { total, rows } = await webhookDeliveryPage(c.var.deps.db, id, { page: pageNo, pageSize });
      await recordAdminView(c, SCREEN, `deliveries #${id} pageNo=${pageNo}`);
      return ok(c, pageOf(rows, total, pageNo, pageSize));
    },
  )
  .post(
    '/admin/webhooks/:id/test',
    describeRoute({
      tags,
      summary: 'Sends a test event now and answers its delivery (sent, or failed with the receiver’s status); a failed test is retried like any delivery',
      responses: { 200: json(webhookDeliveryItem, 'The delivery'), ...notFound, ...refusals },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const deps = c.var.deps;
      await existingOrRefuse(c, id);
      const payload = webhookPayload('test', { detail: `#${id}`, data: { webhookId: id } }, deps.now());
      const deliveryId = await queueWebhookDelivery(deps.db, id, 'test', JSON.stringify(payload), deps.now());
      // sent within the call: the admin waits for the receiver's answer (at most the delivery's time limit)
      const delivered = await deliverWebhook(deps, deliveryId);
      await recordAdminUpdate(c, SCREEN, `test #${id}: ${delivered ? 'delivered' : 'failed'}`);
      const delivery = await findWebhookDelivery(deps.db, deliveryId);
      // deleted while the test was under way
      if (!delivery) throw new ApiError(404, 'webhook.notFound');
      return ok(c, delivery, delivered ? 'webhook.testDelivered' : 'webhook.testFailed');
    },
  );
