// A localized sitemap: the pages lib/routes.ts marks for it (home, the fixed pages, the kinds' lists, each
// product's video channel and training guide), and after each list of a kind with public detail pages its
// live rows (db/kinds/: models, stories, shared models and data sets, open boards' posts), each with its Korean and English URLs as
// hreflang alternates (x-default is Korean); Korean-only pages (core/auth/screens.ts, portal spec §2)
// have their Korean URL alone. Absolute URLs come from PUBLIC_SITE_URL.
import type { APIRoute } from 'astro';
import { screenOf } from '#core/auth/screens.ts';
import { contentKindNames, detailPathOf, hasRowPages, type ContentKindName } from '#core/content-kinds.ts';
import { localDate } from '#core/dates.ts';
import { defaultLang, langs } from '#core/i18n/locales.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import { dbKindDeclarations } from '#db/kinds/index.ts';
import type { DbKindDeclaration } from '#db/kinds/types.ts';
import { productPages, sitemapRoutes } from '../lib/routes.ts';
import { absoluteUrl, localizePath, publicSite } from '../lib/urls.ts';

type Entry = { path: string; lastmod?: string; koreanOnly?: boolean };

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export const GET: APIRoute = async ({ locals, site, url }) => {
  // each list is followed by its items: the kinds whose rows have public detail pages say which (db/kinds/)
  const declared = dbKindDeclarations as Record<ContentKindName, DbKindDeclaration>;
  const listed = contentKindNames.filter((name) => hasRowPages(name) && declared[name].published);
  const stamps = await Promise.all(listed.map((name) => declared[name].published!(locals.deps.db)));
  const items: Record<string, Entry[]> = Object.fromEntries(
    listed.map((name, at) => [
      kindDeclarations[name].screens[0].route,
      stamps[at]!.map((stamp) => ({ path: detailPathOf(name, stamp), lastmod: localDate(stamp.lastChanged) })),
    ]),
  );
  const entries: Entry[] = [...sitemapRoutes, ...productPages].flatMap((path) => [
    { path, koreanOnly: screenOf(path)?.koreanOnly ?? false },
    ...(items[path] ?? []),
  ]);
  const base = publicSite(locals, site);
  const href = (path: string, lang: (typeof langs)[number]) => escapeXml(absoluteUrl(localizePath(path, lang), base, url));
  const urls = entries.flatMap((entry) => {
    const entryLangs = entry.koreanOnly ? [defaultLang] : langs;
    const alternates = entry.koreanOnly
      ? []
      : [
          ...langs.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${href(entry.path, other)}"/>`),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.path, defaultLang)}"/>`,
        ];
    return entryLangs.map((lang) =>
      [
        '  <url>',
        `    <loc>${href(entry.path, lang)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
