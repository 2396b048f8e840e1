// The script of UserMenu.astro, on every page (BaseLayout starts it): the signed-in or signed-out
// header, the role-bound menu links (lib/role-bound.ts), the user menu's disclosure, logout, and the
// idle logout of portal spec §4, §9 (30 idle minutes, checked every 60 seconds, reset by the mouse,
// keys, clicks, scrolling and touch).
// Kept free of React and of the islands' API client: it is part of every page's JavaScript budget.
import { IDLE_CHECK_MS, IDLE_LOGOUT_MS, TOAST_MS } from '#core/constants.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { clearSignedIn, hasSessionHint, markSignedIn, setFlash, signedInMarker, takeFlash, type SignedInMarker } from '../islands/lib/local-session.ts';
import styles from './flash.css?inline';
import { drawHeaderUser } from './header-user.ts';
import { adoptStyles } from './late-styles.ts';
import { loadMessageSet } from './message-set.ts';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

export function startUserMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-user-area]');
  if (!root) return;
  const lang: Lang = root.dataset.lang === 'en' ? 'en' : 'ko';
  const account = root.querySelector<HTMLElement>('[data-user-menu]');
  const button = root.querySelector<HTMLButtonElement>('[data-user-menu-button]');
  const panel = root.querySelector<HTMLElement>('#user-menu-panel');
  const headers = { accept: 'application/json', 'accept-language': lang };

  let lastActivity = Date.now();
  let idleTimer: ReturnType<typeof setInterval> | undefined;
  const onActivity = () => {
    lastActivity = Date.now();
  };

  const logout = () => fetch('/api/auth/logout', { method: 'POST', headers, credentials: 'same-origin' }).catch(() => undefined);

  const checkIdle = async () => {
    if (Date.now() - lastActivity < IDLE_LOGOUT_MS) return;
    watchIdle(false);
    await logout();
    clearSignedIn();
    setFlash('auth.sessionExpired', 'error');
    window.location.assign(root.dataset.login ?? '/login');
  };

  function watchIdle(on: boolean) {
    if (on === (idleTimer !== undefined)) return;
    for (const type of ACTIVITY_EVENTS) {
      if (on) window.addEventListener(type, onActivity, { passive: true, capture: true });
      else window.removeEventListener(type, onActivity, { capture: true });
    }
    if (on) {
      lastActivity = Date.now();
      idleTimer = setInterval(() => void checkIdle(), IDLE_CHECK_MS);
    } else {
      clearInterval(idleTimer);
      idleTimer = undefined;
    }
  }

  const setOpen = (open: boolean) => {
    if (!button || !panel) return;
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };

  function render(user: SignedInMarker | null) {
    drawHeaderUser(user);
    if (!user) setOpen(false);
    watchIdle(user !== null);
    // the bell is a member's: its script is fetched only now, so a visitor's page never carries it; a member who
    // has new terms to accept first has no member calls answered (issue 33), so the bell waits for that
    const bell = document.querySelector<HTMLElement>('[data-bell]');
    if (user && !user.termsPending)
      void import('./notification-bell.ts').then(
        (bellScript) => bellScript.startNotificationBell(),
        () => undefined,
      );
    else if (bell) bell.hidden = true;
  }

  // the starter's stand-in (header-user.ts) gives the button over, with the state a click before now left
  if (button) button.onclick = null;
  button?.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || button?.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (!account?.contains(event.target as Node)) setOpen(false);
  });
  root.querySelector('[data-logout]')?.addEventListener('click', () => {
    void logout().then(() => {
      clearSignedIn();
      setFlash('auth.loggedOut', 'success');
      window.location.assign(root.dataset.home ?? '/');
    });
  });

  showFlash(root.querySelector<HTMLElement>('[data-flash-region]'), lang);

  // without a member session (no hint cookie set with it) the header is signed out, drawn once; with
  // one, what this browser remembers first, so the header does not flicker, then what the server says
  if (!hasSessionHint()) {
    clearSignedIn();
    render(null);
    return;
  }
  render(signedInMarker());
  fetch('/api/auth/user-info', { headers, credentials: 'same-origin' })
    .then(async (response) => {
      if (response.status === 401) {
        // the session has ended on the server: forget the hint too (the name matches edge-api/src/lib/session.ts)
        document.cookie = 'portal_signed_in=; Max-Age=0; Path=/; SameSite=Lax';
        clearSignedIn();
        render(null);
        return;
      }
      const body = (await response.json()) as { success?: boolean; data?: SignedInMarker };
      if (response.ok && body.success && body.data) {
        markSignedIn(body.data);
        render({ name: body.data.name, role: body.data.role, termsPending: body.data.termsPending });
      }
    })
    // no answer: keep what the browser remembered
    .catch(() => undefined);
}

/**
 * The message a page left for this one (setFlash), on a page without the toast island, which shows it
 * itself: its words come from the `member-header` message set, fetched only then (decision 065).
 */
function showFlash(region: HTMLElement | null, lang: Lang): void {
  if (!region || document.querySelector('.toast-region')) return;
  const flash = takeFlash();
  if (!flash) return;
  void loadMessageSet('member-header', lang).then((messages) => {
    const text = messages && Object.hasOwn(messages, flash.key) ? messages[flash.key as keyof typeof messages] : undefined;
    if (!text) return;
    adoptStyles(styles);
    const message = document.createElement('p');
    const close = document.createElement('button');
    message.textContent = text;
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', messages?.['toast.close'] ?? '');
    close.addEventListener('click', () => message.remove());
    message.append(close);
    region.append(message);
    setTimeout(() => message.remove(), TOAST_MS);
  });
}
