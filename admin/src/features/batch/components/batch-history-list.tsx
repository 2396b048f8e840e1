import { Badge } from 'antd';
import { jobCode, type BatchHistoryItem } from '#core/schemas/batch.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant, type HistoryColumn } from '../../../components/history/history-table.tsx';
import { batchHistoryCalls } from '../api/get-batch-history.ts';

/** The scheduled jobs (edge-api/src/jobs/run-jobs.ts, jobs/backup.ts) by the name the history records, with their message keys. */
const jobs = {
  'account-dormancy': 'batch.job.accountDormancy',
  'send-batch-notices': 'batch.job.sendBatchNotices',
  'purge-deleted-attachments': 'batch.job.purgeDeletedAttachments',
  'end-expired-sessions': 'batch.job.endExpiredSessions',
  'retry-outbox': 'batch.job.retryOutbox',
  'purge-old-notifications': 'batch.job.purgeOldNotifications',
  // Node only, when BACKUP_DIR is set (edge-api/src/jobs/backup.ts), and `npm run backup`
  backup: 'batch.job.backup',
} as const;
const jobLabel = (name: string) => (name in jobs ? jobs[name as keyof typeof jobs] : null);

// the dot is a hint only: the outcome's word says it (WCAG 1.4.1)
const outcomes = {
  SUCCESS: { status: 'success', label: 'batch.outcome.success' },
  FAILURE: { status: 'error', label: 'batch.outcome.failure' },
} as const;

const columns: HistoryColumn<BatchHistoryItem>[] = [
  { key: 'startedAt', title: 'batch.column.startedAt', render: formatInstant },
  { key: 'jobName', title: 'batch.column.job', render: (name, t) => (jobLabel(name) ? t(jobLabel(name) as string) : name) },
  { key: 'status', title: 'batch.column.status', render: (status, t) => <Badge status={outcomes[status].status} text={t(outcomes[status].label)} /> },
  { key: 'affectedCount', title: 'batch.column.affected' },
  { key: 'detail', title: 'batch.column.detail', ellipsis: true, width: 360 },
  { key: 'trigger', title: 'batch.column.trigger' },
  { key: 'finishedAt', title: 'batch.column.finishedAt', render: formatInstant },
];

const jobFilter = {
  label: 'batch.column.job',
  options: Object.entries(jobs).map(([name, label]) => ({ value: jobCode(name), label })),
};

/** The daily batch history (admin spec §1, §2 /admin/batch-history): every run of the scheduled jobs, with Excel export. */
export function BatchHistoryList() {
  return <HistoryList calls={batchHistoryCalls} columns={columns} typeFilter={jobFilter} />;
}
