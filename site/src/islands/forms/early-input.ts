// What a reader typed, ticked or picked in an island's fields before its script made it live (islands start after
// the first paint, decision 061). The field shows it, but React keeps the field as it was drawn in its state: a box
// ticked then was sent unticked, a comment typed then was "empty". React 19 can replay such changes on hydration,
// but only behind a flag of its own build (enableHydrationChangeEvent), so the islands do it: once hydrated, each
// field that differs from how it was drawn is changed again, through the island's own handlers.
import { useLayoutEffect, type RefObject } from 'react';

/** The fields whose value is not text a reader changes (buttons), or that hold no value of the reader's (hidden). */
const NOT_INPUT = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

type Replay = () => void;

/** The way to make one field's early change again, or none when it shows what it was drawn with. */
function replayOf(field: HTMLInputElement | HTMLTextAreaElement): Replay | undefined {
  if (field instanceof HTMLInputElement) {
    if (NOT_INPUT.has(field.type)) return undefined;
    if (field.type === 'file') return field.files?.length ? () => field.dispatchEvent(new Event('change', { bubbles: true })) : undefined;
    if (field.type === 'checkbox' || field.type === 'radio') {
      // a radio button is changed by picking another one: only the one picked is made again
      const shown = field.checked;
      if (shown === field.defaultChecked || (field.type === 'radio' && !shown)) return undefined;
      return () => {
        // the property React watches remembers the other state, and the click, the reader's own, comes back to theirs
        field.checked = !shown;
        field.click();
      };
    }
  }
  const drawn = field.defaultValue;
  const shown = field.value;
  if (shown === drawn) return undefined;
  return () => {
    const caret = document.activeElement === field ? { start: field.selectionStart, end: field.selectionEnd } : undefined;
    // the property React watches takes the drawn value, the element's own setter the reader's, and the input
    // event then tells React's handler that the field changed to it
    field.value = drawn;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, shown);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret) field.setSelectionRange(caret.start, caret.end);
  };
}

/**
 * Makes again, through the island's handlers, each change a reader made to the fields under `root` before the island
 * hydrated. All are read first: a change made again may re-render the fields still to come.
 */
function takeUpEarlyInput(root: ParentNode): void {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  const replays = fields.map((field) => [field, replayOf(field)] as const);
  for (const [field, replay] of replays) if (replay && field.isConnected) replay();
}

/**
 * Once the island has hydrated, the early changes to the fields under `root` are made again (takeUpEarlyInput): in a
 * microtask after the commit, outside React's own work, so each change re-renders the island before the next, as a
 * reader's would, and before any later task, a held submit made again among them (components/island-forms.ts).
 * No root, nothing: a form whose fields another hook takes up.
 */
export function useEarlyInput(root: RefObject<Element | null> | undefined): void {
  useLayoutEffect(() => {
    let live = true;
    queueMicrotask(() => live && root?.current && takeUpEarlyInput(root.current));
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later changes are the island's own
  }, []);
}
