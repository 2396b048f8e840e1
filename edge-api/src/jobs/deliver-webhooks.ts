import { deliverDueWebhooks } from '../lib/webhook/deliver.ts';
import type { Job } from './job.ts';

/**
 * Sends the webhook deliveries that are due (issue 32, docs/webhooks.md): retries after their backoff, and
 * first attempts whose after-the-answer delivery never ran (a process that stopped, a Worker cut short).
 */
export const deliverWebhooksJob: Job = {
  name: 'deliver-webhooks',
  async run(deps, now) {
    const { due, delivered } = await deliverDueWebhooks(deps, now);
    return { affected: delivered, detail: `${delivered} of ${due} due webhook deliveries delivered` };
  },
};
