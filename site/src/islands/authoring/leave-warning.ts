// The browser's warning when a page with unsaved changes is left (portal spec §5), and leaving on
// purpose without it (after a save, a delete or a confirmed cancel).

/** What the page listens on: `window` in the browser, any EventTarget in a test. */
type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Warns on `beforeunload` unless the page is being left on purpose; returns the clean-up. The browser
 * shows its own words; both calls are needed across browsers.
 */
export function warnBeforeUnload(target: Target, leavingOnPurpose: () => boolean): () => void {
  const warn = (event: Event) => {
    if (leavingOnPurpose()) return;
    event.preventDefault();
    Object.assign(event, { returnValue: '' });
  };
  target.addEventListener('beforeunload', warn);
  return () => target.removeEventListener('beforeunload', warn);
}
