// One open forum board's Atom feed of its newest posts, in the page's language (core/feeds.ts, decision
// 058): `/feeds/forum/3.xml`. A restricted, deleted or unknown board has none: not found, as its page.
import type { APIRoute } from 'astro';
import { hasBoardFeeds, kindOfFeedName } from '#core/feeds.ts';
import { feedEntries } from '#db/queries/feeds.ts';
import { getBoard } from '#db/queries/forum.ts';
import { langFromLocaleParam, notFound } from '../../../../lib/page-lang.ts';
import { publicSite } from '../../../../lib/urls.ts';
import { atomFeed, atomFeedResponse } from '../../../../server/atom-feed.ts';

export const GET: APIRoute = async ({ params, locals, site, url }) => {
  const lang = langFromLocaleParam(params.locale);
  const kind = kindOfFeedName(params.name ?? '');
  const id = /^[1-9]\d{0,9}$/.test(params.board ?? '') ? Number(params.board) : null;
  if (!lang || !kind || !hasBoardFeeds(kind) || id === null) return notFound();
  const { db } = locals.deps;
  // a visitor's view of the board: open boards only
  const board = await getBoard(db, null, id);
  if (!board) return notFound();
  const entries = await feedEntries(db, kind, board.id);
  return atomFeedResponse(atomFeed({ lang, scope: { kind, board: board.id }, board, entries, site: publicSite(locals, site), requestUrl: url }));
};
