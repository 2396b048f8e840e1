import type { Job } from './job.ts';

/** Delivers again the mail and SMS whose delivery failed (up to 5 tries each). */
export const retryOutbox: Job = {
  name: 'retry-outbox',
  async run(deps) {
    const sent = await deps.outbox.retryFailed();
    return { affected: sent, detail: `${sent} messages delivered on retry` };
  },
};
