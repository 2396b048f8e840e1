// The one toast of the portal (DESIGN.md §2): any island calls `showToast`, one <Toaster> shows them at
// the bottom centre and each hides after TOAST_MS (portal spec §2, §9: 4 seconds) unless closed before.
// The list lives in a nanostores atom (the site's shared client state, DESIGN.md §2); the Toaster reads it
// with React's useSyncExternalStore through `listen`, which needs no binding package.
import { atom } from 'nanostores';
import { TOAST_MS } from '#core/constants.ts';

export type ToastType = 'success' | 'error' | 'info';
export type Toast = { id: number; type: ToastType; message: string };

/** The toasts shown now: a new list after each change, so React sees the change. */
export const $toasts = atom<readonly Toast[]>([]);

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a message (already translated) and returns its id. */
export function showToast(toast: { type: ToastType; message: string }): number {
  lastId += 1;
  const id = lastId;
  $toasts.set([...$toasts.get(), { id, type: toast.type, message: toast.message }]);
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
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
