import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useSystem } from '../api/get-system.ts';
import { useFormats } from './formats.ts';
import { JobTable } from './job-table.tsx';
import { BackupFacts, BuildFacts, OutboxFacts } from './system-facts.tsx';
import { SystemSection } from './system-section.tsx';

/**
 * The System screen (ADMIN): what an operator checks first, read from the running portal, on Node and in
 * the Worker alike: the build and its migration level, the database, the last backup, the scheduled jobs'
 * runs and the outbox's backlog (docs/observability.md "The console's System screen").
 */
export function SystemScreen() {
  const { t } = useTranslation();
  const format = useFormats();
  const query = useSystem();
  if (query.isPending) return <Skeleton active aria-busy="true" aria-label={t('system.loading')} />;
  if (query.isError) return <LoadFailed error={query.error} retry={query.refetch} />;
  const view = query.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Flex align="center" gap={12} wrap>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('system.refresh')}
        </Button>
        <Typography.Text role="status">{t('system.readAt', { time: format.instant(query.dataUpdatedAt) })}</Typography.Text>
      </Flex>
      <SystemSection id="system-build" title={t('system.build.title')}>
        <BuildFacts view={view} />
      </SystemSection>
      <SystemSection id="system-backup" title={t('system.backup.title')}>
        <BackupFacts view={view} />
      </SystemSection>
      <SystemSection id="system-jobs" title={t('system.jobs.title')}>
        <JobTable jobs={view.jobs} />
      </SystemSection>
      <SystemSection id="system-outbox" title={t('system.outbox.title')}>
        <OutboxFacts view={view} />
      </SystemSection>
    </Flex>
  );
}
