// The back-to-top button (BackToTop.astro): shown after BACK_TO_TOP_PX of scrolling, it scrolls smoothly
// unless the reader prefers reduced motion and puts the keyboard focus back at the top. Started by
// BaseLayout's page script.
import { BACK_TO_TOP_PX } from '#core/constants.ts';
import styles from './back-to-top.css?inline';
import { adoptStyles } from './late-styles.ts';

export function startBackToTop(): void {
  const button = document.querySelector<HTMLAnchorElement>('[data-back-to-top]');
  if (!button) return;
  adoptStyles(styles);
  const update = () => {
    button.hidden = window.scrollY <= BACK_TO_TOP_PX;
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
  button.addEventListener('click', (event) => {
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('[data-top-focus]')?.focus({ preventScroll: true });
  });
}
