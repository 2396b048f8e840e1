// The console's webhook calls (issue 32, docs/webhooks.md): the list, add, edit, delete, a new secret, one
// webhook's delivery log and "Send a test". Typed by the views of core/schemas/webhook.ts. A save that the
// server refuses fails quietly (no toast): the form shows the message on the address field.
import { WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookBody } from '#core/schemas/webhook.ts';
import { callApi } from '../../../lib/api-client.ts';

export const webhookKey = 'webhook';
export const deliveriesKey = (id: number) => [webhookKey, 'deliveries', id] as const;

export const getWebhooks = async () => (await callApi('GET /api/admin/webhooks')).data;

export const addWebhook = (body: WebhookBody) => callApi('POST /api/admin/webhooks', { body, quiet: true });

export const updateWebhook = (id: number, body: WebhookBody) => callApi('PUT /api/admin/webhooks/:id', { params: { id }, body, quiet: true });

export const deleteWebhook = (id: number) => callApi('DELETE /api/admin/webhooks/:id', { params: { id } });

export const replaceWebhookSecret = (id: number) => callApi('POST /api/admin/webhooks/:id/secret', { params: { id }, body: {} });

export const sendWebhookTest = (id: number) => callApi('POST /api/admin/webhooks/:id/test', { params: { id }, body: {} });

export const getWebhookDeliveries = async (id: number, page: number) =>
  (await callApi('GET /api/admin/webhooks/:id/deliveries', { params: { id }, query: { pageNo: page, pageSize: WEBHOOK_DELIVERY_PAGE_SIZE } })).data;
