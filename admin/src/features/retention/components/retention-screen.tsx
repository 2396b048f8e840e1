import { Alert, Badge, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditChainView, RetentionRuleView } from '#core/schemas/retention.ts';
import { jobTitle } from '../../../components/job-run.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useRetention } from '../api/get-retention.ts';

const camel = (code: string) => code.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function periodText(t: TFunction, rule: RetentionRuleView): string {
  const from = t(`retention.from.${camel(rule.from)}`);
  if (rule.period.months !== undefined) return t('retention.period.months', { count: rule.period.months, from });
  if (rule.period.days === 0) return t('retention.period.untilEnd');
  return t('retention.period.days', { count: rule.period.days ?? 0, from });
}

function ruleColumns(t: TFunction): TableColumnsType<RetentionRuleView> {
  return [
    { key: 'rule', title: t('retention.column.rule'), render: (_value, rule) => t(`retention.rule.${rule.name}.name`) },
    { key: 'period', title: t('retention.column.period'), width: 170, render: (_value, rule) => periodText(t, rule) },
    { key: 'end', title: t('retention.column.end'), width: 110, render: (_value, rule) => t(`retention.end.${camel(rule.end)}`) },
    {
      key: 'reason',
      title: t('retention.column.reason'),
      // the reason wraps in a readable measure: the table is as wide as its content (console-table-scroll)
      render: (_value, rule) => (
        <div style={{ minWidth: 260, maxWidth: 440, whiteSpace: 'normal' }}>
          <Tag>{t(`retention.basis.${camel(rule.basis)}`)}</Tag> {t(`retention.rule.${rule.name}.reason`)}
        </div>
      ),
    },
    { key: 'job', title: t('retention.column.job'), width: 150, render: (_value, rule) => jobTitle(rule.job, t) },
    {
      key: 'lastRun',
      title: t('retention.column.lastRun'),
      width: 160,
      render: (_value, rule) => (rule.lastRun ? formatInstant(rule.lastRun.finishedAt) : t('retention.never')),
    },
    {
      key: 'count',
      title: t('retention.column.count'),
      width: 90,
      align: 'right',
      render: (_value, rule) => (rule.lastRun?.count ?? t('retention.noCount')).toLocaleString(),
    },
  ];
}

function chainColumns(t: TFunction): TableColumnsType<AuditChainView> {
  return [
    { key: 'log', title: t('retention.column.log'), render: (_value, chain) => t(`retention.log.${camel(chain.log)}`) },
    { key: 'rows', title: t('retention.column.rows'), align: 'right', render: (_value, chain) => chain.rows.toLocaleString() },
    { key: 'sealed', title: t('retention.column.sealed'), align: 'right', render: (_value, chain) => chain.sealed.toLocaleString() },
    {
      key: 'chain',
      title: t('retention.column.chain'),
      render: (_value, chain) =>
        chain.verified ? (
          <Flex vertical gap={2}>
            <Badge status="success" text={t('retention.verified')} />
            <Typography.Text type="secondary">{t('retention.checked', { count: chain.checked })}</Typography.Text>
          </Flex>
        ) : (
          <Badge status="error" text={t('retention.broken', { id: chain.firstBroken?.id ?? 0, reason: chain.firstBroken?.reason ?? '' })} />
        ),
    },
    {
      key: 'pass',
      title: t('retention.column.lastFullPass'),
      render: (_value, chain) => (chain.lastFullPassAt ? formatInstant(chain.lastFullPassAt) : t('retention.noPass')),
    },
    {
      key: 'purged',
      title: t('retention.column.purged'),
      render: (_value, chain) => t('retention.purged', { rows: chain.purged.rows, id: chain.purged.throughId }),
    },
  ];
}

type SectionProps<T> = {
  id: string;
  title: string;
  /** The scrolling region's name. */
  region: string;
  rowKey: keyof T & string;
  loading: boolean;
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
};

/** A titled section of the screen holding one whole table in a scrolling region the keyboard reaches. */
function TableSection<T extends object>({ id, title, region, rowKey, loading, columns, rows }: SectionProps<T>) {
  return (
    <section aria-labelledby={id} aria-busy={loading}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <div className="console-table-scroll" role="region" aria-label={region} tabIndex={0}>
        <Table<T> rowKey={rowKey} loading={loading} columns={columns} dataSource={rows ?? []} pagination={false} size="small" />
      </div>
    </section>
  );
}

/**
 * The retention rules and the audit logs' hash chains (/admin/retention, issue 33): read-only. Every rule of
 * portal spec §9 and the portal's own, with its reason in the admin's language, the job that applies it and
 * that job's last run and count; then each audit log's rows, sealed rows and whether its chain verifies.
 */
export function RetentionScreen() {
  const { t } = useTranslation();
  const retention = useRetention();
  const data = retention.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('retention.help')}</Typography.Text>
      {retention.isError && <LoadFailed error={retention.error} retry={retention.refetch} title={t('retention.loadFailed')} />}
      {data?.keySource === 'database' && <Alert type="warning" showIcon title={t('retention.keyFromDatabase')} />}
      <TableSection<RetentionRuleView>
        id="retention-rules"
        title={t('retention.rules')}
        region={t('retention.rulesTable')}
        rowKey="name"
        loading={retention.isLoading}
        columns={ruleColumns(t)}
        rows={data?.rules}
      />
      <TableSection<AuditChainView>
        id="retention-chains"
        title={t('retention.chains')}
        region={t('retention.chainsTable')}
        rowKey="log"
        loading={retention.isLoading}
        columns={chainColumns(t)}
        rows={data?.chains}
      />
    </Flex>
  );
}
