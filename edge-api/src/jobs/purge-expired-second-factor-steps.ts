import { deleteEndedSecondFactorSteps } from '#db/queries/second-factor.ts';
import type { Job } from './job.ts';

/**
 * Removes what the second factors' steps leave once they ended (issue 34): authenticator secrets shown for an
 * enrolment never confirmed (sealed, but kept no longer than needed), ended pending member sign-ins and mailed
 * "lost your device" links. They already refuse every request.
 */
export const purgeExpiredSecondFactorSteps: Job = {
  name: 'purge-expired-second-factor-steps',
  async run(deps, now) {
    const removed = await deleteEndedSecondFactorSteps(deps.db, now.toISOString());
    return { affected: removed, detail: `${removed} ended second-factor set-ups, pending sign-ins and links removed` };
  },
};
