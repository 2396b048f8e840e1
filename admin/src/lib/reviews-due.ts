// What the console's reviews wait for (issue 33): the navigation's badges and the home screen's notice read it, and
// every review screen refreshes it after a sign-off, a decision or a grant (by its key).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, isSignedIn } from './api-client.ts';

export const reviewsDueKey = 'console-review-due';

/** GET /api/admin/console-review/due, asked again at most once a minute while the console is open (once `enabled`: signed in). */
export const useReviewsDue = (enabled = true) =>
  useQuery({
    queryKey: [reviewsDueKey],
    // not asked once the session has ended (the frame's queries are cleared then, and would ask again at once)
    queryFn: async () => (isSignedIn() ? (await callApi('GET /api/admin/console-review/due', { quiet: true })).data : null),
    staleTime: 60_000,
    enabled,
  });

/** After a review's write: its own lists and what waits. */
export const refreshReviews = (queryClient: QueryClient, root: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: [root] }), queryClient.invalidateQueries({ queryKey: [reviewsDueKey] })]);
