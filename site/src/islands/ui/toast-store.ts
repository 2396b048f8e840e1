// The one toast of the portal (DESIGN.md §2): any island calls `showToast`, one <Toaster> shows them at
// the bottom centre and each hides after TOAST_MS (portal spec §2, §9: 4 seconds) unless closed before.
// A list and its listeners are all the toasts need; the Toaster reads them with React's
// useSyncExternalStore, so no store library ships with the islands.
import { TOAST_MS } from '#core/constants.ts';

export type ToastType = 'success' | 'error' | 'info';
export type Toast = { id: number; type: ToastType; message: string };

let shown: readonly Toast[] = [];
const listeners = new Set<() => void>();

/** The toasts shown now: a new list after each change, so React sees the change. */
export const $toasts = {
  get: (): readonly Toast[] => shown,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function publish(next: readonly Toast[]) {
  shown = next;
  listeners.forEach((listener) => listener());
}

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a message (already translated) and returns its id. */
export function showToast(toast: { type: ToastType; message: string }): number {
  lastId += 1;
  const id = lastId;
  publish([...shown, { id, type: toast.type, message: toast.message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS),
  );
  return id;
}

/** Hides a toast now (its close button, or its timer). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  publish(shown.filter((toast) => toast.id !== id));
}
