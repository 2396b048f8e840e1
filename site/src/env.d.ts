/// <reference types="astro/client" />
import type { UsageEntry } from '#api/lib/content-usage.ts';
import type { ReaderClassName } from '#api/lib/reader-classes.ts';
import type { Auth } from '#api/lib/session.ts';
import type { VisitKey } from '#api/lib/visit-views.ts';
import type { AppDeps } from '#api/types.ts';
import type { SearchAllResult } from '#core/search/types.ts';
import type { CountedView } from '#db/queries/view-counters.ts';

declare global {
  namespace App {
    interface Locals {
      /** The runtime's database, storage and logger, set by the front door (site/src/fetch.ts). */
      deps: AppDeps;
      /**
       * Queues a content-usage history row, and the view it counts, to be written after the response
       * (edge-api/src/lib/content-usage.ts); with a `visit` key, only on the visit's first view of the item
       * (edge-api/src/lib/visit-views.ts). Answers whether it counted.
       */
      recordUse: (use: UsageEntry, counted?: CountedView, visit?: VisitKey) => boolean;
      /** Counts a search in the search log, after the response, and again each time its kept page is given (edge-api/src/lib/search-log.ts). */
      recordSearch: (keyword: string, result: SearchAllResult) => void;
      /** The member session of the request, if any (looked up on first use): for pages that depend on the reader. */
      session: () => Promise<Auth | null>;
      /**
       * Says the page is the same for every reader of a class (edge-api/src/lib/reader-classes.ts): sent to a
       * signed-in reader with READER_CLASS_ANSWER, it is kept once per class (lib/cache-answers.ts).
       */
      shareWithClass: (name: ReaderClassName) => void;
    }
  }
}
