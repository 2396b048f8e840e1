import { QueryClient } from '@tanstack/react-query';
import { CallFailure } from './api-client.ts';

// Server state of the console. A refused call (4xx) is not retried: asking again gets the same answer.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof CallFailure && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
