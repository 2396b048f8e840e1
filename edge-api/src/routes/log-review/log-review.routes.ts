// The monthly log review (issue 33, ISMS-P 2.9.5, decision 050): the past months to review with their sign-offs,
// a month's findings in the admin access and personal-information download histories (db/queries/log-review-
// findings.ts), and the sign-off of a month with the reviewer's required note, once. Reading a month's findings and
// signing it off are written in the admin access history through its recording helper.
import { Hono } from 'hono';
import { logReviewMonthParam, logReviewSignOffBody, type LogReviewDetail, type LogReviewSummary } from '#core/schemas/log-review.ts';
import { monthFindings } from '#db/queries/log-review-findings.ts';
import { findSignOff, insertSignOff, reviewMonthList, reviewMonths } from '#db/queries/log-review.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Console log review');
const SCREEN = '/admin/log-review';

/** The summary kept with a sign-off: the month's totals and how many findings of each kind it had. */
const summaryOf = (findings: Awaited<ReturnType<typeof monthFindings>>): LogReviewSummary => ({
  ...findings.totals,
  unusual: findings.volumes.filter((row) => row.unusual.length > 0).length,
  night: findings.night.length,
  manyExports: findings.manyExports.length,
});

export const logReviewRoutes = new Hono<AppEnv>()
  .get(
    '/admin/log-review',
    doc('The past months to review (Korean calendar, from the logs’ first month, at most 12), newest first, with their sign-offs', {
      200: '`{ months: [{ month, signedAt, signedByUsername, summary }], unsigned }`',
    }),
    async (c) => {
      const months = await reviewMonthList(c.var.deps.db, c.var.deps.now());
      await recordAdminView(c, SCREEN, `months=${months.length}`);
      return ok(c, { months, unsigned: months.filter((month) => month.signedAt === null).length });
    },
  )
  .get(
    '/admin/log-review/:month',
    doc('A month’s findings: each admin’s volumes against their usual month, night records (22:00–06:00 in Korea), days of many exports, and its sign-off', {
      200: 'The findings',
      404: 'Not a month to review (the current month, a future one, or one before the logs began)',
      422: 'The month is malformed (YYYY-MM)',
    }),
    validate('param', logReviewMonthParam),
    async (c) => {
      const { month } = c.req.valid('param');
      const { db } = c.var.deps;
      const months = await reviewMonths(db, c.var.deps.now());
      if (!months.includes(month)) throw new ApiError(404, 'logReview.notReviewable', { month });
      const [findings, signOff] = await Promise.all([monthFindings(db, month), findSignOff(db, month)]);
      await recordAdminView(c, SCREEN, `month=${month}`);
      const detail: LogReviewDetail = {
        ...findings,
        signOff: signOff && { signedByUsername: signOff.signedByUsername, signedAt: signOff.signedAt, note: signOff.note },
        canSign: !signOff,
      };
      return ok(c, detail);
    },
  )
  .post(
    '/admin/log-review/:month',
    doc('Signs a month off with the reviewer’s note (required); once per month, recorded with who and when', {
      201: 'Signed off: the summary of the findings kept with it',
      404: 'Not a month to review',
      409: 'The month was signed off already',
      422: 'The note is missing or too long, or the month is malformed',
    }),
    validate('param', logReviewMonthParam),
    validate('json', logReviewSignOffBody),
    async (c) => {
      const { month } = c.req.valid('param');
      const { note } = c.req.valid('json');
      const { db } = c.var.deps;
      const { user } = requireAuth(c);
      if (!(await reviewMonths(db, c.var.deps.now())).includes(month)) throw new ApiError(404, 'logReview.notReviewable', { month });
      const signed = await findSignOff(db, month);
      if (signed) throw new ApiError(409, 'logReview.signedAlready', { month, username: signed.signedByUsername });
      const summary = summaryOf(await monthFindings(db, month));
      const inserted = await insertSignOff(db, {
        month,
        signedById: user.id,
        signedByUsername: user.username,
        note,
        summary,
        signedAt: c.var.deps.now().toISOString(),
      });
      if (!inserted) {
        const first = await findSignOff(db, month);
        throw new ApiError(409, 'logReview.signedAlready', { month, username: first?.signedByUsername ?? '' });
      }
      // the sign-off is itself a record of the admin access history (ISMS-P 2.9.5: the review leaves a trace)
      await recordAdminUpdate(c, SCREEN, `signed off ${month}: ${note}`);
      return ok(c, summary, 'logReview.signed', 201);
    },
  );
