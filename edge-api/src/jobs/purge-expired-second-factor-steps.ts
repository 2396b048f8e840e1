import { deleteEndedPasskeyChallenges } from '#db/queries/passkey.ts';
import { deleteEndedSecondFactorSteps } from '#db/queries/second-factor.ts';
import { deleteEndedProviderSteps } from '#db/queries/sign-in-provider.ts';
import type { Job } from './job.ts';

/**
 * Removes what the sign-in steps of issue 34 leave once they ended: authenticator secrets shown for an enrolment never
 * confirmed (sealed, but kept no longer than needed), ended pending member sign-ins and mailed "lost your device"
 * links, passkey challenges a day past their end, and the trips to a sign-in provider and the identities waiting after
 * one. They already refuse every request.
 */
export const purgeExpiredSecondFactorSteps: Job = {
  name: 'purge-expired-second-factor-steps',
  async run(deps, now) {
    const at = now.toISOString();
    const steps = await deleteEndedSecondFactorSteps(deps.db, at);
    const challenges = await deleteEndedPasskeyChallenges(deps.db, at);
    const trips = await deleteEndedProviderSteps(deps.db, at);
    return {
      affected: steps + challenges + trips,
      detail: `${steps} ended second-factor set-ups, pending sign-ins and links, ${challenges} passkey challenges, ${trips} provider trips and waiting identities removed`,
    };
  },
};
