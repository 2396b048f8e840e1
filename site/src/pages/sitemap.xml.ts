// A localized sitemap: home, the model list and every published model, each with its Korean and English
// URLs as hreflang alternates (x-default is Korean). Absolute URLs come from `site` in astro.config.mjs.
import type { APIRoute } from 'astro';
import { localDate } from '#core/dates.ts';
import { defaultLang, langs } from '#core/i18n/locales.ts';
import { listPublishedModelStamps } from '#db/queries/pre-built-model.ts';
import { paths } from '../lib/routes.ts';
import { absoluteUrl, localizePath } from '../lib/urls.ts';

type Entry = { path: string; lastmod?: string };

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export const GET: APIRoute = async ({ locals, site, url }) => {
  const models = await listPublishedModelStamps(locals.deps.db);
  const entries: Entry[] = [
    { path: paths.home },
    { path: paths.preBuiltModelList },
    ...models.map((model) => ({ path: paths.preBuiltModelDetail(model.id), lastmod: localDate(model.lastChanged) })),
  ];
  const href = (path: string, lang: (typeof langs)[number]) => escapeXml(absoluteUrl(localizePath(path, lang), site, url));
  const urls = entries.flatMap((entry) =>
    langs.map((lang) =>
      [
        '  <url>',
        `    <loc>${href(entry.path, lang)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
        ...langs.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${href(entry.path, other)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.path, defaultLang)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
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
