// The quarterly access review's calls (issue 33, ISMS-P 2.5.6): the reviews, the start of this quarter's, one
// review's accounts and the decision on each.
import { useQuery } from '@tanstack/react-query';
import type { AccessReviewDecision } from '#core/schemas/access-review.ts';
import { callApi } from '../../../lib/api-client.ts';

export const accessReviewKey = 'access-review';

/** GET /api/admin/access-review */
export const useAccessReviews = () =>
  useQuery({ queryKey: [accessReviewKey, 'list'], queryFn: async () => (await callApi('GET /api/admin/access-review')).data });

/** GET /api/admin/access-review/:quarter */
export const useAccessReview = (quarter: string) =>
  useQuery({
    queryKey: [accessReviewKey, 'quarter', quarter],
    queryFn: async () => (await callApi('GET /api/admin/access-review/:quarter', { params: { quarter } })).data,
  });

/** POST /api/admin/access-review: this quarter's review. */
export const startAccessReview = () => callApi('POST /api/admin/access-review', { body: {} });

/** PUT /api/admin/access-review/:quarter/:userId */
export const decideAccount = ({ quarter, userId, decision }: { quarter: string; userId: number; decision: AccessReviewDecision }) =>
  callApi('PUT /api/admin/access-review/:quarter/:userId', { params: { quarter, userId }, body: { decision } });
