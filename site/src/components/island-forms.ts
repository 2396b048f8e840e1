// Forms drawn by an island before its script has taken them over. Such a form is plain HTML with no method:
// submitted then (Enter in a password field, or the button pressed while the page is still loading), the browser
// would send it itself, a GET to the page with every named field, the password too, in the address, its history and
// the server's access log. An island's form never submits natively: each one's handler cancels the browser's
// submission and calls the API. So a submission no handler cancelled is held, and made again once the island is
// live, until its handler takes it.

/** How many times one form's held submissions are made again, a frame apart once its island has hydrated (React may
 * still be attaching itself then), before they are dropped: about two seconds. */
const ATTEMPTS = 120;

/** Each form's held submission, the last one made, and the times it has been made again. */
const held = new WeakMap<HTMLFormElement, { submitter: HTMLElement | null; tried: number; waiting: boolean }>();

/** Makes a form's held submission again, once its island has hydrated and a frame has passed. */
function submitAgain(form: HTMLFormElement, hold: { submitter: HTMLElement | null; waiting: boolean }): void {
  hold.waiting = true;
  const again = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        hold.waiting = false;
        if (form.isConnected) form.requestSubmit(hold.submitter?.isConnected ? hold.submitter : null);
      }),
    );
  const island = form.closest('astro-island[ssr]');
  if (island) island.addEventListener('astro:hydrate', again, { once: true });
  else again();
}

/** Holds a submission of a form in an island that no handler has cancelled (listening last, on the window). */
export function holdIslandFormsUntilLive(): void {
  addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.closest('astro-island')) return;
    event.preventDefault();
    const hold = held.get(form) ?? { submitter: null, tried: 0, waiting: false };
    held.set(form, hold);
    // pressed twice while loading: one submission, the last one's button
    hold.submitter = event.submitter;
    if (!hold.waiting && hold.tried++ < ATTEMPTS) submitAgain(form, hold);
  });
}
