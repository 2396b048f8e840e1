import { jobCode, jobLabels, type BatchHistoryItem } from '#core/schemas/batch.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { JobOutcome, jobTitle } from '../../../components/job-run.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { batchHistoryCalls } from '../api/get-batch-history.ts';

const columns: HistoryColumn<BatchHistoryItem>[] = [
  { key: 'startedAt', title: 'batch.column.startedAt', render: formatInstant },
  { key: 'jobName', title: 'batch.column.job', render: jobTitle },
  { key: 'status', title: 'batch.column.status', render: (status, t) => <JobOutcome status={status} t={t} /> },
  { key: 'affectedCount', title: 'batch.column.affected' },
  { key: 'detail', title: 'batch.column.detail', ellipsis: true, width: 360 },
  { key: 'trigger', title: 'batch.column.trigger' },
  { key: 'finishedAt', title: 'batch.column.finishedAt', render: formatInstant },
];

const jobFilter = {
  label: 'batch.column.job',
  options: Object.entries(jobLabels).map(([name, label]) => ({ value: jobCode(name), label })),
};

/** The daily batch history (admin spec §1, §2 /admin/batch-history): every run of the scheduled jobs, with Excel export. */
export function BatchHistoryList() {
  return <HistoryList calls={batchHistoryCalls} columns={columns} typeFilter={jobFilter} />;
}
