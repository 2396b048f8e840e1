import { fanOutNotifications } from '#db/queries/watch-fan-out.ts';
import type { Job } from './job.ts';

/**
 * Tells watchers what a stopped process left untold (issue 32): the fan-out runs after each post's and
 * comment's answer, and an event it did not finish waits in `notification_event` for this run.
 */
export const tellWatchers: Job = {
  name: 'tell-watchers',
  async run(deps, now) {
    let events = 0;
    let told = 0;
    // every event waiting, a run of fanOutNotifications at a time
    for (let run = await fanOutNotifications(deps.db, now); run.events > 0; run = await fanOutNotifications(deps.db, now)) {
      events += run.events;
      told += run.told;
    }
    return { affected: told, detail: `${events} events told to ${told} watchers` };
  },
};
