import type { Job } from './job.ts';

/** How long one run delivers queued mail before it leaves the rest to the next (the trigger comes every 10 minutes). */
const QUEUED_DELIVERY_MS = 5 * 60_000;

/**
 * Delivers again the mail and SMS whose delivery failed (up to 5 tries each), and the mail jobs queued
 * (notification mail and digests, issue 32).
 */
export const retryOutbox: Job = {
  name: 'retry-outbox',
  async run(deps) {
    const retried = await deps.outbox.retryFailed();
    const queued = await deps.outbox.deliverQueued(new Date(Date.now() + QUEUED_DELIVERY_MS));
    return { affected: retried + queued, detail: `${retried} messages delivered on retry, ${queued} queued messages delivered` };
  },
};
