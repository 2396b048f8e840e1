// The header's reader, drawn in the page: signed out, or a member's name and the links their role sees
// (`data-roles`, lib/role-bound.ts). The page's starter draws the member this browser remembers before the first
// paint, so a member's header never shows "Sign in" first; the user menu's script (user-menu.ts), started after the
// paint, draws what the server says. Kept to these few lines: the starter is inline in every page.
import { hasSessionHint, signedInMarker, type SignedInMarker } from '../islands/lib/local-session.ts';
import { shownFor } from '../lib/role-bound.ts';

/** Shows the signed-out links or the account of `user`, and the role-bound links `user`'s role sees. */
export function drawHeaderUser(user: SignedInMarker | null): void {
  const root = document.querySelector<HTMLElement>('[data-user-area]');
  const signedOut = root?.querySelector<HTMLElement>('[data-signed-out]');
  const account = root?.querySelector<HTMLElement>('[data-user-menu]');
  const nameSlot = root?.querySelector<HTMLElement>('[data-user-name]');
  if (signedOut) signedOut.hidden = user !== null;
  if (account) account.hidden = user === null;
  if (nameSlot) nameSlot.textContent = user?.name ?? '';
  const role = user?.role ?? 'ALL';
  for (const element of document.querySelectorAll<HTMLElement>('[data-roles]')) element.hidden = !shownFor(element.dataset.roles ?? '', role);
}

/**
 * Draws the member this browser remembers, where the member session's hint cookie says there is one, and opens and
 * closes their menu until the user menu's script takes the button over (it clears `onclick`): the account shows
 * before the first paint, so a click must not wait for the script, started after it.
 */
export function drawRememberedMember(): void {
  const user = hasSessionHint() ? signedInMarker() : null;
  if (!user) return;
  drawHeaderUser(user);
  const button = document.querySelector<HTMLButtonElement>('[data-user-menu-button]');
  const panel = document.getElementById('user-menu-panel');
  if (button && panel)
    button.onclick = () => {
      button.setAttribute('aria-expanded', String(panel.hidden));
      panel.hidden = !panel.hidden;
    };
}
