// The script of /download (DownloadDialog.astro): a visitor's download button leads to sign-in and back
// (`?next=`, as the sign-in form reads it); a member's opens the confirm popup, whose OK records the
// download (POST /api/auth/content-usage-hist) and then goes to the installer's address it answers.
// Plain DOM, no React and no shared API client: the page's whole script stays within a few kilobytes.
import { hasSessionHint } from '../islands/lib/local-session.ts';

export function startDownloads(): void {
  const root = document.querySelector<HTMLElement>('[data-download-root]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-download-dialog]');
  if (!root || !dialog) return;
  const lang = root.dataset.lang === 'en' ? 'en' : 'ko';
  const title = dialog.querySelector<HTMLElement>('[data-dialog-title]');
  const body = dialog.querySelector<HTMLElement>('[data-dialog-body]');
  const macTip = dialog.querySelector<HTMLElement>('[data-mac-tip]');
  const error = dialog.querySelector<HTMLElement>('[data-dialog-error]');
  const ok = dialog.querySelector<HTMLButtonElement>('[data-dialog-ok]');
  const cancel = dialog.querySelector<HTMLButtonElement>('[data-dialog-cancel]');
  let chosen: HTMLButtonElement | null = null;

  // back to this page after sign-in, with the chosen installer, so the popup opens again on return
  const signIn = (detail: string) => {
    const next = `${root.dataset.page ?? '/download'}?${new URLSearchParams({ download: detail }).toString()}`;
    window.location.assign(`${root.dataset.login ?? '/login'}?${new URLSearchParams({ next }).toString()}`);
  };

  const open = (button: HTMLButtonElement) => {
    chosen = button;
    // an older release's notes may be folded; unfold them so focus can return to the button
    const release = button.closest('details');
    if (release) release.open = true;
    if (title) title.textContent = button.dataset.title ?? '';
    if (body) body.textContent = button.dataset.body ?? '';
    if (macTip) macTip.hidden = button.dataset.platform !== 'macos';
    if (error) error.textContent = '';
    if (ok) ok.disabled = false;
    dialog.showModal();
    ok?.focus();
  };

  const confirm = async () => {
    const detail = chosen?.dataset.download;
    if (!detail || !ok) return;
    ok.disabled = true;
    try {
      const response = await fetch('/api/auth/content-usage-hist', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': lang },
        body: JSON.stringify({ contentType: 'SOFTWARE', action: 'DOWNLOAD', detail }),
      });
      // the session ended since the page loaded: sign in again and come back
      if (response.status === 401) return signIn(detail);
      const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: { url?: string } } | null;
      const url = answer?.data?.url;
      if (response.ok && answer?.success && url) {
        dialog.close();
        window.location.assign(url);
        return;
      }
      if (error) error.textContent = answer?.message || dialog.dataset.failed || '';
    } catch {
      if (error) error.textContent = dialog.dataset.failed ?? '';
    }
    ok.disabled = false;
  };

  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-download]')) {
    button.addEventListener('click', () => (hasSessionHint() ? open(button) : signIn(button.dataset.download ?? '')));
  }
  ok?.addEventListener('click', () => void confirm());
  cancel?.addEventListener('click', () => dialog.close());
  // Escape closes the dialog natively; either way focus goes back to the button that opened it
  dialog.addEventListener('close', () => chosen?.focus());

  // returning from sign-in with a chosen installer: ask again, and drop it from the address
  const pending = new URLSearchParams(window.location.search).get('download');
  if (pending && hasSessionHint()) {
    history.replaceState(null, '', window.location.pathname + window.location.hash);
    const button = [...root.querySelectorAll<HTMLButtonElement>('button[data-download]')].find((item) => item.dataset.download === pending);
    if (button) open(button);
  }
}
