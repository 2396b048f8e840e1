// The training guide's behaviour in the browser (pages/[...locale]/education/[product]-training-guide-tv.astro):
// videos play in place (video-player.ts); a member's "done" buttons (aria-pressed toggles) store the step
// (PUT /api/member/video-progress/{id}) and the progress bar and its status line follow the server's answer.
import { langFromTag } from '#core/i18n/locales.ts';
import { startVideoPlayers } from './video-player.ts';

type Progress = { done: number[] };

export function startTrainingGuide(): void {
  startVideoPlayers();
  const box = document.querySelector<HTMLElement>('[data-guide-progress]');
  const bar = document.querySelector<HTMLProgressElement>('[data-guide-bar]');
  const status = document.querySelector<HTMLElement>('[data-guide-status]');
  if (!box || !bar || !status) return;
  const show = (progress: Progress) => {
    const done = new Set(progress.done);
    let count = 0;
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-guide-done]')) {
      const isDone = done.has(Number(button.dataset.guideDone));
      button.setAttribute('aria-pressed', String(isDone));
      if (isDone) count += 1;
    }
    bar.value = count;
    status.textContent = (box.dataset.template ?? '').replace('\u0001', String(count));
  };
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-guide-done]');
    if (!button || button.disabled) return;
    const lang = langFromTag(document.documentElement.lang);
    const done = button.getAttribute('aria-pressed') !== 'true';
    button.disabled = true;
    void (async () => {
      const answer = await fetch(`/api/member/video-progress/${encodeURIComponent(button.dataset.guideDone ?? '')}`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'accept-language': lang, 'content-type': 'application/json' },
        body: JSON.stringify({ done }),
      }).catch(() => null);
      const body = (await answer?.json().catch(() => null)) as { data?: Progress; message?: string } | null;
      button.disabled = false;
      if (answer?.ok && body?.data) show(body.data);
      else status.textContent = body?.message || box.dataset.failed || '';
    })();
  });
}
