// The script of NotificationBell.astro, loaded by user-menu.ts only once the browser has a member session
// (a separate file: visitors never download it). It asks for the member's newest notifications, shows
// the unread count on the bell, and opens the panel as a disclosure: Escape or a click elsewhere closes
// it and the focus returns to the bell. The first opening marks everything seen (POST readAll).
// Kept free of React and of the islands' API client, like the user menu.
import type { NotificationPage, NotificationView } from '#core/schemas/notification.ts';
import { adoptStyles } from './late-styles.ts';
import styles from './notification-bell.css?inline';

type Envelope<T> = { success?: boolean; data?: T };

let started = false;

export function startNotificationBell(): void {
  const root = document.querySelector<HTMLElement>('[data-bell]');
  const button = root?.querySelector<HTMLButtonElement>('[data-bell-button]');
  const panel = root?.querySelector<HTMLElement>('[data-bell-panel]');
  const count = root?.querySelector<HTMLElement>('[data-bell-count]');
  const status = root?.querySelector<HTMLElement>('[data-bell-status]');
  const label = root?.querySelector<HTMLElement>('[data-bell-label]');
  const list = root?.querySelector<HTMLUListElement>('[data-bell-list]');
  if (started || !root || !button || !panel || !count || !status || !list || !label) return;
  started = true;
  adoptStyles(styles);
  const text = root.dataset;
  const headers = { accept: 'application/json', 'accept-language': text.lang === 'en' ? 'en' : 'ko' };
  const plural = new Intl.PluralRules(text.locale);
  const dates = new Intl.DateTimeFormat(text.locale, { dateStyle: 'medium', timeStyle: 'short' });
  let marked = false;

  const showUnread = (unread: number) => {
    count.hidden = unread === 0;
    count.textContent = unread > 99 ? '99+' : String(unread);
    const phrase = (plural.select(unread) === 'one' ? text.unreadOne : text.unreadOther) ?? '';
    label.textContent = unread === 0 ? (text.label ?? '') : `${text.label ?? ''}: ${phrase.replace('{{count}}', String(unread))}`;
  };

  const item = (notification: NotificationView) => {
    const entry = document.createElement('li');
    const link = document.createElement('a');
    // the server names the page (core/notification-text.ts `notificationPath`): a forum post, a partner question, a catalogue item
    link.href = `${text.prefix ?? ''}${notification.path}`;
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
    status.textContent = page === null ? (text.failed ?? '') : page.items.length === 0 ? (text.empty ?? '') : '';
  };

  const open = async () => {
    button.setAttribute('aria-expanded', 'true');
    panel.hidden = false;
    status.textContent = text.loading ?? '';
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
