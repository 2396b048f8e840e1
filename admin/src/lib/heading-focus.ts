/**
 * The navigation state a step passes when the control that had the focus leaves the page with it (the
 * sign-in's last step): the next screen then puts the focus on its main heading, not on the page's body.
 */
export const focusHeading = { focusHeading: true } as const;

/** Whether a navigation's state asks the screen to focus its heading. */
export const wantsHeadingFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;
