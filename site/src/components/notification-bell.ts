// The script of NotificationBell.astro, loaded by user-menu.ts only once the browser has a member session
// (a separate file: visitors never download it). It draws the bell's button and panel in the place the page holds,
// with the words of the `member-header` message set (decision 065), asks for the member's newest notifications, shows
// the unread count on the bell, and opens the panel as a disclosure: Escape or a click elsewhere closes
// it and the focus returns to the bell. The first opening marks everything seen (POST readAll).
// Kept free of React and of the islands' API client, like the user menu.
import type { NotificationPage, NotificationView } from '#core/schemas/notification.ts';
import { adoptStyles } from './late-styles.ts';
import { loadMessageSet } from './message-set.ts';
import styles from './notification-bell.css?inline';

type Envelope<T> = { success?: boolean; data?: T };

const BELL_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20"><path d="M10 2.5a5 5 0 0 0-5 5v3.2L3.6 13.5h12.8L15 10.7V7.5a5 5 0 0 0-5-5ZM8 15.5a2 2 0 0 0 4 0" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

/** An element with its class, its data-* marker (`data-bell-…`, what the tests and this script find it by) and attributes. */
function part<K extends keyof HTMLElementTagNameMap>(tag: K, name: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = `bell-${name}`;
  element.setAttribute(`data-bell-${name}`, '');
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

let started = false;

export async function startNotificationBell(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-bell]');
  if (started || !root) return;
  started = true;
  const lang = root.dataset.lang === 'en' ? 'en' : 'ko';
  const text = await loadMessageSet('member-header', lang);
  if (!text) {
    started = false;
    return;
  }
  adoptStyles(styles);
  // the button: its name says how many are unread, in words; the figure beside it is what the eye reads
  const button = part('button', 'button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'bell-panel' });
  button.innerHTML = BELL_ICON;
  const label = part('span', 'label');
  label.className = 'visually-hidden';
  label.textContent = text['notification.bell'];
  const count = part('span', 'count', { 'aria-hidden': 'true' });
  count.hidden = true;
  button.append(label, count);
  const panel = part('section', 'panel', { id: 'bell-panel', 'aria-labelledby': 'bell-heading' });
  panel.hidden = true;
  const heading = part('h2', 'heading', { id: 'bell-heading' });
  heading.textContent = text['notification.heading'];
  const status = part('p', 'status', { role: 'status' });
  const list = part('ul', 'list');
  panel.append(heading, status, list);
  root.replaceChildren(button, panel);
  const headers = { accept: 'application/json', 'accept-language': lang };
  const plural = new Intl.PluralRules(root.dataset.locale);
  const dates = new Intl.DateTimeFormat(root.dataset.locale, { dateStyle: 'medium', timeStyle: 'short' });
  let marked = false;

  const showUnread = (unread: number) => {
    count.hidden = unread === 0;
    count.textContent = unread > 99 ? '99+' : String(unread);
    const phrase = plural.select(unread) === 'one' ? text['notification.unread_one'] : text['notification.unread_other'];
    label.textContent = unread === 0 ? text['notification.bell'] : `${text['notification.bell']}: ${phrase.replace('{{count}}', String(unread))}`;
  };

  const item = (notification: NotificationView) => {
    const entry = document.createElement('li');
    const link = document.createElement('a');
    // the server names the page (core/notification-text.ts `notificationPath`): a forum post, a partner question, a catalogue item
    link.href = `${root.dataset.prefix ?? ''}${notification.path}`;
    if (!notification.seen) link.className = 'unseen';
    const title = document.createElement('strong');
    title.textContent = notification.title;
    const content = document.createElement('span');
    // written by the server from its own messages, with what members wrote escaped (core/notification-text.ts)
    content.innerHTML = notification.content;
    const time = document.createElement('time');
    time.dateTime = notification.createdDate;
    time.textContent = dates.format(new Date(notification.createdDate));
    link.append(title, content, time);
    entry.append(link);
    return entry;
  };

  const load = async (): Promise<NotificationPage | null> => {
    try {
      const response = await fetch('/api/member/notifications', { headers, credentials: 'same-origin' });
      const body = (await response.json()) as Envelope<NotificationPage>;
      return response.ok && body.data ? body.data : null;
    } catch {
      return null;
    }
  };

  const fill = (page: NotificationPage | null) => {
    list.replaceChildren(...(page?.items ?? []).map(item));
    status.textContent = page === null ? text['notification.loadFailed'] : page.items.length === 0 ? text['notification.empty'] : '';
  };

  const open = async () => {
    button.setAttribute('aria-expanded', 'true');
    panel.hidden = false;
    status.textContent = text['notification.loading'];
    const page = await load();
    if (panel.hidden) return;
    fill(page);
    if (page && page.unreadCount > 0 && !marked) {
      marked = true;
      const response = await fetch('/api/public/notices/readAll', { method: 'POST', headers, credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) showUnread(0);
      else marked = false;
    }
  };

  const close = (returnFocus: boolean) => {
    if (panel.hidden) return;
    button.setAttribute('aria-expanded', 'false');
    panel.hidden = true;
    if (returnFocus) button.focus();
  };

  button.addEventListener('click', () => {
    if (panel.hidden) void open();
    else close(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation();
      close(true);
    }
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) close(false);
  });

  // shown once the server has answered for a member: an ended session (401) leaves it hidden
  void load().then((page) => {
    if (!page) return;
    showUnread(page.unreadCount);
    root.hidden = false;
  });
}
