import { localDate } from '#core/dates.ts';
import { MAIL_GATHER_MINUTES } from '#core/schemas/mail-preference.ts';
import { queueNotificationMail } from '../lib/mail/notification-mail.ts';
import type { Job } from './job.ts';

/**
 * The notifications members hear of by mail at once (issue 32, decision 046): every MAIL_GATHER_MINUTES, one
 * mail per member gathering what came since the last run, so a busy thread sends one mail, not twenty. The
 * retry-outbox job after it in the same trigger delivers what it queued.
 */
export const mailNotifications: Job = {
  name: 'mail-notifications',
  async run(deps, now) {
    const { members, mails } = await queueNotificationMail(deps.db, deps.config.publicSiteUrl, 'NOW', now);
    return { affected: mails, detail: `${mails} mails queued for ${members} members (gathered over ${MAIL_GATHER_MINUTES} minutes)` };
  },
};

/** The digests' day of the week, in Korea: Monday. */
const WEEKLY_DAY = 1;

/** The weekday of an instant in Korea (0 Sunday … 6 Saturday). */
const koreanWeekday = (now: Date) => new Date(`${localDate(now.toISOString())}T00:00:00Z`).getUTCDay();

/**
 * The digests (issue 32): every morning, one mail per member gathering the day's notifications they chose to
 * hear of daily; on Mondays, also the week's for those who chose weekly. Built in account order, a member at a
 * time, so 100,000 members need no more memory than one; then delivered until the run's time is up (the
 * 10-minute trigger delivers the rest).
 */
export const mailDigests: Job = {
  name: 'mail-digests',
  async run(deps, now) {
    const daily = await queueNotificationMail(deps.db, deps.config.publicSiteUrl, 'DAILY', now);
    const weekly = koreanWeekday(now) === WEEKLY_DAY ? await queueNotificationMail(deps.db, deps.config.publicSiteUrl, 'WEEKLY', now) : null;
    const sent = await deps.outbox.deliverQueued(new Date(Date.now() + DIGEST_DELIVERY_MS));
    const detail = `${daily.mails} daily${weekly ? ` and ${weekly.mails} weekly` : ''} digests queued, ${sent} delivered in this run`;
    return { affected: daily.mails + (weekly?.mails ?? 0), detail };
  },
};

/** How long the digest run delivers before it leaves the rest to the 10-minute trigger. */
const DIGEST_DELIVERY_MS = 8 * 60_000;
