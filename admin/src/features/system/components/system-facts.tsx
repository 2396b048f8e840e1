import { Badge, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { BACKUP_JOB } from '#core/schemas/batch.ts';
import type { SystemView } from '#core/schemas/system.ts';
import { useFormats } from './formats.ts';

// The System screen's facts as label and value rows. A state that needs the operator says what to do; the
// coloured dots are hints only, their words say it (WCAG 1.4.1).

/** The three tables' labels in one column width, so the cards line up. */
const factStyles = { label: { width: '36%' } };

/** One table of facts, a row each, as the three cards show them. */
function Facts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions bordered column={1} size="small" styles={factStyles} items={items} />;
}

/** The build, its migration level and the database. */
export function BuildFacts({ view }: { view: SystemView }) {
  const { t } = useTranslation();
  const format = useFormats();
  const { migration, database } = view;
  return (
    <Facts
      items={[
        { key: 'version', label: t('system.version'), children: view.version },
        {
          key: 'commit',
          label: t('system.commit'),
          children: (
            <>
              {view.commit ? <Typography.Text code>{view.commit.slice(0, 12)}</Typography.Text> : t('system.commitUnknown')}
              {view.dirty && (
                <div>
                  <Badge status="warning" text={t('system.dirty')} />
                </div>
              )}
            </>
          ),
        },
        { key: 'builtAt', label: t('system.builtAt'), children: view.builtAt ? format.instant(view.builtAt) : t('system.fromSources') },
        {
          key: 'migration',
          label: t('system.migration'),
          children: (
            <>
              <Typography.Text code>{migration.applied ?? t('system.migrationNone')}</Typography.Text>{' '}
              {migration.ok ? (
                <Badge status="success" text={t('system.migrationOk')} />
              ) : (
                <Badge status="error" text={t('system.migrationBehind', { expected: migration.expected })} />
              )}
            </>
          ),
        },
        { key: 'database', label: t('system.database'), children: t(`system.databaseKind.${database.kind}`) },
        {
          key: 'size',
          label: t('system.databaseSize'),
          children: database.bytes === null ? t('system.sizeUnavailable') : format.size(database.bytes),
        },
      ]}
    />
  );
}

/** Whether the nightly backup runs here, and the last backup tried. */
export function BackupFacts({ view }: { view: SystemView }) {
  const { t } = useTranslation();
  const format = useFormats();
  const { last } = view.backup;
  const nextRun = view.jobs.find((job) => job.name === BACKUP_JOB)?.nextRunAt;
  return (
    <Facts
      items={[
        {
          key: 'schedule',
          label: t('system.backup.schedule'),
          children: view.backup.scheduled
            ? t('system.backup.nightly', { time: nextRun ? format.instant(nextRun) : '' })
            : t(`system.backup.off.${view.database.kind}`),
        },
        {
          key: 'last',
          label: t('system.backup.last'),
          children: last ? (
            <>
              <div>{format.instant(last.finishedAt)}</div>
              {last.verified ? (
                <>
                  <Badge status="success" text={t('system.backup.verified')} />
                  <div>{t('system.backup.contents', { count: last.fileCount, size: format.size(last.totalBytes) })}</div>
                </>
              ) : (
                <Badge status="error" text={t('system.backup.notVerified')} />
              )}
            </>
          ) : (
            t('system.backup.never')
          ),
        },
      ]}
    />
  );
}

/** The messages not delivered yet, with what happens to them. */
export function OutboxFacts({ view }: { view: SystemView }) {
  const { t } = useTranslation();
  const { pending, failed, abandoned, maxAttempts } = view.outbox;
  return (
    <>
      <Facts
        items={[
          { key: 'pending', label: t('system.outbox.pending'), children: pending },
          { key: 'failed', label: t('system.outbox.failed'), children: failed },
          {
            key: 'abandoned',
            label: t('system.outbox.abandoned', { attempts: maxAttempts }),
            children: abandoned > 0 ? <Badge status="error" text={abandoned} /> : abandoned,
          },
        ]}
      />
      {failed > 0 && <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{t('system.outbox.failedHelp')}</Typography.Paragraph>}
      {abandoned > 0 && <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{t('system.outbox.abandonedHelp')}</Typography.Paragraph>}
    </>
  );
}
