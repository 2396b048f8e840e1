// The quarterly access review (issue 33, ISMS-P 2.5.6, decision 050): the reviews (the quarter now and every one
// kept), the start of this quarter's, one review's accounts with their last use, and the decision on each: confirm
// the role, or revoke it, which makes the account a member at once, ends its console sessions and is recorded in
// the permission-change history. The review is complete when every account is decided.
import { Hono, type Context } from 'hono';
import { isPrivilegedRole } from '#core/auth/roles.ts';
import { koreanQuarterOf } from '#core/review-periods.ts';
import {
  accessReviewDecisionBody,
  accessReviewItemParam,
  accessReviewQuarterParam,
  REVOKED_TO_ROLE,
  type AccessReviewSummary,
} from '#core/schemas/access-review.ts';
import { runBatch, type BatchItem } from '#db/client.ts';
import {
  decideItemStatement,
  findReview,
  findReviewItem,
  isDecidedBefore,
  isSecondReview,
  listReviews,
  reviewItems,
  reviewSummary,
  startReviewStatements,
  syncStatements,
} from '#db/queries/access-review.ts';
import { findAccountById } from '#db/queries/account.ts';
import { endAdminSessionsStatement, isLastAdminGuard, permissionChangeStatements } from '#db/queries/people.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Console access review');
const SCREEN = '/admin/access-review';

async function reviewOr404(c: Context<AppEnv>, quarter: string) {
  const review = await findReview(c.var.deps.db, quarter);
  if (!review) throw new ApiError(404, 'accessReview.notStarted', { quarter });
  return review;
}

async function summaryOr404(c: Context<AppEnv>, quarter: string): Promise<AccessReviewSummary> {
  const summary = await reviewSummary(c.var.deps.db, quarter);
  if (!summary) throw new ApiError(404, 'accessReview.notStarted', { quarter });
  return summary;
}

/** Runs a review's batch; the database's guards answer as the checks before them do. */
async function runReviewBatch(c: Context<AppEnv>, statements: readonly BatchItem[], username: string) {
  try {
    await runBatch(c.var.deps.db, statements);
  } catch (error) {
    if (isDecidedBefore(error)) throw new ApiError(409, 'accessReview.decidedAlready', { username });
    if (isLastAdminGuard(error)) throw new ApiError(409, 'people.lastAdmin', { username });
    throw error;
  }
}

export const accessReviewRoutes = new Hono<AppEnv>()
  .get(
    '/admin/access-review',
    doc('The quarter now (Korean calendar), whether its review has started, and every review kept, newest first', {
      200: '`{ current, currentStarted, reviews }`',
    }),
    async (c) => {
      const current = koreanQuarterOf(c.var.deps.now());
      const reviews = await listReviews(c.var.deps.db);
      await recordAdminView(c, SCREEN, `reviews=${reviews.length}`);
      return ok(c, { current, currentStarted: reviews.some((review) => review.quarter === current), reviews });
    },
  )
  .post(
    '/admin/access-review',
    doc('Starts this quarter’s review with every account holding a console role (ADMIN, CONTENT_MANAGER)', {
      201: 'Started: the review’s summary',
      409: 'This quarter’s review has started already',
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const quarter = koreanQuarterOf(c.var.deps.now());
      try {
        await runBatch(c.var.deps.db, startReviewStatements(c.var.deps.db, quarter, user, c.var.deps.now().toISOString()));
      } catch (error) {
        if (isSecondReview(error)) throw new ApiError(409, 'accessReview.startedAlready', { quarter });
        throw error;
      }
      await recordAdminUpdate(c, SCREEN, `started ${quarter}`);
      return ok(c, await summaryOr404(c, quarter), 'accessReview.started', 201);
    },
  )
  .get(
    '/admin/access-review/:quarter',
    doc('A review and its accounts: the role when listed and now, the last console sign-in and last sign-in, whether idle for 90 days, the decision', {
      200: '`{ review, items }`',
      404: 'No review of that quarter',
      422: 'The quarter is malformed (YYYY-Qn)',
    }),
    validate('param', accessReviewQuarterParam),
    async (c) => {
      const { quarter } = c.req.valid('param');
      const review = await reviewOr404(c, quarter);
      const [summary, items] = await Promise.all([summaryOr404(c, quarter), reviewItems(c.var.deps.db, review.id, c.var.deps.now())]);
      await recordAdminView(c, SCREEN, `quarter=${quarter}`);
      return ok(c, { review: summary, items });
    },
  )
  .put(
    '/admin/access-review/:quarter/:userId',
    doc('Confirms an account’s console role or revokes it (a member at once, its console sessions ended, in the permission-change history), once', {
      200: 'Decided: the review’s summary (complete when every account is decided)',
      404: 'No review of that quarter, or the account holds no console role any more',
      409: 'Decided already, one’s own role revoked, or the last ADMIN',
      422: 'The decision, the note or the address is malformed',
    }),
    validate('param', accessReviewItemParam),
    validate('json', accessReviewDecisionBody),
    async (c) => {
      const { quarter, userId } = c.req.valid('param');
      const { decision, note } = c.req.valid('json');
      const { db } = c.var.deps;
      const { user } = requireAuth(c);
      const at = c.var.deps.now().toISOString();
      const review = await reviewOr404(c, quarter);
      // up to date first: an account that lost its role while undecided leaves the review (which may complete it)
      await runBatch(db, syncStatements(db, quarter, user, at));
      const item = await findReviewItem(db, review.id, userId);
      if (!item) throw new ApiError(404, 'accessReview.notListed');
      if (item.decision) throw new ApiError(409, 'accessReview.decidedAlready', { username: item.username });
      const statements: BatchItem[] = [decideItemStatement(db, item, decision, user, at, note)];
      const account = await findAccountById(db, userId);
      if (decision === 'REVOKED' && account && isPrivilegedRole(account.role)) {
        if (account.id === user.id) throw new ApiError(409, 'accessReview.ownRole');
        const detail = `access review ${quarter}${note ? `: ${note}` : ''}`;
        statements.push(
          ...permissionChangeStatements(
            db,
            [{ userId, roleId: REVOKED_TO_ROLE, username: account.username, fromRole: account.role }],
            { id: user.id, username: user.username, ip: c.var.clientIp },
            at,
            'REVOKED',
            detail,
          ),
          // effective at once: every call reads the role from the account row, and the console's sessions end
          endAdminSessionsStatement(db, userId),
        );
      }
      await runReviewBatch(c, [...statements, ...syncStatements(db, quarter, user, at)], item.username);
      await recordAdminUpdate(c, SCREEN, `${quarter} ${decision.toLowerCase()} #${userId} ${item.username}${note ? `: ${note}` : ''}`);
      const summary = await summaryOr404(c, quarter);
      return ok(c, summary, summary.completedAt ? 'accessReview.completed' : decision === 'REVOKED' ? 'accessReview.revoked' : 'accessReview.confirmed');
    },
  );
