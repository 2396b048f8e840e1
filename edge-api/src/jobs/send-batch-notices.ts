// The notification batch (admin spec §2, /admin/batch-process-notification): mail sent ahead of an
// account's dormancy, of its password's expiry and of the end of its marketing consent, each in the
// member's language through the outbox, once per event: a notice is claimed in batch_notice_sent
// before its mail is written, so a second run (or a racing one) sends nothing again.
import { MARKETING_CONSENT_MONTHS } from '#core/auth/limits.ts';
import { passwordExpiresAt } from '#core/auth/password-expiry.ts';
import { addMonths, localDate } from '#core/dates.ts';
import type { BatchWork } from '#core/schemas/batch.ts';
import {
  claimNotice,
  membersByMarketingConsent,
  membersByPasswordAge,
  membersNearDormancy,
  releaseNotice,
  sentNoticeKeys,
  type NoticeCandidate,
} from '#db/queries/batch-accounts.ts';
import { getBatchWork } from '#db/queries/batch-setting.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import type { MailTemplate } from '../lib/mail/outbox.ts';
import { sitePageUrl } from '../lib/site-address.ts';
import type { AppDeps } from '../types.ts';
import { batchRunsToday, DAY_MS, daysBefore } from './batch-days.ts';
import type { Job } from './job.ts';

/** A member due a notice: the event's instant (the mail gives its Korean date) and the key that makes it once only. */
type Due = NoticeCandidate & { eventAt: Date; eventKey: string };

/** Where a member signs in, in the member's language. */
const signInLink = (deps: AppDeps, lang: 'ko' | 'en') => sitePageUrl(deps.config.publicSiteUrl, lang, '/login');

/**
 * The members whose event, `months` after the instant their cycle counts from, falls in (now, now + lead days].
 * The query takes a window a few days wider than the months can make it; the exact test is made here.
 */
async function dueByMonths(
  now: Date,
  months: number,
  leadDays: number,
  read: (window: { from: string; to: string }) => Promise<(NoticeCandidate & { eventAt: Date | null })[]>,
): Promise<(NoticeCandidate & { eventAt: Date })[]> {
  const margin = 4 * DAY_MS;
  const horizon = new Date(now.getTime() + leadDays * DAY_MS);
  const window = {
    from: new Date(addMonths(now, -months).getTime() - margin).toISOString(),
    to: new Date(addMonths(horizon, -months).getTime() + margin).toISOString(),
  };
  return (await read(window)).filter((row): row is NoticeCandidate & { eventAt: Date } => row.eventAt !== null && row.eventAt > now && row.eventAt <= horizon);
}

/** Claims and sends each notice not sent before, at most `work.maximum`; answers how many went out. */
async function sendNotices(deps: AppDeps, work: BatchWork, template: MailTemplate, due: Due[], now: Date): Promise<number> {
  const sent = await sentNoticeKeys(
    deps.db,
    work.type,
    due.map((row) => row.id),
  );
  let count = 0;
  for (const row of due) {
    if (count >= work.maximum) break;
    if (sent.has(`${row.id} ${row.eventKey}`)) continue;
    const notice = { userId: row.id, kind: work.type, eventKey: row.eventKey };
    if (!(await claimNotice(deps.db, { ...notice, sentAt: now.toISOString() }))) continue;
    try {
      await deps.outbox.send({
        channel: 'MAIL',
        to: row.username,
        lang: row.lang,
        template,
        values: { name: row.name, date: localDate(row.eventAt.toISOString()), link: signInLink(deps, row.lang) },
      });
    } catch (error) {
      // the mail was never written (a failed delivery is kept by the outbox and retried): try again next run
      await releaseNotice(deps.db, notice);
      throw error;
    }
    count += 1;
  }
  return count;
}

/** How many notices of one kind went out, or null when the notice is off. */
type Sent = number | null;

async function dormancyNotices(deps: AppDeps, now: Date): Promise<Sent> {
  const [work, dormancy] = await Promise.all([getBatchWork(deps.db, 'NOTICE_DORMANCY'), getBatchWork(deps.db, 'DORMANCY')]);
  if (!batchRunsToday(work, now) || !dormancy.enable) return null;
  // a lead longer than the period itself would warn on the day of the last sign-in
  const lead = Math.min(work.designatedPeriod, dormancy.designatedPeriod - 1);
  const rows = await membersNearDormancy(
    deps.db,
    { from: daysBefore(now, dormancy.designatedPeriod), to: daysBefore(now, dormancy.designatedPeriod - lead) },
    work.maximum,
  );
  const due = rows.map((row) => ({ ...row, eventAt: new Date(Date.parse(row.since) + dormancy.designatedPeriod * DAY_MS), eventKey: row.since }));
  return sendNotices(deps, work, 'batchMail.dormancy', due, now);
}

async function passwordNotices(deps: AppDeps, now: Date): Promise<Sent> {
  const [work, cycle] = await Promise.all([getBatchWork(deps.db, 'NOTICE_PASSWORD'), getPasswordCycle(deps.db)]);
  if (!batchRunsToday(work, now) || !cycle.enable) return null;
  const rows = await dueByMonths(now, cycle.defaultPeriod, work.designatedPeriod, async (window) =>
    (await membersByPasswordAge(deps.db, window)).map((row) => ({ ...row, eventAt: passwordExpiresAt(row, cycle) })),
  );
  const due = rows.map((row) => ({ ...row, eventKey: row.eventAt.toISOString() }));
  return sendNotices(deps, work, 'batchMail.passwordExpiry', due, now);
}

async function marketingNotices(deps: AppDeps, now: Date): Promise<Sent> {
  const work = await getBatchWork(deps.db, 'NOTICE_MARKETING');
  if (!batchRunsToday(work, now)) return null;
  const rows = await dueByMonths(now, MARKETING_CONSENT_MONTHS, work.designatedPeriod, async (window) =>
    (await membersByMarketingConsent(deps.db, window)).map((row) => ({ ...row, eventAt: addMonths(new Date(row.since), MARKETING_CONSENT_MONTHS) })),
  );
  const due = rows.map((row) => ({ ...row, eventKey: row.since }));
  return sendNotices(deps, work, 'batchMail.marketingConsent', due, now);
}

export const sendBatchNotices: Job = {
  name: 'send-batch-notices',
  async run(deps, now) {
    const sent = { dormancy: await dormancyNotices(deps, now), password: await passwordNotices(deps, now), marketing: await marketingNotices(deps, now) };
    const counts = Object.values(sent).filter((value) => value !== null);
    const detail = Object.entries(sent)
      .map(([kind, value]) => `${kind} ${value ?? 'off'}`)
      .join(', ');
    return { affected: counts.reduce((sum, value) => sum + value, 0), detail: `notices sent: ${detail}` };
  },
};
