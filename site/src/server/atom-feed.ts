// An Atom 1.0 feed (RFC 4287) of a kind's or a forum board's newest entries (core/feeds.ts, decision 058),
// in the page's language: its title and subtitle from the catalogues, its own address (rel="self"), the list
// page it follows and the other language's feed, the portal as its author, and each entry's title, page,
// dates, writer and the start of its text as plain text. Written here rather than by a feed library: the
// Atom writers at hand give no xml:lang and send titles as HTML, and a title a member typed is text.
import { contentKinds } from '#core/content-kinds.ts';
import { FEED_ENTRIES, feedPathOf, type FeedScope } from '#core/feeds.ts';
import { langs, type Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { FeedEntry } from '#db/queries/feeds.ts';
import { PUBLIC_PAGE_CACHE } from '../lib/cache.ts';
import { absoluteUrl, localizePath } from '../lib/urls.ts';

/** The characters of an entry's summary: the start of its text, as a reader's list shows it. */
const SUMMARY_LENGTH = 280;

/** Text as XML character data: the characters XML 1.0 cannot carry dropped, markup characters escaped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- these are the characters removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)
  );
}

const summaryOf = (body: string) => {
  const characters = [...body.trim()];
  return characters.length > SUMMARY_LENGTH ? `${characters.slice(0, SUMMARY_LENGTH).join('').trimEnd()}…` : characters.join('');
};

const instant = (iso: string) => new Date(iso).toISOString();

export type AtomFeedInput = {
  lang: Lang;
  scope: FeedScope;
  /** The board's name in each language, for a board's feed. */
  board?: { nameKr: string; nameEn: string };
  entries: readonly FeedEntry[];
  /** The portal's public address (PUBLIC_SITE_URL), or the request's origin. */
  site: URL | undefined;
  requestUrl: URL;
};

export function atomFeed({ lang, scope, board, entries, site, requestUrl }: AtomFeedInput): string {
  const t = translator(lang);
  const url = (path: string, target: Lang = lang) => xmlText(absoluteUrl(localizePath(path, target), site, requestUrl));
  const siteName = t('site.name');
  const name = t(contentKinds[scope.kind].nameKey);
  const title = board
    ? t('feed.boardTitle', { board: lang === 'ko' ? board.nameKr : board.nameEn, name, site: siteName })
    : t('feed.title', { name, site: siteName });
  // the list page the feed follows; a kind whose list is one of several (a product's videos) names none
  const listRoute = kindDeclarations[scope.kind].screens[0].route;
  const listPath = listRoute.includes(':') ? undefined : listRoute + (scope.board === undefined ? '' : `?boardId=${scope.board}`);
  const host = new URL(absoluteUrl('/', site, requestUrl)).hostname;
  const updated = entries.reduce((latest, entry) => (instant(entry.updated) > latest ? instant(entry.updated) : latest), '');
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${url(feedPathOf(scope))}</id>`,
    `  <title type="text">${xmlText(title)}</title>`,
    `  <subtitle type="text">${xmlText(t('feed.subtitle', { count: FEED_ENTRIES, name, site: siteName }))}</subtitle>`,
    `  <updated>${updated || new Date().toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feedPathOf(scope))}"/>`,
    ...(listPath ? [`  <link rel="alternate" type="text/html" href="${url(listPath)}"/>`] : []),
    ...langs
      .filter((other) => other !== lang)
      .map((other) => `  <link rel="alternate" type="application/atom+xml" hreflang="${other}" href="${url(feedPathOf(scope), other)}"/>`),
    `  <author><name>${xmlText(siteName)}</name><uri>${url('/')}</uri></author>`,
    `  <rights type="text">${xmlText(t('feed.rights', { site: siteName }))}</rights>`,
    ...entries.flatMap((entry) => {
      const text = entry.texts.find((candidate) => candidate.lang === lang) ?? entry.texts[0];
      if (!text) return [];
      const summary = summaryOf(text.body);
      return [
        '  <entry>',
        // a tag URI (RFC 4151): the entry keeps its id when its page's address changes; one per language
        `    <id>tag:${xmlText(host)},2025:${lang}/${scope.kind.toLowerCase()}/${entry.id}</id>`,
        `    <title type="text">${xmlText(text.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>`,
        `    <published>${instant(entry.published)}</published>`,
        `    <updated>${instant(entry.updated)}</updated>`,
        ...(entry.author ? [`    <author><name>${xmlText(entry.author)}</name></author>`] : []),
        ...(summary ? [`    <summary type="text">${xmlText(summary)}</summary>`] : []),
        '  </entry>',
      ];
    }),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}

/** The answer of a feed: Atom, kept and shared like the lists (its reads forget it when the kind changes). */
export function atomFeedResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE } });
}
