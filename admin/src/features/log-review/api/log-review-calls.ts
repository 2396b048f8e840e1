// The monthly log review's calls (issue 33, ISMS-P 2.9.5): the months to review, one month's findings, its sign-off.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const logReviewKey = 'log-review';

/** GET /api/admin/log-review */
export const useLogReviewMonths = () =>
  useQuery({ queryKey: [logReviewKey, 'months'], queryFn: async () => (await callApi('GET /api/admin/log-review')).data });

/** GET /api/admin/log-review/:month */
export const useLogReviewMonth = (month: string) =>
  useQuery({ queryKey: [logReviewKey, 'month', month], queryFn: async () => (await callApi('GET /api/admin/log-review/:month', { params: { month } })).data });

/** POST /api/admin/log-review/:month: the answer's message is the success toast. */
export const signOffMonth = ({ month, note }: { month: string; note: string }) =>
  callApi('POST /api/admin/log-review/:month', { params: { month }, body: { note } });
