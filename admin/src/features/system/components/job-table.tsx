import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SystemView } from '#core/schemas/system.ts';
import { JobOutcome, jobTitle } from '../../../components/job-run.tsx';
import { useFormats } from './formats.ts';

type JobRow = SystemView['jobs'][number];

/** Each scheduled job: its cron, its next run and its last run with the outcome; the batch history has the details. */
export function JobTable({ jobs }: { jobs: SystemView['jobs'] }) {
  const { t } = useTranslation();
  const format = useFormats();
  const columns: TableColumnsType<JobRow> = [
    { key: 'name', title: t('batch.column.job'), render: (_value, job) => jobTitle(job.name, t) },
    { key: 'cron', title: t('system.jobs.schedule'), render: (_value, job) => <Typography.Text code>{job.cron}</Typography.Text> },
    { key: 'nextRun', title: t('system.jobs.nextRun'), render: (_value, job) => (job.nextRunAt ? format.instant(job.nextRunAt) : '') },
    {
      key: 'lastRun',
      title: t('system.jobs.lastRun'),
      render: (_value, job) => (job.lastRun ? format.instant(job.lastRun.startedAt) : t('system.jobs.never')),
    },
    { key: 'outcome', title: t('batch.column.status'), render: (_value, job) => (job.lastRun ? <JobOutcome status={job.lastRun.status} t={t} /> : '') },
  ];
  return (
    <>
      <div className="console-table-scroll" role="region" aria-label={t('system.jobs.table')} tabIndex={0}>
        <Table<JobRow> rowKey={(job) => `${job.cron} ${job.name}`} columns={columns} dataSource={jobs} pagination={false} size="small" />
      </div>
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        <Link to="/batch-history">{t('system.jobs.history')}</Link>
      </Typography.Paragraph>
    </>
  );
}
