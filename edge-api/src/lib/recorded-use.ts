// What a route records of a use of content, apart from the recorder (content-usage.ts) and the answer cache
// that replays it (answer-cache.ts): the app's types (types.ts) name it without importing either back.
import type { ContentUsageEntry } from '#db/queries/content-usage.ts';
import type { CountedView } from '#db/queries/view-counters.ts';

/**
 * What a route knows of a use; who, when and from where come from the request, and so does the
 * language unless the caller knows better (a page's language is its path's, not Accept-Language's).
 */
export type UsageEntry = Pick<ContentUsageEntry, 'contentType' | 'action' | 'contentId' | 'title' | 'detail'> & { lang?: ContentUsageEntry['lang'] };

/** An item a visit's views count once for (lib/visit-views.ts): its kind's letter and its id (`p20` a post, `m12` a shared model, `d3` a data set, `q7` a partner question). */
export type VisitKey = `${'p' | 'm' | 'd' | 'q'}${number}`;

/** What an answer records each time it is given, replayed on every hit: a use of content, or a search. */
export type RecordedUse = ContentUse | { search: SearchLogged };

/** A search as its log counts it (lib/search-log.ts): its keyword, and whether it found anything. */
export type SearchLogged = { keyword: string; foundNothing: boolean };

/** A use of content (a detail page's view). */
export type ContentUse = {
  use: UsageEntry;
  counted?: CountedView | undefined;
  /** The item's key when the view counts once per visit (lib/visit-views.ts): each time given, only the visit's first counts. */
  visit?: VisitKey | undefined;
};
