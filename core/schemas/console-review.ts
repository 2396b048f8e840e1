// What the console's reviews wait for (issue 33): the navigation's badges and the home screen's notice read it in one
// small call, which records no view (it holds no personal data, and the console asks it on every screen).
import * as v from 'valibot';

/** GET /api/admin/console-review/due */
export const consoleReviewsDue = v.object({
  /** Past months of the log review not signed off. */
  unsignedMonths: v.number(),
  /** The quarter now, when its access review is not complete (not started, or accounts undecided); null otherwise. */
  accessReviewQuarter: v.nullable(v.string()),
  /** Grants of a console role waiting for a second ADMIN. */
  pendingGrants: v.number(),
});
export type ConsoleReviewsDue = v.InferOutput<typeof consoleReviewsDue>;
