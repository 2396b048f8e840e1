// The monthly log review (issue 33, ISMS-P 2.9.5): each month an ADMIN reviews the previous month's admin access
// history and personal-information download history, with what deserves a look computed by the server (unusual
// volumes, night access, many exports in a day), and signs the month off with a note, once. Decision 048.
import * as v from 'valibot';
import { typedText } from './common.ts';

/** The rules the findings are computed by, shown on the review screen so a reviewer knows what was looked for. */
export const logReviewRules = {
  /** The months before the reviewed one that make an admin's usual volume (their monthly average, idle months counted). */
  usualMonths: 3,
  /** A volume is unusual above this many times the admin's usual one… */
  volumeFactor: 2,
  /** …and at least this much: admin access records in the month, */
  accessFloor: 300,
  /** personal-data files exported in the month, */
  downloadFloor: 20,
  /** and rows of personal data exported in the month (one file holds at most 10,000). */
  rowsFloor: 10_000,
  /** An admin exporting at least this many personal-data files in one Korean day is a finding. */
  manyExportsPerDay: 5,
  /** Night in Korea: from this hour… */
  nightFrom: 22,
  /** …to this hour (exclusive). */
  nightTo: 6,
  /** How many months back the review list reaches (the logs themselves are kept about a year: portal spec §9). */
  monthsShown: 12,
} as const;

/** A Korean calendar month, `2026-10`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month of a review's address (`/api/admin/log-review/2026-10`). */
export const logReviewMonthParam = v.object({ month: v.pipe(v.string(), v.regex(MONTH_PATTERN, 'logReview.monthInvalid')) });

/** POST /api/admin/log-review/:month: the reviewer's note is required (what was looked at, what was followed up). */
export const logReviewSignOffBody = v.object(
  {
    note: v.pipe(
      typedText({ singleLine: false, message: 'logReview.noteRequired' }),
      v.trim(),
      v.nonEmpty('logReview.noteRequired'),
      v.maxLength(2000, 'validation.maxLength'),
    ),
  },
  // a body without the note at all says the same (valibot reports a missing key with the object's message)
  'logReview.noteRequired',
);
export type LogReviewSignOffBody = v.InferOutput<typeof logReviewSignOffBody>;

/** How many findings of each kind a month had, and its totals: kept with the sign-off, whatever later happens to the logs. */
export const logReviewSummary = v.object({
  access: v.number(),
  downloads: v.number(),
  rows: v.number(),
  unusual: v.number(),
  night: v.number(),
  manyExports: v.number(),
});
export type LogReviewSummary = v.InferOutput<typeof logReviewSummary>;

/** A month of the review list: signed off (by whom, when, with what summary) or not yet. */
export const logReviewMonth = v.object({
  month: v.string(),
  signedAt: v.nullable(v.string()),
  signedByUsername: v.nullable(v.string()),
  summary: v.nullable(logReviewSummary),
});
export type LogReviewMonth = v.InferOutput<typeof logReviewMonth>;

/** GET /api/admin/log-review: the months to review, newest first, and how many of them are not signed off. */
export const logReviewList = v.object({ months: v.array(logReviewMonth), unsigned: v.number() });
export type LogReviewList = v.InferOutput<typeof logReviewList>;

/** What made a volume unusual: admin access records, personal-data files or their rows. */
export const volumeMeasures = ['ACCESS', 'DOWNLOADS', 'ROWS'] as const;
export type VolumeMeasure = (typeof volumeMeasures)[number];

/** One admin's volumes in the month against their usual month. */
export const logReviewVolume = v.object({
  adminId: v.number(),
  adminUsername: v.string(),
  access: v.number(),
  usualAccess: v.number(),
  downloads: v.number(),
  usualDownloads: v.number(),
  rows: v.number(),
  usualRows: v.number(),
  unusual: v.array(v.picklist(volumeMeasures)),
});
export type LogReviewVolume = v.InferOutput<typeof logReviewVolume>;

/** Which log a finding was read in: the admin access history or the personal-information download history. */
export const reviewedLogs = ['ACCESS', 'DOWNLOAD'] as const;

/** One admin's records at night (Korean time) in one log: how many, the first and the last. */
export const logReviewNight = v.object({
  adminId: v.number(),
  adminUsername: v.string(),
  log: v.picklist(reviewedLogs),
  count: v.number(),
  first: v.string(),
  last: v.string(),
});
export type LogReviewNight = v.InferOutput<typeof logReviewNight>;

/** One admin's Korean day with many personal-data exports. */
export const logReviewExportDay = v.object({ adminId: v.number(), adminUsername: v.string(), day: v.string(), count: v.number(), rows: v.number() });
export type LogReviewExportDay = v.InferOutput<typeof logReviewExportDay>;

/** A month's sign-off. */
export const logReviewSignOff = v.object({ signedByUsername: v.string(), signedAt: v.string(), note: v.string() });

/**
 * GET /api/admin/log-review/:month: the month's Korean days (for the links into the history screens), its totals,
 * every admin's volumes with the unusual ones marked, the night records, the days of many exports, the sign-off
 * if there is one, and whether it may be signed off now (a past month of the list, not yet signed).
 */
export const logReviewDetail = v.object({
  month: v.string(),
  fromDate: v.string(),
  toDate: v.string(),
  totals: v.object({ access: v.number(), downloads: v.number(), rows: v.number() }),
  volumes: v.array(logReviewVolume),
  night: v.array(logReviewNight),
  manyExports: v.array(logReviewExportDay),
  signOff: v.nullable(logReviewSignOff),
  canSign: v.boolean(),
});
export type LogReviewDetail = v.InferOutput<typeof logReviewDetail>;
