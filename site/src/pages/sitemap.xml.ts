// A localized sitemap: home, the model list and every published model, each with its Korean and English
// URLs as hreflang alternates (x-default is Korean). Absolute URLs come from `site` in astro.config.mjs.
import type { APIRoute } from 'astro';
import { MAX_PAGE_SIZE } from '#core/constants.ts';
import { defaultLang, langs } from '#core/i18n/locales.ts';
import { listPreBuiltModels, type PreBuiltModelView } from '#db/queries/pre-built-model.ts';
import { isoDate } from '../lib/format.ts';
import { paths } from '../lib/routes.ts';
import { absoluteUrl, localizePath } from '../lib/urls.ts';

type Entry = { path: string; lastmod?: string };

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

async function publishedModels(db: App.Locals['deps']['db']): Promise<PreBuiltModelView[]> {
  const models: PreBuiltModelView[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listPreBuiltModels(db, { page, pageSize: MAX_PAGE_SIZE });
    models.push(...result.items);
    if (page >= result.totalPages) return models;
  }
}

export const GET: APIRoute = async ({ locals, site, url }) => {
  const models = await publishedModels(locals.deps.db);
  const entries: Entry[] = [
    { path: paths.home },
    { path: paths.preBuiltModelList },
    ...models.map((model) => ({ path: paths.preBuiltModelDetail(model.id), lastmod: isoDate(model.insDtm) })),
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
