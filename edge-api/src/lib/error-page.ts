// The page a browser gets when the front door fails before a page could render (the database cannot be
// opened, a malformed address, a host that is not the portal's): self-contained, so it needs nothing
// that might be failing too (no database, no file, no script), in the language of the address.
import { createHash } from 'node:crypto';
import { langTags, type Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';

const css = [
  'body{margin:0;font-family:system-ui,-apple-system,"Noto Sans KR","Malgun Gothic",sans-serif;color:#1b2330;background:#f5f7fb}',
  'main{max-width:36rem;margin:0 auto;padding:clamp(3rem,12vw,7rem) 1.5rem;text-align:center}',
  '.code{margin:0 0 .5rem;font-size:clamp(3rem,10vw,5rem);font-weight:800;line-height:1;color:#1d4ed8}',
  'h1{font-size:1.6rem;margin:0 0 1rem}p{line-height:1.6;color:#4a5565}',
  'a{display:inline-block;margin-top:1.5rem;padding:.7rem 1.4rem;border-radius:.4rem;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600}',
  'a:focus-visible{outline:3px solid #f0b429;outline-offset:2px}',
].join('');

/** The page's policy: its one style block and nothing else, never framed. */
export const errorPageCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const titles: Partial<Record<number, MessageKey>> = {
  400: 'errorPage.title.badRequest',
  403: 'errorPage.title.refused',
  404: 'notFound.title',
  413: 'errorPage.title.tooLarge',
  414: 'errorPage.title.addressTooLong',
  421: 'errorPage.title.wrongHost',
  429: 'errorPage.title.tooMany',
  431: 'errorPage.title.headersTooLarge',
  503: 'errorPage.title.unavailable',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The HTML of an error page: status, title, what happened and what to do, and the way home. */
export function errorPage(lang: Lang, status: number, message: string): string {
  const t = translator(lang);
  const title = t(titles[status] ?? 'errorPage.title.serverError');
  const home = lang === 'en' ? '/en/' : '/';
  return `<!doctype html>
<html lang="${langTags[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(t('site.name'))}</title><style>${css}</style></head>
<body><main><p class="code" aria-hidden="true">${status}</p><h1>${escape(title)}</h1><p>${escape(message)}</p><a href="${home}">${escape(t('notFound.goHome'))}</a></main></body></html>`;
}
