import { NOTIFICATION_RETENTION_DAYS } from '#core/schemas/notification.ts';
import { purgeUnsubscribesBefore } from '#db/queries/mail-preference.ts';
import { purgeNotificationsBefore } from '#db/queries/notification.ts';
import { purgeToldEventsBefore } from '#db/queries/watch-fan-out.ts';
import type { Job } from './job.ts';

/**
 * Removes notifications older than NOTIFICATION_RETENTION_DAYS: the bell shows what is recent, and old ones
 * only pile up; the events told to their watchers as long ago, and the mails' expired unsubscribe links (issue 32).
 */
export const purgeOldNotifications: Job = {
  name: 'purge-old-notifications',
  async run(deps, now) {
    const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const removed = await purgeNotificationsBefore(deps.db, before);
    const events = await purgeToldEventsBefore(deps.db, before);
    const links = await purgeUnsubscribesBefore(deps.db, now.toISOString());
    return {
      affected: removed,
      detail: `${removed} notifications and ${events} told events older than ${NOTIFICATION_RETENTION_DAYS} days, and ${links} expired unsubscribe links removed`,
    };
  },
};
