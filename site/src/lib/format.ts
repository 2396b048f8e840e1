// Formatting for pages, in the page's language. Dates are shown in Korea's time zone, where the
// platform's content is published, whatever the server's zone (lib/date-format.ts).
import { langTags, type Lang } from '#core/i18n/locales.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './date-format.ts';

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A registration date: `2025. 11. 23.` in Korean, `Nov 23, 2025` in English. */
export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(langTags[lang], DATE_FORMAT);
    dateFormats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** A moment with its time (a consent's change): in Korea's zone, like the dates. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(langTags[lang], DATE_TIME_FORMAT).format(date);
}

/** A whole number with the language's grouping: `1,234`. */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(langTags[lang]).format(value);
}

/** Plain text whose paragraphs are separated by blank lines, as a list of paragraphs (never HTML). */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The first sentence-sized part of a text, for meta descriptions (at most `max` characters). */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Only absolute http(s) links may become `href`s: stored content never gets to run script through a link. */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
