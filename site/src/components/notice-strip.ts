// The script of NoticeStrip.astro, on every public page (BaseLayout starts it): asks for the visitors'
// notices in the page's language and shows them only when they are new to this browser (notice-check.ts);
// the button stores the list's mark as acknowledged and hides the strip. The mark is kept per language,
// as the notices are read in one. Small on purpose: the sign-in screens have little budget to spare.
import type { NoticeView } from '#core/schemas/notice.ts';
import { adoptStyles } from './late-styles.ts';
import { noticeMark, noticesAreNew } from './notice-check.ts';
import styles from './notice-strip.css?inline';

// no class names: notice-strip.css styles the notices by their elements, which keeps this script small
function element(tag: string, text = '') {
  const made = document.createElement(tag);
  made.textContent = text;
  return made;
}

export function startNoticeStrip(): void {
  const strip = document.querySelector<HTMLElement>('[data-notice-strip]');
  if (!strip) return;
  adoptStyles(styles);
  const { lang, readMore = '', download = '', categories = '{}' } = strip.dataset;
  const key = `notices.${lang}`;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // storage refused (private mode): everything is new
  }
  fetch(`/api/public/notice?lang=${lang}`)
    .then((response) => response.json() as Promise<{ data?: NoticeView[] }>)
    .then(({ data = [] }) => {
      if (!noticesAreNew(data, stored)) return;
      const names = JSON.parse(categories) as Record<string, string>;
      // each notice one line, its category and title; its text, link and file open under it (a disclosure)
      strip.querySelector('ul')?.replaceChildren(
        ...data.map((notice) => {
          const entry = element('li');
          const details = entry.appendChild(element('details'));
          details
            .appendChild(element('summary'))
            .append(element('span', names[`notice.category.${notice.relatedInfo.category}`]), element('strong', notice.title));
          const more = details.appendChild(element('div'));
          more.append(element('p', notice.content));
          if (notice.link) more.append(Object.assign(element('a', readMore), { href: notice.link }));
          const file = notice.attachment;
          if (file) {
            const label = download.replace('{{name}}', file.name).replace('{{size}}', file.sizeText);
            more.append(Object.assign(element('a', label), { href: file.url, download: file.name }));
          }
          return entry;
        }),
      );
      strip.hidden = false;
      // the strip floats over the window's bottom edge: room below the footer, so nothing stays under it, and
      // the back-to-top button rides above it (--notice-height), as tall as it is with its notices opened
      const fit = () => {
        const height = `${strip.hidden ? 0 : strip.offsetHeight}px`;
        document.body.style.paddingBottom = height;
        document.documentElement.style.setProperty('--notice-height', height);
      };
      fit();
      new ResizeObserver(fit).observe(strip);
      strip.querySelector('button')?.addEventListener('click', () => {
        try {
          localStorage.setItem(key, noticeMark(data));
        } catch {
          // not stored: the strip comes back on the next page
        }
        strip.hidden = true;
        fit();
        document.getElementById('main')?.focus();
      });
    })
    // no answer: nothing to show
    .catch(() => undefined);
}
