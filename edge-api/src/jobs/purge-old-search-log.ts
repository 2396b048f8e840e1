import { localDate } from '#core/dates.ts';
import { SEARCH_LOG_RETENTION_DAYS } from '#core/schemas/search-log.ts';
import { purgeSearchLogBefore } from '#db/queries/search/log.ts';
import { daysBefore } from './batch-days.ts';
import type { Job } from './job.ts';

/** Removes the search log's days past SEARCH_LOG_RETENTION_DAYS (Korean calendar days, today the last one kept). */
export const purgeOldSearchLog: Job = {
  name: 'purge-old-search-log',
  async run(deps, now) {
    const firstKept = localDate(daysBefore(now, SEARCH_LOG_RETENTION_DAYS - 1));
    const removed = await purgeSearchLogBefore(deps.db, firstKept);
    return { affected: removed, detail: `${removed} keyword-days of the search log before ${firstKept} removed` };
  },
};
