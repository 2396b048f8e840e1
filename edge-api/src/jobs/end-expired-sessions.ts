import { deleteEndedSessions } from '#db/queries/session.ts';
import type { Job } from './job.ts';

/** Removes sessions that ended (idle or too old); they already refuse every request. */
export const endExpiredSessions: Job = {
  name: 'end-expired-sessions',
  async run(deps, now) {
    const removed = await deleteEndedSessions(deps.db, now.toISOString());
    return { affected: removed, detail: `${removed} ended sessions removed` };
  },
};
