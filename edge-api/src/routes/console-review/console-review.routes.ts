// What the console's reviews wait for (issue 33): the navigation's badges and the home screen's notice. Asked on
// every screen, so it is small, holds no personal data and records no view (the review screens themselves do).
import { Hono } from 'hono';
import { koreanQuarterOf } from '#core/review-periods.ts';
import type { ConsoleReviewsDue } from '#core/schemas/console-review.ts';
import { reviewSummary } from '#db/queries/access-review.ts';
import { reviewMonthList } from '#db/queries/log-review.ts';
import { countPendingGrants } from '#db/queries/role-grant.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Console reviews');

export const consoleReviewRoutes = new Hono<AppEnv>().get(
  '/admin/console-review/due',
  doc('How many past months wait for the log review’s sign-off, whether this quarter’s access review is incomplete, and how many grants wait', {
    200: '`{ unsignedMonths, accessReviewQuarter, pendingGrants }`',
  }),
  async (c) => {
    const { db } = c.var.deps;
    const now = c.var.deps.now();
    const quarter = koreanQuarterOf(now);
    const [months, review, pendingGrants] = await Promise.all([reviewMonthList(db, now), reviewSummary(db, quarter), countPendingGrants(db)]);
    const due: ConsoleReviewsDue = {
      unsignedMonths: months.filter((month) => month.signedAt === null).length,
      accessReviewQuarter: review?.completedAt ? null : quarter,
      pendingGrants,
    };
    return ok(c, due);
  },
);
