// A failed call as the watch islands say it: the server's message (in the page's language), or the network's.
import { ApiFailure } from '../lib/api-client.ts';

export const failureText = (error: unknown, networkError: string): string =>
  error instanceof ApiFailure && error.status !== 0 && error.message ? error.message : networkError;
