// The daily batch history of the console (admin spec §1, history logs; §2 /admin/batch-history): every
// run of a scheduled job, filtered by Korean calendar days, a keyword in its detail and its job, newest
// first. The job filter comes as an upper-case code (`END_EXPIRED_SESSIONS`), as every history's `type`.
import { jobNameOf, type BatchHistoryItem } from '#core/schemas/batch.ts';
import { schema } from '../client.ts';
import type { HistoryFilter } from './history-filter.ts';
import { historyList, type HistoryList } from './history-list.ts';

const r = schema.batchRun;

const byJobName = historyList({
  table: r,
  columns: {
    id: r.id,
    jobName: r.jobName,
    trigger: r.trigger,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    status: r.status,
    affectedCount: r.affectedCount,
    detail: r.detail,
  },
  createdAt: r.startedAt,
  id: r.id,
  keyword: [r.detail],
  type: r.jobName,
});

const withJobName = (filter: HistoryFilter): HistoryFilter => (filter.type === undefined ? filter : { ...filter, type: jobNameOf(filter.type) });

export const batchHistory: HistoryList<BatchHistoryItem> = {
  page: (db, filter, scope) => byJobName.page(db, { ...filter, ...withJobName(filter) }, scope),
  rows: (db, filter, limit, scope) => byJobName.rows(db, withJobName(filter), limit, scope),
  one: byJobName.one,
};
