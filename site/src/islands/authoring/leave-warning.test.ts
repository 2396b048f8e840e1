import { describe, expect, it } from 'vitest';
import { warnBeforeUnload } from './leave-warning.ts';

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true }) as Event & { returnValue: unknown };
  return event;
};

describe('warnBeforeUnload', () => {
  it('asks the browser to warn while the page is not left on purpose', () => {
    const target = new EventTarget();
    warnBeforeUnload(target, () => false);
    const event = unload();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the page go after a save, a delete or a confirmed cancel', () => {
    const target = new EventTarget();
    let leaving = false;
    warnBeforeUnload(target, () => leaving);
    leaving = true;
    const event = unload();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('stops warning once cleaned up (the form has no unsaved change any more)', () => {
    const target = new EventTarget();
    const stop = warnBeforeUnload(target, () => false);
    stop();
    const event = unload();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
