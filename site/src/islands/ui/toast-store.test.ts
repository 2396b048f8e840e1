import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '#core/constants.ts';
import { $toasts, dismissToast, showToast } from './toast-store.ts';

describe('toasts', () => {
  beforeEach(() => {
    // the store is one per module: another file's island may have left a message in it
    $toasts.set([]);
    vi.useFakeTimers();
  });

  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('shows a message with its type', () => {
    showToast({ type: 'success', message: 'Saved.' });
    expect($toasts.get()).toEqual([expect.objectContaining({ type: 'success', message: 'Saved.' })]);
  });

  it('hides a message after 4000 ms, not before', () => {
    expect(TOAST_MS).toBe(4000);
    showToast({ type: 'info', message: 'Hello' });
    vi.advanceTimersByTime(3999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('closes one message early and keeps the others', () => {
    const first = showToast({ type: 'error', message: 'Failed.' });
    showToast({ type: 'info', message: 'Still here' });
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Still here']);
    vi.advanceTimersByTime(TOAST_MS);
    expect($toasts.get()).toEqual([]);
  });
});
