// What the scripts of the sign-in providers' buttons share (ProviderButtonList.astro; issue 34): the providers the API
// names shown, and the alert that says why a trip came back refused (`?providerError=`), in the page's language.

/** `stateMismatch` → `errorStateMismatch`, as the element's dataset names `data-error-state-mismatch`. */
const errorKey = (reason: string) => `error${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;

/** Shows a message in the buttons' alert. */
export function say(root: HTMLElement, text: string | undefined): void {
  const alert = root.querySelector<HTMLElement>('[data-alert]');
  if (!alert || !text) return;
  alert.textContent = text;
  alert.hidden = false;
}

/** Says why the trip this page came back from was refused, if it was. */
export function sayRefusal(root: HTMLElement, query: URLSearchParams): void {
  const reason = query.get('providerError') ?? '';
  if (/^[a-zA-Z]{1,40}$/.test(reason)) say(root, root.dataset[errorKey(reason)]);
}

/** Shows the named providers' items (and the list, when there is one); answers them. */
export function showProviders(root: HTMLElement, names: readonly string[]): HTMLElement[] {
  const items = [...root.querySelectorAll<HTMLElement>('[data-provider]')].filter((item) => names.includes(item.dataset.provider ?? ''));
  for (const item of items) item.hidden = false;
  const list = root.querySelector<HTMLElement>('[data-list]');
  if (list) list.hidden = items.length === 0;
  return items;
}
