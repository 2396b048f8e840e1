// The account dormancy batch (admin spec §1, batch work; portal spec §4): members who have not signed
// in for the designated period become DORMANT (their sign-in then points to support), at most
// `maximum` a run, longest idle first; admins idle for the admin batch's period are locked the same way.
import { makeIdleAccountsDormant } from '#db/queries/batch-accounts.ts';
import { getAdminBatch, getBatchWork } from '#db/queries/batch-setting.ts';
import { batchRunsToday, daysBefore } from './batch-days.ts';
import type { Job } from './job.ts';

export const accountDormancy: Job = {
  name: 'account-dormancy',
  async run(deps, now) {
    const [work, admin] = await Promise.all([getBatchWork(deps.db, 'DORMANCY'), getAdminBatch(deps.db)]);
    const at = now.toISOString();
    let memberPart = 'member dormancy is off or not yet started';
    let members = 0;
    if (batchRunsToday(work, now)) {
      members = (await makeIdleAccountsDormant(deps.db, { admins: false, idleSince: daysBefore(now, work.designatedPeriod), maximum: work.maximum, now: at }))
        .length;
      memberPart = `${members} member(s) made dormant after ${work.designatedPeriod} idle days (at most ${work.maximum})`;
    }
    const admins = (
      await makeIdleAccountsDormant(deps.db, { admins: true, idleSince: daysBefore(now, admin.adminInactiveTimePeriod), maximum: admin.maximum, now: at })
    ).length;
    return {
      affected: members + admins,
      detail: `${memberPart}; ${admins} admin(s) locked after ${admin.adminInactiveTimePeriod} idle days (at most ${admin.maximum})`,
    };
  },
};
