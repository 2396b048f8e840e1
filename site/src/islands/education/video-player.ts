// Plays a video in place (components/education/VideoCard.astro), a small script rather than React: the
// card's poster is a link to the video on its site, and nothing of the video site loads with the page.
// A click (or Enter) on the poster puts the player's iframe in its place, focused, and counts the view
// (PUT /api/public/video/update-view/{id}) once per visit per video.

import { countViewOncePerVisit } from '../lib/count-view.ts';

// the player's address comes from the page, and only this host may be framed (the CSP's frame-src agrees)
const PLAYER_PREFIX = 'https://www.youtube-nocookie.com/embed/';

/** Replaces a poster with the player; returns the video's id, or null when the poster is not one. */
export function playInPlace(poster: HTMLAnchorElement): string | null {
  const { play = '', video = '', title = '' } = poster.dataset;
  if (!play.startsWith(PLAYER_PREFIX) || !video) return null;
  const frame = document.createElement('iframe');
  frame.src = play;
  frame.title = title;
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute('data-video-frame', video);
  poster.replaceWith(frame);
  frame.focus();
  countViewOncePerVisit('video', video);
  return video;
}

/** Plays any poster of `root` clicked with the main button (a modified click keeps the plain link). */
export function startVideoPlayers(root: ParentNode = document, onPlay?: (id: string) => void): void {
  root.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey || mouse.button !== 0) return;
    const poster = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-play]');
    if (!poster) return;
    event.preventDefault();
    const id = playInPlace(poster);
    if (id) onPlay?.(id);
  });
}
