// The channel page's behaviour in the browser (pages/[...locale]/education/[product]-tv.astro): videos
// play in place (video-player.ts), and an author's delete removes the card and lowers the total at once
// (portal spec §4), after the browser's own confirmation; a refusal is said in the status line.
import { langFromTag } from '#core/i18n/locales.ts';
import { startVideoPlayers } from './video-player.ts';

export function startVideoChannel(): void {
  startVideoPlayers();
  const status = document.querySelector<HTMLElement>('[data-video-status]');
  const total = document.querySelector<HTMLElement>('[data-video-total]');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-video-delete]');
    if (!button || button.disabled) return;
    if (!window.confirm(button.dataset.confirm ?? '')) return;
    button.disabled = true;
    const lang = langFromTag(document.documentElement.lang);
    void (async () => {
      const answer = await fetch(`/api/admin/video/${encodeURIComponent(button.dataset.videoDelete ?? '')}`, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'accept-language': lang },
      }).catch(() => null);
      const body = (await answer?.json().catch(() => null)) as { message?: string } | null;
      if (!answer?.ok) {
        if (status) status.textContent = body?.message || status.dataset.failed || '';
        button.disabled = false;
        return;
      }
      const card = button.closest<HTMLElement>('[data-video-card]');
      const next = card?.nextElementSibling ?? card?.previousElementSibling;
      card?.remove();
      if (total) total.textContent = String(Math.max(0, Number(total.textContent) - 1));
      if (status) status.textContent = body?.message || status.dataset.deleted || '';
      // focus stays in the list: the next video's poster, or the heading
      (next?.querySelector<HTMLElement>('a, iframe') ?? document.getElementById('video-results-title'))?.focus();
    })();
  });
}
