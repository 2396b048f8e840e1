// A kind's Atom feed of its newest entries, in the page's language (core/feeds.ts, decision 058):
// `/feeds/pre-built-model.xml`, `/en/feeds/pre-built-model.xml`.
import type { APIRoute } from 'astro';
import { kindOfFeedName } from '#core/feeds.ts';
import { feedEntries } from '#db/queries/feeds.ts';
import { langFromLocaleParam, notFound } from '../../../lib/page-lang.ts';
import { publicSite } from '../../../lib/urls.ts';
import { atomFeed, atomFeedResponse } from '../../../server/atom-feed.ts';

export const GET: APIRoute = async ({ params, locals, site, url }) => {
  const lang = langFromLocaleParam(params.locale);
  const kind = kindOfFeedName(params.name ?? '');
  if (!lang || !kind) return notFound();
  const entries = await feedEntries(locals.deps.db, kind);
  return atomFeedResponse(atomFeed({ lang, scope: { kind }, entries, site: publicSite(locals, site), requestUrl: url }));
};
