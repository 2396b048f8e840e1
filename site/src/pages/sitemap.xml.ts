// A localized sitemap: the pages lib/routes.ts marks for it (home, the fixed pages, the model and story
// lists, each product's video channel and training guide) and every published model and story after its list, each with its Korean and English URLs as
// hreflang alternates (x-default is Korean); Korean-only pages (core/auth/screens.ts, portal spec §2)
// have their Korean URL alone. Absolute URLs come from PUBLIC_SITE_URL.
import type { APIRoute } from 'astro';
import { screenOf } from '#core/auth/screens.ts';
import { localDate } from '#core/dates.ts';
import { defaultLang, langs } from '#core/i18n/locales.ts';
import { listOpenPostStamps } from '#db/queries/forum.ts';
import { listPublishedKnowledgeStamps } from '#db/queries/knowledge-sharing.ts';
import { listPublishedModelStamps } from '#db/queries/pre-built-model.ts';
import { listPublishedStoryStamps } from '#db/queries/success-story.ts';
import { paths, productPages, sitemapRoutes } from '../lib/routes.ts';
import { absoluteUrl, localizePath, publicSite } from '../lib/urls.ts';

type Entry = { path: string; lastmod?: string; koreanOnly?: boolean };

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export const GET: APIRoute = async ({ locals, site, url }) => {
  const [models, stories, knowledge, posts] = await Promise.all([
    listPublishedModelStamps(locals.deps.db),
    listPublishedStoryStamps(locals.deps.db),
    listPublishedKnowledgeStamps(locals.deps.db),
    // posts of open boards only: a restricted board's posts are never named
    listOpenPostStamps(locals.deps.db),
  ]);
  // each list is followed by its items
  const items: Record<string, Entry[]> = {
    [paths.preBuiltModelList]: models.map((model) => ({ path: paths.preBuiltModelDetail(model.id), lastmod: localDate(model.lastChanged) })),
    [paths.successStoryList]: stories.map((story) => ({ path: paths.successStoryDetail(story.id), lastmod: localDate(story.lastChanged) })),
    [paths.knowledgeModelList]: knowledge.models.map((model) => ({ path: paths.knowledgeModelDetail(model.id), lastmod: localDate(model.lastChanged) })),
    [paths.knowledgeDataSetList]: knowledge.dataSets.map((dataSet) => ({
      path: paths.knowledgeDataSetDetail(dataSet.id),
      lastmod: localDate(dataSet.lastChanged),
    })),
    [paths.forumList]: posts.map((post) => ({ path: paths.forumDetail(post.id), lastmod: localDate(post.lastChanged) })),
  };
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
