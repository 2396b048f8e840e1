import { SEARCH_LOG_RETENTION_DAYS } from '#core/schemas/search-log.ts';
import { purgeSearchLogBefore, searchLogFirstKeptDay } from '#db/queries/search/log.ts';
import type { Job } from './job.ts';

/** Removes the search log's days past SEARCH_LOG_RETENTION_DAYS (Korean calendar days, today the last one kept). */
export const purgeOldSearchLog: Job = {
  name: 'purge-old-search-log',
  async run(deps, now) {
    const firstKept = searchLogFirstKeptDay(now);
    const removed = await purgeSearchLogBefore(deps.db, firstKept);
    return {
      affected: removed,
      detail: `${removed} keyword-days of the search log older than ${SEARCH_LOG_RETENTION_DAYS} days (before ${firstKept}) removed`,
    };
  },
};
