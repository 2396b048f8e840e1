// The quarterly access review (issue 33, ISMS-P 2.5.6): each quarter (Korean calendar) an ADMIN lists every account
// holding a console role with its last use, and confirms or revokes each; the review is complete when every
// account is decided. A revocation takes the role away at once (decision 050).
import * as v from 'valibot';
import { accountRoles } from '../auth/roles.ts';
import { typedText } from './common.ts';

/** An account unused for this many days is marked on the review: the first candidates for a revocation. */
export const ACCESS_REVIEW_IDLE_DAYS = 90;

/** The role a revoked account keeps: a member, as any account without a console role. */
export const REVOKED_TO_ROLE = 'MEMBER' as const;

/** The most accounts one review holds (the console roles are few; the bound keeps every read small). */
export const ACCESS_REVIEW_MAX_ITEMS = 500;

/** A Korean calendar quarter, `2026-Q4`. */
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

export const accessReviewDecisions = ['CONFIRMED', 'REVOKED'] as const;
export type AccessReviewDecision = (typeof accessReviewDecisions)[number];

const quarter = v.pipe(v.string(), v.regex(QUARTER_PATTERN, 'accessReview.quarterInvalid'));

export const accessReviewQuarterParam = v.object({ quarter });

export const accessReviewItemParam = v.object({
  quarter,
  userId: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, 'validation.invalid'),
    v.transform((text) => Number(text)),
  ),
});

/** PUT /api/admin/access-review/:quarter/:userId: confirm the account's role or revoke it, with an optional note. */
export const accessReviewDecisionBody = v.object({
  decision: v.picklist(accessReviewDecisions, 'accessReview.decisionInvalid'),
  note: v.optional(v.pipe(typedText({ singleLine: false }), v.trim(), v.maxLength(500, 'validation.maxLength')), ''),
});
export type AccessReviewDecisionBody = v.InferOutput<typeof accessReviewDecisionBody>;

/** A review as the list shows it: its quarter, who started and completed it, and how far it is. */
export const accessReviewSummary = v.object({
  quarter: v.string(),
  startedAt: v.string(),
  startedByUsername: v.string(),
  completedAt: v.nullable(v.string()),
  completedByUsername: v.nullable(v.string()),
  total: v.number(),
  decided: v.number(),
});
export type AccessReviewSummary = v.InferOutput<typeof accessReviewSummary>;

/** GET /api/admin/access-review: the quarter now, whether its review has started, and every review, newest first. */
export const accessReviewList = v.object({ current: v.string(), currentStarted: v.boolean(), reviews: v.array(accessReviewSummary) });
export type AccessReviewList = v.InferOutput<typeof accessReviewList>;

/** One account of a review: its role when the review listed it, its role now, its last use and the decision. */
export const accessReviewItem = v.object({
  userId: v.number(),
  username: v.string(),
  name: v.string(),
  role: v.picklist(accountRoles),
  /** The account's role now; null when the account was deleted since. */
  currentRole: v.nullable(v.picklist(accountRoles)),
  /** The last sign-in to the console (ADMIN); a content manager authors through the site's session. */
  lastConsoleSignIn: v.nullable(v.string()),
  /** The last sign-in anywhere (the site or the console). */
  lastSignIn: v.nullable(v.string()),
  /** Not used for ACCESS_REVIEW_IDLE_DAYS or more (or never). */
  idle: v.boolean(),
  decision: v.nullable(v.picklist(accessReviewDecisions)),
  decidedByUsername: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  note: v.string(),
});
export type AccessReviewItem = v.InferOutput<typeof accessReviewItem>;

/** GET /api/admin/access-review/:quarter: the review and its accounts, the undecided first. */
export const accessReviewDetail = v.object({ review: accessReviewSummary, items: v.array(accessReviewItem) });
export type AccessReviewDetail = v.InferOutput<typeof accessReviewDetail>;
