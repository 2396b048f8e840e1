// A value only the browser knows, read while an island renders.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the address's query, session storage), read while rendering: null in
 * the pre-rendered HTML and during hydration, then the browser's value. The pages are pre-rendered, so
 * the mailed link's `?token=` is read here rather than on the server. `read` must answer the same value
 * until the browser's state changes (a string or a flag, not a new object).
 */
export function useBrowserValue<T extends string | boolean>(read: () => T | null): T | null {
  return useSyncExternalStore(noSubscription, read, () => null);
}
