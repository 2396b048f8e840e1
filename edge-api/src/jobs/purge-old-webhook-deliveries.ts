import { retentionDays } from '#core/schemas/retention.ts';
import { purgeWebhookDeliveriesBefore } from '#db/queries/webhook.ts';
import { DAY_MS } from './batch-days.ts';
import type { Job } from './job.ts';

/** How long the console's delivery log keeps a settled delivery (delivered, or given up): the retention rule `webhookDeliveries`. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = retentionDays('webhookDeliveries');

/** Removes the webhook deliveries settled over WEBHOOK_DELIVERY_RETENTION_DAYS ago (issue 32, docs/webhooks.md). */
export const purgeOldWebhookDeliveries: Job = {
  name: 'purge-old-webhook-deliveries',
  async run(deps, now) {
    const removed = await purgeWebhookDeliveriesBefore(deps.db, new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS).toISOString());
    return { affected: removed, detail: `${removed} webhook deliveries older than ${WEBHOOK_DELIVERY_RETENTION_DAYS} days removed` };
  },
};
